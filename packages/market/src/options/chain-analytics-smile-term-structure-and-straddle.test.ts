import { describe, expect, it } from 'vitest';
import { istDateTimeToUtc } from '../calendar/ist';
import { isoDate } from '../units';
import {
  atmImpliedVolatility,
  ivSmile,
  STRADDLE_FACTOR,
  straddlePremium,
  termStructure,
} from './chain-analytics';
import { buildOptionChain } from './option-chain';

// A simulated NIFTY chain at 11:00 on Monday 12 Jan 2026 (five expiries, ATM vol 13 % < long-run 15 %).
const simulated = buildOptionChain({
  symbol: 'NIFTY',
  spot: 25_000,
  asOf: istDateTimeToUtc(isoDate('2026-01-12'), '11:00'),
  atmVol: 0.13,
  seed: 'analytics',
});

// A hand-made expiry: forward 101, NaN or 0 where a side has no IV (NSE shows 0).
const hand = {
  expiry: '2026-01-27',
  years: 14 / 365,
  forward: 101,
  strikes: [90, 95, 100, 105, 110],
  call: { iv: [Number.NaN, 0.24, 0.21, 0.19, 0] },
  put: { iv: [0.3, 0.26, 0.22, 0.2, Number.NaN] },
};

describe('IV smile', () => {
  it('takes the put IV below the forward and the call IV at or above it, skipping strikes without one', () => {
    const smile = ivSmile(hand);
    expect(Array.from(smile.strikes)).toEqual([90, 95, 100, 105]);
    expect(Array.from(smile.otmIv)).toEqual([0.3, 0.26, 0.22, 0.19]);
    expect(Array.from(smile.putIv)).toEqual([0.3, 0.26, 0.22, 0.2]);
    expect(smile.callIv[0]).toBeNaN();
    expect(smile.callIv[3]).toBe(0.19);
  });
});

describe('ATM term structure', () => {
  it('interpolates the OTM IV linearly in strike at the forward: 0.8·0.22 + 0.2·0.19 = 0.214', () => {
    expect(atmImpliedVolatility(hand)).toBeCloseTo(0.214, 12);
    const points = termStructure({
      expiries: [hand, { ...hand, expiry: '2026-02-24', years: 42 / 365, forward: 120 }],
    });
    expect(points[0]).toMatchObject({ expiry: '2026-01-27', forward: 101 });
    expect(points[0]?.days).toBeCloseTo(14, 10);
    expect(points[0]?.atmIv).toBeCloseTo(0.214, 12);
    // Forward beyond the last strike: no bracket, NaN.
    expect(points[1]?.atmIv).toBeNaN();
  });

  it('on a simulated NIFTY chain, recovers each expiry ATM vol and its upward slope', () => {
    const chain = simulated;
    const points = termStructure(chain);
    expect(points).toHaveLength(5);
    points.forEach((p, i) => {
      expect(Math.abs(p.atmIv - (chain.expiries[i]?.atmVol ?? 0))).toBeLessThan(0.003);
      if (i > 0) expect(p.days).toBeGreaterThan(points[i - 1]?.days ?? 0);
    });
    expect(points[4]?.atmIv ?? 0).toBeGreaterThan(points[0]?.atmIv ?? 1);
  });
});

describe('ATM straddle', () => {
  const expiry = {
    strikes: [24_900, 24_950, 25_000, 25_050],
    call: { price: [21_500, 19_600, 18_000, 16_000] },
    put: { price: [13_500, 15_000, 16_500, 19_000] },
  };

  it('takes the strike nearest the level and reads the move: straddle ≈ 0.8·σ√T·S', () => {
    const s = straddlePremium(expiry, 25_012);
    // 25,000: ₹180 + ₹165 = ₹345 → expected |move| 345 points, one σ = 345/√(2/π) = 432.3934 points.
    expect(s).toMatchObject({
      atmStrike: 25_000,
      callPaise: 18_000,
      putPaise: 16_500,
      straddlePaise: 34_500,
    });
    expect(s?.expectedMove).toBe(345);
    expect(s?.oneSigmaMove).toBeCloseTo(432.3934, 4);
    expect(s?.oneSigmaPercent).toBeCloseTo(1.728744, 6);
    expect(STRADDLE_FACTOR).toBeCloseTo(0.7979, 4);
  });

  it('takes the lower strike on a tie, and gives null without strikes', () => {
    expect(straddlePremium(expiry, 24_975)?.atmStrike).toBe(24_950);
    expect(straddlePremium({ strikes: [], call: { price: [] }, put: { price: [] } }, 25_000)).toBeNull();
  });

  it('on a simulated chain, the one-σ move ÷ (S·√T) is the ATM vol within 4 %', () => {
    for (const e of simulated.expiries) {
      const s = straddlePremium(e, e.forward);
      if (!s) throw new Error('no straddle');
      const implied = s.oneSigmaMove / (e.forward * Math.sqrt(e.years));
      expect(Math.abs(implied / e.atmVol - 1)).toBeLessThan(0.04);
    }
  });
});
