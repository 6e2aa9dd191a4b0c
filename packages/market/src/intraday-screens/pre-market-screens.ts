/**
 * Pre-market screens over NSE's pre-open session (orders 09:00–09:08, one equilibrium price per
 * stock at 09:08): gap bands, order-book imbalance, pre-open value and gaps beyond yesterday's range.
 */
import type { ScreenBias, ScreenMetric } from './intraday-screen-types';
import { pctFrom } from './session-measures';

/** One stock's pre-open figures. Prices in paise (yesterday's adjusted to today's basis). */
export interface PreOpenFigures {
  readonly prevClose: number;
  readonly prevHigh: number;
  readonly prevLow: number;
  /** Equilibrium (indicative opening) price. */
  readonly iep: number;
  readonly buyQuantity: number;
  readonly sellQuantity: number;
  readonly finalQuantity: number;
}

export interface PreMarketScreen {
  readonly id: string;
  readonly name: string;
  readonly bias: ScreenBias;
  readonly rule: string;
  readonly metric: ScreenMetric;
  readonly matches: (f: PreOpenFigures) => boolean;
  readonly metricOf: (f: PreOpenFigures) => number | null;
}

/** A pre-open value (iep × final quantity) this big or bigger is "big": ₹10 crore. */
export const BIG_PRE_OPEN_VALUE_CRORE = 10;
/** Buy ÷ sell (or sell ÷ buy) this high is a strong imbalance. */
export const STRONG_IMBALANCE = 1.5;
/** Buy ÷ sell (or sell ÷ buy) that confirms a gap. */
export const CONFIRMING_IMBALANCE = 1.2;

const PAISE_PER_CRORE = 1e9;

/** (iep ÷ previous close − 1) × 100; NaN without a previous close. */
export const preOpenGapPct = (f: PreOpenFigures): number => pctFrom(f.iep, f.prevClose) ?? Number.NaN;
/** Buy quantity ÷ sell quantity (∞ with no sell orders). */
export const buySellRatio = (f: PreOpenFigures): number =>
  f.sellQuantity > 0 ? f.buyQuantity / f.sellQuantity : Number.POSITIVE_INFINITY;
/** Sell quantity ÷ buy quantity. */
export const sellBuyRatio = (f: PreOpenFigures): number =>
  f.buyQuantity > 0 ? f.sellQuantity / f.buyQuantity : Number.POSITIVE_INFINITY;
/** iep × final quantity, ₹ crore. */
export const preOpenValueCrore = (f: PreOpenFigures): number => (f.iep * f.finalQuantity) / PAISE_PER_CRORE;

const GAP = { label: 'Gap %', unit: '%' } as const;
const finite = (v: number): number | null => (Number.isFinite(v) ? v : null);

/** A gap band: lower ≤ gap < upper (either bound may be open), with its exact rule. */
function gapBand(
  id: string,
  name: string,
  bias: ScreenBias,
  rule: string,
  test: (gap: number) => boolean,
): PreMarketScreen {
  return {
    id,
    name,
    bias,
    rule,
    metric: GAP,
    matches: (f) => test(preOpenGapPct(f)),
    metricOf: (f) => finite(preOpenGapPct(f)),
  };
}

export const PRE_MARKET_SCREENS: readonly PreMarketScreen[] = [
  gapBand(
    '1',
    'Gap up 2 % or more',
    'bullish',
    'Gap (equilibrium price ÷ previous close − 1) ≥ +2 %.',
    (g) => g >= 2,
  ),
  gapBand('2', 'Gap up 1–2 %', 'bullish', '+1 % ≤ gap < +2 %.', (g) => g >= 1 && g < 2),
  gapBand('3', 'Gap up under 1 %', 'bullish', '0 % < gap < +1 %.', (g) => g > 0 && g < 1),
  gapBand('4', 'Gap down under 1 %', 'bearish', '−1 % < gap < 0 %.', (g) => g < 0 && g > -1),
  gapBand('5', 'Gap down 1–2 %', 'bearish', '−2 % < gap ≤ −1 %.', (g) => g <= -1 && g > -2),
  gapBand('6', 'Gap down 2 % or more', 'bearish', 'Gap ≤ −2 %.', (g) => g <= -2),
  {
    id: '7',
    name: 'Strong pre-open buying',
    bias: 'bullish',
    rule: `Total buy quantity ÷ total sell quantity in the pre-open order book ≥ ${STRONG_IMBALANCE}.`,
    metric: { label: 'Buy ÷ sell', unit: '×' },
    matches: (f) => buySellRatio(f) >= STRONG_IMBALANCE,
    metricOf: (f) => finite(buySellRatio(f)),
  },
  {
    id: '8',
    name: 'Strong pre-open selling',
    bias: 'bearish',
    rule: `Total sell quantity ÷ total buy quantity in the pre-open order book ≥ ${STRONG_IMBALANCE}.`,
    metric: { label: 'Sell ÷ buy', unit: '×' },
    matches: (f) => sellBuyRatio(f) >= STRONG_IMBALANCE,
    metricOf: (f) => finite(sellBuyRatio(f)),
  },
  {
    id: '9',
    name: 'Big pre-open value',
    bias: 'neutral',
    rule: `Equilibrium price × quantity matched at 09:08 ≥ ₹${BIG_PRE_OPEN_VALUE_CRORE} crore.`,
    metric: { label: 'Pre-open value', unit: '₹ cr' },
    matches: (f) => preOpenValueCrore(f) >= BIG_PRE_OPEN_VALUE_CRORE,
    metricOf: preOpenValueCrore,
  },
  {
    id: '10',
    name: "Opening above yesterday's high",
    bias: 'bullish',
    rule: "Equilibrium price above the previous session's high.",
    metric: { label: 'Above previous high %', unit: '%' },
    matches: (f) => f.prevHigh > 0 && f.iep > f.prevHigh,
    metricOf: (f) => pctFrom(f.iep, f.prevHigh),
  },
  {
    id: '11',
    name: "Opening below yesterday's low",
    bias: 'bearish',
    rule: "Equilibrium price below the previous session's low.",
    metric: { label: 'Below previous low %', unit: '%' },
    matches: (f) => f.prevLow > 0 && f.iep < f.prevLow,
    metricOf: (f) => pctFrom(f.iep, f.prevLow),
  },
  {
    id: '12',
    name: 'Gap up backed by buyers',
    bias: 'bullish',
    rule: `Gap ≥ +1 % and buy quantity ÷ sell quantity ≥ ${CONFIRMING_IMBALANCE}.`,
    metric: { label: 'Buy ÷ sell', unit: '×' },
    matches: (f) => preOpenGapPct(f) >= 1 && buySellRatio(f) >= CONFIRMING_IMBALANCE,
    metricOf: (f) => finite(buySellRatio(f)),
  },
  {
    id: '13',
    name: 'Gap down backed by sellers',
    bias: 'bearish',
    rule: `Gap ≤ −1 % and sell quantity ÷ buy quantity ≥ ${CONFIRMING_IMBALANCE}.`,
    metric: { label: 'Sell ÷ buy', unit: '×' },
    matches: (f) => preOpenGapPct(f) <= -1 && sellBuyRatio(f) >= CONFIRMING_IMBALANCE,
    metricOf: (f) => finite(sellBuyRatio(f)),
  },
];

const PRE_BY_ID = new Map(PRE_MARKET_SCREENS.map((s) => [s.id, s]));

/** The pre-market screen with this id, or undefined. */
export function preMarketScreenOf(id: string): PreMarketScreen | undefined {
  return PRE_BY_ID.get(id.trim());
}
