import type { IsoDate, Paise, Quantity } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { flat } from '../../../../packages/market/src/market-state/test-support';
import { splitMarket } from '../testing/split-market';
import { finished } from './answer-slices';
import { clientCategory, dealGroups, dealOutcome, sizeBucket } from './deals-performance';

/**
 * 71 sessions. ABC closes at ₹100 up to the deal day (10), ₹110 after, splits 1:2 on day 25 (printed
 * ₹55, backward factor 0.5 before) and closes at printed ₹60 (₹120 in old terms) from then on. XYZ
 * stays at ₹200. NIFTY 50 moves from 10,000 to 10,500 the day after the deal.
 */
function market() {
  const abc = [...flat(10_000, 11), ...flat(11_000, 14), ...flat(6_000, 46)];
  abc[25] = 5_500;
  return splitMarket(abc);
}

const deal = (
  date: IsoDate,
  symbol: string,
  quantity: number,
  price: number,
  side: 'BUY' | 'SELL' = 'BUY',
) => ({
  tradeDate: date,
  symbol,
  securityName: symbol,
  clientName: 'KONKAN EMERGING MARKETS FPI',
  side,
  quantity: quantity as Quantity,
  price: price as Paise,
  remarks: null,
});

describe('deal returns are split-adjusted and measured against NIFTY 50', () => {
  it('gives the hand-computed returns at T+1, T+5, T+20 (across a 1:2 split) and T+60', () => {
    const state = market();
    const day = state.dates[10] as IsoDate;
    const abc = dealOutcome(state, deal(day, 'ABC', 10_000, 10_000));
    // Unadjusted, T+20 would read ₹60 against ₹100 (−40 %); adjusted it is ₹120 against ₹100.
    expect(abc.returns.map((r) => (r === null ? null : Math.round(r * 1e6) / 1e4))).toEqual([10, 10, 20, 20]);
    expect(abc.niftyReturns.map((r) => (r === null ? null : Math.round(r * 1e6) / 1e4))).toEqual([
      5, 5, 5, 5,
    ]);
    // 10,000 shares of 1,000,000 listed then (today's shares in that day's terms: 2,000,000 × 0.5).
    expect(abc.pctOfShares).toBeCloseTo(1, 9);
    expect(sizeBucket('bulk', abc)).toBe('1–2 %');
    // A deal 20 sessions before the last has no T+60 yet.
    const late = dealOutcome(state, deal(state.dates[50] as IsoDate, 'XYZ', 1, 20_000));
    expect(late.returns[3]).toBeNull();
    expect(late.returns[2]).toBe(0);
  });

  it('averages abnormal returns with a 95 % interval, and groups by side', () => {
    const state = market();
    const day = state.dates[10] as IsoDate;
    const outcomes = [
      dealOutcome(state, deal(day, 'ABC', 10_000, 10_000)),
      dealOutcome(state, deal(day, 'XYZ', 50_000, 20_000, 'SELL')),
    ];
    const { overall, groups } = finished(dealGroups('bulk', 'side', outcomes));
    const t20 = overall.horizons[2];
    // Abnormal at T+20: ABC 20 − 5 = 15 %, XYZ 0 − 5 = −5 %: mean 5 %, sd 14.142 %, half-width 1.96 × 14.142 / √2.
    expect(t20).toMatchObject({ days: 20, n: 2, meanPct: 10, abnormalMeanPct: 5, beatNiftyPct: 50 });
    expect(t20?.abnormalCiLowPct).toBeCloseTo(5 - 19.6, 1);
    expect(t20?.abnormalCiHighPct).toBeCloseTo(5 + 19.6, 1);
    expect(overall.valueCr).toBeCloseTo((10_000 * 100 + 50_000 * 200) / 1e7, 2);
    expect(groups.map((g) => [g.key, g.deals, g.horizons[0]?.abnormalMeanPct])).toEqual([
      ['BUY', 1, 5],
      ['SELL', 1, -5],
    ]);
    // One deal: a mean, no interval.
    expect(groups[0]?.horizons[0]).toMatchObject({ n: 1, abnormalCiLowPct: null, abnormalCiHighPct: null });
  });

  it('reads a real client’s category from the name as NSE prints it', () => {
    expect(clientCategory('HSBC MUTUAL FUND')).toBe('mutual fund');
    expect(clientCategory('GRAVITON RESEARCH CAPITAL LLP')).toBe('proprietary');
    expect(clientCategory('SOCIETE GENERALE - ODI')).toBe('FPI');
    expect(clientCategory('KABRA KAILASH')).toBe('individual');
    expect(clientCategory('LIFE INSURANCE CORPORATION OF INDIA')).toBe('insurance');
  });
});
