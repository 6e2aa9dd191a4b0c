import { Group, Paper, Text } from '@mantine/core';
import type { SectorBenchmark } from '@nivesh/contracts';
import { ChangeText } from '@/components/market/change-text';
import { formatPoints } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { sectorsStrings } from '../strings';
import { ReturnChips } from './figure-grid';

/** The benchmark every return on the page is compared with: its level, day and period returns. */
export function BenchmarkLine({ benchmark }: { readonly benchmark: SectorBenchmark }) {
  const t = useStrings(sectorsStrings);
  const name = benchmark.fromConstituents ? t('benchmark.allEquitiesCapWeighted') : benchmark.symbol;
  return (
    <Paper withBorder radius="md" px="sm" py={8}>
      <Group gap="xs" wrap="wrap" align="baseline">
        <Text size="sm" c="dimmed">
          {t('benchmark.label')}
        </Text>
        <Text fw={700}>{name}</Text>
        {!benchmark.fromConstituents && <Text fw={600}>{formatPoints(benchmark.level)}</Text>}
        <ChangeText value={benchmark.changePct} format="percent" fw={600} />
        <ReturnChips returns={benchmark.returns} />
      </Group>
    </Paper>
  );
}
