import { describe, expect, it } from 'vitest';
import { compileScreen } from '../screening/compile-screen';
import { runScreen } from '../screening/run-screen';
import { tableUniverse } from '../screening/test-support';
import { INTRADAY_SCREENS, intradayScreenOf } from './index';
import type { FunctionScreen, IntradayInput } from './intraday-screen-types';
import { typicalPriceVwap } from './session-measures';
import { type Bar15, sessionBars, sessionInput } from './test-support';

function fn(id: string): FunctionScreen {
  const screen = intradayScreenOf(id);
  if (screen?.kind !== 'function') throw new Error(`screen ${id} is not a function screen`);
  return screen;
}

const FIRST: Bar15 = [10_000, 10_100, 9_900, 10_050, 1_000];
const SECOND: Bar15 = [10_050, 10_150, 9_950, 10_100, 1_000];

describe('the intraday screen catalogue', () => {
  it('numbers the screens 1…18, id 1 first, every language screen compiling to a condition', () => {
    expect(INTRADAY_SCREENS.map((s) => s.id)).toEqual(Array.from({ length: 18 }, (_, i) => String(i + 1)));
    for (const s of INTRADAY_SCREENS) {
      if (s.kind === 'language')
        expect(() => compileScreen(s.language, { expect: 'condition' })).not.toThrow();
      expect(s.rule.length).toBeGreaterThan(20);
    }
    expect(intradayScreenOf('99')).toBeUndefined();
  });
});

describe('opening-range screens', () => {
  it('15-minute breakout: last price above the first bar high once the second bar began, not at it', () => {
    const s = fn('5');
    expect(s.matches(sessionInput([FIRST, SECOND], { ltp: 10_101, forming: true }))).toBe(true);
    expect(s.matches(sessionInput([FIRST, SECOND], { ltp: 10_100, forming: true }))).toBe(false);
    // During the first bar there is no range yet.
    expect(s.matches(sessionInput([FIRST], { ltp: 10_500, forming: true }))).toBe(false);
    expect(s.metricOf(sessionInput([FIRST, SECOND], { ltp: 10_201 }))).toBeCloseTo(1, 10);
  });

  it('15-minute breakdown, 30-minute breakout and breakdown use the first one or two bars', () => {
    const third: Bar15 = [10_100, 10_120, 10_000, 10_100, 1_000];
    expect(fn('6').matches(sessionInput([FIRST, SECOND], { ltp: 9_899 }))).toBe(true);
    expect(fn('6').matches(sessionInput([FIRST, SECOND], { ltp: 9_900 }))).toBe(false);
    expect(fn('7').matches(sessionInput([FIRST, SECOND, third], { ltp: 10_151 }))).toBe(true);
    expect(fn('7').matches(sessionInput([FIRST, SECOND, third], { ltp: 10_150 }))).toBe(false);
    expect(fn('7').matches(sessionInput([FIRST, SECOND], { ltp: 10_500 }))).toBe(false);
    expect(fn('8').matches(sessionInput([FIRST, SECOND, third], { ltp: 9_899 }))).toBe(true);
    expect(fn('8').matches(sessionInput([FIRST, SECOND, third], { ltp: 9_900 }))).toBe(false);
  });
});

describe('VWAP with a volume surge', () => {
  const quiet: Bar15 = [10_000, 10_050, 9_950, 10_000, 100, 10_000];
  const surge = (volume: number, close: number): Bar15 => [10_000, 10_200, 9_990, close, volume, 10_010];
  const forming: Bar15 = [10_100, 10_110, 10_090, 10_100, 5];

  it('above: the last closed bar closes over the VWAP on 2× the mean of the bars before, the forming bar ignored', () => {
    const s = fn('9');
    expect(
      s.matches(sessionInput([quiet, quiet, quiet, surge(200, 10_100), forming], { forming: true })),
    ).toBe(true);
    expect(
      s.matches(sessionInput([quiet, quiet, quiet, surge(199, 10_100), forming], { forming: true })),
    ).toBe(false);
    expect(
      s.matches(sessionInput([quiet, quiet, quiet, surge(200, 10_010), forming], { forming: true })),
    ).toBe(false);
    expect(s.metricOf(sessionInput([quiet, quiet, quiet, surge(300, 10_100)]))).toBe(3);
    // Only two closed bars: not enough to judge a surge.
    expect(s.matches(sessionInput([quiet, surge(900, 10_100)]))).toBe(false);
  });

  it('below: the same surge closing under the VWAP', () => {
    const s = fn('10');
    expect(s.matches(sessionInput([quiet, quiet, surge(200, 10_009)]))).toBe(true);
    expect(s.matches(sessionInput([quiet, quiet, surge(200, 10_010)]))).toBe(false);
  });
});

