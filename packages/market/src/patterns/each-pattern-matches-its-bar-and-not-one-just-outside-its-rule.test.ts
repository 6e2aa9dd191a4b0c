import { describe, expect, it } from 'vitest';
import { PATTERN_LOOKBACK, PRICE_PATTERNS, patternsAt, pricePatternOf } from './index';
import { afterTrend, type Bar, barsOfRanges, seriesOf } from './test-support';

interface Case {
  readonly id: string;
  readonly trend: 'up' | 'down' | 'flat';
  /** Bars that are the pattern. */
  readonly is: readonly Bar[];
  /** Bars that miss one condition of the rule by the smallest step. */
  readonly barelyNot: readonly Bar[];
  readonly why: string;
}

const RED_LONG: Bar = [10_200, 10_220, 9_980, 10_000];
const GREEN_LONG: Bar = [10_000, 10_220, 9_980, 10_200];

const CASES: readonly Case[] = [
  {
    id: 'doji',
    trend: 'flat',
    is: [[10_000, 10_050, 9_950, 10_010]],
    barelyNot: [[10_000, 10_050, 9_950, 10_011]],
    why: 'body 11 > 10 % of range 100',
  },
  {
    id: 'hammer',
    trend: 'down',
    is: [[10_000, 10_100, 9_800, 10_100]],
    barelyNot: [[10_000, 10_100, 9_801, 10_100]],
    why: 'lower shadow 199 < 2 × body 100',
  },
  {
    id: 'hanging-man',
    trend: 'up',
    is: [[10_000, 10_100, 9_100, 10_100]],
    barelyNot: [[10_000, 10_212, 9_100, 10_100]],
    why: 'upper shadow 112 > 10 % of range 1,112',
  },
  {
    id: 'inverted-hammer',
    trend: 'down',
    is: [[10_000, 10_300, 10_000, 10_100]],
    barelyNot: [[10_000, 10_299, 10_000, 10_100]],
    why: 'upper shadow 199 < 2 × body 100',
  },
  {
    id: 'shooting-star',
    trend: 'up',
    is: [[10_000, 10_400, 9_956, 10_100]],
    barelyNot: [[10_000, 10_400, 9_955, 10_100]],
    why: 'lower shadow 45 > 10 % of range 445',
  },
  {
    id: 'bullish-engulfing',
    trend: 'down',
    is: [
      [10_100, 10_120, 9_980, 10_000],
      [9_990, 10_110, 9_980, 10_100],
    ],
    barelyNot: [
      [10_100, 10_120, 9_980, 10_000],
      [10_000, 10_110, 9_980, 10_100],
    ],
    why: 'second body 100 is not bigger than 100',
  },
  {
    id: 'bearish-engulfing',
    trend: 'up',
    is: [
      [10_000, 10_120, 9_980, 10_100],
      [10_110, 10_120, 9_990, 10_000],
    ],
    barelyNot: [
      [10_000, 10_120, 9_980, 10_100],
      [10_110, 10_120, 9_990, 10_001],
    ],
    why: 'closes 1 above the green open',
  },
  {
    id: 'bullish-harami',
    trend: 'down',
    is: [RED_LONG, [10_050, 10_160, 10_040, 10_150]],
    barelyNot: [RED_LONG, [10_050, 10_210, 10_040, 10_201]],
    why: 'closes 1 above the red open',
  },
  {
    id: 'bearish-harami',
    trend: 'up',
    is: [GREEN_LONG, [10_150, 10_160, 10_040, 10_050]],
    barelyNot: [
      [10_000, 10_270, 9_930, 10_200],
      [10_150, 10_160, 10_040, 10_050],
    ],
    why: 'first body 200 < 60 % of range 340',
  },
  {
    id: 'piercing-line',
    trend: 'down',
    is: [RED_LONG, [9_950, 10_110, 9_940, 10_101]],
    barelyNot: [RED_LONG, [9_950, 10_110, 9_940, 10_100]],
    why: 'closes at, not above, the red midpoint',
  },
  {
    id: 'dark-cloud-cover',
    trend: 'up',
    is: [GREEN_LONG, [10_250, 10_260, 10_090, 10_099]],
    barelyNot: [GREEN_LONG, [10_200, 10_260, 10_090, 10_099]],
    why: 'opens at, not above, the green close',
  },
  {
    id: 'morning-star',
    trend: 'down',
    is: [RED_LONG, [9_980, 9_990, 9_950, 9_960], [9_970, 10_110, 9_960, 10_101]],
    barelyNot: [RED_LONG, [9_999, 10_005, 9_930, 9_938], [9_970, 10_110, 9_930, 10_101]],
    why: 'star body 61 > 30 % of 200',
  },
  {
    id: 'evening-star',
    trend: 'up',
    is: [GREEN_LONG, [10_220, 10_250, 10_210, 10_240], [10_230, 10_240, 10_090, 10_099]],
    barelyNot: [GREEN_LONG, [10_220, 10_250, 10_210, 10_240], [10_230, 10_240, 10_090, 10_100]],
    why: 'closes at, not below, the green midpoint',
  },
  {
    id: 'three-white-soldiers',
    trend: 'flat',
    is: [
      [10_000, 10_110, 9_990, 10_100],
      [10_050, 10_160, 10_040, 10_150],
      [10_100, 10_210, 10_090, 10_200],
    ],
    barelyNot: [
      [10_000, 10_110, 9_990, 10_100],
      [10_050, 10_160, 10_040, 10_150],
      [10_151, 10_260, 10_141, 10_251],
    ],
    why: 'third opens 1 above the second close',
  },
  {
    id: 'three-black-crows',
    trend: 'flat',
    is: [
      [10_200, 10_210, 10_090, 10_100],
      [10_150, 10_160, 10_040, 10_050],
      [10_100, 10_110, 9_990, 10_000],
    ],
    barelyNot: [
      [10_200, 10_210, 10_090, 10_100],
      [10_150, 10_160, 10_040, 10_050],
      [10_100, 10_110, 10_040, 10_050],
    ],
    why: 'third closes at, not below, the second close',
  },
  {
    id: 'inside-bar',
    trend: 'flat',
    is: [
      [10_000, 10_100, 9_900, 10_000],
      [10_000, 10_099, 9_901, 10_000],
    ],
    barelyNot: [
      [10_000, 10_100, 9_900, 10_000],
      [10_000, 10_100, 9_901, 10_000],
    ],
    why: 'high equals the previous high',
  },
  {
    id: 'outside-bar',
    trend: 'flat',
    is: [
      [10_000, 10_100, 9_900, 10_000],
      [10_000, 10_101, 9_899, 10_000],
    ],
    barelyNot: [
      [10_000, 10_100, 9_900, 10_000],
      [10_000, 10_101, 9_900, 10_000],
    ],
    why: 'low equals the previous low',
  },
  {
    id: 'nr4',
    trend: 'flat',
    is: barsOfRanges([100, 90, 80, 79]),
    barelyNot: barsOfRanges([100, 90, 80, 80]),
    why: 'range equals the previous range',
  },
  {
    id: 'nr7',
    trend: 'flat',
    is: barsOfRanges([100, 95, 90, 85, 80, 75, 74]),
    barelyNot: barsOfRanges([100, 95, 90, 85, 74, 75, 74]),
    why: 'range equals one four bars back',
  },
];

