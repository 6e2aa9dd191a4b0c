/**
 * Describes what is inconsistent in a bar (HIGH below LOW, or CLOSE/OPEN outside LOW..HIGH), or
 * returns null when it is consistent. Works on paise or index points alike.
 */
export function ohlcProblem(
  open: number | null,
  high: number | null,
  low: number | null,
  close: number | null,
  show: (value: number) => string = String,
): string | null {
  if (high === null || low === null) return null;
  if (high < low) return `HIGH ${show(high)} is below LOW ${show(low)}`;
  if (close !== null && (close < low || close > high))
    return `CLOSE ${show(close)} is outside LOW..HIGH ${show(low)}..${show(high)}`;
  if (open !== null && (open < low || open > high))
    return `OPEN ${show(open)} is outside LOW..HIGH ${show(low)}..${show(high)}`;
  return null;
}

/** Formats paise as rupees for error messages (164540 → "1645.40"). */
export function rupeesText(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** The column names of a bar's four prices in one file layout. */
export interface OhlcColumns {
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
}

/** The usual OPEN/HIGH/LOW/CLOSE column names. */
export const OHLC_COLUMNS: OhlcColumns = { open: 'OPEN', high: 'HIGH', low: 'LOW', close: 'CLOSE' };

/**
 * What a parser does with an inconsistent bar: `refuse` the file (daily bhavcopies, where it means
 * damage) or `flag` the row (`ohlcFlag`) and let the importer decide.
 */
export type OhlcPolicy = 'refuse' | 'flag';

/** A bar's four prices with the flag of {@link ohlcProblem} (always null under `refuse`). */
export interface OhlcBar<T> {
  readonly open: T;
  readonly high: T;
  readonly low: T;
  readonly close: T;
  readonly ohlcFlag: string | null;
}
