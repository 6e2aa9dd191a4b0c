// The column editor's preview: one strike with sample figures (illustrative, not market data).
import type { ChainRow } from '@nivesh/contracts';

export const PREVIEW_SPOT = 24_012.35;
export const PREVIEW_STRIKE = 24_000;

export const PREVIEW_ROW: ChainRow = {
  strike: PREVIEW_STRIKE,
  call: {
    ltp: 162.4,
    change: 18.35,
    changePct: 12.7,
    bid: 162.1,
    ask: 162.65,
    iv: 13.42,
    delta: 0.53,
    gamma: 0.0009,
    theta: -11.86,
    vega: 12.14,
    oi: 128_450,
    oiChange: 21_300,
    oiChangePct: 19.9,
    volume: 842_600,
    buildUp: 'long-build-up',
  },
  put: {
    ltp: 141.05,
    change: -22.6,
    changePct: -13.8,
    bid: 140.8,
    ask: 141.3,
    iv: 14.08,
    delta: -0.47,
    gamma: 0.0009,
    theta: -10.12,
    vega: 12.14,
    oi: 156_900,
    oiChange: 34_750,
    oiChangePct: 28.4,
    volume: 915_300,
    buildUp: 'short-build-up',
  },
};

/** The preview's bar scale: the sample row's OI as a share of a larger strike elsewhere. */
export const PREVIEW_MAX_OI = 210_000;
