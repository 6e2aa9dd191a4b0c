import { Badge, Text } from '@mantine/core';
import type { EventDto, EventType } from '@nivesh/contracts';
import { type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn, textColumn } from '@/components/market/overview-columns';
import { dayFirstOf } from '@/lib/day-first-date';
import type { EventsT } from '../strings';

type Column = DataTableColumn<EventDto>;

const TYPE_COLOUR: Readonly<Record<EventType, string>> = {
  results: 'blue',
  'board-meeting': 'grape',
  agm: 'teal',
};

/** The event's type as a badge (colour and word). */
export function TypeBadge({ t, type }: { readonly t: EventsT; readonly type: EventType }) {
  return (
    <Badge
      variant="light"
      color={TYPE_COLOUR[type]}
      size="sm"
      radius="sm"
      // Never cut to "Boar…" in a narrow column: the badge keeps its whole word.
      style={{ textTransform: 'none', minWidth: 'max-content' }}
    >
      {t(`type.${type}`)}
    </Badge>
  );
}

function typeColumn(t: EventsT): Column {
  return {
    id: 'type',
    label: t('column.type'),
    value: (r) => t(`type.${r.type}`),
    csv: (r) => r.type,
    render: (r) => <TypeBadge t={t} type={r.type} />,
  };
}

/** A figure known only after the close: the dash, or "after the close" for a session still trading. */
function pendingAware(t: EventsT, column: Column): Column {
  const render = column.render;
  return {
    ...column,
    render: (r) =>
      r.outcome === null ? (
        <Text span size="xs" c="dimmed">
          {t('table.pending')}
        </Text>
      ) : render ? (
        render(r)
      ) : (
        String(column.value(r) ?? '—')
      ),
  };
}

/** A day-first date that does not wrap. */
const day = (iso: string) => (
  <Text span inherit style={{ whiteSpace: 'nowrap' }}>
    {dayFirstOf(iso)}
  </Text>
);

/**
 * The day's events: the stock, the type and the period it is about (the full purpose is in the CSV), then the outcome (the results' revenue
 * and profit with growth, and the price's gap and day's change, coloured by sign). On a phone the
 * symbol, the type and the day's change stay in view.
 */
export function eventColumns(t: EventsT): readonly Column[] {
  return [
    textColumn('symbol', t('column.symbol'), (r) => r.symbol),
    keyColumn(typeColumn(t)),
    textColumn('period', t('column.period'), (r) => r.period),
    numberColumn('revenue', t('column.revenue'), (r) => r.outcome?.revenueCr ?? null, { largestFirst: true }),
    changeColumn('revenueYoy', t('column.revenueYoy'), (r) => r.outcome?.revenueYoyPct ?? null, {
      percent: true,
      decimals: 1,
    }),
    numberColumn('profit', t('column.profit'), (r) => r.outcome?.netProfitCr ?? null, { largestFirst: true }),
    changeColumn('profitYoy', t('column.profitYoy'), (r) => r.outcome?.netProfitYoyPct ?? null, {
      percent: true,
      decimals: 1,
    }),
    pendingAware(
      t,
      changeColumn('gap', t('column.gap'), (r) => r.outcome?.gapPct ?? null, { percent: true }),
    ),
    keyColumn(
      pendingAware(
        t,
        changeColumn('change', t('column.change'), (r) => r.outcome?.changePct ?? null, { percent: true }),
      ),
    ),
  ];
}

/** The CSV's columns: the day first, then the table's. */
export function eventCsvColumns(t: EventsT): readonly Column[] {
  return [
    { id: 'date', label: t('column.date'), value: (r) => r.date },
    textColumn('name', t('column.name'), (r) => r.name),
    ...eventColumns(t),
    textColumn('purpose', t('column.purpose'), (r) => r.purpose),
    { id: 'announcedOn', label: t('column.announcedOn'), value: (r) => r.announcedOn },
  ];
}

/** The upcoming list: which stock, when, what for, and since when it is known. */
export function upcomingColumns(t: EventsT): readonly Column[] {
  return [
    textColumn('symbol', t('column.symbol'), (r) => r.symbol),
    keyColumn({
      id: 'date',
      label: t('column.date'),
      value: (r) => r.date,
      render: (r) => day(r.date),
    }),
    keyColumn(typeColumn(t)),
    textColumn('purpose', t('column.purpose'), (r) => r.purpose),
    {
      id: 'announcedOn',
      label: t('column.announcedOn'),
      value: (r) => r.announcedOn,
      render: (r) => day(r.announcedOn),
    },
  ];
}
