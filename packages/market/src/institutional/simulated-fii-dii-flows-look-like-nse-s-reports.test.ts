import { describe, expect, it } from 'vitest';
import { nseCalendar } from '../calendar/nse-calendar';
import { simulationCalendar } from '../calendar/projected-years';
import { parseFiiDiiMonthly } from '../nse-files/fii-dii';
import { hasSharedData, readShared } from '../nse-files/read-fixture';
import { createRng } from '../simulator/prng';
import { autocorrelation, correlation, mean, median, standardDeviation } from '../simulator/test-support';
import { type IsoDate, isoDate } from '../units';
import { type InstitutionalFlowDay, simulatedInstitutionalFlows } from './fii-dii-flows';

const seed = 'fii-dii-test';
/** Seeded NIFTY returns (sd 1 % a day) standing in for the market's history. */
const niftyReturnOn = (date: IsoDate) => 0.01 * createRng('nifty-returns', date).normal();
/** Two years of the real NSE calendar (2024-2025, 494 sessions) and a NIFTY path from 21,700. */
const days = nseCalendar.tradingDaysBetween(isoDate('2024-01-01'), isoDate('2025-12-31'));
let level = 21_700;
const closes = days.map((d) => {
  level *= 1 + niftyReturnOn(d);
  return level;
});
const reports = days.map((date, i) =>
  simulatedInstitutionalFlows(date, seed, {
    niftyReturn: niftyReturnOn(date),
    niftyClose: closes[i] ?? 21_700,
    niftyReturnOn,
  }),
);

const CRORE = 1e9; // paise in ₹1 crore
const STEP = 1e7; // ₹0.01 crore in paise, NSE's rounding step
const crore = (paise: number) => paise / CRORE;
const gross = (flow: InstitutionalFlowDay['fii']) => (flow.buy + flow.sell) / 2;

/** Sums per calendar month of the reports: FII and DII purchases and net (paise), and sessions. */
function monthly(list: readonly InstitutionalFlowDay[]) {
  const months = new Map<
    string,
    { fiiBuy: number; fiiNet: number; diiBuy: number; diiNet: number; n: number }
  >();
  for (const r of list) {
    const m = months.get(r.date.slice(0, 7)) ?? { fiiBuy: 0, fiiNet: 0, diiBuy: 0, diiNet: 0, n: 0 };
    m.fiiBuy += r.fii.buy;
    m.fiiNet += r.fii.net;
    m.diiBuy += r.dii.buy;
    m.diiNet += r.dii.net;
    m.n += 1;
    months.set(r.date.slice(0, 7), m);
  }
  return [...months.values()];
}

/** Sds of the real monthly FII net ÷ gross purchases over every 24-month window, and 2025's per-session purchases (₹ crore). */
function realBands() {
  if (!hasSharedData) {
    // measured on shared/data/nse_institutional/fii_dii_cash_monthly_2007-2026.csv (see fii-dii-flows.ts)
    return { netSd: [0.097, 0.193], fii2025: [10_552, 16_723], dii2025: [13_859, 16_744] } as const;
  }
  const name = 'fii_dii_cash_monthly_2007-2026.csv';
  const rows = parseFiiDiiMonthly(name, readShared(`nse_institutional/${name}`)).rows;
  const fii = rows.filter((r) => r.category === 'FII');
  const shares = fii.slice(0, -1).map((r) => r.net / r.buy); // the last month is partial
  const sds = shares.slice(23).map((_, i) => standardDeviation(shares.slice(i, i + 24)));
  const perSession = (category: 'FII' | 'DII') =>
    rows
      .filter((r) => r.category === category && r.date.startsWith('2025-'))
      .map((r) => {
        const first = isoDate(`${r.date.slice(0, 7)}-01`);
        return crore(r.buy) / nseCalendar.tradingDaysBetween(first, r.date).length;
      });
  const range = (x: number[]) => [Math.min(...x), Math.max(...x)] as const;
  return { netSd: range(sds), fii2025: range(perSession('FII')), dii2025: range(perSession('DII')) };
}

