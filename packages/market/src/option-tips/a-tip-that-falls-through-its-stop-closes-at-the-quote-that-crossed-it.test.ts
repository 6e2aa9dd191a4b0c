import { describe, expect, it } from 'vitest';
import { judgeTip } from './judge';
import { callTip, EXIT_BY, quote } from './tip-fixtures';

describe('a call bought at ₹120 whose bid gaps from ₹110 to ₹90 through the ₹92 stop', () => {
  const quotes = [quote(1, 119.9, 120), quote(2, 110, 110.1), quote(3, 90, 90.1), quote(4, 200, 200.1)];

  it('closes at ₹90, the quote that crossed the stop, not at the stop', () => {
    const j = judgeTip(callTip, quotes, EXIT_BY);
    expect(j.status).toBe('stop');
    expect(j.exit?.premium).toBe(9_000);
  });

  it('loses (90 − 120) × 75 = ₹2,250 plus ₹27.60 buying and ₹33.40 selling: ₹2,311', () => {
    // Sell 75 at ₹90: premium ₹6,750; STT 0.1 % = 6.75 → ₹7; exchange 0.03503 % = 2.3645 → 2.36;
    // SEBI 0.00675 → 0.01; GST 18 % × (20 + 2.36 + 0.01) = 4.0266 → 4.03; total ₹33.40.
    const j = judgeTip(callTip, quotes, EXIT_BY);
    expect(j.grossPaise).toBe(-225_000);
    expect(j.chargesPaise).toBe(2_760 + 3_340);
    expect(j.netPaise).toBe(-231_100);
  });
});
