import { Button, Group, type MantineSize, NativeSelect, SegmentedControl } from '@mantine/core';
import type { ListIndexFilter } from '@nivesh/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
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

export interface SessionStepperProps {
  /** The date field's label. */
  readonly label: string;
  /** The session shown, ISO, or '' while none is known. */
  readonly value: string;
  /** The earliest and latest sessions with data (the field accepts nothing outside). */
  readonly min?: string | undefined;
  readonly max?: string | undefined;
  /** The sessions before and after the one shown; null (or unknown) disables the button. */
  readonly previous: string | null | undefined;
  readonly next: string | null | undefined;
  readonly onChange: (date: string) => void;
  /** Given when another session than the latest is shown: the button back to the latest. */
  readonly onLatest?: (() => void) | undefined;
  readonly labels: { readonly previous: string; readonly next: string; readonly latest: string };
  readonly size?: MantineSize;
  /** The label beside the field (a filter row) instead of above it. */
  readonly inlineLabel?: boolean;
  readonly inputWidth?: number;
}

/**
 * A past session by date (typed day first or picked, within `min`…`max`), the sessions either side
 * one click away, and a way back to the latest: the controls of a page of one session's figures.
 */
export function SessionStepper({
  label,
  value,
  min,
  max,
  previous,
  next,
  onChange,
  onLatest,
  labels,
  size = 'xs',
  inlineLabel = false,
  inputWidth = 140,
}: SessionStepperProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DateField
        label={label}
        inlineLabel={inlineLabel}
        size={size}
        inputWidth={inputWidth}
        value={value}
        min={min}
        max={max}
        onChange={onChange}
      />
      <Group gap={6} wrap="wrap">
        <Button
          variant="default"
          size={size}
          leftSection={<IconChevronLeft size={14} aria-hidden="true" />}
          disabled={!previous}
          onClick={() => previous && onChange(previous)}
        >
          {labels.previous}
        </Button>
        <Button
          variant="default"
          size={size}
          rightSection={<IconChevronRight size={14} aria-hidden="true" />}
          disabled={!next}
          onClick={() => next && onChange(next)}
        >
          {labels.next}
        </Button>
        {onLatest && (
          <Button variant="light" size={size} onClick={onLatest}>
            {labels.latest}
          </Button>
        )}
      </Group>
    </Group>
  );
}
