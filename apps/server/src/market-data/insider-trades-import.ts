/**
 * Writes the disclosures of NSE's insider-trading file (`insider-trading` format) into
 * `insider_trades`. A day is imported once, like bulk and block deals: a file whose sessions are
 * already imported is refused whole by the importer's dated-dataset rule.
 */
import type { InsiderTradingRow } from '@nivesh/market';
import type { Db } from '../db/database';
import { bulkInsert } from './bulk-insert';

/** The dataset of import_log the disclosures are filed under. */
export const INSIDER_TRADES_DATASET = 'insider-trades';

export function writeInsiderTrades(
  tx: Db,
  rows: readonly InsiderTradingRow[],
  source: string,
): Promise<number> {
  return bulkInsert<InsiderTradingRow>(
    tx,
    'insider_trades',
    [
      { name: 'session_date', type: 'date', value: (r) => r.sessionDate },
      { name: 'symbol', type: 'text', value: (r) => r.symbol },
      { name: 'company', type: 'text', value: (r) => r.company },
      { name: 'regulation', type: 'text', value: (r) => r.regulation },
      { name: 'person', type: 'text', value: (r) => r.person },
      { name: 'category', type: 'text', value: (r) => r.category },
      { name: 'category_text', type: 'text', value: (r) => r.categoryText },
      { name: 'security_type', type: 'text', value: (r) => r.securityType },
      { name: 'before_shares', type: 'bigint', value: (r) => r.beforeShares },
      { name: 'before_pct', type: 'double precision', value: (r) => r.beforePct },
      { name: 'quantity', type: 'bigint', value: (r) => r.quantity },
      { name: 'value', type: 'bigint', value: (r) => r.value },
      { name: 'transaction', type: 'text', value: (r) => r.transaction },
      { name: 'mode', type: 'text', value: (r) => r.mode },
      { name: 'mode_text', type: 'text', value: (r) => r.modeText },
      { name: 'after_shares', type: 'bigint', value: (r) => r.afterShares },
      { name: 'after_pct', type: 'double precision', value: (r) => r.afterPct },
      { name: 'trade_from', type: 'date', value: (r) => r.tradeFrom },
      { name: 'trade_to', type: 'date', value: (r) => r.tradeTo },
      { name: 'intimation_date', type: 'date', value: (r) => r.intimationDate },
      { name: 'broadcast_date', type: 'date', value: (r) => r.broadcastDate },
      { name: 'broadcast_time', type: 'text', value: (r) => r.broadcastTime },
      { name: 'exchange', type: 'text', value: (r) => r.exchange },
      { name: 'remark', type: 'text', value: (r) => r.remark },
      { name: 'source_file', type: 'text', value: () => source },
    ],
    rows,
  );
}
