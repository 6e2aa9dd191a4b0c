import type { IsoDate } from '../units';

/**
 * One NSE F&O contract as the paper broker trades it: an underlying's future of an expiry, or a call
 * or put of an expiry and strike. Its symbol is written `NIFTY:2026-12-01:CE:24000` (options) or
 * `NIFTY:2026-12-29:FUT` (futures): readable, sortable, and never an equity symbol (NSE equity
 * symbols have no colon), so the broker tells the two apart by the symbol alone.
 */
export interface DerivativeContract {
  /** Derivatives symbol of the underlying: NIFTY, BANKNIFTY, RELIANCE. */
  readonly underlying: string;
  readonly expiry: IsoDate;
  readonly kind: 'future' | 'call' | 'put';
  /** Strike in index points or rupees; null for a future. */
  readonly strike: number | null;
}

const SIDE_CODE = { call: 'CE', put: 'PE' } as const;
const CONTRACT =
  /^([A-Z0-9&-]{1,20}):(\d{4}-\d{2}-\d{2}):(FUT|CE:(\d{1,7}(?:\.\d{1,2})?)|PE:(\d{1,7}(?:\.\d{1,2})?))$/;

/** Whether a symbol names an F&O contract rather than an equity. */
export const isContractSymbol = (symbol: string): boolean => symbol.includes(':');

/** The symbol of a contract (strikes written without trailing zeros: 24000, 1402.5). */
export function contractSymbol(contract: DerivativeContract): string {
  const head = `${contract.underlying}:${contract.expiry}`;
  if (contract.kind === 'future') return `${head}:FUT`;
  return `${head}:${SIDE_CODE[contract.kind]}:${Number(contract.strike ?? 0)}`;
}

/** The contract a symbol names, or undefined when it is not a well-formed contract symbol. */
export function parseContractSymbol(symbol: string): DerivativeContract | undefined {
  // Every equity symbol leaves here, cheaply: the broker asks this of each order and position.
  if (!isContractSymbol(symbol)) return undefined;
  const match = CONTRACT.exec(symbol);
  if (!match) return undefined;
  const [, underlying = '', expiry = '', code = '', callStrike, putStrike] = match;
  if (Number.isNaN(Date.parse(`${expiry}T00:00:00Z`))) return undefined;
  const date = expiry as IsoDate;
  if (code === 'FUT') return { underlying, expiry: date, kind: 'future', strike: null };
  const strike = Number(callStrike ?? putStrike);
  if (!(strike > 0)) return undefined;
  return { underlying, expiry: date, kind: callStrike !== undefined ? 'call' : 'put', strike };
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** A contract as traders read it: `NIFTY 01 DEC 24000 CE`, `NIFTY 29 DEC FUT`. */
export function contractLabel(contract: DerivativeContract): string {
  const [, month = '01', day = '01'] = contract.expiry.split('-');
  const date = `${day} ${MONTHS[Number(month) - 1] ?? month}`;
  if (contract.kind === 'future') return `${contract.underlying} ${date} FUT`;
  return `${contract.underlying} ${date} ${Number(contract.strike ?? 0)} ${SIDE_CODE[contract.kind]}`;
}
