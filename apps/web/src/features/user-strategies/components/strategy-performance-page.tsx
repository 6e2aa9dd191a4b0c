import { Anchor, Button, Group, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { UserStrategy, UserStrategyPerformanceAnswer } from '@nivesh/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { QueryEmpty, QueryError, QueryStates } from '@/components/market/query-states';
import { StatTiles } from '@/components/market/stat-tiles';
import { type ApiRefusal, isRefusal } from '@/lib/api-client';
import { formatNumber, formatPercent, formatRupees, NO_VALUE } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { strategyPerformanceOptions, useStrategyList } from '../api/user-strategies-api';
import { userStrategiesStrings } from '../strings';
import {
  ADD_HREF,
  PERFORMANCE_HREF,
  StrategiesFrame,
  stocksHref,
  useSignedIn,
  useStrategiesCrumb,
} from './strategies-frame';
import { BacktestButton, StrategyBadges } from './strategy-card';

const pct = (v: number | null) => (v === null ? NO_VALUE : formatPercent(v));
/** A share (win rate): no sign. */
const share = (v: number | null) => (v === null ? NO_VALUE : `${formatNumber(v, 2)} %`);

function Measured({ answer }: { readonly answer: UserStrategyPerformanceAnswer }) {
  const t = useStrings(userStrategiesStrings);
  const p = answer.performance;
  if (!p)
    return (
      <Text size="sm" c="orange.8" role="note">
        {t('performance.notMeasured', { reason: answer.unavailableReason ?? '' })}
      </Text>
    );
  const summary = t(
    answer.strategy.timeframe === 'Daily' ? 'performance.summaryDaily' : 'performance.summaryIntraday',
    {
      scope: p.scope,
      from: p.from,
      to: p.to,
      bars: formatNumber(p.bars, 0),
      ret: pct(p.totalReturnPct),
      capital: formatRupees(p.capital, 0),
      benchmark: p.benchmark.name,
      benchmarkRet: pct(p.benchmark.totalReturnPct),
      charges: formatRupees(p.charges, 0),
    },
  );
  const when = answer.cached
    ? t('performance.cached')
    : t('performance.computed', { seconds: formatNumber(answer.elapsedMs / 1000, 1) });
  return (
    <Stack gap="xs">
      <StatTiles
        columns={6}
        items={[
          {
            label: t('performance.tiles.trades'),
            value: formatNumber(p.trades, 0),
            hint: t('performance.stocks', { count: p.stocks }),
          },
          { label: t('performance.tiles.winRate'), value: share(p.winRatePct) },
          {
            label: t('performance.tiles.cagr'),
            value: pct(p.cagrPct),
            hint:
              p.cagrPct === null
                ? t('performance.underAYear')
                : t('performance.benchmark', { value: pct(p.benchmark.cagrPct) }),
          },
          { label: t('performance.tiles.maxDrawdown'), value: pct(-Math.abs(p.maxDrawdownPct)) },
          {
            label: t('performance.tiles.sharpe'),
            value: p.sharpe === null ? NO_VALUE : formatNumber(p.sharpe, 2),
          },
          {
            label: t('performance.tiles.expectancy'),
            value: p.expectancy === null ? NO_VALUE : formatRupees(p.expectancy, 0),
            hint: t('performance.netPerTrade'),
          },
        ]}
      />
      <Text size="xs" c="dimmed">
        {`${summary} · ${when}`}
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
  const t = useStrings(userStrategiesStrings);
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
          <Stack gap={6} role="status" aria-label={t('performance.measuring', { name: strategy.name })}>
            <Text size="sm" c="dimmed">
              {t('performance.measuringNote')}
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
  const t = useStrings(userStrategiesStrings);
  return (
    <details>
      <Text component="summary" size="xs" fw={600} style={{ cursor: 'pointer' }}>
        {t('performance.method')}
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
  const t = useStrings(userStrategiesStrings);
  const crumb = useStrategiesCrumb();
  const list = useStrategyList(useSignedIn());
  const [params] = useSearchParams();
  const only = params.get('strategies_id') ?? '';
  return (
    <StrategiesFrame
      title={t('performance.title')}
      subtitle={t('performance.subtitle')}
      breadcrumbs={[crumb]}
    >
      <QueryStates
        query={list}
        isEmpty={(data) => data.strategies.length === 0}
        empty={
          <QueryEmpty message={t('performance.empty')}>
            <Button component={Link} to={ADD_HREF}>
              {t('common.addStrategy')}
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
                  {t('performance.all')}
                </Button>
              )}
              {shown.length === 0 ? (
                <QueryEmpty message={t('performance.noSuch')} />
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
