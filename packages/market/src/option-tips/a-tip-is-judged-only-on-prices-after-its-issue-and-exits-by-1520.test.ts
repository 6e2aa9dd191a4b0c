import { describe, expect, it } from 'vitest';
import { judgeTip } from './judge';
import { callTip, EXIT_BY, ISSUED, MINUTE, quote } from './tip-fixtures';

describe('a tip is judged only on what the market did after its issue', () => {
  it('ignores quotes at or before the issue, however good', () => {
    const before = [quote(-5, 300, 300.1), quote(0, 300, 300.1)];
    expect(judgeTip(callTip, before, EXIT_BY + MINUTE)).toMatchObject({ status: 'unfilled', netPaise: 0 });
    const j = judgeTip(callTip, [...before, quote(1, 119.9, 120), quote(2, 125, 125.1)], ISSUED + 2 * MINUTE);
    expect(j.status).toBe('open');
    expect(j.entry?.at).toBe(ISSUED + MINUTE);
  });

  it('skips a quote with no ask to buy at: the entry is the next tradable price', () => {
    const j = judgeTip(callTip, [quote(1, 0, 0), quote(2, 121.9, 122)], ISSUED + 3 * MINUTE);
    expect(j.entry?.legs).toEqual([12_200]);
  });

  it('marks an open tip at the latest bid, with the charges of closing there', () => {
    // Bought at ₹120, bid ₹150 is beyond the target: that would close it. Bid ₹130 marks it.
    const j = judgeTip(callTip, [quote(1, 119.9, 120), quote(2, 130, 130.1)], ISSUED + 2 * MINUTE);
    expect(j.status).toBe('open');
    expect(j.exit?.premium).toBe(13_000);
    expect(j.grossPaise).toBe(75_000);
    expect(j.netPaise).toBe(75_000 - j.chargesPaise);
  });

  it('closes at the last quote before 15:20 when neither target nor stop was reached', () => {
    const quotes = [
      quote(1, 119.9, 120),
      quote(100, 125, 125.1),
      quote(334, 130, 130.1),
      quote(340, 149.9, 150),
    ];
    // 334 minutes after 09:45 is 15:19; 340 is 15:25, after the latest exit, and is not read.
    expect(ISSUED + 334 * MINUTE).toBeLessThan(EXIT_BY);
    expect(ISSUED + 340 * MINUTE).toBeGreaterThan(EXIT_BY);
    const j = judgeTip(callTip, quotes, EXIT_BY);
    expect(j.status).toBe('time');
    expect(j.exit?.premium).toBe(13_000);
    expect(j.grossPaise).toBe((130 - 120) * 75 * 100);
  });
});
