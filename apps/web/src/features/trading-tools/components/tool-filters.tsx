import { Group, NativeSelect } from '@mantine/core';
import { Choice } from '@/components/market/list-controls';
import { useStrings } from '@/lib/strings';
import type { ToolFamilyDto } from '../api/trading-tools-queries';
import type { ToolFilterState } from '../hooks/use-tool-filters';
import { tradingToolsStrings } from '../strings';

/** Family, timeframe, side and (optionally) sector pickers of the trading tools pages. */
export function ToolFilters({
  filters,
  families,
  sectors,
}: {
  readonly filters: ToolFilterState;
  readonly families: readonly ToolFamilyDto[];
  readonly sectors?: readonly { slug: string; name: string }[];
}) {
  const t = useStrings(tradingToolsStrings);
  return (
    <Group gap="sm" wrap="wrap">
      <NativeSelect
        size="sm"
        aria-label={t('filters.family')}
        value={filters.family ?? ''}
        onChange={(e) => filters.set({ family: e.currentTarget.value || undefined })}
        data={[
          { label: t('filters.allFamilies'), value: '' },
          ...families.map((f) => ({ label: `${f.family} (${f.count})`, value: f.family })),
        ]}
        w={{ base: '100%', xs: 280 }}
      />
      <Choice
        label={t('filters.timeframe')}
        value={filters.timeframe ?? 'all'}
        options={[
          { label: t('filters.all'), value: 'all' },
          { label: t('timeframes.daily'), value: 'daily' },
          { label: t('timeframes.m15'), value: 'm15' },
        ]}
        onChange={(v) => filters.set({ timeframe: v === 'all' ? undefined : v })}
      />
      <Choice
        label={t('filters.side')}
        value={filters.side ?? 'all'}
        options={[
          { label: t('filters.all'), value: 'all' },
          { label: t('sides.long'), value: 'long' },
          { label: t('sides.short'), value: 'short' },
        ]}
        onChange={(v) => filters.set({ side: v === 'all' ? undefined : v })}
      />
      {sectors && (
        <NativeSelect
          size="sm"
          aria-label={t('filters.sector')}
          value={filters.sectorId ?? ''}
          onChange={(e) => filters.set({ sectorId: e.currentTarget.value || undefined })}
          data={[
            { label: t('filters.allSectors'), value: '' },
            ...sectors.map((s) => ({ label: s.name, value: s.slug })),
          ]}
          w={{ base: '100%', xs: 220 }}
        />
      )}
    </Group>
  );
}