describe('simulated FII/DII cash-market activity', () => {
  it('is the same report when asked again for the same date, and another under another seed', () => {
    const date = isoDate('2025-06-12');
    const context = { niftyReturn: niftyReturnOn(date), niftyClose: 25_000, niftyReturnOn };
    const report = simulatedInstitutionalFlows(date, seed, context);
    expect(simulatedInstitutionalFlows(date, seed, context)).toEqual(report);
    expect(report.date).toBe(date);
    expect(report.simulated).toBe(true);
    const other = simulatedInstitutionalFlows(date, 'another seed', context);
    expect(other.fii.buy).not.toBe(report.fii.buy);
    expect(other.dii.net).not.toBe(report.dii.net);
    // outside the calendar's years (nseCalendar: 2024-2027) there is no session to simulate
    expect(() => simulatedInstitutionalFlows(isoDate('2015-06-12'), seed, context)).toThrow(RangeError);
    expect(() => simulatedInstitutionalFlows(date, seed, { ...context, niftyClose: Number.NaN })).toThrow(
      RangeError,
    );
  });

  it('has net = purchases − sales exactly, every amount on NSE’s ₹0.01-crore grid, no gross below zero', () => {
    for (const r of reports) {
      for (const flow of [r.fii, r.dii]) {
        expect(flow.net).toBe(flow.buy - flow.sell);
        for (const amount of [flow.buy, flow.sell, flow.net]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(Math.abs(amount) % STEP).toBe(0);
        }
        expect(flow.buy).toBeGreaterThan(0);
        expect(flow.sell).toBeGreaterThan(0);
      }
    }
    // purchases and sales stay close (real Dec-2021: median |net| ÷ purchases 0.21 for both)
    const netShares = reports.flatMap((r) => [
      Math.abs(r.fii.net) / r.fii.buy,
      Math.abs(r.dii.net) / r.dii.buy,
    ]);
    expect(median(netShares)).toBeGreaterThan(0.1);
    expect(median(netShares)).toBeLessThan(0.3);
  });

  it('moves the FII net with NIFTY’s return, and DIIs take the other side', () => {
    const fiiNet = reports.map((r) => r.fii.net);
    const diiNet = reports.map((r) => r.dii.net);
    // real Dec-2021: 0.64 and −0.61 (simulated over 2007-2026: 0.60 and −0.61)
    expect(correlation(fiiNet, days.map(niftyReturnOn))).toBeGreaterThan(0.4);
    expect(correlation(fiiNet, diiNet)).toBeLessThan(-0.4);
    // the same session on a +2 % and a −2 % day: same gross, FIIs buy more and DIIs less on the rally
    const date = isoDate('2025-03-18');
    const on = (niftyReturn: number) =>
      simulatedInstitutionalFlows(date, seed, { niftyReturn, niftyClose: 22_800, niftyReturnOn });
    expect(on(0.02).fii.net).toBeGreaterThan(on(-0.02).fii.net);
    expect(on(0.02).dii.net).toBeLessThan(on(-0.02).dii.net);
  });

  it('persists: monthly FII nets spread like the real monthly file’s, far beyond independent days', () => {
    const bands = realBands();
    const months = monthly(reports);
    const monthShares = months.map((m) => m.fiiNet / m.fiiBuy);
    const spread = standardDeviation(monthShares);
    expect(spread).toBeGreaterThanOrEqual(bands.netSd[0]);
    expect(spread).toBeLessThanOrEqual(bands.netSd[1]);
    // real: 0.146 a month against 0.046 had the days been independent (0.21 a day ÷ √21)
    const dailyShares = reports.map((r) => r.fii.net / r.fii.buy);
    const independent = standardDeviation(dailyShares) / Math.sqrt(mean(months.map((m) => m.n)));
    expect(spread).toBeGreaterThan(2 * independent);
    // streaks: the net carries over from day to day (real Dec-2021: 0.39) and month to month (real 0.44)
    expect(autocorrelation(dailyShares, 1)).toBeGreaterThan(0.2);
    expect(autocorrelation(monthShares, 1)).toBeGreaterThan(0.1);
    // DIIs absorb FII selling month by month (real −0.91 to −0.94 in 2007-2022, −0.68 in 2023-2026)
    expect(
      correlation(
        months.map((m) => m.fiiNet),
        months.map((m) => m.diiNet),
      ),
    ).toBeLessThan(-0.5);
  });

  it('puts the gross at NIFTY 26,000 in 2025 inside the real 2025 range, varying ±20-30 % a day', () => {
    const bands = realBands();
    const year = nseCalendar.tradingDaysBetween(isoDate('2025-01-01'), isoDate('2025-12-31'));
    const at26k = year.map((date) =>
      simulatedInstitutionalFlows(date, seed, {
        niftyReturn: niftyReturnOn(date),
        niftyClose: 26_000,
        niftyReturnOn,
      }),
    );
    const fiiBuy = mean(at26k.map((r) => crore(r.fii.buy)));
    const diiBuy = mean(at26k.map((r) => crore(r.dii.buy)));
    expect(fiiBuy).toBeGreaterThanOrEqual(bands.fii2025[0]);
    expect(fiiBuy).toBeLessThanOrEqual(bands.fii2025[1]);
    expect(diiBuy).toBeGreaterThanOrEqual(bands.dii2025[0]);
    expect(diiBuy).toBeLessThanOrEqual(bands.dii2025[1]);
    // day to day (real Dec-2021: median |Δ log gross| 0.25 FII, 0.17 DII)
    for (const side of ['fii', 'dii'] as const) {
      const logGross = at26k.map((r) => Math.log(gross(r[side])));
      const changes = logGross.slice(1).map((g, i) => Math.abs(g - (logGross[i] ?? g)));
      expect(median(changes)).toBeGreaterThan(0.1);
      expect(median(changes)).toBeLessThan(0.35);
    }
  });

  it('grows the DII share of purchases from about a quarter in 2007 to about half in 2025', () => {
    const calendar = simulationCalendar(2007, 2025);
    const share = (from: string, to: string) => {
      const list = calendar.tradingDaysBetween(isoDate(from), isoDate(to)).map((date) =>
        simulatedInstitutionalFlows(date, seed, {
          niftyReturn: 0,
          niftyClose: 10_000,
          niftyReturnOn,
          calendar,
        }),
      );
      const dii = list.reduce((sum, r) => sum + r.dii.buy, 0);
      return dii / (dii + list.reduce((sum, r) => sum + r.fii.buy, 0));
    };
    // real: 0.27 (Apr-Dec 2007), 0.40 (2017), 0.52 (2025)
    const early = share('2007-04-01', '2007-12-31');
    const late = share('2025-01-01', '2025-12-31');
    expect(early).toBeGreaterThan(0.2);
    expect(early).toBeLessThan(0.35);
    expect(late).toBeGreaterThan(0.42);
    expect(late).toBeLessThan(0.6);
  });
});
