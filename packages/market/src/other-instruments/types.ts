/**
 * Public shapes of the simulated ETFs, MCX commodities and global indices: the input of
 * `generateOtherInstrumentsHistory` and the columnar bars plus meta it returns.
 */
import type { OhlcvColumns } from '../daily-columns';
import type { IsoDate } from '../units';
import type { CommodityDef } from '../universe/commodities';
import type { EtfDef } from '../universe/etfs';
import type { GlobalIndexDef } from '../universe/global-indices';

/** Which family an instrument belongs to. */
export type OtherInstrumentKind = 'etf' | 'commodity' | 'global-index';

/**
 * A simulated NSE index's daily levels in index points, aligned with `dates`: either the closes alone
 * or bars (`IndexLevels` from `generateDailyHistory(...).indices` fits as is). With open/high/low the
 * ETFs that track it reuse the index's own intraday range.
 */
export type NseIndexPath =
  | ArrayLike<number>
  | {
      readonly close: ArrayLike<number>;
      readonly open?: ArrayLike<number>;
      readonly high?: ArrayLike<number>;
      readonly low?: ArrayLike<number>;
    };

/** Input of `generateOtherInstrumentsHistory`. */
export interface OtherInstrumentsInput {
  readonly seed: string;
  /** The NSE trading days of the simulated history, oldest first; every series has one bar per date. */
  readonly dates: readonly IsoDate[];
  /** Simulated NSE index levels (points) by index name, e.g. 'NIFTY 50', 'NIFTY BANK'. */
  readonly nseIndices: ReadonlyMap<string, NseIndexPath>;
  /** Instruments to simulate; default the universe's `ETFS`, `COMMODITIES`, `GLOBAL_INDICES`. */
  readonly etfs?: readonly EtfDef[];
  readonly commodities?: readonly CommodityDef[];
  readonly globalIndices?: readonly GlobalIndexDef[];
}

/** What every instrument's meta carries. */
interface OtherInstrumentMetaBase {
  readonly symbol: string;
  readonly name: string;
  /** What one price is quoted for, e.g. '₹ per unit', '₹ per 10 g', 'index points'. */
  readonly unit: string;
  /**
   * How the price columns are stored: 'paise' (₹ × 100) or 'hundredths' (index points × 100, as
   * `marketStateFromDailyHistory` stores NSE indices).
   */
  readonly priceScale: 'paise' | 'hundredths';
  /** Price step in the stored unit (paise or hundredths of a point); always a multiple of 5. */
  readonly tick: number;
  /** What the volume column counts: ETF units, MCX lots, or nothing (indices: all zero). */
  readonly volumeUnit: 'units' | 'lots' | 'none';
  /** ISO 4217 currency of the price (INR for everything on NSE and MCX). */
  readonly currency: string;
  /** Listing venue ('NSE', 'MCX', 'NSE IX'); null for an index that is not itself traded. */
  readonly exchange: string | null;
  readonly country: string;
  /** Always true: every figure here comes from the seeded simulator, never from a real feed. */
  readonly simulated: true;
}

/** What an ETF follows, after resolving its `underlying` text against the simulated instruments. */
export interface EtfTracking {
  /**
   * 'nse-index': the named simulated NSE index; 'nse-index-proxy': a stand-in NSE index (the real
   * underlying is not simulated) with beta and extra noise; 'commodity' / 'global-index': a simulated
   * MCX contract or global index (foreign ones converted at the simulated USD/INR); 'money-market':
   * no underlying, interest accrual; 'standalone': nothing to follow was available.
   */
  readonly kind:
    | 'nse-index'
    | 'nse-index-proxy'
    | 'commodity'
    | 'global-index'
    | 'money-market'
    | 'standalone';
  /** Symbol or index name followed (absent for money-market and standalone). */
  readonly reference?: string;
  /** Loading of the ETF's log return on the reference's (1 for a true tracker). */
  readonly beta: number;
  /** Annualised volatility of the ETF's own noise on top of the reference (0 for a true tracker). */
  readonly extraVolatility: number;
  /** True when the reference is priced in USD and converted at the simulated USD/INR. */
  readonly inUsd: boolean;
}

/** An ETF's meta. */
export interface EtfMeta extends OtherInstrumentMetaBase {
  readonly kind: 'etf';
  readonly amc: string;
  /** The underlying as the universe describes it. */
  readonly underlying: string;
  readonly tracking: EtfTracking;
  /** Annual expense ratio assumed (a drag on the NAV every trading day). */
  readonly expenseRatio: number;
  /** Price the history ends at (the definition's approximate price, ₹). */
  readonly approxPrice: number;
}

/** An MCX commodity contract's meta. */
export interface CommodityMeta extends OtherInstrumentMetaBase {
  readonly kind: 'commodity';
  readonly group: CommodityDef['group'];
  /** Contract size as text (e.g. '1 kg') and in multiples of the quotation unit. */
  readonly lot: string;
  readonly lotMultiplier: number;
  /** Simulated underlying shared by its contract sizes (e.g. 'gold' for GOLD, GOLDM, GOLDPETAL). */
  readonly underlyingKey: string;
  /** Target annualised volatility of daily log returns. */
  readonly annualVolatility: number;
  readonly approxPrice: number;
}

/** A global index's meta. */
export interface GlobalIndexMeta extends OtherInstrumentMetaBase {
  readonly kind: 'global-index';
  readonly timezone: string;
  /** Its own cash session in IST (the bars still sit on NSE trading days: see the README). */
  readonly sessionIst: string;
  /** Target annualised volatility (GIFT Nifty: 0.16, used only when NIFTY 50 is not given to follow). */
  readonly annualVolatility: number;
  /** The NSE index followed (GIFT Nifty → 'NIFTY 50'), when any. */
  readonly follows?: string;
  readonly approxLevel: number;
}

/** Meta of any simulated ETF, commodity or global index. */
export type OtherInstrumentMeta = EtfMeta | CommodityMeta | GlobalIndexMeta;

/**
 * One instrument's daily bars on the NSE date axis. Prices are whole stored units (`meta.priceScale`)
 * on `meta.tick`; `adjFactor` is 1 everywhere except for LIQUIDBEES, whose daily interest payouts it
 * carries (adjusted = printed × factor, as for equities).
 */
export interface OtherInstrumentSeries extends OhlcvColumns {
  readonly symbol: string;
  readonly meta: OtherInstrumentMeta;
}

/** Everything `generateOtherInstrumentsHistory` returns. */
export interface OtherInstrumentsHistory {
  readonly dates: readonly IsoDate[];
  /** Every ETF, commodity contract and global index by symbol. */
  readonly series: ReadonlyMap<string, OtherInstrumentSeries>;
  /** The simulated USD/INR rate (₹ per US$) at each close, used for the foreign-index ETFs. */
  readonly usdInr: Float64Array;
}
