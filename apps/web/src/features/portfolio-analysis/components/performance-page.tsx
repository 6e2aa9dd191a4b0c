import {
  Alert,
  Button,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { RiskHoldingChoice, RiskPerformanceAnswer, RiskWarningDto } from '@nivesh/contracts';
import { IconAlertTriangle, IconCircleCheck, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TableScroll } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { formatDateIst, formatNumber, formatRupees } from '@/lib/format';
import {
  isNotFound,
  useRiskPerformance,
  useRiskProfiles,
} from '@/lib/portfolio-analysis/portfolio-analysis-api';
import { useStrings } from '@/lib/strings';
import { type PortfolioAnalysisText, portfolioAnalysisStrings } from '../strings';
import {
  ADD_HREF,
  CategoryBadge,
  NoSuchProfile,
  ORDER_DASHBOARD_HREF,
  PortfolioAnalysisFrame,
  portfolioHref,
  usePortfolioAnalysisCrumb,
  useSignedIn,
} from './portfolio-analysis-frame';

type Xray = RiskPerformanceAnswer['xray'];
type Overlap = RiskPerformanceAnswer['overlap'];

const pct = (value: number) => `${formatNumber(value, 1)} %`;

/** A holdings list's name as shown: the paper book's in the page's language. */
function choiceName(t: PortfolioAnalysisText, c: Pick<RiskHoldingChoice, 'kind' | 'name'>): string {
  return c.kind === 'paper' ? t('performance.paperBook') : c.name;
}

function warningText(t: PortfolioAnalysisText, w: RiskWarningDto, answer: RiskPerformanceAnswer): string {
  const figure = (n: number) => formatNumber(n, Number.isInteger(n) ? 0 : 2);
  const other = answer.choices.find((c) => w.code === 'portfolioOverlapHigh' && c.name === w.subject);
  return t(`warnings.${w.code}`, {
    subject: other ? choiceName(t, other) : (w.subject ?? ''),
    actual: figure(w.actual),
    limit: figure(w.limit),
  });
}

function Figure({ label, value }: { readonly label: string; readonly value: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** A small table of labelled rows (label, then figures), scrolling inside itself on a narrow screen. */
function SimpleTable({
  caption,
  head,
  rows,
  lastWraps = false,
}: {
  readonly caption: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly [string, ...string[]])[];
  /** The last column is text that wraps (the others are figures kept on one line). */
  readonly lastWraps?: boolean;
}) {
  return (
    <TableScroll label={caption}>
      <Table striped aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h, i) => (
              <Table.Th key={h} scope="col" ta={i === 0 ? 'left' : 'right'}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([first, ...rest]) => (
            <Table.Tr key={first}>
              <Table.Th scope="row" fw={500}>
                {first}
              </Table.Th>
              {rest
                .map((cell, i) => ({ cell, column: head[i + 1] ?? '' }))
                .map(({ cell, column }) => (
                  <Table.Td
                    key={column}
                    ta="right"
                    style={
                      lastWraps && column === head[head.length - 1] ? undefined : { whiteSpace: 'nowrap' }
                    }
                  >
                    {cell}
                  </Table.Td>
                ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Overlap with NIFTY 50 and with the user's other portfolios, with the method and the warning thresholds. */
function OverlapSection({ overlap }: { readonly overlap: Overlap }) {
  const t = useStrings(portfolioAnalysisStrings);
  const { benchmark, others, rules } = overlap;
  return (
    <Section title={t('performance.overlap')}>
      {benchmark ? (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure
              label={t('performance.overlapBenchmark', { name: benchmark.name })}
              value={pct(benchmark.overlapPct)}
            />
          </SimpleGrid>
          {benchmark.common.length === 0 ? (
            <Text size="sm">{t('performance.overlapNoCommon', { name: benchmark.name })}</Text>
          ) : (
            <SimpleTable
              caption={t('performance.overlapCommon', { name: benchmark.name })}
              head={[
                t('performance.symbol'),
                t('performance.commonPct'),
                t('performance.yoursPct'),
                t('performance.otherPct', { name: benchmark.name }),
              ]}
              rows={benchmark.common.map((c) => [
                c.symbol,
                pct(c.commonPct),
                pct(c.portfolioPct),
                pct(c.otherPct),
              ])}
            />
          )}
          <Text size="xs" c="dimmed">
            {t('performance.overlapHow', { name: benchmark.name, count: benchmark.constituents })}
          </Text>
        </>
      ) : (
        <Text size="sm">{t('performance.overlapNoBenchmark')}</Text>
      )}
      <Title order={3} size="h5">
        {t('performance.otherPortfolios')}
      </Title>
      {others.length === 0 ? (
        <Text size="sm">{t('performance.onlyOne')}</Text>
      ) : (
        <SimpleTable
          caption={t('performance.otherPortfolios')}
          head={[t('performance.portfolio'), t('performance.overlapPct'), t('performance.inCommon')]}
          rows={others.map((o) => [
            choiceName(t, o),
            pct(o.overlapPct),
            o.common.length === 0
              ? t('performance.noneInCommon')
              : o.common.map((c) => `${c.symbol} ${pct(c.commonPct)}`).join(', '),
          ])}
          lastWraps
        />
      )}
      <Text size="xs" c="dimmed">
        {t('performance.overlapRules', {
          benchmark: rules.maxBenchmarkOverlapPct,
          portfolio: rules.maxPortfolioOverlapPct,
        })}
      </Text>
    </Section>
  );
}

function XrayView({ answer }: { readonly answer: RiskPerformanceAnswer }) {
  const t = useStrings(portfolioAnalysisStrings);
  const x: Xray = answer.xray;
  const band = (b: Xray['capBands'][number]['band']) => t(`assets.${b}`);
  const chosen = answer.portfolio;
  const name = choiceName(t, chosen);
  if (x.holdings.length === 0)
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={720}>
        {chosen.kind === 'paper' ? (
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4">
              {t('performance.noHoldingsTitle')}
            </Title>
            <Text size="sm">{t('performance.noHoldingsText')}</Text>
            <Button component={Link} to={ORDER_DASHBOARD_HREF}>
              {t('performance.orderDashboard')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4">
              {t('performance.noPortfolioHoldingsTitle', { name })}
            </Title>
            <Text size="sm">{t('performance.noPortfolioHoldingsText')}</Text>
            <Button component={Link} to={portfolioHref(chosen.id)}>
              {t('performance.openPortfolio', { name })}
            </Button>
          </Stack>
        )}
      </Paper>
    );
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {chosen.kind === 'paper'
          ? t('performance.holdingsFrom')
          : t('performance.holdingsFromPortfolio', { name })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label={t('performance.totalValue')} value={formatRupees(x.totalValue)} />
        <Figure label={t('performance.holdingsCount')} value={x.holdings.length} />
        <Figure label={t('performance.topHolding')} value={pct(x.concentration.topHoldingPct)} />
        <Figure
          label={t('performance.beta')}
          value={!x.risk || x.risk.beta === null ? t('performance.betaNone') : formatNumber(x.risk.beta)}
        />
      </SimpleGrid>
      <Section title={t('performance.warnings')}>
        {x.warnings.length === 0 ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden="true" />}>
            {t('performance.noWarnings')}
          </Alert>
        ) : (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
            <List spacing={4} size="sm">
              {x.warnings.map((w) => (
                <List.Item key={`${w.code}-${w.subject ?? ''}`}>{warningText(t, w, answer)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Section>
      <Section title={t('performance.comparison')}>
        <SimpleTable
          caption={t('performance.comparison')}
          head={[
            t('profile.assetClass'),
            t('performance.actual'),
            t('performance.target'),
            t('performance.difference'),
          ]}
          rows={x.comparison.map((c) => [
            t(`assets.${c.assetClass}`),
            pct(c.actualPct),
            pct(c.targetPct),
            `${c.differencePct > 0 ? '+' : ''}${formatNumber(c.differencePct, 1)}`,
          ])}
        />
        <Text size="xs" c="dimmed">
          {t('performance.comparisonNote')}
        </Text>
      </Section>
      <Section title={t('performance.risk')}>
        {x.risk ? (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Figure label={t('performance.volatility')} value={pct(x.risk.volatilityPct)} />
              <Figure label={t('performance.drawdown')} value={pct(x.risk.maxDrawdownPct)} />
              <Figure
                label={t('performance.benchmarkVolatility')}
                value={pct(x.risk.benchmarkVolatilityPct)}
              />
              <Figure
                label={t('performance.beta')}
                value={x.risk.beta === null ? t('performance.betaNone') : formatNumber(x.risk.beta)}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('performance.riskHow', {
                from: formatDateIst(x.risk.from),
                to: formatDateIst(x.risk.to),
                sessions: x.risk.sessions,
              })}{' '}
              {t('performance.riskMethod')}
            </Text>
          </>
        ) : (
          <Text size="sm">{t('performance.noRisk')}</Text>
        )}
      </Section>
      <Section title={t('performance.concentration')}>
        <SimpleTable
          caption={t('performance.concentration')}
          head={[t('performance.concentration'), t('performance.weight')]}
          rows={[
            [
              `${t('performance.topHolding')} (${x.concentration.topSymbol ?? '—'})`,
              pct(x.concentration.topHoldingPct),
            ],
            [t('performance.top5'), pct(x.concentration.top5Pct)],
            [
              t('performance.herfindahl'),
              `${formatNumber(x.concentration.herfindahl, 4)} · ${t('performance.effective', {
                count: formatNumber(x.concentration.effectiveHoldings, 1),
              })}`,
            ],
          ]}
        />
        <Text size="xs" c="dimmed">
          {t('performance.concentrationHow')}
        </Text>
      </Section>
      <OverlapSection overlap={answer.overlap} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={t('performance.sectors')}>
          <SimpleTable
            caption={t('performance.sectors')}
            head={[t('performance.sector'), t('performance.value'), t('performance.weight')]}
            rows={x.sectors.map((s) => [s.sector, formatNumber(s.value), pct(s.pct)])}
          />
        </Section>
        <Section title={t('performance.bands')}>
          <SimpleTable
            caption={t('performance.bands')}
            head={[t('performance.band'), t('performance.value'), t('performance.weight')]}
            rows={x.capBands.map((b) => [band(b.band), formatNumber(b.value), pct(b.pct)])}
          />
          <Text size="xs" c="dimmed">
            {t('performance.bandsRule')}
          </Text>
        </Section>
      </SimpleGrid>
      <Section title={t('performance.holdings')}>
        <SimpleTable
          caption={t('performance.holdings')}
          head={[
            t('performance.symbol'),
            t('performance.weight'),
            t('performance.value'),
            t('performance.sector'),
          ]}
          rows={x.holdings.map((h) => [
            h.symbol,
            pct(h.pct),
            formatNumber(h.value),
            `${h.sector} · ${band(h.capBand)}`,
          ])}
          lastWraps
        />
      </Section>
      <Text size="xs" c="dimmed">
        {t('common.notAdvice')}
      </Text>
    </Stack>
  );
}

/** The holdings picker: each of the user's portfolios, then the paper book. */
function HoldingsPicker({
  answer,
  onChoose,
}: {
  readonly answer: RiskPerformanceAnswer;
  readonly onChoose: (portfolioId: string) => void;
}) {
  const t = useStrings(portfolioAnalysisStrings);
  return (
    <NativeSelect
      maw={480}
      label={t('performance.chooseHoldings')}
      value={answer.portfolio.id}
      onChange={(e) => onChoose(e.currentTarget.value)}
      data={answer.choices.map((c) => ({
        value: c.id,
        label: t('performance.choiceLabel', { name: choiceName(t, c), count: c.holdings }),
      }))}
    />
  );
}

/** The X-ray against the chosen profile (404 when the profile or the portfolio is not the user's). */
function XrayOf({
  id,
  portfolioId,
  onChoose,
}: {
  readonly id: string;
  readonly portfolioId: string;
  readonly onChoose: (portfolioId: string) => void;
}) {
  const t = useStrings(portfolioAnalysisStrings);
  const performance = useRiskPerformance(id, portfolioId, true);
  if (isNotFound(performance) && portfolioId !== '')
    return (
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('performance.noSuchPortfolio')}</Text>
          <Button size="xs" variant="light" onClick={() => onChoose('')}>
            {t('performance.firstPortfolio')}
          </Button>
        </Stack>
      </Alert>
    );
  if (isNotFound(performance)) return <NoSuchProfile />;
  return (
    <QueryStates query={performance} errorTitle={t('performance.loadError')}>
      {(data) => (
        <Stack gap="lg">
          <HoldingsPicker answer={data} onChoose={onChoose} />
          <XrayView answer={data} />
        </Stack>
      )}
    </QueryStates>
  );
}

/**
 * /portfolio-analysis/performance: the risk X-ray of one of the user's portfolios (or the paper
 * book) against a chosen profile (`?profile=` and `?portfolio=` keep the choices; otherwise the
 * first profile, and the first portfolio, else the paper book).
 */
export function RiskPerformancePage() {
  const t = useStrings(portfolioAnalysisStrings);
  const crumb = usePortfolioAnalysisCrumb();
  const profiles = useRiskProfiles(useSignedIn());
  const [params, setParams] = useSearchParams();
  return (
    <PortfolioAnalysisFrame
      title={t('common.xray')}
      subtitle={t('performance.subtitle')}
      breadcrumbs={[crumb]}
    >
      <QueryStates
        query={profiles}
        errorTitle={t('landing.loadError')}
        isEmpty={(data) => data.profiles.length === 0}
        empty={
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={720}>
            <Stack gap="sm" align="flex-start">
              <Title order={2} size="h4">
                {t('performance.noProfileTitle')}
              </Title>
              <Text size="sm">{t('performance.noProfileText')}</Text>
              <Button component={Link} to={ADD_HREF} leftSection={<IconPlus size={16} aria-hidden="true" />}>
                {t('common.newProfile')}
              </Button>
            </Stack>
          </Paper>
        }
      >
        {(data) => {
          const wanted = params.get('profile');
          const chosen = data.profiles.find((p) => p.id === wanted) ?? data.profiles[0];
          if (!chosen) return null;
          const portfolioId = params.get('portfolio') ?? '';
          return (
            <Stack gap="lg">
              <Stack gap={6} maw={480}>
                <NativeSelect
                  label={t('performance.chooseProfile')}
                  value={chosen.id}
                  onChange={(e) =>
                    setParams(
                      { profile: e.currentTarget.value, ...(portfolioId ? { portfolio: portfolioId } : {}) },
                      { replace: true },
                    )
                  }
                  data={data.profiles.map((p) => ({
                    value: p.id,
                    label: `${p.name} · ${t(`categories.${p.category}`)}`,
                  }))}
                />
                <div>
                  <CategoryBadge category={chosen.category} />
                </div>
              </Stack>
              <XrayOf
                key={chosen.id}
                id={chosen.id}
                portfolioId={portfolioId}
                onChoose={(portfolio) => setParams({ profile: chosen.id, portfolio }, { replace: true })}
              />
            </Stack>
          );
        }}
      </QueryStates>
    </PortfolioAnalysisFrame>
  );
}