describe('15-minute bar patterns and new extremes', () => {
  const wide: Bar15 = [10_000, 10_100, 9_900, 10_000, 100];
  it('inside bar on the last closed bar only', () => {
    const inside: Bar15 = [10_000, 10_099, 9_901, 10_000, 100];
    const touching: Bar15 = [10_000, 10_100, 9_901, 10_000, 100];
    expect(fn('13').matches(sessionInput([wide, inside]))).toBe(true);
    expect(fn('13').matches(sessionInput([wide, touching]))).toBe(false);
    expect(
      fn('13').matches(sessionInput([wide, inside, [10_000, 10_500, 9_500, 10_000, 1]], { forming: true })),
    ).toBe(true);
  });

  it('NR7: narrower than each of the six closed bars before', () => {
    const ranges = (rs: number[]): Bar15[] => rs.map((r) => [10_000, 10_000 + r, 10_000 - r, 10_000, 100]);
    expect(fn('14').matches(sessionInput(ranges([70, 65, 60, 55, 50, 45, 44])))).toBe(true);
    expect(fn('14').matches(sessionInput(ranges([70, 65, 60, 55, 44, 45, 44])))).toBe(false);
    expect(fn('14').matches(sessionInput(ranges([65, 60, 55, 50, 45, 44])))).toBe(false);
  });

  it('new day high / low in the latest bar, forming included', () => {
    const up: Bar15 = [10_000, 10_101, 9_950, 10_100, 100];
    const level: Bar15 = [10_000, 10_100, 9_950, 10_100, 100];
    expect(fn('15').matches(sessionInput([wide, up], { forming: true }))).toBe(true);
    expect(fn('15').matches(sessionInput([wide, level], { forming: true }))).toBe(false);
    expect(fn('15').matches(sessionInput([up]))).toBe(false);
    const down: Bar15 = [10_000, 10_050, 9_899, 9_900, 100];
    expect(fn('16').matches(sessionInput([wide, down]))).toBe(true);
    expect(fn('16').matches(sessionInput([wide, [10_000, 10_050, 9_900, 9_900, 100]]))).toBe(false);
  });
});

describe('language screens run over a universe agree with their rules', () => {
  /** Daily bars: yesterday closed at 100.00, today as given (paise). */
  function daily(today: readonly [number, number, number, number], volume = 1_000) {
    const dates = ['2026-11-20', '2026-11-23'];
    return {
      open: Int32Array.from([10_000, today[0]]),
      high: Int32Array.from([10_100, today[1]]),
      low: Int32Array.from([9_900, today[2]]),
      close: Int32Array.from([10_000, today[3]]),
      volume: Float64Array.from([1_000, volume]),
      adjFactor: Float64Array.from([1, 1]),
      dates,
    };
  }
  function m15(rows: readonly Bar15[]) {
    const b = sessionBars(rows);
    return {
      open: Int32Array.from(b.open as number[]),
      high: Int32Array.from(b.high as number[]),
      low: Int32Array.from(b.low as number[]),
      close: Int32Array.from(b.close as number[]),
      volume: Float64Array.from(b.volume as number[]),
      adjFactor: new Float64Array(rows.length).fill(1),
      dates: rows.map(() => '2026-11-23'),
    };
  }
  const run = (id: string, rows: Parameters<typeof tableUniverse>[0]) => {
    const screen = intradayScreenOf(id);
    if (screen?.kind !== 'language') throw new Error('not a language screen');
    return runScreen(compileScreen(screen.language), tableUniverse(rows)).symbols;
  };

  it('Open = High, Open = Low and the 1 % gaps on the day bar', () => {
    const rows = [
      { symbol: 'OEH', daily: daily([10_200, 10_200, 10_000, 10_050]) },
      { symbol: 'NEAR', daily: daily([10_200, 10_205, 10_000, 10_050]) },
      { symbol: 'OEL', daily: daily([9_900, 9_990, 9_900, 9_950]) },
      { symbol: 'GAP1', daily: daily([10_100, 10_150, 10_050, 10_120]) },
      { symbol: 'GAP099', daily: daily([10_099, 10_150, 10_050, 10_120]) },
    ];
    expect(run('1', rows)).toEqual(['OEH']);
    expect(run('2', rows)).toEqual(['OEL']);
    expect(run('3', rows)).toEqual(['OEH', 'NEAR', 'GAP1']);
    expect(run('4', rows)).toEqual(['OEL']);
  });

  it('above / below VWAP use the typical-price VWAP of the 15-minute bars, as the metric does', () => {
    const bars: Bar15[] = [
      [10_000, 10_300, 9_900, 10_200, 1_000],
      [10_200, 10_250, 10_000, 10_050, 3_000],
    ];
    // typical prices 10,133.3 and 10,100 → VWAP (10,133.3 × 1,000 + 10,100 × 3,000) ÷ 4,000 = 10,108.3
    const input: IntradayInput = sessionInput(bars);
    expect(typicalPriceVwap(input.bars)).toBeCloseTo(10_108.333, 2);
    const rows = [{ symbol: 'X', daily: daily([10_000, 10_300, 9_900, 10_050]), m15: m15(bars) }];
    expect(run('11', rows)).toEqual([]);
    expect(run('12', rows)).toEqual(['X']);
    const metric = intradayScreenOf('12')?.metricOf(input) ?? 0;
    expect(metric).toBeCloseTo((10_050 / 10_108.333 - 1) * 100, 3);
  });
});
