import { Badge, Text } from '@mantine/core';
import type { InsiderModeDto, InsiderTradeDto } from '@nivesh/contracts';
import { type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { colourClass } from '@/components/market/market-colours';
import { numberColumn, textColumn } from '@/components/market/overview-columns';
import { dayFirstOf } from '@/lib/day-first-date';
import { formatCompact, formatNumber } from '@/lib/format';
import type { InsiderT } from '../strings';

type Column = DataTableColumn<InsiderTradeDto>;

/** Mode badges: open-market trades blue, ESOPs grape, pledges orange, off-market grey. */
const MODE_COLOUR: Record<InsiderModeDto, string> = {
  'market-purchase': 'blue',
  'market-sale': 'blue',
  esop: 'grape',
  'pledge-creation': 'orange',
  'pledge-revocation': 'orange',
  'pledge-invocation': 'orange',
  'off-market': 'gray',
};

/** Acquired in green, disposed in red, pledges without colour: always with the word. */
function transactionColumn(t: InsiderT): Column {
  return {
    id: 'transaction',
    label: t('column.transaction'),
    value: (r) => t(`transaction.${r.transaction}`),
    csv: (r) => r.transaction,
    render: (r) => (
      <Text
        span
        inherit
        fw={600}
        className={colourClass(r.side === 'acquired' ? 'green' : r.side === 'disposed' ? 'red' : null)}
      >
        {t(`transaction.${r.transaction}`)}
      </Text>
    ),
  };
}

function modeColumn(t: InsiderT): Column {
  return {
    id: 'mode',
    label: t('column.mode'),
    value: (r) => t(`mode.${r.mode}`),
    csv: (r) => r.mode,
    render: (r) => (
      <>
        <Badge
          size="sm"
          variant="light"
          color={MODE_COLOUR[r.mode]}
          style={{ textTransform: 'none', flexShrink: 0, maxWidth: 'none' }}
          styles={{ label: { overflow: 'visible' } }}
        >
          {t(`mode.${r.mode}`)}
        </Badge>
        {/* An imported off-market transfer says what it was as filed (a gift, an inter-se transfer…). */}
        {r.filed && r.mode === 'off-market' ? (
          <Text span size="xs" c="dimmed" ml={6}>
            {r.filed.mode}
          </Text>
        ) : null}
      </>
    ),
  };
}

/** A stake as percent of the listed shares; a few shares of a large company read "< 0.0001", not "0.0000". */
function pctText(v: number | null, shares: number | null): string {
  if (v === null) return '—';
  if (v === 0 && (shares ?? 0) > 0) return '< 0.0001';
  return formatNumber(v, v < 0.01 ? 4 : 2);
}

/** Holding before → after as percent of the listed shares. */
function holdingColumn(t: InsiderT): Column {
  return {
    id: 'holding',
    label: t('column.holding'),
    align: 'right',
    value: (r) => r.afterPct,
    render: (r) => (
      <Text span inherit style={{ whiteSpace: 'nowrap' }}>
        {pctText(r.beforePct, r.beforeShares)} → {pctText(r.afterPct, r.afterShares)}
      </Text>
    ),
  };
}

/** Long names wrap within `width` px, so the table's later columns stay in view on a laptop. */
const wrapped = (text: string, width: number) => (
  <Text
    span
    inherit
    display="inline-block"
    maw={width}
    miw={Math.min(width, 120)}
    style={{ whiteSpace: 'normal' }}
  >
    {text}
  </Text>
);

/** A date as the CSV carries it (ISO). */
const dateColumn = (id: string, label: string, value: (r: InsiderTradeDto) => string | null): Column => ({
  id,
  label,
  value: (r) => value(r) ?? '',
});

/** The trade date, and under it the date the company was told (one column, so the table fits a laptop). */
function datesColumn(t: InsiderT): Column {
  return {
    id: 'dates',
    label: t('column.dates'),
    value: (r) => r.tradeFrom,
    render: (r) => (
      <Text span inherit style={{ whiteSpace: 'nowrap' }}>
        {dayFirstOf(r.tradeFrom)}
        <Text span size="xs" c="dimmed" display="block">
          {t('column.intimatedOn', { date: dayFirstOf(r.intimationDate) || '—' })}
        </Text>
      </Text>
    ),
  };
}

/**
 * A disclosure as the exchange lists it. On a phone the symbol, acquired/disposed and the value
 * stay in view; the rest scroll sideways.
 */
export function insiderColumns(t: InsiderT): readonly Column[] {
  return [
    textColumn('symbol', t('column.symbol'), (r) => r.symbol),
    {
      ...textColumn<InsiderTradeDto>('person', t('column.person'), (r) => r.person),
      render: (r) => wrapped(r.person, 200),
    },
    {
      ...textColumn<InsiderTradeDto>('category', t('column.category'), (r) => t(`category.${r.category}`)),
      render: (r) => wrapped(t(`category.${r.category}`), 110),
      csv: (r) => r.category,
    },
    keyColumn(transactionColumn(t)),
    numberColumn('quantity', t('column.quantity'), (r) => r.quantity, { decimals: 0, largestFirst: true }),
    // In lakh and crore on screen (₹72,797, 66.13 L, 474.28 Cr); whole rupees in the CSV.
    keyColumn({
      ...numberColumn<InsiderTradeDto>('value', t('column.value'), (r) => r.value, { largestFirst: true }),
      // A value the imported file does not state reads as a dash, not ₹0.
      render: (r) => (r.filed?.value === null ? '—' : formatCompact(r.value, 2)),
    }),
    holdingColumn(t),
    modeColumn(t),
    datesColumn(t),
  ];
}

/** The CSV: the broadcast date first, the table's columns with raw values, and the holdings in full. */
export function insiderCsvColumns(t: InsiderT): readonly Column[] {
  const table = insiderColumns(t).filter((c) => c.id !== 'holding' && c.id !== 'dates');
  const raw = (id: string, label: string, value: (r: InsiderTradeDto) => number | null): Column => ({
    id,
    label,
    value,
  });
  return [
    { id: 'broadcastDate', label: t('column.broadcastDate'), value: (r) => r.broadcastDate },
    table[0] as Column,
    textColumn('company', t('column.company'), (r) => r.company),
    ...table.slice(1),
    dateColumn('tradeDate', t('column.tradeDate'), (r) => r.tradeFrom),
    dateColumn('intimationDate', t('column.intimationDate'), (r) => r.intimationDate),
    raw('beforeShares', t('column.beforeShares'), (r) => r.beforeShares),
    raw('beforePct', t('column.beforePct'), (r) => r.beforePct),
    raw('afterShares', t('column.afterShares'), (r) => r.afterShares),
    raw('afterPct', t('column.afterPct'), (r) => r.afterPct),
  ];
}

/** "₹1,234.56 Cr" (Indian grouping). */
export const formatCrore = (t: InsiderT, value: number) =>
  t('totals.crore', { value: formatNumber(value, 2) });
