import type { Paise, Quantity } from '../units';
import type { CmDayColumns, CmDayHead } from './cm-day-row';
import { isValidIndianIsin } from './isin';
import type { RowReader } from './row-reader';

/**
 * One security's day in the NSE cash market (CM) bhavcopy; the old `cm…bhav.csv` and the UDiFF
 * file both map to it.
 */
export interface CmBhavcopyRow extends CmDayHead {
  /** Last traded price; NSE prints 0 for some non-equity series (AT, YT). */
  readonly last: Paise;
  readonly prevClose: Paise;
  /** Shares traded (TOTTRDQTY / TtlTradgVol). */
  readonly volume: Quantity;
  /** Traded value (TOTTRDVAL / TtlTrfVal), rupees converted to paise. */
  readonly turnover: Paise;
  /** Number of trades (TOTALTRADES / TtlNbOfTxsExctd). */
  readonly trades: Quantity;
  /** ISIN as printed (upper-cased). */
  readonly isin: string;
  /** False when the ISIN fails the `IN` + Luhn check: flagged, not refused (see README). */
  readonly isinValid: boolean;
}

/** Column names of the CmBhavcopyRow fields in one layout (old bhavcopy or UDiFF). */
export interface CmBhavcopyColumns extends CmDayColumns {
  readonly last: string;
  readonly prevClose: string;
  readonly volume: string;
  readonly turnover: string;
  readonly trades: string;
  readonly isin: string;
}

/** Completes a CmBhavcopyRow from its shared part; an odd ISIN is flagged, not refused. */
export function readCmBhavcopyRow(r: RowReader, columns: CmBhavcopyColumns, head: CmDayHead): CmBhavcopyRow {
  const isin = r.text(columns.isin).toUpperCase();
  return {
    ...head,
    last: r.price(columns.last),
    prevClose: r.price(columns.prevClose),
    volume: r.quantity(columns.volume),
    turnover: r.price(columns.turnover),
    trades: r.quantity(columns.trades),
    isin,
    isinValid: isValidIndianIsin(isin),
  };
}
