import { NativeSelect } from '@mantine/core';
import { useStrings } from '@/lib/strings';
import { marketOverviewStrings } from '../strings';

interface FilterSelectProps {
  /** Accessible name, shown above the box. */
  readonly label: string;
  /** The "everything" choice's text, e.g. "All sectors" (its value is empty). */
  readonly allLabel?: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly value: string | undefined;
  readonly onChange: (value: string | undefined) => void;
}

/** A labelled native select for a page filter (native: the phone's own picker). */
export function FilterSelect({ label, allLabel, options, value, onChange }: FilterSelectProps) {
  return (
    <NativeSelect
      size="sm"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
      data={[...(allLabel ? [{ label: allLabel, value: '' }] : []), ...options.map((o) => ({ ...o }))]}
      w={{ base: '100%', xs: 220 }}
    />
  );
}

/** The sector filter of a page, over the sectors its answer offers (URL slugs as values). */
export function SectorSelect({
  sectors,
  value,
  onChange,
}: {
  readonly sectors: readonly { readonly name: string; readonly slug: string }[] | undefined;
  readonly value: string | undefined;
  readonly onChange: (slug: string | undefined) => void;
}) {
  const t = useStrings(marketOverviewStrings);
  return (
    <FilterSelect
      label={t('common.sector')}
      allLabel={t('common.allSectors')}
      options={(sectors ?? []).map((s) => ({ value: s.slug, label: s.name }))}
      value={value}
      onChange={onChange}
    />
  );
}
