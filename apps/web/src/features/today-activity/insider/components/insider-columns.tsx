import { Badge, Text } from '@mantine/core';
import type { InsiderModeDto, InsiderTradeDto } from '@nivesh/contracts';
import { type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { colourClass } from '@/components/market/market-colours';
import { numberColumn, textColumn } from '@/components/market/overview-columns';
import { dayFirstOf } from '@/lib/day-first-date';
import { formatNumber } from '@/lib/format';
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
      <Badge size="sm" variant="light" color={MODE_COLOUR[r.mode]} style={{ textTransform: 'none' }}>
        {t(`mode.${r.mode}`)}
      </Badge>
    ),
  };
}

const pctText = (v: number | null) => (v === null ? '—' : `${formatNumber(v, v < 0.01 ? 4 : 2)} %`);

/** Holding before → after as percent of the listed shares. */
function holdingColumn(t: InsiderT): Column {
  return {
    id: 'holding',
    label: t('column.holding'),
    align: 'right',
    value: (r) => r.afterPct,
    render: (r) => (
      <Text span inherit style={{ whiteSpace: 'nowrap' }}>
        {pctText(r.beforePct)} → {pctText(r.afterPct)}
      </Text>
    ),
  };
}

const dateColumn = (id: string, label: string, value: (r: InsiderTradeDto) => string | null): Column => ({
  id,
  label,
  value: (r) => value(r) ?? '',
  csv: (r) => value(r) ?? '',
  render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{dayFirstOf(value(r)) || '—'}</span>,
});

/**
 * A disclosure as the exchange lists it. On a phone the symbol, acquired/disposed and the value
 * stay in view; the rest scroll sideways.
 */
export function insiderColumns(t: InsiderT): readonly Column[] {
  return [
    textColumn('symbol', t('column.symbol'), (r) => r.symbol),
    textColumn('person', t('column.person'), (r) => r.person),
    {
      ...textColumn<InsiderTradeDto>('category', t('column.category'), (r) => t(`category.${r.category}`)),
      csv: (r) => r.category,
    },
    keyColumn(transactionColumn(t)),
    numberColumn('quantity', t('column.quantity'), (r) => r.quantity, { decimals: 0, largestFirst: true }),
    keyColumn(numberColumn('value', t('column.value'), (r) => r.value, { decimals: 0, largestFirst: true })),
    holdingColumn(t),
    modeColumn(t),
    dateColumn('tradeDate', t('column.tradeDate'), (r) => r.tradeFrom),
    dateColumn('intimationDate', t('column.intimationDate'), (r) => r.intimationDate),
  ];
}

/** The CSV: the broadcast date first, the table's columns with raw values, and the holdings in full. */
export function insiderCsvColumns(t: InsiderT): readonly Column[] {
  const table = insiderColumns(t).filter((c) => c.id !== 'holding');
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
    raw('beforeShares', t('column.beforeShares'), (r) => r.beforeShares),
    raw('beforePct', t('column.beforePct'), (r) => r.beforePct),
    raw('afterShares', t('column.afterShares'), (r) => r.afterShares),
    raw('afterPct', t('column.afterPct'), (r) => r.afterPct),
  ];
}

/** "₹1,234.56 Cr" (Indian grouping). */
export const formatCrore = (t: InsiderT, value: number) =>
  t('totals.crore', { value: formatNumber(value, 2) });
