import { describe, expect, it } from 'vitest';
import { simulationCalendar } from '../calendar/projected-years';
import { shareMultiplierOf } from '../simulator/corporate-actions';
import { generateDailyHistory } from '../simulator/daily-history';
import { isoDate } from '../units';
import { EQUITIES, simulatorInstruments } from '../universe/universe';
import { fiscalYearOf } from './fiscal-calendar';
import { generateFinancials } from './generate-financials';
import { keyRatios } from './key-ratios';
import { sectorPeBand } from './sector-profiles';

// What the server does at start-up, for a sample of the universe: simulate ten years of prices and
// corporate actions, then generate each company's statements from its actions and last close.
describe('statements generated from the simulated market', () => {
  const calendar = simulationCalendar(2015, 2027);
  const dates = calendar.tradingDaysBetween(isoDate('2016-11-21'), isoDate('2026-11-20'));
  const asOf = dates.at(-1) ?? isoDate('2026-11-20');
  const all = simulatorInstruments();
  const instruments = all.instruments.filter((_, i) => i % 6 === 0);
  const history = generateDailyHistory({
    seed: 'nivesh-default',
    dates,
    instruments,
    sectors: all.sectors,
    anchor: 'last',
  });
  const companies = instruments.map((spec) => {
    const series = history.series.get(spec.symbol);
    const equity = EQUITIES.find((e) => e.symbol === spec.symbol);
    if (!series || !equity) throw new Error(`${spec.symbol} missing`);
    // The series carries the first bar's share count; every split and bonus since multiplies it.
    const sharesNow = Math.round(
      series.actions.reduce((n, a) => n * shareMultiplierOf(a), series.sharesOutstanding),
    );
    const pricePaise = series.close.at(-1) ?? 0;
    const financials = generateFinancials({
      seed: 'nivesh-default',
      symbol: spec.symbol,
      sector: equity.sector,
      industry: equity.industry,
      sharesOutstanding: sharesNow,
      pricePaise,
      actions: series.actions,
      asOf,
    });
    return { equity, series, pricePaise, financials };
  });

  it('prints as dividend per share exactly the fiscal year’s dividend actions, restated for later splits in the year', () => {
    let years = 0;
    let withDividends = 0;
    for (const { series, financials } of companies) {
      for (const year of financials.annual) {
        let expected = 0;
        for (const action of series.actions) {
          if (action.kind !== 'dividend' || fiscalYearOf(action.exDate) !== year.year) continue;
          const laterInYear = series.actions.filter(
            (a) => a.kind !== 'dividend' && a.exDate > action.exDate && fiscalYearOf(a.exDate) === year.year,
          );
          expected += action.amountPaise / laterInYear.reduce((m, a) => m * shareMultiplierOf(a), 1);
        }
        expect(year.dividendPerShare).toBeCloseTo(expected, 9);
        years += 1;
        if (expected > 0) withDividends += 1;
      }
    }
    expect(years).toBe(companies.length * 10);
    expect(withDividends).toBeGreaterThan(years / 2);
  });

  it('pays in cash each dividend times the shares outstanding on its ex-date', () => {
    for (const { series, financials } of companies) {
      for (const year of financials.annual) {
        const dividends = series.actions.filter(
          (a) => a.kind === 'dividend' && fiscalYearOf(a.exDate) === year.year,
        );
        if (dividends.length === 0) {
          expect(year.dividendsPaid).toBe(0);
          continue;
        }
        // Shares are issued at the start of a year, so within it only splits and bonuses change the count.
        const expected = dividends.reduce((sum, d) => {
          const later = series.actions.filter(
            (a) => a.kind !== 'dividend' && a.exDate > d.exDate && fiscalYearOf(a.exDate) === year.year,
          );
          const sharesOnExDate = year.sharesOutstanding / later.reduce((m, a) => m * shareMultiplierOf(a), 1);
          return sum + (d.kind === 'dividend' ? (d.amountPaise * sharesOnExDate) / 100 : 0);
        }, 0);
        expect(Math.abs(year.dividendsPaid - expected)).toBeLessThanOrEqual(Math.max(2, expected * 1e-6));
      }
    }
  });

  it('ends on the share count MarketState uses and a P/E at the last close inside the sector band for most', () => {
    let inBand = 0;
    for (const { equity, series, pricePaise, financials } of companies) {
      const latest = financials.quarterly.at(-1);
      // As reported at the quarter end: a split or bonus since then multiplies it to today's count.
      const since = series.actions.filter(
        (a) => a.kind !== 'dividend' && a.exDate > (latest?.periodEnd ?? ''),
      );
      const restated = since.reduce((n, a) => n * shareMultiplierOf(a), latest?.sharesOutstanding ?? 0);
      expect(Math.abs(restated - financials.sharesOutstanding)).toBeLessThanOrEqual(5);
      const pe = keyRatios(financials, pricePaise).pe;
      const [low, high] = sectorPeBand(equity.sector, equity.industry);
      if (pe !== null && pe >= low && pe <= high) inBand += 1;
    }
    console.log(
      `[fundamentals] simulated market sample: ${inBand}/${companies.length} inside the sector P/E band`,
    );
    expect(inBand / companies.length).toBeGreaterThan(0.65);
  });
});
