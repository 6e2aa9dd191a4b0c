/**
 * Writes NSE's FII derivatives statistics (`fii_stats_DD-Mon-YYYY.xls`) into
 * `fii_derivatives_stats`: one row per line of the file, in its order. A day is imported once (the
 * importer's dated-dataset rule refuses a file whose day is already imported).
 */
import type { FiiStatsFile, FiiStatsRow } from '@nivesh/market';
import type { Db } from '../db/database';
import { bulkInsert } from './bulk-insert';

/** The dataset of import_log the statistics are filed under. */
export const FII_STATS_DATASET = 'fii-derivatives-stats';
/** The format named in import_log and in the import's answer. */
export const FII_STATS_FORMAT = 'fii-stats';

export function writeFiiStats(tx: Db, file: FiiStatsFile, source: string): Promise<number> {
  const rows = file.rows.map((row, position) => ({ row, position }));
  return bulkInsert<{ row: FiiStatsRow; position: number }>(
    tx,
    'fii_derivatives_stats',
    [
      { name: 'trade_date', type: 'date', value: () => file.tradeDate },
      { name: 'label', type: 'text', value: (r) => r.row.label },
      { name: 'segment', type: 'text', value: (r) => r.row.segment },
      { name: 'index_symbol', type: 'text', value: (r) => r.row.index },
      { name: 'position', type: 'integer', value: (r) => r.position },
      { name: 'buy_contracts', type: 'bigint', value: (r) => r.row.buy.contracts },
      { name: 'buy_crore', type: 'double precision', value: (r) => r.row.buy.crore },
      { name: 'sell_contracts', type: 'bigint', value: (r) => r.row.sell.contracts },
      { name: 'sell_crore', type: 'double precision', value: (r) => r.row.sell.crore },
      { name: 'oi_contracts', type: 'bigint', value: (r) => r.row.oi.contracts },
      { name: 'oi_crore', type: 'double precision', value: (r) => r.row.oi.crore },
      { name: 'source_file', type: 'text', value: () => source },
    ],
    rows,
  );
}
