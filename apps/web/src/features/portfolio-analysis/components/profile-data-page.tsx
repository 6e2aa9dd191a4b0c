import { Button, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  ASSET_CLASSES,
  equityShare,
  RISK_BANDS,
  type RiskCategory,
  type RiskProfile,
} from '@nivesh/contracts';
import { IconZoomScan } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { TableScroll } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { isNotFound, useRiskProfile } from '@/lib/portfolio-analysis/portfolio-analysis-api';
import { useStrings } from '@/lib/strings';
import { type PortfolioAnalysisText, portfolioAnalysisStrings } from '../strings';
import {
  CategoryBadge,
  LIST_HREF,
  NoSuchProfile,
  PortfolioAnalysisFrame,
  performanceHref,
  usePortfolioAnalysisCrumb,
  useSignedIn,
} from './portfolio-analysis-frame';

type Key = Parameters<PortfolioAnalysisText>[0];
const questionText = (t: PortfolioAnalysisText, question: string) => t(`questions.${question}` as Key);
const answerText = (t: PortfolioAnalysisText, question: string, answer: string) =>
  t(`answers.${question}.${answer}` as Key);
const categoryText = (t: PortfolioAnalysisText, c: RiskCategory) => t(`categories.${c}`);

/** The rule that produced the category and the allocation, in plain words. */
function RuleInWords({ profile }: { readonly profile: RiskProfile }) {
  const t = useStrings(portfolioAnalysisStrings);
  const a = profile.allocation;
  const bands = RISK_BANDS.map((b) =>
    t('profile.bandItem', { min: b.minScore, max: b.maxScore, category: categoryText(t, b.category) }),
  ).join(', ');
  return (
    <Stack gap={6}>
      <Title order={2} size="h4">
        {t('profile.rule')}
      </Title>
      <Text size="sm">
        {t('profile.ruleScore', {
          score: profile.score,
          max: profile.maxScore,
          min: profile.band.minScore,
          bandMax: profile.band.maxScore,
          category: categoryText(t, profile.scoreCategory),
        })}
      </Text>
      {profile.cappedBy && (
        <Text size="sm" fw={600}>
          {t('profile.ruleCapped', {
            question: questionText(t, profile.cappedBy.question),
            answer: answerText(t, profile.cappedBy.question, profile.cappedBy.answer),
            category: categoryText(t, profile.category),
          })}
        </Text>
      )}
      <Text size="sm">
        {t('profile.ruleAllocation', {
          category: categoryText(t, profile.category),
          equity: equityShare(a),
          large: a.largeCap,
          mid: a.midCap,
          small: a.smallCap,
          debt: a.debt,
          gold: a.gold,
          cash: a.cash,
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('profile.ruleBands', { bands })} {t('profile.capsRule')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('common.notAdvice')}
      </Text>
    </Stack>
  );
}

function ProfileView({ profile }: { readonly profile: RiskProfile }) {
  const t = useStrings(portfolioAnalysisStrings);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t('profile.score')}
          </Text>
          <Text size="xl" fw={700}>
            {t('profile.scoreOf', { score: profile.score, max: profile.maxScore })}
          </Text>
          <Progress
            value={(profile.score / profile.maxScore) * 100}
            mt="xs"
            aria-label={t('profile.scoreOf', { score: profile.score, max: profile.maxScore })}
          />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t('profile.category')}
          </Text>
          <Group mt={6}>
            <CategoryBadge category={profile.category} />
          </Group>
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <RuleInWords profile={profile} />
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('profile.allocation')}
        </Title>
        <TableScroll label={t('profile.allocation')}>
          <Table striped aria-label={t('profile.allocation')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('profile.assetClass')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('profile.share')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ASSET_CLASSES.map((c) => (
                <Table.Tr key={c}>
                  <Table.Td>{t(`assets.${c}`)}</Table.Td>
                  <Table.Td ta="right">{`${profile.allocation[c]} %`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('profile.table')}
        </Title>
        <TableScroll label={t('profile.table')}>
          <Table striped aria-label={t('profile.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('profile.question')}</Table.Th>
                <Table.Th scope="col">{t('profile.answer')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('profile.points')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {profile.rows.map((r) => (
                <Table.Tr key={r.question}>
                  <Table.Td>{questionText(t, r.question)}</Table.Td>
                  <Table.Td>{answerText(t, r.question, r.answer)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {`${r.points} / ${r.maxPoints}`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row" colSpan={2}>
                  {t('profile.total')}
                </Table.Th>
                <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {`${profile.score} / ${profile.maxScore}`}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </TableScroll>
      </Stack>
      <Group>
        <Button
          component={Link}
          to={performanceHref(profile.id)}
          leftSection={<IconZoomScan size={16} aria-hidden="true" />}
        >
          {t('profile.xrayThis')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /portfolio-analysis/profile-data/{profileID}: the score answer by answer, the category, the allocation and its rule. */
export function RiskProfileDataPage() {
  const t = useStrings(portfolioAnalysisStrings);
  const crumb = usePortfolioAnalysisCrumb();
  const id = useParams().profileID ?? '';
  const profile = useRiskProfile(id, useSignedIn());
  const answer = profile.data && profile.data.status === 1 ? profile.data : undefined;
  return (
    <PortfolioAnalysisFrame
      title={answer ? answer.profile.name : t('profile.category')}
      subtitle={t('profile.subtitle')}
      breadcrumbs={[crumb, { label: t('common.profiles'), href: LIST_HREF }]}
    >
      {isNotFound(profile) ? (
        <NoSuchProfile />
      ) : (
        <QueryStates query={profile} errorTitle={t('profile.loadError')}>
          {(data) => <ProfileView profile={data.profile} />}
        </QueryStates>
      )}
    </PortfolioAnalysisFrame>
  );
}
