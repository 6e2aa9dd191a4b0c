import { describe, expect, it } from 'vitest';
import { judgeStockTip } from './judge';
import { issueThen, tip } from './stock-tip-fixtures';

describe('a stock tip held overnight', () => {
  it('pays delivery charges on both orders, to the paisa', () => {
    // 1,000 shares bought at ₹100 (₹1,00,000), sold at the ₹105 target the next session (₹1,05,000).
    // buy: STT 0.1 % = 100; exchange 0.00297 % = 2.97; SEBI 0.10; GST 18 % × 3.07 = 0.5526 → 0.55;
    //      stamp 0.015 % = 15.00 → ₹118.62
    // sell: STT 105; exchange 3.1185 → 3.12; SEBI 0.105 → 0.11; DP 13.50;
    //       GST 18 % × 16.73 = 3.0114 → 3.01 → ₹124.74
    // charges ₹243.36; gross ₹5,000; net ₹4,756.64
    const j = judgeStockTip(
      tip,
      issueThen(
        { o: 10_000, h: 10_200, l: 9_950, c: 10_150 },
        { o: 10_150, h: 10_550, l: 10_100, c: 10_400 },
      ),
    );
    expect(j).toMatchObject({
      status: 'target',
      quantity: 1000,
      product: 'delivery',
      grossPaise: 500_000,
      chargesPaise: 24_336,
      netPaise: 475_664,
    });
  });
});
