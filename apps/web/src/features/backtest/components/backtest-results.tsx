import { Paper, Stack, Text, Title } from '@mantine/core';
import type { BacktestRunAnswer } from '@nivesh/contracts';
import { useMemo } from 'react';
import { ChangeText } from '@/components/market/change-text';
import { LineChart } from '@/components/market/line-chart';
import { StatTiles } from '@/components/market/stat-tiles';
import { formatNumber, formatPercent, formatRupees } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { chartTimeOf, formatBarLabel, isIntradayLabel, sessionCount } from '../lib/bar-labels';
import { drawdownPercent } from '../lib/drawdown';
import { type BacktestText, backtestStrings } from '../strings';
import { ChargesAndAssumptions } from './charges-and-assumptions';
import { EquityChart } from './equity-chart';
import { TradesTable } from './trades-table';

const DRAWDOWN_COLOUR = '#e03131';
const percentAxis = (value: number) => `${formatNumber(value, 1)} %`;

function tiles(a: BacktestRunAnswer, t: BacktestText) {
  const m = a.metrics;
  const b = a.benchmark;
  const range = `${formatBarLabel(m.drawdownPeak)} → ${formatBarLabel(m.drawdownTrough)}`;
  // A run on 15-minute bars: its periods are bars of the last sessions, not sessions.
  const m15 = isIntradayLabel(a.period.from);
  const bars = m15
    ? t('results.hints.barsIntraday', {
        bars: formatNumber(a.period.bars, 0),
        sessions: sessionCount(a.equity.dates),
      })
    : t('results.hints.barsDaily', { bars: formatNumber(a.period.bars, 0) });
  return [
    {
      label: t('results.tiles.totalReturn'),
      value: <ChangeText value={m.totalReturnPct} format="percent" arrow={false} />,
      hint: `${formatRupees(a.settings.capital, 0)} → ${formatRupees(m.finalEquity, 0)}`,
    },
    {
      label: t('results.tiles.cagr'),
      value: <ChangeText value={m.cagrPct} format="percent" arrow={false} />,
      hint: bars,
    },
    {
      label: t('results.tiles.maxDrawdown'),
      value: formatPercent(-m.maxDrawdownPct),
      hint:
        m.maxDrawdownPct > 0
          ? m.drawdownRecovery
            ? t('results.hints.drawdownBack', { range, date: formatBarLabel(m.drawdownRecovery) })
            : t('results.hints.drawdownNotRecovered', { range })
          : t('results.hints.none'),
    },
    {
      label: t('results.tiles.sharpe'),
      value: m.sharpe === null ? '—' : formatNumber(m.sharpe, 2),
      hint: m15 ? t('results.hints.sharpeIntraday') : t('results.hints.sharpeDaily'),
    },
    {
      label: t('results.tiles.winRate'),
      value: m.winRatePct === null ? '—' : `${formatNumber(m.winRatePct, 1)} %`,
      hint:
        m.profitFactor === null
          ? undefined
          : t('results.hints.profitFactor', { value: formatNumber(m.profitFactor, 2) }),
    },
    {
      label: t('results.tiles.expectancy'),
      value: m.expectancy === null ? '—' : <ChangeText value={m.expectancy} format="rupees" arrow={false} />,
      hint: t('results.hints.expectancy'),
    },
    {
      label: t('results.tiles.trades'),
      value: formatNumber(m.trades, 0),
      hint: t(m15 ? 'results.hints.exposureIntraday' : 'results.hints.exposureDaily', {
        pct: formatNumber(m.exposurePct, 1),
      }),
    },
    {
      label: t('results.tiles.chargesPaid'),
      value: formatRupees(m.charges, 0),
      hint: t('results.hints.slippage', { bps: a.settings.slippageBps }),
    },
    {
      label: t('results.tiles.versus', { name: b.name }),
      value: (
        <>
          <ChangeText value={m.totalReturnPct - b.totalReturnPct} format="change" arrow={false} />{' '}
          {t('results.points')}
        </>
      ),
      hint: t('results.hints.versus', {
        name: b.name,
        ret: formatPercent(b.totalReturnPct),
        cagr: formatPercent(b.cagrPct),
        drawdown: formatPercent(-b.maxDrawdownPct),
      }),
    },
  ];
}

/** Metrics, equity against NIFTY 50, drawdown, trades, charges and assumptions of one run. */
export function BacktestResults({ answer }: { readonly answer: BacktestRunAnswer }) {
  const t = useStrings(backtestStrings);
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
    <Stack gap="md" aria-label={t('results.label')}>
      <Stack gap={2}>
        <Title order={2} size="h3">
          {answer.scope.kind === 'symbol'
            ? t('results.headingOneStock', { strategy: answer.strategy.name, scope: answer.scope.label })
            : t('results.headingStocks', {
                strategy: answer.strategy.name,
                scope: answer.scope.label,
                count: answer.scope.stocks,
              })}
        </Title>
        <Text size="sm" c="dimmed">
          {formatBarLabel(answer.period.from)} – {formatBarLabel(answer.period.to)} ·{' '}
          {answer.strategy.summary}
        </Text>
        <Text size="xs" c="dimmed">
          {answer.cached
            ? t('results.cached')
            : t('results.computed', {
                ms: formatNumber(answer.elapsedMs, 0),
                days: formatNumber(answer.stockDays, 0),
              })}
        </Text>
      </Stack>
      <StatTiles items={tiles(answer, t)} columns={3} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('results.equityCurve')}
          </Title>
          <EquityChart
            dates={equity.dates}
            strategy={equity.strategy}
            benchmark={equity.benchmark}
            benchmarkName={answer.benchmark.name}
            label={t('results.equityLabel', { name: answer.benchmark.name })}
          />
          <Title order={3} size="h4" mt="sm">
            {t('results.drawdown')}
          </Title>
          <LineChart
            points={drawdown}
            label={t('results.drawdownLabel')}
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
