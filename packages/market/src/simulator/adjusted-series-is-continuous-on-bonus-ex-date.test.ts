import { describe, expect, it } from 'vitest';
import type { IsoDate, Paise } from '../units';
import { adjustSeries, type CorporateAction } from './corporate-actions';
import { generateDailyHistory } from './daily-history';
import { universe, weekdays } from './test-support';

describe('corporate actions', () => {
  it('halves the printed price on a 1:1 bonus ex-date while the adjusted series stays flat', () => {
    const dates = weekdays('2024-01-01', 6);
    const close = [100_000, 100_000, 100_000, 50_000, 50_000, 50_000];
    const bonus: CorporateAction = {
      kind: 'bonus',
      exDate: dates[3] as IsoDate,
      bonusShares: 1,
      heldShares: 1,
    };
    const { priceFactor, splitFactor, adjustedClose } = adjustSeries({ dates, close }, [bonus]);
    expect(Array.from(adjustedClose)).toEqual([50_000, 50_000, 50_000, 50_000, 50_000, 50_000]);
    expect(Array.from(priceFactor)).toEqual([0.5, 0.5, 0.5, 1, 1, 1]);
    expect(Array.from(splitFactor)).toEqual([0.5, 0.5, 0.5, 1, 1, 1]);
  });

  it('adjusts dividends by (P − D)/P, chains actions, and ignores future ex-dates', () => {
    const dates = weekdays('2024-01-01', 5);
    const close = [10_000, 9_800, 4_900, 4_900, 4_900];
    const actions: CorporateAction[] = [
      { kind: 'dividend', exDate: dates[1] as IsoDate, amountPaise: 200 as Paise },
      { kind: 'split', exDate: dates[2] as IsoDate, fromFaceValue: 10, toFaceValue: 5 },
      { kind: 'dividend', exDate: '2030-01-01' as IsoDate, amountPaise: 100 as Paise },
    ];
    const { priceFactor, splitFactor, adjustedClose } = adjustSeries({ dates, close }, actions);
    expect(priceFactor[0]).toBeCloseTo(0.5 * 0.98, 12);
    expect(splitFactor[0]).toBe(0.5);
    expect(adjustedClose[0]).toBeCloseTo(4_900, 9);
    expect(adjustedClose[1]).toBeCloseTo(4_900, 9);
    expect(priceFactor[4]).toBe(1);
  });

  it('prints split/bonus jumps in generated data while the adjusted close moves like a normal day', () => {
    const dates = weekdays('2014-01-01', 2600);
    const history = generateDailyHistory({ seed: 'actions', dates, instruments: universe(40, 4) });
    let checked = 0;
    let dividends = 0;
    for (const s of history.series.values()) {
      for (const a of s.actions) {
        const t = dates.indexOf(a.exDate);
        expect(t).toBeGreaterThan(0);
        if (a.kind === 'dividend') {
          dividends++;
          continue;
        }
        const factor =
          a.kind === 'split'
            ? a.toFaceValue / a.fromFaceValue
            : a.heldShares / (a.heldShares + a.bonusShares);
        const printed = (s.close[t] ?? 0) / (s.close[t - 1] ?? 1);
        const adjusted = (s.adjClose[t] ?? 0) / (s.adjClose[t - 1] ?? 1);
        // The printed move is dominated by the factor (≤ 2/3); the adjusted move is an ordinary day.
        expect(Math.abs(Math.log(printed / factor))).toBeLessThan(0.2);
        expect(Math.abs(Math.log(adjusted))).toBeLessThan(0.2);
        expect(Math.abs(Math.log(adjusted / (printed / factor)))).toBeLessThan(1e-9);
        // Printed volume jumps with the share count.
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
    expect(dividends).toBeGreaterThan(100);
  });
});