describe('price patterns on crafted bars', () => {
  it('has one case per pattern and unique ids', () => {
    expect(new Set(CASES.map((c) => c.id))).toEqual(new Set(PRICE_PATTERNS.map((p) => p.id)));
    expect(PRICE_PATTERNS.length).toBe(19);
  });

  for (const c of CASES) {
    it(`${c.id}: matches the crafted bar and not one where the ${c.why}`, () => {
      const pattern = pricePatternOf(c.id);
      if (!pattern) throw new Error(`no pattern ${c.id}`);
      const yes = afterTrend(c.trend, c.is);
      const no = afterTrend(c.trend, c.barelyNot);
      expect(pattern.detect(yes.s, yes.t)).toBe(true);
      expect(pattern.detect(no.s, no.t)).toBe(false);
      expect(patternsAt(yes.s, yes.t)).toContain(c.id);
      expect(pattern.bars + 6).toBeLessThanOrEqual(PATTERN_LOOKBACK + 6);
    });
  }

  it('needs the trend: a hammer candle after an up-trend is a hanging man, not a hammer, and after a flat run neither', () => {
    const candle: Bar = [10_000, 10_100, 9_100, 10_100];
    expect(patternsAt(afterTrend('up', [candle]).s, 6)).toEqual(expect.arrayContaining(['hanging-man']));
    expect(patternsAt(afterTrend('up', [candle]).s, 6)).not.toContain('hammer');
    const flat = patternsAt(afterTrend('flat', [candle]).s, 6);
    expect(flat).not.toContain('hammer');
    expect(flat).not.toContain('hanging-man');
  });

  it('never matches (and never throws) without enough bars or with missing prices', () => {
    const short = seriesOf([[10_000, 10_100, 9_800, 10_100]]); // a hammer candle, not a doji
    for (const p of PRICE_PATTERNS) {
      expect(p.detect(short, 0)).toBe(false);
      expect(p.detect(short, 5)).toBe(false);
      expect(p.detect(short, -1)).toBe(false);
    }
    const gap = afterTrend('down', [[0, 0, 0, 0]]);
    expect(patternsAt(gap.s, gap.t)).toEqual([]);
  });
});
