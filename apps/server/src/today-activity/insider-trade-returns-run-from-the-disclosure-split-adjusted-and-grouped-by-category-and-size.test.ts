import type { InsiderPerformanceAnswer } from '@nivesh/contracts';
import type { InsiderDisclosure, IsoDate } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { flat } from '../../../../packages/market/src/market-state/test-support';
import { useMarketTestApp } from '../testing/market-test-app';
import { splitMarket } from '../testing/split-market';
import { finished } from './answer-slices';
import { insiderGroups, insiderSizeBucket, insiderTradeReturns } from './insider-performance';

/**
 * 71 sessions. ABC closes at ₹90 up to the trade day (8), ₹100 on days 9-10 (the disclosure is
 * broadcast on day 10), ₹110 after, splits 1:2 on day 25 (printed ₹55, backward factor 0.5 before)
 * and closes at printed ₹60 (₹120 in old terms) from day 26. XYZ stays at ₹200. NIFTY 50 moves from
 * 10,000 to 10,500 the day after the broadcast.
 */
function market() {
  const abc = [...flat(9_000, 9), ...flat(10_000, 2), ...flat(11_000, 14), ...flat(6_000, 46)];
  abc[25] = 5_500;
  return splitMarket(abc);
}

type Kind = Pick<InsiderDisclosure, 'category' | 'mode' | 'transaction'>;
const PROMOTER_BUY: Kind = { category: 'promoter', mode: 'market-purchase', transaction: 'buy' };
const DIRECTOR_SALE: Kind = { category: 'director', mode: 'market-sale', transaction: 'sell' };
const RELATIVE_BUY: Kind = { category: 'immediate-relative', mode: 'market-purchase', transaction: 'buy' };
const KMP_ESOP: Kind = { category: 'kmp', mode: 'esop', transaction: 'buy' };

function disclosure(
  state: ReturnType<typeof market>,
  kind: Kind,
  symbol: string,
  quantity: number,
  pricePaise: number,
  trade = 8,
  broadcast = 10,
): InsiderDisclosure {
  return {
    symbol,
    company: `${symbol} Ltd`,
    person: 'A Person',
    ...kind,
    quantity,
    price: pricePaise,
    value: quantity * pricePaise,
    beforeShares: 100_000,
    afterShares: 100_000 + (kind.transaction === 'buy' ? quantity : -quantity),
    sharesOutstanding: 2_000_000,
    tradeDate: state.dates[trade] as IsoDate,
    intimationDate: state.dates[trade + 1] as IsoDate,
    broadcastDate: state.dates[broadcast] as IsoDate,
  };
}

const pcts = (xs: readonly (number | null)[]) =>
  xs.map((r) => (r === null ? null : Math.round(r * 1e6) / 1e4));

