import type { IsoDate, Paise, Quantity } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { finished } from './answer-slices';
import { type DealOutcome, groupedOutcomes } from './deals-performance';
import { Groupings } from './performance-ranges';

/** `n` outcomes of `symbols` stocks, alternating sides, with returns that differ per item. */
function outcomes(n: number, symbols: number): DealOutcome[] {
  return Array.from({ length: n }, (_, i) => ({
    deal: {
      tradeDate: '2026-01-02' as IsoDate,
      symbol: `S${i % symbols}`,
      securityName: `S${i % symbols}`,
      clientName: 'KONKAN EMERGING MARKETS FPI',
      side: i % 2 === 0 ? ('BUY' as const) : ('SELL' as const),
      quantity: 100 as Quantity,
      price: 10_000 as Paise,
      remarks: null,
    },
    valuePaise: 1_000_000,
    pctOfShares: 0.6,
    returns: [0.01 * (i % 7), 0.02, i % 3 === 0 ? null : -0.01, null],
    niftyReturns: [0.005, 0.01, 0.0, null],
  }));
}

const bySymbol = (o: DealOutcome) => o.deal.symbol;

describe('a year of outcomes is grouped in steps, once per range and grouping', () => {
  it('yields every thousand items and after each group, and gives what one go gives', () => {
    const items = outcomes(12_000, 40);
    const steps = groupedOutcomes(items, bySymbol, (o) => o);
    let yields = 0;
    let next = steps.next();
    while (next.done !== true) {
      yields += 1;
      next = steps.next();
    }
    // 12 thousand-item steps and one step per group (40 stocks).
    expect(yields).toBe(12 + 40);
    const grouped = next.value;
    expect(grouped).toEqual(finished(groupedOutcomes(items, bySymbol, (o) => o)));
    expect(grouped.overall.deals).toBe(12_000);
    expect(grouped.groups).toHaveLength(40);
    expect(grouped.groups.reduce((a, g) => a + g.deals, 0)).toBe(12_000);
    // T+1: returns 0.00..0.06 over i % 7, the mean of 12,000 items (i from 0) to 2 decimals, in %.
    const mean = items.reduce((a, o) => a + (o.returns[0] ?? 0), 0) / items.length;
    expect(grouped.overall.horizons[0]?.meanPct).toBe(Math.round(mean * 1e4) / 1e2);
  });

  it('keeps a measured range’s grouping and builds it once for concurrent askers; a range still measuring is not kept', async () => {
    const groupings = new Groupings();
    let builds = 0;
    const steps = () => {
      builds += 1;
      return groupedOutcomes(outcomes(3_000, 5), bySymbol, (o) => o);
    };
    const [a, b] = await Promise.all([
      groupings.of('r1|side', true, steps),
      groupings.of('r1|side', true, steps),
    ]);
    expect(a).toBe(b);
    expect(await groupings.of('r1|side', true, steps)).toBe(a);
    expect(builds).toBe(1);
    await groupings.of('r1|client', true, steps);
    expect(builds).toBe(2);
    const measuring = await groupings.of('r2|side', false, steps);
    expect(await groupings.of('r2|side', false, steps)).not.toBe(measuring);
    expect(builds).toBe(4);
  });
});
