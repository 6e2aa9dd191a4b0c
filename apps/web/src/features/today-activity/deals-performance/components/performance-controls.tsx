import { Button, Group, NativeSelect } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { DateField } from '@/components/forms/date-field';
import type { StringVars } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import type { PerformanceKey } from '../lib/groups';

/** `?page=`: a whole number from 1, else 1. */
function performancePageOf(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * A performance page's choices in its URL (`?from=&to=&groupBy=&page=`, defaults left out): the
 * values, how to change them, the grouping, the request they make and how to turn the page of groups.
 */
export function usePerformanceUrl<G extends string>(groupings: readonly G[], defaultGrouping: G) {
  const { values, set } = usePageParams(['from', 'to', 'groupBy', 'page'] as const);
  const groupBy = oneOf(values.groupBy, groupings, defaultGrouping);
  const request = {
    groupBy,
    page: performancePageOf(values.page),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
  };
  const onPage = (page: number) => set({ page: page === 1 ? undefined : String(page) });
  const url: PerformanceUrl<G> = { values, groupBy, groupings, defaultGrouping, onChange: set };
  return { url, groupBy, request, onPage };
}

/** What the controls read of the URL and how they change it. */
export interface PerformanceUrl<G extends string> {
  /** The range the URL names (none: the server's default year). */
  readonly values: { readonly from?: string | undefined; readonly to?: string | undefined };
  readonly groupBy: G;
  readonly groupings: readonly G[];
  readonly defaultGrouping: G;
  readonly onChange: (change: PerformanceChange) => void;
}

export interface Bounds {
  readonly earliest: string;
  readonly latest: string;
}

/** The days that can be asked for, from the last answer (kept while a refused range is shown). */
function useKnownBounds(
  answer: { readonly earliestDate: string; readonly latestDate: string } | undefined,
): Bounds | undefined {
  const [known, setKnown] = useState<Bounds | undefined>(undefined);
  const current = answer ? { earliest: answer.earliestDate, latest: answer.latestDate } : undefined;
  if (current && (current.earliest !== known?.earliest || current.latest !== known?.latest))
    setKnown(current);
  return current ?? known;
}

/** The texts of the controls (`controls.from`, `controls.to`, `controls.groupBy`, `controls.defaultRange`). */
export type ControlsT = (key: Extract<PerformanceKey, `controls.${string}`>, vars?: StringVars) => string;

export type PerformanceChange = Partial<Record<'from' | 'to' | 'groupBy' | 'page', string | undefined>>;

/** The range (two day-first date fields within the days that can be asked for) and the grouping, all kept in the URL. */
export function PerformanceControls<G extends string>({
  url,
  answer,
  groupingLabel,
  t,
  children,
}: {
  readonly url: PerformanceUrl<G>;
  /** The last answer: its range, and the days that can be asked for. */
  readonly answer:
    | {
        readonly from: string;
        readonly to: string;
        readonly earliestDate: string;
        readonly latestDate: string;
      }
    | undefined;
  readonly groupingLabel: (grouping: G) => string;
  readonly t: ControlsT;
  /** Further controls of the page (after the grouping). */
  readonly children?: ReactNode;
}) {
  const { values, groupBy, groupings, defaultGrouping, onChange } = url;
  const bounds = useKnownBounds(answer);
  const from = values.from ?? answer?.from ?? '';
  const to = values.to ?? answer?.to ?? '';
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DateField
        label={t('controls.from')}
        size="xs"
        inputWidth={150}
        value={from}
        min={bounds?.earliest}
        max={to || bounds?.latest}
        onChange={(iso) => onChange({ from: iso, page: undefined })}
      />
      <DateField
        label={t('controls.to')}
        size="xs"
        inputWidth={150}
        value={to}
        min={from || bounds?.earliest}
        max={bounds?.latest}
        onChange={(iso) => onChange({ to: iso, page: undefined })}
      />
      <NativeSelect
        size="xs"
        label={t('controls.groupBy')}
        value={groupBy}
        onChange={(event) => {
          const next = oneOf(event.currentTarget.value, groupings, defaultGrouping);
          onChange({ groupBy: next === defaultGrouping ? undefined : next, page: undefined });
        }}
        data={groupings.map((g) => ({ value: g, label: groupingLabel(g) }))}
        w={{ base: '100%', xs: 180 }}
      />
      {children}
      {(values.from || values.to) && (
        <Button
          size="xs"
          variant="light"
          onClick={() => onChange({ from: undefined, to: undefined, page: undefined })}
        >
          {t('controls.defaultRange')}
        </Button>
      )}
    </Group>
  );
}
