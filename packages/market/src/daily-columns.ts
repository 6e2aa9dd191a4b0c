/** Columnar daily bars of one instrument: index t of every column is the t-th trading day. */
export interface OhlcvColumns {
  /** Printed (unadjusted) prices in integer paise. */
  readonly open: Int32Array;
  readonly high: Int32Array;
  readonly low: Int32Array;
  readonly close: Int32Array;
  /** Printed shares traded (whole numbers). */
  readonly volume: Float64Array;
  /** Backward price adjustment factor (splits, bonuses and dividends): adjusted = printed × factor. */
  readonly adjFactor: Float64Array;
}
