import { Text } from '@mantine/core';
import type { DealDto, DealKind } from '@nivesh/contracts';
import { type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { colourClass } from '@/components/market/market-colours';
import { changeColumn, numberColumn, textColumn } from '@/components/market/overview-columns';
import { formatNumber } from '@/lib/format';
import type { DealsT } from '../strings';

type Column = DataTableColumn<DealDto>;

/** Buy in green, Sell in red, always with the word (never the colour alone). */
function sideColumn(t: DealsT): Column {
  return {
    id: 'side',
    label: t('column.side'),
    value: (r) => t(`side.${r.side}`),
    csv: (r) => r.side,
    render: (r) => (
      <Text span inherit fw={600} className={colourClass(r.side === 'BUY' ? 'green' : 'red')}>
        {t(`side.${r.side}`)}
      </Text>
    ),
  };
}

/**
 * A deal as NSE lists it, then what the market knows of its stock. On a phone the symbol, the side
 * and the value stay in view; the rest scroll sideways. Remarks only for bulk deals (NSE's block
 * deals file has none).
 */
export function dealColumns(t: DealsT, kind: DealKind): readonly Column[] {
  return [
    textColumn('symbol', t('column.symbol'), (r) => r.symbol),
    textColumn('securityName', t('column.securityName'), (r) => r.securityName),
    textColumn('client', t('column.client'), (r) => r.clientName),
    keyColumn(sideColumn(t)),
    numberColumn('quantity', t('column.quantity'), (r) => r.quantity, { decimals: 0, largestFirst: true }),
    numberColumn('price', t('column.price'), (r) => r.price),
    keyColumn(numberColumn('value', t('column.value'), (r) => r.valueCr, { largestFirst: true })),
    numberColumn('pctOfShares', t('column.pctOfShares'), (r) => r.pctOfShares, { largestFirst: true }),
    numberColumn('closeThatDay', t('column.closeThatDay'), (r) => r.closeThatDay),
    numberColumn('lastPrice', t('column.lastPrice'), (r) => r.lastPrice),
    changeColumn('changeSince', t('column.changeSince'), (r) => r.changeSincePct, { percent: true }),
    ...(kind === 'bulk' ? [textColumn<DealDto>('remarks', t('column.remarks'), (r) => r.remarks ?? '')] : []),
  ];
}

/** The CSV's columns: the day first (a file stays readable once merged with others), then the table's. */
export function dealCsvColumns(t: DealsT, kind: DealKind, date: string): readonly Column[] {
  return [{ id: 'date', label: t('column.date'), value: () => date }, ...dealColumns(t, kind)];
}

/** "₹1,234.56 Cr" (Indian grouping). */
export const formatCrore = (t: DealsT, value: number) =>
  t('summary.crore', { value: formatNumber(value, 2) });
