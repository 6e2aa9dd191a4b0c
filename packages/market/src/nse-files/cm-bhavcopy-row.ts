import type { IsoDate, Paise, Quantity } from '../units';

/**
 * One security's day in the NSE cash market (CM) bhavcopy; the old `cm…bhav.csv` and the UDiFF
 * file both map to it.
 */
export interface CmBhavcopyRow {
  readonly symbol: string;
  /** NSE series as printed (EQ, BE, BZ, SM, GS, N1, …); kept because the same symbol trades in several. */
  readonly series: string;
  readonly tradeDate: IsoDate;
  readonly open: Paise;
  readonly high: Paise;
  readonly low: Paise;
  readonly close: Paise;
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
