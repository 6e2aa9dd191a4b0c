import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { formatNumber, formatPercent, formatRupees } from '@/lib/format';
import {
  type MeasuredPerformance,
  type ToolPerformanceAnswer,
  type ToolPerformanceRow,
  useToolPerformance,
} from '../api/trading-tools-queries';
import { TIMEFRAME_LABEL } from './tool-rule';

const MEASURING = 'measuring…';

/** A column of one measured number; a tool not measured yet shows "measuring…" (never a guess). */
function measured(
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
    render: (r) => (r.performance ? format(pick(r.performance)) : MEASURING),
    align: 'right',
    sortDescFirst: true,
    tone,
  };
}

const pct = (v: number | null) => formatPercent(v);
/** A share or a size, never signed: "34.25 %". */
const share = (v: number | null) => (v === null ? formatNumber(v) : `${formatNumber(v)} %`);
const COLUMNS: readonly DataTableColumn<ToolPerformanceRow>[] = [
  { id: 'name', label: 'Tool', value: (r) => r.name },
  { id: 'family', label: 'Family', value: (r) => r.family },
  { id: 'timeframe', label: 'Timeframe', value: (r) => TIMEFRAME_LABEL[r.timeframe] },
  { id: 'side', label: 'Side', value: (r) => (r.side === 'long' ? 'Long' : 'Short') },
  measured(
    'trades',
    'Trades',
    (p) => p.trades,
    (v) => formatNumber(v, 0),
  ),
  measured('winRate', 'Win rate', (p) => p.winRatePct, share),
  measured('avgReturn', 'Avg net return', (p) => p.avgNetReturnPct, pct, 'sign'),
  measured(
    'expectancy',
    'Expectancy ₹/trade',
    (p) => p.expectancyRupees,
    (v) => formatRupees(v),
    'sign',
  ),
  measured(
    'profitFactor',
    'Profit factor',
    (p) => p.profitFactor,
    (v) => formatNumber(v),
  ),
  measured('portfolioReturn', 'Portfolio return', (p) => p.portfolioReturnPct, pct, 'sign'),
  measured('cagr', 'CAGR', (p) => p.portfolioCagrPct, pct, 'sign'),
  measured('maxDrawdown', 'Max drawdown', (p) => p.portfolioMaxDrawdownPct, share),
  {
    id: 'period',
    label: 'Period',
    value: (r) => (r.performance ? `${r.performance.from} – ${r.performance.to}` : null),
    render: (r) =>
      r.performance
        ? `${r.performance.from} – ${r.performance.to} (${formatNumber(r.performance.symbols, 0)} stocks)`
        : MEASURING,
    sortable: false,
  },
];

function ProgressNote({ data }: { readonly data: ToolPerformanceAnswer }) {
  const { progress } = data;
  const done = progress.state === 'done';
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {done
            ? `All ${progress.total} tools measured on the history up to ${progress.marketDay}`
            : progress.state === 'idle'
              ? 'Measurement starts now'
              : `Measuring: ${progress.measured} of ${progress.total} tools done`}
        </Text>
        <Text size="xs" c="dimmed">
          Daily tools: last {formatNumber(progress.dailyWindowDays, 0)} trading days · 15-minute tools: last{' '}
          {progress.intradaySessions} sessions (the first warms the rules up) ·{' '}
          {formatNumber(progress.busyMs / 1000, 1)} s of computing
        </Text>
      </Group>
      {!done && (
        <Progress
          value={(progress.measured / Math.max(1, progress.total)) * 100}
          animated
          aria-label="Tools measured"
        />
      )}
    </Stack>
  );
}

/** /trading-tools/performance: each tool's back-test on the simulated history, measured by the server. */
export function ToolPerformancePage() {
  const query = useToolPerformance();
  const answer = query.data?.status === 1 ? query.data : undefined;
  return (
    <MarketPage
      title="Trading Tools Performance"
      subtitle="How every trading tool has done on the simulated market’s own history: trades, win rate, net return after charges and slippage, and an equal-slot portfolio."
      breadcrumbs={[{ label: 'Trading Tools', href: appPath('/trading-tools').getHref() }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <QueryStates query={query}>
        {(data) => (
          <Stack gap="md">
            <ProgressNote data={data} />
            <Alert variant="light" title="Method">
              <Text size="sm">{data.method}</Text>
            </Alert>
            <DataTable
              caption="Measured performance per tool"
              hideCaption
              columns={COLUMNS}
              rows={data.rows}
              rowKey={(r) => r.id}
              pageSize={20}
              csvFileName="trading-tools-performance"
              search={{ text: (r) => `${r.name} ${r.family}`, placeholder: 'Search tools' }}
            />
          </Stack>
        )}
      </QueryStates>
    </MarketPage>
  );
}
