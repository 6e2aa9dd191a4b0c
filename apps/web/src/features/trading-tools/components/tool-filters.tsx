import { Group, NativeSelect } from '@mantine/core';
import { Choice } from '@/components/market/list-controls';
import type { ToolFamilyDto } from '../api/trading-tools-queries';
import type { ToolFilterState } from '../hooks/use-tool-filters';

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
  return (
    <Group gap="sm" wrap="wrap">
      <NativeSelect
        size="sm"
        aria-label="Family"
        value={filters.family ?? ''}
        onChange={(e) => filters.set({ family: e.currentTarget.value || undefined })}
        data={[
          { label: 'All families', value: '' },
          ...families.map((f) => ({ label: `${f.family} (${f.count})`, value: f.family })),
        ]}
        w={{ base: '100%', xs: 280 }}
      />
      <Choice
        label="Timeframe"
        value={filters.timeframe ?? 'all'}
        options={[
          { label: 'All', value: 'all' },
          { label: 'Daily', value: 'daily' },
          { label: '15-min', value: 'm15' },
        ]}
        onChange={(v) => filters.set({ timeframe: v === 'all' ? undefined : v })}
      />
      <Choice
        label="Side"
        value={filters.side ?? 'all'}
        options={[
          { label: 'All', value: 'all' },
          { label: 'Long', value: 'long' },
          { label: 'Short', value: 'short' },
        ]}
        onChange={(v) => filters.set({ side: v === 'all' ? undefined : v })}
      />
      {sectors && (
        <NativeSelect
          size="sm"
          aria-label="Sector"
          value={filters.sectorId ?? ''}
          onChange={(e) => filters.set({ sectorId: e.currentTarget.value || undefined })}
          data={[
            { label: 'All sectors', value: '' },
            ...sectors.map((s) => ({ label: s.name, value: s.slug })),
          ]}
          w={{ base: '100%', xs: 220 }}
        />
      )}
    </Group>
  );
}
