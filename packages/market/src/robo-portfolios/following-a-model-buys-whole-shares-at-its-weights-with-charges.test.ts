import { describe, expect, it } from 'vitest';
import { followMinimumPaise, planFollow } from './follow-model';

const targets = [
  { symbol: 'AAA', weight: 0.6, pricePaise: 10_000 },
  { symbol: 'BBB', weight: 0.4, pricePaise: 25_000 },
];

describe('following a model', () => {
  it('buys whole shares at the weights with the contract-note charges (hand-computed)', () => {
    // ₹10,000 less the 0.2 % buffer = ₹9,980: AAA 60 % = ₹5,988 → 59 × ₹100; BBB 40 % = ₹3,992 → 15 × ₹250.
    // AAA ₹5,900: STT ₹5.90 → ₹6, exchange 17.523 → 18 p, SEBI 0.59 → 1 p, stamp 88.5 → 89 p,
    //   GST 18 % of 19 p = 3.42 → 3 p: 711 p.
    // BBB ₹3,750: STT ₹3.75 → ₹4, exchange 11.1375 → 11 p, SEBI 0.375 → 0 p, stamp 56.25 → 56 p,
    //   GST 18 % of 11 p = 1.98 → 2 p: 469 p.
    const plan = planFollow(targets, 1_000_000);
    expect(plan).toEqual({
      kind: 'ok',
      buys: [
        { symbol: 'AAA', quantity: 59, pricePaise: 10_000, chargesPaise: 711 },
        { symbol: 'BBB', quantity: 15, pricePaise: 25_000, chargesPaise: 469 },
      ],
      spentPaise: 590_000 + 375_000 + 711 + 469,
      cashPaise: 1_000_000 - 966_180,
    });
  });

  it('refuses an amount that cannot buy one share of each, naming the minimum', () => {
    // BBB needs ₹250 ÷ (0.4 × 0.998) = ₹626.25 → ₹627; at ₹627 AAA gets 3 and BBB 1 share, charges 11 p.
    expect(followMinimumPaise(targets)).toBe(62_700);
    expect(planFollow(targets, 62_600)).toEqual({ kind: 'too-small', minimumPaise: 62_700 });
    const at = planFollow(targets, 62_700);
    expect(at.kind === 'ok' && at.buys.map((b) => b.quantity)).toEqual([3, 1]);
    expect(at.kind === 'ok' && at.cashPaise).toBe(62_700 - 55_011);
  });

  it('never spends more than the amount when whole-rupee STT outgrows the buffer', () => {
    const cheap = [{ symbol: 'CCC', weight: 1, pricePaise: 150 }];
    for (const amount of [20_000, 50_000, 150_000, 777_700]) {
      const plan = planFollow(cheap, amount);
      expect(plan.kind).toBe('ok');
      if (plan.kind === 'ok') expect(plan.cashPaise).toBeGreaterThanOrEqual(0);
    }
  });
});
