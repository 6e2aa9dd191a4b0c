import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ListBreadthCounts, MovingAverageBreadth } from '@nivesh/contracts';
import type { DataTableColumn } from '@/components/market/data-table';
import { colourClass } from '@/components/market/market-colours';
import { StatTiles } from '@/components/market/stat-tiles';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { type MarketListsT, marketListsStrings } from '../strings';

/** "1.25" or "—" when nothing declined. */
export function formatRatio(ratio: number | null): string {
  return ratio === null ? '—' : formatNumber(ratio, 2);
}

function share(part: number, total: number): number {
  return total > 0 ? (part / total) * 100 : 0;
}

/** Advances, declines, unchanged and the A/D ratio as tiles, and the split as one bar. */
export function BreadthSummary({ counts }: { readonly counts: ListBreadthCounts }) {
  const t = useStrings(marketListsStrings);
  const { advances, declines, unchanged, total } = counts;
  const shareOf = (part: number) =>
    t('breadth.shareOf', { pct: formatNumber(share(part, total), 1), total: formatNumber(total, 0) });
  return (
    <Stack gap="sm">
      <StatTiles
        items={[
          {
            label: t('breadth.advances'),
            value: <span className={colourClass('green')}>{formatNumber(advances, 0)}</span>,
            hint: shareOf(advances),
          },
          {
            label: t('breadth.declines'),
            value: <span className={colourClass('red')}>{formatNumber(declines, 0)}</span>,
            hint: shareOf(declines),
          },
          { label: t('breadth.unchanged'), value: formatNumber(unchanged, 0) },
          {
            label: t('breadth.adRatio'),
            value: formatRatio(counts.advanceDeclineRatio),
            hint:
              (counts.advanceDeclineRatio ?? Number.POSITIVE_INFINITY) >= 1
                ? t('breadth.advancesLead')
                : t('breadth.declinesLead'),
          },
        ]}
      />
      {/* Each part is named with its count and share; shades 9 keep the white counts at 4.9:1 or more. */}
      <Progress.Root size={18} radius="sm" role="group" aria-label={t('breadth.barLabel')}>
        <Progress.Section
          value={share(advances, total)}
          color="teal.9"
          aria-label={`${t('breadth.advances')}: ${shareOf(advances)}`}
        >
          <Progress.Label>{formatNumber(advances, 0)}</Progress.Label>
        </Progress.Section>
        <Progress.Section
          value={share(unchanged, total)}
          color="gray"
          aria-label={`${t('breadth.unchanged')}: ${shareOf(unchanged)}`}
        />
        <Progress.Section
          value={share(declines, total)}
          color="red.9"
          aria-label={`${t('breadth.declines')}: ${shareOf(declines)}`}
        >
          <Progress.Label>{formatNumber(declines, 0)}</Progress.Label>
        </Progress.Section>
      </Progress.Root>
    </Stack>
  );
}

const SMA_ROWS = ['above20Pct', 'above50Pct', 'above200Pct'] as const;

/** The share of stocks above their 20/50/200-day simple moving averages, as labelled bars. */
export function MovingAverageBreadthBars({
  breadth,
  columns = 3,
}: {
  readonly breadth: MovingAverageBreadth;
  /** Bars side by side on wider screens (1 stacks them). */
  readonly columns?: number;
}) {
  const t = useStrings(marketListsStrings);
  return (
    <Paper withBorder radius="md" p="sm">
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md" verticalSpacing="sm">
        {SMA_ROWS.map((key) => {
          const pct = breadth[key];
          const label = t(`breadth.sma.${key}`);
          return (
            <div key={key}>
              <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
                <Text size="sm" fw={500}>
                  {label}{' '}
                  <Text span size="xs" c="dimmed">
                    ({t(`breadth.smaNote.${key}`)})
                  </Text>
                </Text>
                <Text size="sm" fw={700}>
                  {pct === null ? '—' : `${formatNumber(pct, 1)} %`}
                </Text>
              </Group>
              <Progress
                value={pct ?? 0}
                color={(pct ?? 0) >= 50 ? 'teal' : 'red'}
                size="md"
                aria-label={label}
              />
            </div>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

/** Advances, declines, unchanged and A/D ratio columns of any breadth row (a sector, a day). */
export const breadthCountColumns = (t: MarketListsT): readonly DataTableColumn<ListBreadthCounts>[] => [
  {
    id: 'advances',
    label: t('breadth.advances'),
    value: (r) => r.advances,
    align: 'right',
    tone: 'green',
    sortDescFirst: true,
    priority: 'key',
  },
  {
    id: 'declines',
    label: t('breadth.declines'),
    value: (r) => r.declines,
    align: 'right',
    tone: 'red',
    sortDescFirst: true,
    priority: 'key',
  },
  { id: 'unchanged', label: t('breadth.unchanged'), value: (r) => r.unchanged, align: 'right' },
  {
    id: 'advanceDeclineRatio',
    label: t('breadth.adRatio'),
    value: (r) => r.advanceDeclineRatio,
    render: (r) => formatRatio(r.advanceDeclineRatio),
    align: 'right',
    sortDescFirst: true,
  },
];
