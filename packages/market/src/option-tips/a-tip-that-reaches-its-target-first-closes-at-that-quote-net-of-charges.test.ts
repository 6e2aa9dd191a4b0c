import { describe, expect, it } from 'vitest';
import { judgeTip } from './judge';
import { callTip, EXIT_BY, MINUTE, quote } from './tip-fixtures';

// Charges hand-computed in packages/market/src/charges (NIFTY CE, 75 units, rates of 1 Oct 2024):
// buy at ₹120 costs ₹27.60; sell at ₹150 costs ₹39.26.
describe('a call bought at ₹120 whose bid reaches the ₹149.50 target before the ₹92 stop', () => {
  const quotes = [quote(1, 119.9, 120), quote(2, 135, 135.1), quote(3, 150, 150.1), quote(4, 80, 80.1)];

  it('enters at the next ask after the issue and closes at the quote that reached the target', () => {
    const j = judgeTip(callTip, quotes, EXIT_BY + MINUTE);
    expect(j.status).toBe('target');
    expect(j.entry).toEqual({ at: quotes[0]?.at, legs: [12_000], premium: 12_000 });
    expect(j.exit).toEqual({ at: quotes[2]?.at, legs: [15_000], premium: 15_000 });
  });

  it('earns (150 − 120) × 75 = ₹2,250 less ₹27.60 + ₹39.26 of charges: ₹2,183.14', () => {
    const j = judgeTip(callTip, quotes, EXIT_BY + MINUTE);
    expect(j.grossPaise).toBe(225_000);
    expect(j.chargesPaise).toBe(2_760 + 3_926);
    expect(j.netPaise).toBe(218_314);
  });

  it('is the same judgement while the session still runs (a closed tip does not wait for 15:20)', () => {
    expect(judgeTip(callTip, quotes, quotes[3]?.at ?? 0).status).toBe('target');
  });
});
