import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { HeatMeasure } from '@nivesh/contracts';
import { ChangeText } from '@/components/market/change-text';
import { QueryError } from '@/components/market/query-states';
import { formatNumber, formatRupees } from '@/lib/format';
import { answerOf } from '@/lib/market-queries/overview-query';
import { useHeatMapSymbol } from '../api/get-heat-map';
import { FilterSelect } from './filter-select';

interface HeatTileDetailProps {
  readonly symbols: readonly string[];
  readonly selected: string | null;
  readonly onSelect: (symbol: string | null) => void;
  readonly index: string;
  readonly measure: HeatMeasure;
}

/** One tile in detail (HeatMap/getlistBySymbol): its session, weight and rank in the index, and its sector's move. */
export function HeatTileDetail({ symbols, selected, onSelect, index, measure }: HeatTileDetailProps) {
  const query = useHeatMapSymbol(selected, index, measure);
  const detail = answerOf(query.data);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <FilterSelect
          label="Tile details"
          allLabel="Choose a stock"
          options={[...symbols].sort().map((s) => ({ value: s, label: s }))}
          value={selected ?? undefined}
          onChange={(symbol) => onSelect(symbol ?? null)}
        />
        {query.isError || (query.data && !detail) ? (
          <QueryError error={query.error ?? query.data} onRetry={query.refetch} />
        ) : null}
        {detail && (
          <Stack gap="xs" data-testid="tile-detail">
            <Group gap="sm" wrap="wrap">
              <Text fw={700}>
                {detail.tile.name} ({detail.tile.symbol})
              </Text>
              <Text fw={600}>{formatRupees(detail.tile.ltp)}</Text>
              <ChangeText value={detail.tile.change} percent={detail.tile.changePct} />
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              <Text size="sm">
                Weight in {detail.index}:{' '}
                <strong>
                  {detail.weightInIndex === null
                    ? 'not a member'
                    : `${formatNumber(detail.weightInIndex * 100)} %`}
                </strong>
              </Text>
              <Text size="sm">
                Rank by size: <strong>{detail.rankInIndex ?? '—'}</strong>
              </Text>
              <Text size="sm">
                Market cap: <strong>₹{formatNumber(detail.tile.marketCap, 0)} Cr</strong>
              </Text>
              <Text size="sm">
                {detail.sector.sector}:{' '}
                <ChangeText value={detail.sector.weightedChangePct} format="percent" />
              </Text>
            </SimpleGrid>
            <Group gap={6} wrap="wrap">
              {detail.memberOf.map((name) => (
                <Badge key={name} variant="light" size="sm">
                  {name}
                </Badge>
              ))}
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