describe('insider trades’ returns run from the disclosure, split-adjusted, against NIFTY 50, grouped by category, side and size', () => {
  it('measures a promoter’s purchase from the broadcast day’s close, across a 1:2 split before T+20', () => {
    const state = market();
    const m = insiderTradeReturns(state, disclosure(state, PROMOTER_BUY, 'ABC', 6_000, 9_000));
    // From the broadcast day's ₹100 (not the trade day's ₹90): ₹110 at T+1 and T+5; unadjusted, T+20
    // would read ₹60 (−40 %), adjusted it is ₹120 (+20 %).
    expect(pcts(m?.returns.returns ?? [])).toEqual([10, 10, 20, 20]);
    expect(pcts(m?.returns.niftyReturns ?? [])).toEqual([5, 5, 5, 5]);
    expect(m?.side).toBe('acquired');
    // Valued at the trade's price: 6,000 × ₹90 = ₹5.4 lakh.
    expect(m?.returns.valuePaise).toBe(54_000_000);
    // ESOPs (and pledges, off-market transfers) are not measured.
    expect(insiderTradeReturns(state, disclosure(state, KMP_ESOP, 'ABC', 5_000, 9_000))).toBeUndefined();
    // A disclosure 20 sessions before the last has no T+60 yet.
    const late = insiderTradeReturns(state, disclosure(state, DIRECTOR_SALE, 'XYZ', 10, 20_000, 48, 50));
    expect(late?.returns.returns[3]).toBeNull();
    expect(late?.returns.returns[2]).toBe(0);
  });

  it('buckets by value in rupees', () => {
    expect(insiderSizeBucket(9_99_999 * 100)).toBe('< ₹10 lakh');
    expect(insiderSizeBucket(10_00_000 * 100)).toBe('₹10 lakh–1 Cr');
    expect(insiderSizeBucket(5_00_00_000 * 100)).toBe('₹1–10 Cr');
    expect(insiderSizeBucket(10_00_00_000 * 100)).toBe('≥ ₹10 Cr');
  });

  it('averages abnormal returns with a 95 % interval by category, side and size', () => {
    const state = market();
    const measured = [
      disclosure(state, PROMOTER_BUY, 'ABC', 6_000, 9_000), // ₹5.4 lakh; abnormal T+20 +15 %
      disclosure(state, DIRECTOR_SALE, 'XYZ', 100_000, 20_000), // ₹2 Cr; abnormal −5 %
      disclosure(state, RELATIVE_BUY, 'XYZ', 10_000, 20_000), // ₹20 lakh; abnormal −5 %
      disclosure(state, KMP_ESOP, 'ABC', 50_000, 9_000), // left out
    ].flatMap((d) => insiderTradeReturns(state, d) ?? []);
    const byCategory = finished(insiderGroups('category', measured));
    expect(byCategory.overall.deals).toBe(3);
    expect(byCategory.groups.map((g) => [g.key, g.deals, g.horizons[2]?.abnormalMeanPct])).toEqual([
      ['director', 1, -5],
      ['immediate-relative', 1, -5],
      ['promoter', 1, 15],
    ]);
    // Overall at T+20: abnormal 15, −5, −5: mean 5/3 %, sd 11.547 %, half-width 1.96 × 11.547 / √3 = 13.07.
    const t20 = byCategory.overall.horizons[2];
    expect(t20).toMatchObject({ days: 20, n: 3, abnormalMeanPct: 1.67, beatNiftyPct: 33.3 });
    expect(t20?.meanPct).toBeCloseTo(20 / 3, 2);
    expect(t20?.abnormalCiLowPct).toBeCloseTo(5 / 3 - 13.07, 1);
    expect(t20?.abnormalCiHighPct).toBeCloseTo(5 / 3 + 13.07, 1);
    const bySide = finished(insiderGroups('side', measured));
    expect(bySide.groups.map((g) => [g.key, g.deals, g.horizons[2]?.abnormalMeanPct])).toEqual([
      ['acquired', 2, 5],
      ['disposed', 1, -5],
    ]);
    const bySize = finished(insiderGroups('size', measured));
    expect(bySize.groups.map((g) => [g.key, g.valueCr])).toEqual([
      ['< ₹10 lakh', 0.05],
      ['₹10 lakh–1 Cr', 0.2],
      ['₹1–10 Cr', 2],
    ]);
  });

  it('groups by insider: one person’s trades in one company together, apart from the same name elsewhere', () => {
    const state = market();
    const named = (d: InsiderDisclosure, person: string): InsiderDisclosure => ({ ...d, person });
    const measured = [
      named(disclosure(state, PROMOTER_BUY, 'ABC', 6_000, 9_000), 'Asha Rao'),
      named(disclosure(state, PROMOTER_BUY, 'ABC', 1_000, 9_000, 7, 9), 'Asha Rao'),
      named(disclosure(state, DIRECTOR_SALE, 'XYZ', 10, 20_000), 'Asha Rao'),
      named(disclosure(state, RELATIVE_BUY, 'ABC', 500, 9_000), 'Dev Rao'),
    ].flatMap((d) => insiderTradeReturns(state, d) ?? []);
    const byPerson = finished(insiderGroups('person', measured));
    expect(byPerson.overall.deals).toBe(4);
    expect(byPerson.groups.map((g) => [g.key, g.deals])).toEqual([
      ['Asha Rao · ABC', 2],
      ['Asha Rao · XYZ', 1],
      ['Dev Rao · ABC', 1],
    ]);
    // Her ABC purchase broadcast on day 10 gains 10 % by T+1 (₹100 → ₹110); the one broadcast on day 9, 0 %.
    expect(byPerson.groups[0]?.horizons[0]?.meanPct).toBe(5);
  });
});

type Refusal = { status: 0; message: string };

describe('TodayActivity/getInsiderPerformance', { timeout: 180_000 }, () => {
  const app = useMarketTestApp();

  it('refuses a range that runs backwards, a weekend end, a bad grouping, with status 0 and a message', async () => {
    for (const path of [
      'TodayActivity/getInsiderPerformance?from=2026-11-20&to=2026-10-01',
      'TodayActivity/getInsiderPerformance?to=2026-11-15',
      'TodayActivity/getInsiderPerformance?from=2026-13-45',
      'TodayActivity/getInsiderPerformance?groupBy=client',
    ]) {
      const { statusCode, body } = await app.get<Refusal>(path);
      expect(statusCode, path).toBe(400);
      expect(body.status).toBe(0);
      expect(body.message.length).toBeGreaterThan(10);
    }
    const backwards = await app.get<Refusal>(
      'TodayActivity/getInsiderPerformance?from=2026-11-20&to=2026-10-01',
    );
    expect(backwards.body.message).toContain('after it ends');
  });

  it('measures a range’s open-market trades in the background and groups them', async () => {
    let answer: InsiderPerformanceAnswer | undefined;
    for (let k = 0; k < 60 && answer === undefined; k++) {
      const { statusCode, body } = await app.get<InsiderPerformanceAnswer>(
        'TodayActivity/getInsiderPerformance?from=2026-09-01&to=2026-11-13',
      );
      expect(statusCode).toBe(200);
      if (body.ready) answer = body;
      else expect(body.progressPct).toBeLessThan(100);
    }
    expect(answer?.groupBy).toBe('category');
    expect(answer?.overall.deals).toBeGreaterThan(50);
    expect(answer?.groups.reduce((a, g) => a + g.deals, 0)).toBe(answer?.overall.deals);
    expect(answer?.groups.map((g) => g.key).sort()).toEqual([
      'designated-person',
      'director',
      'immediate-relative',
      'kmp',
      'promoter',
    ]);
    const [t1, , t20] = answer?.overall.horizons ?? [];
    expect(t1?.n).toBe(answer?.overall.deals);
    expect(t20?.n ?? 0).toBeLessThan(t1?.n ?? 0);
    expect(answer?.method).toContain('broadcast');
    expect(answer?.method).toContain('ESOP');
    const bySide = await app.get<InsiderPerformanceAnswer>(
      'TodayActivity/getInsiderPerformance?from=2026-09-01&to=2026-11-13&groupBy=side',
    );
    expect(bySide.body.groups.map((g) => g.key).sort()).toEqual(['acquired', 'disposed']);
    expect(bySide.body.overall).toEqual(answer?.overall);
  });
});
