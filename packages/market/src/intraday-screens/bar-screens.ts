/**
 * Intraday screens over today's 15-minute bars that the screening language cannot express (they
 * anchor on the session's first bars or need closed bars only): pure functions of the session.
 */
import type { FunctionScreen, IntradayInput } from './intraday-screen-types';
import {
  barRange,
  completedCount,
  highestHigh,
  lastBarVolumeRatio,
  lowestLow,
  pctFrom,
  valueAt,
} from './session-measures';

/** Opening-range screens: the range of the first `bars` 15-minute bars, once a later bar has begun. */
function openingRange(bars: number, side: 'up' | 'down') {
  const level = (q: IntradayInput) =>
    side === 'up' ? highestHigh(q.bars, 0, bars) : lowestLow(q.bars, 0, bars);
  return {
    matches: (q: IntradayInput) =>
      q.bars.count > bars && (side === 'up' ? q.ltp > level(q) : q.ltp < level(q)),
    metricOf: (q: IntradayInput) => (q.bars.count > bars ? pctFrom(q.ltp, level(q)) : null),
  };
}

/** The last closed bar against the VWAP with a volume surge. */
function vwapSurge(side: 'above' | 'below') {
  return (q: IntradayInput): boolean => {
    const surge = lastBarVolumeRatio(q.bars);
    if (!surge || surge.ratio < 2) return false;
    const close = valueAt(q.bars.close, surge.k);
    const vwap = valueAt(q.bars.vwap, surge.k);
    return side === 'above' ? close > vwap : close < vwap;
  };
}

/** The latest bar (forming included) beyond every earlier bar of the day. */
function newExtreme(side: 'high' | 'low') {
  const n = (q: IntradayInput) => q.bars.count;
  const earlier = (q: IntradayInput) =>
    side === 'high' ? highestHigh(q.bars, 0, n(q) - 1) : lowestLow(q.bars, 0, n(q) - 1);
  const last = (q: IntradayInput) => valueAt(side === 'high' ? q.bars.high : q.bars.low, n(q) - 1);
  return {
    matches: (q: IntradayInput) =>
      n(q) >= 2 && (side === 'high' ? last(q) > earlier(q) : last(q) < earlier(q)),
    metricOf: (q: IntradayInput) => (n(q) >= 2 ? pctFrom(last(q), earlier(q)) : null),
  };
}

/** Range of the last closed bar as % of its close. */
function lastClosedRangePct(q: IntradayInput): number | null {
  const k = completedCount(q.bars) - 1;
  return k >= 0 ? (barRange(q.bars, k) / valueAt(q.bars.close, k)) * 100 : null;
}

const BEYOND = { label: 'Beyond the range %', unit: '%' } as const;
const VOLUME = { label: 'Bar volume × earlier bars', unit: '×' } as const;
const RANGE = { label: 'Bar range %', unit: '%' } as const;
const NEW_EXTREME = { label: 'Beyond earlier bars %', unit: '%' } as const;

export const BAR_SCREENS: readonly FunctionScreen[] = [
  {
    kind: 'function',
    id: '5',
    name: '15-minute opening range breakout',
    bias: 'bullish',
    rule: 'After 09:30 (a second 15-minute bar has begun): last price above the high of the 09:15–09:30 bar.',
    metric: BEYOND,
    ...openingRange(1, 'up'),
  },
  {
    kind: 'function',
    id: '6',
    name: '15-minute opening range breakdown',
    bias: 'bearish',
    rule: 'After 09:30: last price below the low of the 09:15–09:30 bar.',
    metric: BEYOND,
    ...openingRange(1, 'down'),
  },
  {
    kind: 'function',
    id: '7',
    name: '30-minute opening range breakout',
    bias: 'bullish',
    rule: 'After 09:45 (a third 15-minute bar has begun): last price above the highest high of 09:15–09:45.',
    metric: BEYOND,
    ...openingRange(2, 'up'),
  },
  {
    kind: 'function',
    id: '8',
    name: '30-minute opening range breakdown',
    bias: 'bearish',
    rule: 'After 09:45: last price below the lowest low of 09:15–09:45.',
    metric: BEYOND,
    ...openingRange(2, 'down'),
  },
  {
    kind: 'function',
    id: '9',
    name: 'Above VWAP with volume surge',
    bias: 'bullish',
    rule: 'The last closed 15-minute bar closes above the session VWAP (traded value ÷ volume since 09:15) and its volume is at least 2 × the mean volume of the (up to) 4 closed bars before it; needs 3 closed bars.',
    metric: VOLUME,
    matches: vwapSurge('above'),
    metricOf: (q) => lastBarVolumeRatio(q.bars)?.ratio ?? null,
  },
  {
    kind: 'function',
    id: '10',
    name: 'Below VWAP with volume surge',
    bias: 'bearish',
    rule: 'The last closed 15-minute bar closes below the session VWAP and its volume is at least 2 × the mean volume of the (up to) 4 closed bars before it; needs 3 closed bars.',
    metric: VOLUME,
    matches: vwapSurge('below'),
    metricOf: (q) => lastBarVolumeRatio(q.bars)?.ratio ?? null,
  },
  {
    kind: 'function',
    id: '13',
    name: '15-minute inside bar',
    bias: 'neutral',
    rule: 'The last closed 15-minute bar has a high below and a low above the bar before it (both strictly).',
    metric: RANGE,
    matches: (q) => {
      const k = completedCount(q.bars) - 1;
      return (
        k >= 1 &&
        valueAt(q.bars.high, k) < valueAt(q.bars.high, k - 1) &&
        valueAt(q.bars.low, k) > valueAt(q.bars.low, k - 1)
      );
    },
    metricOf: lastClosedRangePct,
  },
  {
    kind: 'function',
    id: '14',
    name: '15-minute NR7',
    bias: 'neutral',
    rule: 'The last closed 15-minute bar has a range (high − low) strictly narrower than each of the 6 closed bars before it.',
    metric: RANGE,
    matches: (q) => {
      const k = completedCount(q.bars) - 1;
      if (k < 6) return false;
      const r = barRange(q.bars, k);
      for (let j = 1; j <= 6; j++) if (!(r < barRange(q.bars, k - j))) return false;
      return true;
    },
    metricOf: lastClosedRangePct,
  },
  {
    kind: 'function',
    id: '15',
    name: 'New day high in the last bar',
    bias: 'bullish',
    rule: 'The latest 15-minute bar (the one forming included) has a high above every earlier bar of the day.',
    metric: NEW_EXTREME,
    ...newExtreme('high'),
  },
  {
    kind: 'function',
    id: '16',
    name: 'New day low in the last bar',
    bias: 'bearish',
    rule: 'The latest 15-minute bar (the one forming included) has a low below every earlier bar of the day.',
    metric: NEW_EXTREME,
    ...newExtreme('low'),
  },
];
