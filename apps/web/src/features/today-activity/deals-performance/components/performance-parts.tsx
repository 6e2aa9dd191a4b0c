import { Alert, Anchor, Paper, Progress, Stack, Text } from '@mantine/core';
import { DEAL_HORIZONS, type DealKind, type DealsPerformanceAnswer } from '@nivesh/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { Section } from '@/components/market/section';
import { StatTiles } from '@/components/market/stat-tiles';
import { appPath } from '@/config/paths';
import { formatCompactRupees, formatDateIst, formatNumber, NO_VALUE } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { horizonOf, type PerformanceFigures, type PerformanceT, signed, verdictOf } from '../lib/groups';
import { dealsPerformanceStrings } from '../strings';
import { GroupsTable, type GroupsTableProps } from './groups-table';
import { IntervalChart } from './interval-chart';

const RUPEES_PER_CRORE = 10_000_000;

/** The day-by-day list of the same deals (the page this one measures). */
export const DEALS_LIST_PATH: Readonly<Record<DealKind, string>> = {
  bulk: '/bulk-deals-nse',
  block: '/block-deals-nse',
};

/** A link to the day-by-day list of the deals; `inAlert`: in the alert's text colour, underlined (the link colour is too faint on a dark yellow alert). */
export function BackToDeals({
  kind,
  inAlert = false,
}: {
  readonly kind: DealKind;
  readonly inAlert?: boolean;
}) {
  const t = useStrings(dealsPerformanceStrings);
  return (
    <Anchor
      component={Link}
      to={appPath(DEALS_LIST_PATH[kind]).getHref()}
      size="sm"
      {...(inAlert ? { c: 'inherit', underline: 'always' as const, fw: 600 } : {})}
    >
      {t(`back.${kind}`)}
    </Anchor>
  );
}

/** Where the deals come from: the simulation (said plainly), or the imported NSE files; and the way back to them. */
export function SourceNote({ data }: { readonly data: DealsPerformanceAnswer }) {
  const t = useStrings(dealsPerformanceStrings);
  const imported = data.source.kind === 'imported';
  return (
    <Alert variant="light" color={imported ? 'teal' : 'yellow'} p="xs">
      <Stack gap={4} align="flex-start">
        <Text size="sm">
          {imported
            ? t('source.imported', { file: data.source.fileName ?? NO_VALUE })
            : t('source.simulated')}
        </Text>
        <BackToDeals kind={data.kind} inAlert />
      </Stack>
    </Alert>
  );
}

/** While a performance page's range is computed: how far it is, in the page's own words. */
export function ProgressNote({
  progressPct,
  title,
  label,
  progress,
  testId,
}: {
  readonly progressPct: number;
  readonly title: string;
  /** The progress bar's accessible name. */
  readonly label: string;
  /** The sentence under the bar, given the percentage done as the page formats it. */
  readonly progress: (pct: string) => string;
  readonly testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" role="status" aria-live="polite" data-testid={testId}>
      <Stack gap="xs">
        <Text fw={600}>{title}</Text>
        <Progress value={progressPct} animated aria-label={label} />
        <Text size="sm" c="dimmed">
          {progress(formatNumber(progressPct, 0))}
        </Text>
      </Stack>
    </Paper>
  );
}

/** While the range's deals are computed: how far it is (the query asks again every 1.5 s). */
export function ComputingNote({ data }: { readonly data: DealsPerformanceAnswer }) {
  const t = useStrings(dealsPerformanceStrings);
  return (
    <ProgressNote
      progressPct={data.progressPct}
      title={t('computing.title')}
      label={t('computing.label')}
      progress={(pct) => t('computing.progress', { pct })}
      testId="deals-computing"
    />
  );
}

/** Over all of the range: each horizon's abnormal mean, its interval and what it says, return, beat share and n. */
export function Headline({ data, t }: { readonly data: PerformanceFigures; readonly t: PerformanceT }) {
  const { overall } = data;
  const items = DEAL_HORIZONS.map((days) => {
    const h = horizonOf(overall, days);
    const verdict = verdictOf(h);
    const n = h?.n ?? 0;
    return {
      label: t('headline.tile', { days }),
      value:
        verdict === 'none' ? (
          NO_VALUE
        ) : (
          <ChangeText value={h?.abnormalMeanPct} format="percent" arrow={false} />
        ),
      hint: (
        <Stack gap={2}>
          {h && verdict !== 'none' && verdict !== 'single' && (
            <span>
              {t('headline.interval', {
                low: signed(h.abnormalCiLowPct),
                high: signed(h.abnormalCiHighPct),
              })}
            </span>
          )}
          <Text span inherit fw={600} c="var(--mantine-color-text)">
            {t(`headline.verdict.${verdict}`, { days })}
          </Text>
          {h && verdict !== 'none' && (
            <span>
              {t('headline.returnAndBeat', {
                mean: `${signed(h.meanPct)} %`,
                beat: `${formatNumber(h.beatNiftyPct, 1)} %`,
              })}
            </span>
          )}
          <span>{t('headline.n', { n: formatNumber(n, 0) })}</span>
        </Stack>
      ),
    };
  });
  return (
    <Section
      title={t('headline.title')}
      note={t('headline.note')}
      action={
        <Text size="sm" fw={600}>
          {t('headline.summary', {
            count: overall.deals,
            deals: formatNumber(overall.deals, 0),
            from: formatDateIst(data.from),
            to: formatDateIst(data.to),
            value: formatCompactRupees(overall.valueCr * RUPEES_PER_CRORE),
          })}
        </Text>
      }
    >
      <StatTiles items={items} />
    </Section>
  );
}

/** How the figures are made, in the page's language, and what they do not say. */
export function MethodNote({ t }: { readonly t: PerformanceT }) {
  return (
    <Alert variant="light" title={t('method.title')}>
      <Stack gap={6}>
        <Text size="sm">{t('method.text')}</Text>
        <Text size="sm">{t('method.groups')}</Text>
        <Text size="sm">{t('method.caution')}</Text>
      </Stack>
    </Alert>
  );
}

/** A measured range: where it comes from (`source`), the headline, the chart, the groups and the method. */
export function PerformanceReport({
  source,
  table,
}: {
  readonly source: ReactNode;
  readonly table: GroupsTableProps;
}) {
  const { data, t, name } = table;
  return (
    <Stack gap="md">
      {source}
      <Headline data={data} t={t} />
      <IntervalChart overall={data.overall} groups={data.groups} name={name} t={t} />
      <GroupsTable {...table} />
      <MethodNote t={t} />
    </Stack>
  );
}
