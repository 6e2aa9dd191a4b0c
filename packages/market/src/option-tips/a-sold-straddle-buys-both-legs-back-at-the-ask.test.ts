import { describe, expect, it } from 'vitest';
import { fnoChargesForOrder } from '../charges/fno-charges';
import { isoDate } from '../units';
import { judgeTip } from './judge';
import type { OptionTip } from './rules';
import { callTip, EXIT_BY, ISSUED, MINUTE } from './tip-fixtures';

/** Sell the NIFTY 24000 straddle quoted at ₹100 + ₹100: target ₹160, stop ₹250 (per unit). */
const straddle: OptionTip = {
  ...callTip,
  rule: 'rich-iv-short-straddle',
  side: 'sell',
  legs: [
    { expiry: '2025-01-16', strike: 24000, right: 'CE', side: 'sell', lots: 1, priceAtIssue: 10_000 },
    { expiry: '2025-01-16', strike: 24000, right: 'PE', side: 'sell', lots: 1, priceAtIssue: 10_000 },
  ],
  premiumAtIssue: 20_000,
  target: 16_000,
  stop: 25_000,
};

const both = (minutes: number, call: [number, number], put: [number, number]) => ({
  at: ISSUED + minutes * MINUTE,
  legs: [
    { bid: call[0] * 100, ask: call[1] * 100 },
    { bid: put[0] * 100, ask: put[1] * 100 },
  ],
});

describe('a sold straddle', () => {
  it('sells both legs at the bid, buys them back at the ask once their sum is at the target', () => {
    const quotes = [
      both(1, [99, 100], [98, 99]),
      both(2, [70, 71], [95, 96]),
      both(3, [60, 60.5], [99, 99.5]),
    ];
    const j = judgeTip(straddle, quotes, EXIT_BY);
    // Entry credit ₹99 + ₹98 = ₹197; minute 2 costs ₹71 + ₹96 = ₹167 (above ₹160); minute 3 ₹160.
    expect(j.entry?.premium).toBe(19_700);
    expect(j.status).toBe('target');
    expect(j.exit?.legs).toEqual([6_050, 9_950]);
    expect(j.grossPaise).toBe((197 - 160) * 75 * 100);
    const order = (side: 'buy' | 'sell', pricePaise: number) =>
      fnoChargesForOrder({
        instrument: 'options',
        side,
        quantity: 75,
        pricePaise,
        tradeDate: isoDate('2025-01-15'),
      }).total;
    const charges = order('sell', 9_900) + order('sell', 9_800) + order('buy', 6_050) + order('buy', 9_950);
    expect(j.chargesPaise).toBe(charges);
    expect(j.netPaise).toBe(j.grossPaise - charges);
  });

  it('is stopped when buying back would cost the stop or more', () => {
    const quotes = [both(1, [99, 100], [98, 99]), both(2, [150, 151], [100, 101])];
    expect(judgeTip(straddle, quotes, EXIT_BY)).toMatchObject({ status: 'stop', exit: { premium: 25_200 } });
  });
});
