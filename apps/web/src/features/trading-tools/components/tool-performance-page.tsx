import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { formatDateIst, formatNumber, formatPercent, formatRupees } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import {
  type MeasuredPerformance,
  type ToolPerformanceAnswer,
  type ToolPerformanceRow,
  useToolPerformance,
} from '../api/trading-tools-queries';
import { type ToolsT, tradingToolsStrings } from '../strings';

/** A column of one measured number; a tool not measured yet shows "measuring…" (never a guess). */
function measured(
  measuring: string,
  id: string,
  label: string,
  pick: (p: MeasuredPerformance) => number | null,
  format: (v: number | null) => string,
  tone?: 'sign',
): DataTableColumn<ToolPerformanceRow> {
  return {
    id,
    label,
    value: (r) => (r.performance ? pick(r.performance) : null),
    render: (r) => (r.performance ? format(pick(r.performance)) : measuring),
    align: 'right',
    sortDescFirst: true,
    tone,
  };
}

const pct = (v: number | null) => formatPercent(v);
/** A share or a size, never signed: "34.25 %". */
const share = (v: number | null) => (v === null ? formatNumber(v) : `${formatNumber(v)} %`);
function performanceColumns(t: ToolsT): DataTableColumn<ToolPerformanceRow>[] {
  const measuring = t('performance.measuring');
  const column = (
    id: keyof typeof tradingToolsStrings.en.performance.columns,
    pick: (p: MeasuredPerformance) => number | null,
    format: (v: number | null) => string,
    tone?: 'sign',
  ) => measured(measuring, id, t(`performance.columns.${id}`), pick, format, tone);
  return [
    { id: 'name', label: t('columns.tool'), value: (r) => r.name },
    { id: 'family', label: t('columns.family'), value: (r) => r.family },
    { id: 'timeframe', label: t('columns.timeframe'), value: (r) => t(`timeframes.${r.timeframe}`) },
    { id: 'side', label: t('columns.side'), value: (r) => t(`sides.${r.side}`) },
    column(
      'trades',
      (p) => p.trades,
      (v) => formatNumber(v, 0),
    ),
    keyColumn(column('winRate', (p) => p.winRatePct, share)),
    column('avgReturn', (p) => p.avgNetReturnPct, pct, 'sign'),
    column(
      'expectancy',
      (p) => p.expectancyRupees,
      (v) => formatRupees(v),
      'sign',
    ),
    column(
      'profitFactor',
      (p) => p.profitFactor,
      (v) => formatNumber(v),
    ),
    keyColumn(column('portfolioReturn', (p) => p.portfolioReturnPct, pct, 'sign')),
    column('cagr', (p) => p.portfolioCagrPct, pct, 'sign'),
    column('maxDrawdown', (p) => p.portfolioMaxDrawdownPct, share),
    {
      id: 'period',
      label: t('performance.period'),
      value: (r) => (r.performance ? `${r.performance.from} – ${r.performance.to}` : null),
      render: (r) =>
        r.performance
          ? t('performance.periodStocks', {
              from: r.performance.from,
              to: r.performance.to,
              n: formatNumber(r.performance.symbols, 0),
            })
          : measuring,
      sortable: false,
    },
  ];
}

function ProgressNote({ data }: { readonly data: ToolPerformanceAnswer }) {
  const t = useStrings(tradingToolsStrings);
  const { progress } = data;
  const done = progress.state === 'done';
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {done
            ? t('performance.done', { total: progress.total, day: formatDateIst(progress.marketDay) })
            : progress.state === 'idle'
              ? t('performance.idle')
              : t('performance.progress', { measured: progress.measured, total: progress.total })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('performance.windows', {
            days: formatNumber(progress.dailyWindowDays, 0),
            sessions: progress.intradaySessions,
            seconds: formatNumber(progress.busyMs / 1000, 1),
          })}
        </Text>
      </Group>
      {!done && (
        <Progress
          value={(progress.measured / Math.max(1, progress.total)) * 100}
          animated
          aria-label={t('performance.toolsMeasured')}
        />
      )}
    </Stack>
  );
}

/** /trading-tools/performance: each tool's back-test on the simulated history, measured by the server. */
export function ToolPerformancePage() {
  const t = useStrings(tradingToolsStrings);
  const columns = useMemo(() => performanceColumns(t), [t]);
  const query = useToolPerformance();
  const answer = query.data?.status === 1 ? query.data : undefined;
  return (
    <MarketPage
      title={t('performance.title')}
      subtitle={t('performance.subtitle')}
      breadcrumbs={[{ label: t('breadcrumb'), href: appPath('/trading-tools').getHref() }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <QueryStates query={query}>
        {(data) => (
          <Stack gap="md">
            <ProgressNote data={data} />
            <Alert variant="light" title={t('performance.method')}>
              <Text size="sm">{data.method}</Text>
            </Alert>
            <DataTable
              caption={t('performance.caption')}
              hideCaption
              columns={columns}
              rows={data.rows}
              rowKey={(r) => r.id}
              pageSize={20}
              csvFileName="trading-tools-performance"
              search={{ text: (r) => `${r.name} ${r.family}`, placeholder: t('searchTools') }}
            />
          </Stack>
        )}
      </QueryStates>
    </MarketPage>
  );
}
