import { Anchor, Button, Group, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { UserStrategy, UserStrategyPerformanceAnswer } from '@nivesh/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { QueryEmpty, QueryError, QueryStates } from '@/components/market/query-states';
import { StatTiles } from '@/components/market/stat-tiles';
import { type ApiRefusal, isRefusal } from '@/lib/api-client';
import { formatNumber, formatPercent, formatRupees, NO_VALUE } from '@/lib/format';
import { strategyPerformanceOptions, useStrategyList } from '../api/user-strategies-api';
import {
  ADD_HREF,
  PERFORMANCE_HREF,
  STRATEGIES_CRUMB,
  StrategiesFrame,
  stocksHref,
  useSignedIn,
} from './strategies-frame';
import { BacktestButton, StrategyBadges } from './strategy-card';

const pct = (v: number | null) => (v === null ? NO_VALUE : formatPercent(v));
/** A share (win rate): no sign. */
const share = (v: number | null) => (v === null ? NO_VALUE : `${formatNumber(v, 2)} %`);

function Measured({ answer }: { readonly answer: UserStrategyPerformanceAnswer }) {
  const p = answer.performance;
  const bars = answer.strategy.timeframe === 'Daily' ? 'sessions' : '15-minute bars';
  if (!p)
    return (
      <Text size="sm" c="orange.8" role="note">
        Not measured: {answer.unavailableReason}
      </Text>
    );
  return (
    <Stack gap="xs">
      <StatTiles
        columns={6}
        items={[
          { label: 'Trades', value: formatNumber(p.trades, 0), hint: `${p.stocks} stocks` },
          { label: 'Win rate', value: share(p.winRatePct) },
          {
            label: 'CAGR',
            value: pct(p.cagrPct),
            hint: p.cagrPct === null ? 'period under a year' : `NIFTY 50 ${pct(p.benchmark.cagrPct)}`,
          },
          { label: 'Max drawdown', value: pct(-Math.abs(p.maxDrawdownPct)) },
          { label: 'Sharpe', value: p.sharpe === null ? NO_VALUE : formatNumber(p.sharpe, 2) },
          {
            label: 'Expectancy',
            value: p.expectancy === null ? NO_VALUE : formatRupees(p.expectancy, 0),
            hint: 'net per trade',
          },
        ]}
      />
      <Text size="xs" c="dimmed">
        {p.scope} · {p.from} to {p.to} ({formatNumber(p.bars, 0)} {bars}) · total return{' '}
        {pct(p.totalReturnPct)} on {formatRupees(p.capital, 0)} vs {p.benchmark.name}{' '}
        {pct(p.benchmark.totalReturnPct)} · charges {formatRupees(p.charges, 0)}
        {answer.cached
          ? ' · kept from an earlier run today'
          : ` · computed in ${formatNumber(answer.elapsedMs / 1000, 1)} s`}
      </Text>
      <Method lines={answer.method} />
    </Stack>
  );
}

function StrategyPerformanceCard({
  strategy,
  result,
}: {
  readonly strategy: UserStrategy;
  readonly result: {
    data?: UserStrategyPerformanceAnswer | ApiRefusal;
    error: unknown;
    isPending: boolean;
    refetch: () => unknown;
  };
}) {
  const data = result.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={strategy.name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={stocksHref(strategy.id)} fw={700}>
            {strategy.name}
          </Anchor>
          <Group gap="xs">
            <StrategyBadges strategy={strategy} />
            <BacktestButton strategy={strategy} />
          </Group>
        </Group>
        {result.error ? (
          <QueryError error={result.error} onRetry={result.refetch} />
        ) : data && isRefusal(data) ? (
          <QueryError error={data} onRetry={result.refetch} />
        ) : data ? (
          <Measured answer={data} />
        ) : (
          <Stack gap={6} role="status" aria-label={`Measuring ${strategy.name}`}>
            <Text size="sm" c="dimmed">
              Measuring… a back-test over the whole history (a 15-minute strategy on all stocks can take a
              minute)
            </Text>
            <Skeleton height={56} radius="md" />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** How a strategy was measured: the method and every assumption, folded away until asked for. */
function Method({ lines }: { readonly lines: readonly string[] }) {
  return (
    <details>
      <Text component="summary" size="xs" fw={600} style={{ cursor: 'pointer' }}>
        How this is measured
      </Text>
      <List size="xs" spacing={4} mt={6}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </details>
  );
}

function PerformanceList({ strategies }: { readonly strategies: readonly UserStrategy[] }) {
  const results = useQueries({ queries: strategies.map((s) => strategyPerformanceOptions(s.id)) });
  return (
    <Stack gap="md">
      {strategies.map((s, k) => {
        const r = results[k];
        return r ? <StrategyPerformanceCard key={s.id} strategy={s} result={r} /> : null;
      })}
    </Stack>
  );
}

/** /stratergy/performance: every strategy back-tested on the history (or one, `?strategies_id=`). */
export function StrategyPerformancePage() {
  const list = useStrategyList(useSignedIn());
  const [params] = useSearchParams();
  const only = params.get('strategies_id') ?? '';
  return (
    <StrategiesFrame
      title="Strategy Performance"
      subtitle="Each of your strategies back-tested with the engine of the back-testing page, on the simulated market's history, with Indian charges."
      breadcrumbs={[STRATEGIES_CRUMB]}
    >
      <QueryStates
        query={list}
        isEmpty={(data) => data.strategies.length === 0}
        empty={
          <QueryEmpty message="No strategy to measure yet.">
            <Button component={Link} to={ADD_HREF}>
              Add strategy
            </Button>
          </QueryEmpty>
        }
      >
        {(data) => {
          const shown = only !== '' ? data.strategies.filter((s) => s.id === only) : data.strategies;
          return (
            <Stack gap="md">
              {only !== '' && (
                <Button
                  component={Link}
                  to={PERFORMANCE_HREF}
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconArrowLeft size={14} aria-hidden="true" />}
                  style={{ alignSelf: 'flex-start' }}
                >
                  All strategies
                </Button>
              )}
              {shown.length === 0 ? (
                <QueryEmpty message="No such strategy." />
              ) : (
                <PerformanceList strategies={shown} />
              )}
            </Stack>
          );
        }}
      </QueryStates>
    </StrategiesFrame>
  );
}
