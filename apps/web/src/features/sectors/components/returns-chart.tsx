import { Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import type { PeriodReturns } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { BarChart, type BarSeries } from '@/components/market/bar-chart';
import { useStrings } from '@/lib/strings';
import { usePhone } from '../hooks/use-phone';
import { formatMove } from '../lib/format-move';
import { shortSectorName } from '../lib/short-sector-name';
import { sectorsStrings } from '../strings';
import { PERIODS } from './sector-columns';

/** A group's moves: today's weighted change and its period returns. */
export interface GroupMoves {
  readonly name: string;
  readonly weightedChangePct: number;
  readonly returns: PeriodReturns;
}

type Period = 'day' | keyof PeriodReturns;

const PERIOD_CHOICES: readonly Period[] = ['day', ...PERIODS];

const moveOf = (group: GroupMoves, period: Period): number | null =>
  period === 'day' ? group.weightedChangePct : group.returns[period];

/** Horizontal bars of each group's move over the chosen period, best first, rises green and falls red. */
export function ReturnsChart({
  groups,
  title,
  label,
}: {
  readonly groups: readonly GroupMoves[];
  readonly title: string;
  readonly label: string;
}) {
  const [period, setPeriod] = useState<Period>('day');
  const phone = usePhone();
  const t = useStrings(sectorsStrings);
  const { categories, series } = useMemo(() => {
    const ranked = groups
      .map((g) => ({ name: g.name, move: moveOf(g, period) }))
      .filter((g): g is { name: string; move: number } => g.move !== null)
      .sort((a, b) => b.move - a.move);
    const bars: BarSeries[] = [
      {
        name: t('chart.rose'),
        colour: 'up',
        stack: 'move',
        values: ranked.map((g) => (g.move >= 0 ? g.move : null)),
      },
      {
        name: t('chart.fell'),
        colour: 'down',
        stack: 'move',
        values: ranked.map((g) => (g.move < 0 ? g.move : null)),
      },
    ];
    const names = ranked.map((g) => (phone ? shortSectorName(g.name) : g.name));
    return { categories: names, series: bars };
  }, [groups, period, phone, t]);
  const periodLabel = t(`periods.${period}`);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700} component="h2" fz="md">
            {title}
          </Text>
          <SegmentedControl
            size="xs"
            aria-label={t('chart.period')}
            value={period}
            onChange={(next) => setPeriod(next as Period)}
            data={PERIOD_CHOICES.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
          />
        </Group>
        <BarChart
          categories={categories}
          series={series}
          horizontal
          formatValue={formatMove}
          label={`${label}, ${periodLabel}`}
          height={Math.max(240, categories.length * 22 + 60)}
        />
      </Stack>
    </Paper>
  );
}
