import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { HeatMeasure } from '@nivesh/contracts';
import { ChangeText } from '@/components/market/change-text';
import { QueryError } from '@/components/market/query-states';
import { formatNumber, formatRupees } from '@/lib/format';
import { answerOf } from '@/lib/market-queries/overview-query';
import { useStrings } from '@/lib/strings';
import { useHeatMapSymbol } from '../api/get-heat-map';
import { marketOverviewStrings } from '../strings';
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
  const t = useStrings(marketOverviewStrings);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <FilterSelect
          label={t('tile.label')}
          allLabel={t('tile.choose')}
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
                {t('tile.weightIn', { index: detail.index })}{' '}
                <strong>
                  {detail.weightInIndex === null
                    ? t('tile.notMember')
                    : `${formatNumber(detail.weightInIndex * 100)} %`}
                </strong>
              </Text>
              <Text size="sm">
                {t('tile.rank')} <strong>{detail.rankInIndex ?? '—'}</strong>
              </Text>
              <Text size="sm">
                {t('tile.marketCap')}{' '}
                <strong>{t('common.crore', { value: formatNumber(detail.tile.marketCap, 0) })}</strong>
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
