import { describe, expect, it } from 'vitest';
import { addCalendarDays, isWeekend } from '../calendar/ist';
import { generateFinancials } from './generate-financials';
import { AS_OF, equityNamed, inputFor, universeFinancials } from './test-support';

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

describe('results appear on their board-meeting date (SEBI deadlines: 45 days, 60 for Q4 and the year)', () => {
  const { companies } = universeFinancials();

  it('returns only periods published on or before asOf, within the deadlines, on weekdays', () => {
    const broken: string[] = [];
    for (const { equity, financials } of companies) {
      for (const s of [...financials.annual, ...financials.quarterly]) {
        const lag = daysBetween(s.periodEnd, s.publishedOn);
        const q4 = s.kind === 'annual' || s.quarter === 4;
        const ok = s.publishedOn <= AS_OF && !isWeekend(s.publishedOn) && lag >= 20 && lag <= (q4 ? 60 : 45);
        if (!ok)
          broken.push(`${equity.symbol} ${s.fiscalYear} ended ${s.periodEnd} published ${s.publishedOn}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('labels Indian fiscal years and quarters by the year they end in', () => {
    const tcs = companies.find((c) => c.equity.symbol === 'TCS')?.financials;
    // On 2026-11-20 the latest audited year is FY2026 and the latest quarter Q2 FY2027 (Jul–Sep 2026).
    expect(tcs?.annual.at(-1)).toMatchObject({ fiscalYear: 'FY2026', year: 2026, periodEnd: '2026-03-31' });
    expect(tcs?.annual[0]?.fiscalYear).toBe('FY2017');
    expect(tcs?.quarterly.at(-1)).toMatchObject({
      fiscalYear: 'Q2 FY2027',
      quarter: 2,
      periodEnd: '2026-09-30',
    });
    expect(tcs?.quarterly.map((q) => q.periodEnd.slice(5)).slice(-4)).toEqual([
      '12-31',
      '03-31',
      '06-30',
      '09-30',
    ]);
  });

  it('adds a quarter exactly on the day its results come out', () => {
    const equity = equityNamed('INFY');
    const latest = generateFinancials(inputFor(equity)).quarterly.at(-1);
    if (!latest) throw new Error('no quarter');
    const dayBefore = generateFinancials(inputFor(equity, { asOf: addCalendarDays(latest.publishedOn, -1) }));
    const onTheDay = generateFinancials(inputFor(equity, { asOf: latest.publishedOn }));
    expect(dayBefore.quarterly.at(-1)?.fiscalYear).not.toBe(latest.fiscalYear);
    expect(onTheDay.quarterly.at(-1)?.fiscalYear).toBe(latest.fiscalYear);
    expect(onTheDay.quarterly).toHaveLength(12);
  });

  it('returns as many periods as asked for, and none when asked for none', () => {
    const equity = equityNamed('ITC');
    const few = generateFinancials(inputFor(equity, { years: 2, quarters: 0 }));
    expect(few.annual.map((a) => a.fiscalYear)).toEqual(['FY2025', 'FY2026']);
    expect(few.quarterly).toEqual([]);
    expect(generateFinancials(inputFor(equity, { quarters: 5 })).quarterly).toHaveLength(5);
    expect(() => generateFinancials(inputFor(equity, { years: 0 }))).toThrow(RangeError);
    expect(() => generateFinancials(inputFor(equity, { pricePaise: 0 }))).toThrow(RangeError);
  });

  it('publishes the audited year on the day of the fourth-quarter results', () => {
    const equity = equityNamed('HDFCBANK');
    const fy2026 = generateFinancials(inputFor(equity)).annual.at(-1);
    if (!fy2026) throw new Error('no year');
    const before = generateFinancials(inputFor(equity, { asOf: addCalendarDays(fy2026.publishedOn, -1) }));
    expect(before.annual.at(-1)?.fiscalYear).toBe('FY2025');
    expect(before.quarterly.at(-1)?.fiscalYear).toBe('Q3 FY2026');
    expect(
      generateFinancials(inputFor(equity, { asOf: fy2026.publishedOn, years: 3 })).annual.map(
        (a) => a.fiscalYear,
      ),
    ).toEqual(['FY2024', 'FY2025', 'FY2026']);
  });
});
