import { describe, expect, it } from 'vitest';
import { type StockTipRule, stockTipsAt } from './rules';
import { type Bar, columns, flat } from './stock-tip-fixtures';

const rulesAt = (bars: readonly Bar[], day = bars.length - 1): StockTipRule[] =>
  stockTipsAt('X', columns(bars), day).map((t) => t.rule);

describe('swing breakout', () => {
  // 25 quiet days (highs ₹101, lows ₹99, 1,000 shares), then the issue day.
  const day = (c: number, v: number): Bar => ({ o: 10_000, h: 10_200, l: 10_000, c, v });

  it('fires on a close above the 20-day high on 1.5 times the average volume', () => {
    const [swing] = stockTipsAt('X', columns([...flat(25), day(10_150, 1500)]), 25);
    // entry ₹101.50–₹102.50 (+1 % on the tick), stop the 10-day low ₹99, risk ₹2.50, target 2R = ₹106.50.
    expect(swing).toMatchObject({
      rule: 'swing-breakout',
      horizon: 'swing',
      entryLow: 10_150,
      entryHigh: 10_250,
      stop: 9_900,
      target: 10_650,
      horizonSessions: 10,
      entryWindowSessions: 3,
    });
  });

  it('does not fire on a close at the 20-day high or on one share less than 1.5 times the volume', () => {
    expect(rulesAt([...flat(25), day(10_100, 1500)])).not.toContain('swing-breakout');
    expect(rulesAt([...flat(25), day(10_150, 1499)])).not.toContain('swing-breakout');
  });
});

describe('BTST strong close', () => {
  // Range ₹100–₹103: the top 10 % starts at ₹102.70. ATR(14) = (13 × 200 + 300) / 14 = 207.14 paise.
  const day = (c: number, v: number): Bar => ({ o: 10_000, h: 10_300, l: 10_000, c, v });

  it('fires on a close in the top 10 % of the range on twice the average volume', () => {
    const btst = stockTipsAt('X', columns([...flat(25), day(10_270, 2000)]), 25).find(
      (t) => t.rule === 'btst-strong-close',
    );
    // target 102.70 + 2.0714 = 104.7714 → ₹104.75; stop 102.70 − 1.0357 = 101.6643 → ₹101.65.
    expect(btst).toMatchObject({ horizon: 'btst', entryLow: 10_270, target: 10_475, stop: 10_165 });
    expect(btst?.horizonSessions).toBe(1);
    expect(btst?.entryWindowSessions).toBe(1);
  });

  it('does not fire one tick below the top 10 % or on one share less than twice the volume', () => {
    expect(rulesAt([...flat(25), day(10_265, 2000)])).not.toContain('btst-strong-close');
    expect(rulesAt([...flat(25), day(10_270, 1999)])).not.toContain('btst-strong-close');
  });
});

describe('positional golden cross', () => {
  // 200 days alternating ₹100.00 / ₹100.20 (mean 100.10), then 50 alternating ₹100.00 / ₹100.18 (mean
  // 100.09): on day 249 SMA50 = 100.09 < SMA200 = 100.0975. A close X on day 250 moves SMA50 by
  // (X − 10,000)/50 and SMA200 by (X − 10,000)/200 paise: they cross when 0.015 × (X − 10,000) > 0.75,
  // i.e. X above ₹100.50 (₹100.50 itself only ties).
  const history = (): Bar[] =>
    Array.from({ length: 250 }, (_v, t) => {
      const c = t % 2 === 0 ? 10_000 : t < 200 ? 10_020 : 10_018;
      return { o: c, h: c + 10, l: c - 10, c };
    });
  const withClose = (c: number): Bar[] => [...history(), { o: c, h: c + 10, l: c - 10, c }];

  it('fires on the day the 50-day average crosses above the 200-day with RSI(14) in 50–70', () => {
    const [tip] = stockTipsAt('X', columns(withClose(10_055)), 250);
    expect(tip?.rule).toBe('positional-golden-cross');
    expect(tip?.horizonSessions).toBe(60);
    const rsi14 = tip?.facts.rsi14 ?? Number.NaN;
    expect(rsi14).toBeGreaterThanOrEqual(50);
    expect(rsi14).toBeLessThanOrEqual(70);
  });

  it('does not fire one tick short of the cross, on the day after it, or with RSI above 70', () => {
    expect(rulesAt(withClose(10_045))).toEqual([]);
    expect(rulesAt(withClose(10_050))).toEqual([]);
    const after = [...withClose(10_055), { o: 10_060, h: 10_070, l: 10_050, c: 10_060 }];
    expect(rulesAt(after)).toEqual([]);
    // A jump to ₹106 crosses too, but RSI(14) is far above 70.
    const jump = stockTipsAt('X', columns(withClose(10_600)), 250);
    expect(jump.map((t) => t.rule)).not.toContain('positional-golden-cross');
  });
});

describe('an index without volume (NIFTY)', () => {
  it('gets no volume-rule tip from a breakout with a strong close', () => {
    const bars = [...flat(25), { o: 10_000, h: 10_300, l: 10_000, c: 10_270 }].map((b) => ({ ...b, v: 0 }));
    expect(rulesAt(bars)).toEqual([]);
  });
});
