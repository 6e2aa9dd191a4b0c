import { Paper, Stack, Text, Title } from '@mantine/core';
import type { BacktestRunAnswer } from '@nivesh/contracts';
import { useMemo } from 'react';
import { ChangeText } from '@/components/market/change-text';
import { LineChart } from '@/components/market/line-chart';
import { StatTiles } from '@/components/market/stat-tiles';
import { formatNumber, formatPercent, formatRupees } from '@/lib/format';
import { chartTimeOf, formatBarLabel, isIntradayLabel, sessionCount } from '../lib/bar-labels';
import { drawdownPercent } from '../lib/drawdown';
import { ChargesAndAssumptions } from './charges-and-assumptions';
import { EquityChart } from './equity-chart';
import { TradesTable } from './trades-table';

const DRAWDOWN_COLOUR = '#e03131';
const percentAxis = (value: number) => `${formatNumber(value, 1)} %`;

function tiles(a: BacktestRunAnswer) {
  const m = a.metrics;
  const b = a.benchmark;
  const dd = `${formatBarLabel(m.drawdownPeak)} → ${formatBarLabel(m.drawdownTrough)}`;
  // A run on 15-minute bars: its periods are bars of the last sessions, not sessions.
  const m15 = isIntradayLabel(a.period.from);
  const bars = m15
    ? `${formatNumber(a.period.bars, 0)} fifteen-minute bars of ${sessionCount(a.equity.dates)} sessions`
    : `${formatNumber(a.period.bars, 0)} sessions`;
  return [
    {
      label: 'Total return',
      value: <ChangeText value={m.totalReturnPct} format="percent" arrow={false} />,
      hint: `${formatRupees(a.settings.capital, 0)} → ${formatRupees(m.finalEquity, 0)}`,
    },
    {
      label: 'CAGR',
      value: <ChangeText value={m.cagrPct} format="percent" arrow={false} />,
      hint: bars,
    },
    {
      label: 'Max drawdown',
      value: formatPercent(-m.maxDrawdownPct),
      hint:
        m.maxDrawdownPct > 0
          ? `${dd}${m.drawdownRecovery ? `, back ${formatBarLabel(m.drawdownRecovery)}` : ', not recovered'}`
          : 'None',
    },
    {
      label: 'Sharpe',
      value: m.sharpe === null ? '—' : formatNumber(m.sharpe, 2),
      hint: m15
        ? '15-minute returns, annualised (252 × 25 bars a year), risk-free 0'
        : 'Daily returns, annualised, risk-free 0',
    },
    {
      label: 'Win rate',
      value: m.winRatePct === null ? '—' : `${formatNumber(m.winRatePct, 1)} %`,
      hint: m.profitFactor === null ? undefined : `Profit factor ${formatNumber(m.profitFactor, 2)}`,
    },
    {
      label: 'Expectancy',
      value: m.expectancy === null ? '—' : <ChangeText value={m.expectancy} format="rupees" arrow={false} />,
      hint: 'Mean net P&L per trade',
    },
    {
      label: 'Trades',
      value: formatNumber(m.trades, 0),
      hint: `In the market ${formatNumber(m.exposurePct, 1)} % of ${m15 ? '15-minute bars' : 'sessions'}`,
    },
    {
      label: 'Charges paid',
      value: formatRupees(m.charges, 0),
      hint: `${a.settings.slippageBps} bps slippage on fills`,
    },
    {
      label: `vs ${b.name} buy & hold`,
      value: (
        <>
          <ChangeText value={m.totalReturnPct - b.totalReturnPct} format="change" arrow={false} /> pts
        </>
      ),
      hint: `Return minus ${b.name}'s ${formatPercent(b.totalReturnPct)} (CAGR ${formatPercent(b.cagrPct)}, drawdown ${formatPercent(-b.maxDrawdownPct)})`,
    },
  ];
}

/** Metrics, equity against NIFTY 50, drawdown, trades, charges and assumptions of one run. */
export function BacktestResults({ answer }: { readonly answer: BacktestRunAnswer }) {
  const { equity } = answer;
  const drawdown = useMemo(
    () =>
      drawdownPercent(equity.strategy).map((value, i) => ({
        time: chartTimeOf(equity.dates[i] ?? ''),
        value,
      })),
    [equity],
  );
  return (
    <Stack gap="md" aria-label="Back-test result">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {answer.strategy.name} · {answer.scope.label}
          {answer.scope.kind === 'symbol' ? '' : ` (${answer.scope.stocks} stocks)`}
        </Title>
        <Text size="sm" c="dimmed">
          {formatBarLabel(answer.period.from)} – {formatBarLabel(answer.period.to)} ·{' '}
          {answer.strategy.summary}
        </Text>
        <Text size="xs" c="dimmed">
          {answer.cached
            ? 'Kept from an earlier identical run today.'
            : `Computed on the server in ${formatNumber(answer.elapsedMs, 0)} ms over ${formatNumber(answer.stockDays, 0)} stock-days.`}
        </Text>
      </Stack>
      <StatTiles items={tiles(answer)} columns={3} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={3} size="h4">
            Equity curve
          </Title>
          <EquityChart
            dates={equity.dates}
            strategy={equity.strategy}
            benchmark={equity.benchmark}
            benchmarkName={answer.benchmark.name}
            label={`Equity of the strategy and of ${answer.benchmark.name} bought and held, in rupees`}
          />
          <Title order={3} size="h4" mt="sm">
            Drawdown
          </Title>
          <LineChart
            points={drawdown}
            label="Drawdown of the strategy from its running peak, percent"
            height={160}
            colour={DRAWDOWN_COLOUR}
            formatValue={percentAxis}
          />
        </Stack>
      </Paper>
      <TradesTable trades={answer.trades} total={answer.tradesTotal} />
      <ChargesAndAssumptions answer={answer} />
    </Stack>
  );
}
