import { describe, expect, it } from 'vitest';
import { stockTipsAt } from './rules';
import { type Bar, columns, flat } from './stock-tip-fixtures';

describe('no look-ahead', () => {
  const issue: Bar = { o: 10_000, h: 10_300, l: 10_000, c: 10_270, v: 2000 };

  it('gives a past day the same tips whatever bars, and whatever later split, follow it', () => {
    const past = stockTipsAt('X', columns([...flat(25), issue]), 25);
    expect(past.map((t) => t.rule)).toEqual(['btst-strong-close', 'swing-breakout']);
    const crash = Array.from({ length: 30 }, () => ({ o: 5_000, h: 5_100, l: 4_000, c: 4_500, v: 9_000 }));
    expect(stockTipsAt('X', columns([...flat(25), issue, ...crash]), 25)).toEqual(past);
    // A 1:2 split after the issue day rewrites every earlier backward factor to 0.5.
    const halved = [...flat(25), issue].map((b) => ({ ...b, factor: 0.5 }));
    const afterSplit = Array.from({ length: 5 }, () => ({ o: 5_150, h: 5_200, l: 5_100, c: 5_150 }));
    expect(stockTipsAt('X', columns([...halved, ...afterSplit]), 25)).toEqual(past);
  });

  it('issues nothing the day after from the same breakout', () => {
    const next: Bar = { o: 10_270, h: 10_280, l: 10_200, c: 10_250, v: 1000 };
    expect(stockTipsAt('X', columns([...flat(25), issue, next]), 26)).toEqual([]);
  });
});
