import type { IsoDate, QuarterlyStatement, SimulatedCorporateEvent } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { flat } from '../../../../packages/market/src/market-state/test-support';
import { splitMarket } from '../testing/split-market';
import { finished } from './answer-slices';
import { priceReaction, quarterFigures } from './events-answer';
import { eventGroups, eventReturns, type MeasuredEvent } from './events-performance';

/**
 * 71 sessions. ABC closes at ₹100 up to the day before its results (9), opens the results day (10)
 * at ₹108 and closes at ₹110, splits 1:2 on day 25 (printed ₹55, backward factor 0.5 before) and
 * closes at printed ₹60 (₹120 in old terms) from day 26. NIFTY 50 moves from 10,000 to 10,500 on
 * day 11 and stays there.
 */
function market() {
  const abc = [...flat(10_000, 10), ...flat(11_000, 15), ...flat(6_000, 46)];
  abc[25] = 5_500;
  const opens = [...abc];
  opens[10] = 10_800;
  return splitMarket(abc, opens);
}

const results = (date: IsoDate, symbol: string): SimulatedCorporateEvent => ({
  type: 'results',
  symbol,
  date,
  announcedOn: date,
  fiscalYear: 2027,
  quarter: 2,
  purpose: 'Financial results Q2 FY2027',
  dividendPaise: null,
  dividendExDate: null,
});

describe('event returns are split-adjusted, measured against NIFTY 50 and grouped by outcome', () => {
  it('gives the hand-computed reaction and returns at T+1, T+5, T+20 (across a 1:2 split) and T+60', () => {
    const state = market();
    const day = state.dates[10] as IsoDate;
    // Reaction: open ₹108 and close ₹110 against ₹100 the day before.
    expect(priceReaction(state, 'ABC', day)).toEqual({ gapPct: 8, changePct: 10, close: 110 });
    const r = eventReturns(state, results(day, 'ABC'));
    // From the results day's close (₹110): T+1 and T+5 ₹110 (0 %), T+20 ₹60 printed = ₹120 old terms (+9.09 %).
    expect(r.returns.map((x) => (x === null ? null : Math.round(x * 1e6) / 1e4))).toEqual([
      0, 0, 9.0909, 9.0909,
    ]);
    expect(r.niftyReturns.map((x) => (x === null ? null : Math.round(x * 1e6) / 1e4))).toEqual([5, 5, 5, 5]);
    // A split on the day itself is undone in the reaction: day 25 prints ₹55 against ₹110 old = ₹55 new.
    expect(priceReaction(state, 'ABC', state.dates[25] as IsoDate)).toMatchObject({ changePct: 0 });
  });

  it('splits results by profit growth and by the day’s gap, with the abnormal mean and interval', () => {
    const state = market();
    const day = state.dates[10] as IsoDate;
    const measured: MeasuredEvent[] = [
      {
        event: results(day, 'ABC'),
        returns: eventReturns(state, results(day, 'ABC')),
        outcome: {
          ...quarterFigures(undefined, 2027, 2),
          netProfitYoyPct: 12,
          gapPct: 8,
          changePct: 10,
          close: 110,
        },
      },
      {
        event: results(day, 'XYZ'),
        returns: eventReturns(state, results(day, 'XYZ')),
        outcome: {
          ...quarterFigures(undefined, 2027, 2),
          netProfitYoyPct: -3,
          gapPct: -1,
          changePct: 0,
          close: 200,
        },
      },
      {
        event: { ...results(day, 'XYZ'), type: 'agm', quarter: null },
        returns: eventReturns(state, results(day, 'XYZ')),
        outcome: null,
      },
    ];
    const byProfit = finished(eventGroups('profit', measured));
    expect(byProfit.overall.deals).toBe(2);
    expect(byProfit.groups.map((g) => [g.key, g.horizons[2]?.abnormalMeanPct])).toEqual([
      ['profit down YoY', -5],
      ['profit up YoY', 4.09],
    ]);
    // Overall T+20 abnormal: (4.0909 − 5) / 2 = −0.45 %; sd 6.428 %; half-width 1.96 × 6.428 / √2 = 8.91.
    const t20 = byProfit.overall.horizons[2];
    expect(t20?.abnormalMeanPct).toBeCloseTo(-0.45, 2);
    expect(t20?.abnormalCiHighPct).toBeCloseTo(-0.45 + 8.91, 1);
    expect(finished(eventGroups('gap', measured)).groups.map((g) => g.key)).toEqual([
      'gapped down',
      'gapped up',
    ]);
    expect(finished(eventGroups('type', measured)).groups.map((g) => [g.key, g.deals])).toEqual([
      ['results', 2],
      ['agm', 1],
    ]);
  });

  it('reads revenue and net profit growth on the same quarter a year before', () => {
    const q = (year: number, revenue: number, netProfit: number) =>
      ({ year, quarter: 2, revenue, netProfit }) as unknown as QuarterlyStatement;
    expect(quarterFigures([q(2026, 1e9, 1e8), q(2027, 1.2e9, 0.9e8)], 2027, 2)).toEqual({
      revenueCr: 120,
      revenueYoyPct: 20,
      netProfitCr: 9,
      netProfitYoyPct: -10,
    });
    expect(quarterFigures([q(2027, 1.2e9, 0.9e8)], 2027, 2).netProfitYoyPct).toBeNull();
  });
});
