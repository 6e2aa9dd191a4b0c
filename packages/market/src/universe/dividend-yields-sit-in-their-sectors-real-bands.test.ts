import { describe, expect, it } from 'vitest';
import { simulationCalendar } from '../calendar/projected-years';
import { generateDailyHistory } from '../simulator/daily-history';
import { isoDate } from '../units';
import { dividendHabitOf } from './dividend-habits';
import { EQUITIES, simulatorInstruments } from './universe';

/**
 * Issue 16: a simulated stock's dividend yield sits in its sector's real band: PSUs pay most, IT
 * pays out well, consumer-internet names seldom pay. Trailing yield = the last 12 months' dividends
 * over the last close, for every equity of the universe over three simulated years.
 */
describe('dividend yields of the simulated universe', () => {
  const calendar = simulationCalendar(2023, 2026);
  const dates = calendar.tradingDaysBetween(isoDate('2023-11-20'), isoDate('2026-11-20'));
  const { instruments, sectors } = simulatorInstruments();
  const history = generateDailyHistory({ seed: 'nivesh', dates, instruments, sectors, anchor: 'last' });
  const yearAgo = isoDate('2025-11-20');
  const yieldOf = (symbol: string): number => {
    const series = history.series.get(symbol);
    const last = series?.close[series.close.length - 1] ?? 0;
    let paid = 0;
    for (const action of series?.actions ?? []) {
      if (action.kind === 'dividend' && action.exDate > yearAgo) paid += action.amountPaise;
    }
    return last > 0 ? paid / last : 0;
  };
  const median = (values: number[]): number => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  const group = (pick: (e: (typeof EQUITIES)[number]) => boolean): number[] =>
    EQUITIES.filter(pick).map((e) => yieldOf(e.symbol));
  const isPsu = (e: (typeof EQUITIES)[number]): boolean => dividendHabitOf(e).payerShare === 0.95;

  it('public-sector undertakings yield most: median 2-5 %', () => {
    const psu = group(isPsu);
    expect(psu.length).toBeGreaterThan(40);
    expect(median(psu)).toBeGreaterThan(0.02);
    expect(median(psu)).toBeLessThan(0.05);
  });

  it('IT services yield 1.5-3.5 % (median), private companies of most sectors 0.3-2 %', () => {
    expect(median(group((e) => e.sector === 'Information Technology' && !isPsu(e)))).toBeGreaterThan(0.015);
    expect(median(group((e) => e.sector === 'Information Technology' && !isPsu(e)))).toBeLessThan(0.035);
    for (const sector of [
      'Fast Moving Consumer Goods',
      'Automobile and Auto Components',
      'Healthcare',
      'Chemicals',
    ]) {
      const values = group((e) => e.sector === sector && !isPsu(e));
      expect(median(values), sector).toBeGreaterThan(0.003);
      expect(median(values), sector).toBeLessThan(0.02);
    }
  });

  it('consumer internet seldom pays, and no stock yields more than 10 % (real PSU peaks: 8-9 %)', () => {
    const internet = group(
      (e) => e.industry === 'E-Retail/ E-Commerce' || e.industry === 'Internet & Catalogue Retail',
    );
    expect(internet.filter((y) => y > 0).length).toBeLessThanOrEqual(2);
    const all = EQUITIES.map((e) => yieldOf(e.symbol));
    expect(Math.max(...all)).toBeLessThan(0.1);
    expect(all.filter((y) => y > 0).length / all.length).toBeGreaterThan(0.6);
  });
});
