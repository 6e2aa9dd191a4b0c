import { describe, expect, it } from 'vitest';
import {
  PRE_MARKET_SCREENS,
  type PreOpenFigures,
  preMarketScreenOf,
  preOpenValueCrore,
} from './pre-market-screens';

const figures = (over: Partial<PreOpenFigures> = {}): PreOpenFigures => ({
  prevClose: 10_000,
  prevHigh: 10_150,
  prevLow: 9_850,
  iep: 10_000,
  buyQuantity: 1_000,
  sellQuantity: 1_000,
  finalQuantity: 500,
  ...over,
});

const matching = (f: PreOpenFigures) => PRE_MARKET_SCREENS.filter((s) => s.matches(f)).map((s) => s.id);
const screen = (id: string) => {
  const s = preMarketScreenOf(id);
  if (!s) throw new Error(`no screen ${id}`);
  return s;
};

describe('pre-market screens', () => {
  it('numbers the screens 1…13 and puts every gap in exactly one band (0 % in none)', () => {
    expect(PRE_MARKET_SCREENS.map((s) => s.id)).toEqual(Array.from({ length: 13 }, (_, i) => String(i + 1)));
    const bands = ['1', '2', '3', '4', '5', '6'];
    const cases: [number, string | null][] = [
      [10_200, '1'],
      [10_199, '2'],
      [10_100, '2'],
      [10_099, '3'],
      [10_001, '3'],
      [10_000, null],
      [9_999, '4'],
      [9_901, '4'],
      [9_900, '5'],
      [9_801, '5'],
      [9_800, '6'],
    ];
    for (const [iep, band] of cases) {
      const found = matching(figures({ iep, prevHigh: 20_000, prevLow: 1 })).filter((id) =>
        bands.includes(id),
      );
      expect({ iep, found }).toEqual({ iep, found: band === null ? [] : [band] });
    }
  });

  it('strong buying or selling at 1.5× the other side, not just under', () => {
    expect(screen('7').matches(figures({ buyQuantity: 1_500 }))).toBe(true);
    expect(screen('7').matches(figures({ buyQuantity: 1_499 }))).toBe(false);
    expect(screen('8').matches(figures({ sellQuantity: 1_500 }))).toBe(true);
    expect(screen('8').matches(figures({ sellQuantity: 1_499 }))).toBe(false);
    expect(screen('7').metricOf(figures({ buyQuantity: 3_000 }))).toBe(3);
  });

  it('big value from ₹10 crore: iep × matched quantity', () => {
    // ₹100.00 × 1,000,000 shares = ₹10 crore.
    expect(preOpenValueCrore(figures({ finalQuantity: 1_000_000 }))).toBe(10);
    expect(screen('9').matches(figures({ finalQuantity: 1_000_000 }))).toBe(true);
    expect(screen('9').matches(figures({ finalQuantity: 999_999 }))).toBe(false);
  });

  it("opens beyond yesterday's range, and gaps backed by the order book", () => {
    expect(screen('10').matches(figures({ iep: 10_151 }))).toBe(true);
    expect(screen('10').matches(figures({ iep: 10_150 }))).toBe(false);
    expect(screen('11').matches(figures({ iep: 9_849 }))).toBe(true);
    expect(screen('11').matches(figures({ iep: 9_850 }))).toBe(false);
    expect(screen('12').matches(figures({ iep: 10_100, buyQuantity: 1_200 }))).toBe(true);
    expect(screen('12').matches(figures({ iep: 10_100, buyQuantity: 1_199 }))).toBe(false);
    expect(screen('13').matches(figures({ iep: 9_900, sellQuantity: 1_200 }))).toBe(true);
    expect(screen('13').matches(figures({ iep: 9_901, sellQuantity: 1_200 }))).toBe(false);
  });
});
