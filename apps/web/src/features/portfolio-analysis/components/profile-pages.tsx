import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { RiskProfileSummary } from '@nivesh/contracts';
import { IconClipboardList, IconPlus, IconTrash, IconZoomScan } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DeleteDialog } from '@/components/alerts/delete-dialog';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { formatDateIst } from '@/lib/format';
import {
  deleteRiskProfile,
  PORTFOLIO_ANALYSIS_KEY,
  useRiskProfiles,
} from '@/lib/portfolio-analysis/portfolio-analysis-api';
import { useStrings } from '@/lib/strings';
import { type PortfolioAnalysisText, portfolioAnalysisStrings } from '../strings';
import {
  ADD_HREF,
  CategoryBadge,
  LIST_HREF,
  PERFORMANCE_HREF,
  PortfolioAnalysisFrame,
  profileHref,
  usePortfolioAnalysisCrumb,
  useSignedIn,
} from './portfolio-analysis-frame';

/** No profile yet: what the questionnaire is and a way to start. */
function EmptyProfiles() {
  const t = useStrings(portfolioAnalysisStrings);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={720}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('landing.emptyTitle')}
        </Title>
        <Text size="sm">{t('landing.emptyText')}</Text>
        <Button component={Link} to={ADD_HREF} leftSection={<IconPlus size={16} aria-hidden="true" />}>
          {t('common.newProfile')}
        </Button>
      </Stack>
    </Paper>
  );
}

function profileColumns(
  t: PortfolioAnalysisText,
  onDelete: ((p: RiskProfileSummary) => void) | null,
): DataTableColumn<RiskProfileSummary>[] {
  const columns: DataTableColumn<RiskProfileSummary>[] = [
    { id: 'name', label: t('list.name'), value: (p) => p.name },
    {
      id: 'category',
      label: t('list.category'),
      value: (p) => p.score,
      render: (p) => <CategoryBadge category={p.category} />,
      priority: 'key',
    },
    {
      id: 'score',
      label: t('list.score'),
      value: (p) => p.score,
      render: (p) => t('list.scoreOf', { score: p.score, max: p.maxScore }),
      align: 'right',
    },
    {
      id: 'created',
      label: t('list.created'),
      value: (p) => p.createdAt,
      render: (p) => formatDateIst(p.createdAt),
    },
  ];
  if (onDelete)
    columns.push({
      id: 'actions',
      label: t('list.actions'),
      value: () => null,
      sortable: false,
      priority: 'key',
      render: (p) => (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          aria-label={t('list.deleteOf', { name: p.name })}
          onClick={() => onDelete(p)}
          leftSection={<IconTrash size={14} aria-hidden="true" />}
        >
          {t('common.delete')}
        </Button>
      ),
    });
  return columns;
}

/** /portfolio-analysis: what it is, the user's profiles, and where to start. */
export function PortfolioAnalysisPage() {
  const t = useStrings(portfolioAnalysisStrings);
  const profiles = useRiskProfiles(useSignedIn());
  return (
    <PortfolioAnalysisFrame
      title={t('common.title')}
      subtitle={t('landing.subtitle')}
      actions={
        <>
          <Button component={Link} to={ADD_HREF} leftSection={<IconPlus size={16} aria-hidden="true" />}>
            {t('common.newProfile')}
          </Button>
          <Button
            component={Link}
            to={PERFORMANCE_HREF}
            variant="default"
            leftSection={<IconZoomScan size={16} aria-hidden="true" />}
          >
            {t('common.xray')}
          </Button>
        </>
      }
    >
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('landing.how')}
            </Title>
            <List type="ordered" spacing={6} size="sm">
              <List.Item>{t('landing.step1')}</List.Item>
              <List.Item>{t('landing.step2')}</List.Item>
              <List.Item>{t('landing.step3')}</List.Item>
            </List>
            <Text size="xs" c="dimmed">
              {t('common.notAdvice')}
            </Text>
          </Stack>
        </Paper>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('landing.yourProfiles')}
            </Title>
            <Anchor component={Link} to={LIST_HREF} size="sm">
              {t('common.profiles')}
            </Anchor>
          </Group>
          <QueryStates
            query={profiles}
            errorTitle={t('landing.loadError')}
            isEmpty={(data) => data.profiles.length === 0}
            empty={<EmptyProfiles />}
          >
            {(data) => (
              <DataTable
                caption={t('list.caption')}
                hideCaption
                columns={profileColumns(t, null)}
                rows={data.profiles}
                rowKey={(p) => p.id}
                rowHref={(p) => profileHref(p.id)}
                stateKey={null}
              />
            )}
          </QueryStates>
        </Stack>
      </Stack>
    </PortfolioAnalysisFrame>
  );
}

/** /portfolio-analysis/profile: every profile of the user, to open or delete. */
export function RiskProfilesPage() {
  const t = useStrings(portfolioAnalysisStrings);
  const crumb = usePortfolioAnalysisCrumb();
  const profiles = useRiskProfiles(useSignedIn());
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<RiskProfileSummary | null>(null);
  const answer = profiles.data && profiles.data.status === 1 ? profiles.data : undefined;
  const full = answer ? answer.profiles.length >= answer.limit : false;
  return (
    <PortfolioAnalysisFrame
      title={t('common.profiles')}
      subtitle={t('list.subtitle')}
      breadcrumbs={[crumb]}
      actions={
        <Button
          component={Link}
          to={ADD_HREF}
          disabled={full}
          leftSection={<IconClipboardList size={16} aria-hidden="true" />}
        >
          {t('common.newProfile')}
        </Button>
      }
    >
      <QueryStates
        query={profiles}
        errorTitle={t('landing.loadError')}
        isEmpty={(data) => data.profiles.length === 0}
        empty={<EmptyProfiles />}
      >
        {(data) => (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('list.count', { count: data.profiles.length, limit: data.limit })}
            </Text>
            <DataTable
              caption={t('list.caption')}
              hideCaption
              columns={profileColumns(t, setDeleting)}
              rows={data.profiles}
              rowKey={(p) => p.id}
              rowHref={(p) => profileHref(p.id)}
              stateKey={null}
            />
          </Stack>
        )}
      </QueryStates>
      <DeleteDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onDelete={() => deleteRiskProfile(deleting?.id ?? '')}
        onDeleted={() => {
          setDeleting(null);
          void client.invalidateQueries({ queryKey: PORTFOLIO_ANALYSIS_KEY });
        }}
      />
    </PortfolioAnalysisFrame>
  );
}
