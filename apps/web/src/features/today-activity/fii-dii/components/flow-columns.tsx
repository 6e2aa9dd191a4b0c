import type { Flow } from '@nivesh/contracts';
import { type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn } from '@/components/market/overview-columns';
import type { FiiDiiT } from '../strings';

/** A row of either page: FII's and DII's flows, NIFTY 50's close and change. */
interface FlowRow {
  readonly fii: Flow;
  readonly dii: Flow;
  readonly niftyClose: number | null;
  readonly niftyChangePct: number | null;
}

/**
 * FII and DII gross purchase, gross sales and net (₹ crore), then NIFTY 50's close and change. The
 * two nets are the phone's key columns beside the date or period: signed, coloured by their sign.
 */
export function flowColumns<Row extends FlowRow>(t: FiiDiiT): readonly DataTableColumn<Row>[] {
  const amount = { decimals: 2, largestFirst: true };
  return [
    numberColumn<Row>('fiiBuy', t('column.fiiBuy'), (r) => r.fii.buy, amount),
    numberColumn<Row>('fiiSell', t('column.fiiSell'), (r) => r.fii.sell, amount),
    keyColumn(changeColumn<Row>('fiiNet', t('column.fiiNet'), (r) => r.fii.net)),
    numberColumn<Row>('diiBuy', t('column.diiBuy'), (r) => r.dii.buy, amount),
    numberColumn<Row>('diiSell', t('column.diiSell'), (r) => r.dii.sell, amount),
    keyColumn(changeColumn<Row>('diiNet', t('column.diiNet'), (r) => r.dii.net)),
    numberColumn<Row>('niftyClose', t('column.nifty'), (r) => r.niftyClose),
    changeColumn<Row>('niftyChangePct', t('column.niftyChange'), (r) => r.niftyChangePct, { percent: true }),
  ];
}
