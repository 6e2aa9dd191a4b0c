import { Button, Group, NativeSelect, SegmentedControl } from '@mantine/core';
import type { ListIndexFilter } from '@nivesh/contracts';
import { useState } from 'react';
import { DateField } from '@/components/forms/date-field';
import { type StringKey, useStrings } from '@/lib/strings';
import { marketStrings } from './strings';

// Each index choice's name is in ./strings.ts.
const INDEX_OPTIONS: readonly {
  readonly key: StringKey<typeof marketStrings.en>;
  readonly value: ListIndexFilter;
}[] = [
  { key: 'list.allStocks', value: 'all' },
  { key: 'list.nifty50', value: 'nifty50' },
  { key: 'list.nifty500', value: 'nifty500' },
];

export interface ChoiceOption<T extends string | number> {
  readonly label: string;
  readonly value: T;
}

/** One of a few options as a segmented control (list tabs, look-backs, periods), typed by its values. */
export function Choice<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  /** The control's accessible name. */
  readonly label: string;
  readonly value: T;
  readonly options: readonly ChoiceOption<T>[];
  readonly onChange: (value: T) => void;
}) {
  return (
    <SegmentedControl
      size="xs"
      aria-label={label}
      value={String(value)}
      onChange={(next) => {
        const found = options.find((o) => String(o.value) === next);
        if (found) onChange(found.value);
      }}
      data={options.map((o) => ({ label: o.label, value: String(o.value) }))}
    />
  );
}

/** Which universe a list is drawn from: every stock, NIFTY 50 or NIFTY 500 constituents. */
export function IndexFilter({
  value,
  onChange,
}: {
  readonly value: ListIndexFilter;
  readonly onChange: (value: ListIndexFilter) => void;
}) {
  const t = useStrings(marketStrings);
  const options = INDEX_OPTIONS.map((o) => ({ label: t(o.key), value: o.value }));
  return <Choice label={t('list.index')} value={value} options={options} onChange={onChange} />;
}

export interface SectorOption {
  readonly slug: string;
  readonly name: string;
  readonly count: number;
}

/** A sector picker over the sectors present in a list ("All sectors" first). */
export function SectorFilter({
  sectors,
  value,
  onChange,
}: {
  readonly sectors: readonly SectorOption[];
  readonly value: string | undefined;
  readonly onChange: (slug: string | undefined) => void;
}) {
  const t = useStrings(marketStrings);
  return (
    <NativeSelect
      size="sm"
      aria-label={t('list.sector')}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
      data={[
        { label: t('list.allSectors'), value: '' },
        ...sectors.map((s) => ({
          label: t('list.sectorOption', { name: s.name, count: s.count }),
          value: s.slug,
        })),
      ]}
      w={{ base: '100%', xs: 240 }}
    />
  );
}

/**
 * The session a page shows: empty for the live session, or a completed day's date. A date without
 * a session is answered by the server with a message saying why (weekend, holiday, before history).
 */
export function SessionDateInput({
  value,
  max,
  onChange,
}: {
  readonly value: string | undefined;
  /** The live session's date (no later day has data). */
  readonly max: string | undefined;
  readonly onChange: (date: string | undefined) => void;
}) {
  const t = useStrings(marketStrings);
  // The live session's date stays shown while another session's answer loads (it has no `max` yet).
  const [known, setKnown] = useState(max);
  if (max && max !== known) setKnown(max);
  const live = max ?? known;
  return (
    <Group gap={6} wrap="wrap" align="flex-start">
      <DateField
        label={t('list.session')}
        inlineLabel
        size="xs"
        inputWidth={140}
        value={value ?? live ?? ''}
        max={live}
        onChange={(next) => onChange(next && next !== live ? next : undefined)}
      />
      {value && (
        <Button size="xs" variant="light" onClick={() => onChange(undefined)}>
          {t('list.live')}
        </Button>
      )}
    </Group>
  );
}
