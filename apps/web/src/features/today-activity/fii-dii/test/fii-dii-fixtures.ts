// Answers of TodayActivity/getFiiDiiData and getFiiDiiActivities for web tests, typed by the
// contracts and checked against their schemas (so they stay valid while the server is written).
import {
  type FiiDerivativesAnswer,
  type FiiDerivativesRow,
  type FiiDiiActivitiesAnswer,
  type FiiDiiCumulativePoint,
  type FiiDiiDataAnswer,
  type FiiDiiDay,
  type FiiDiiPeriod,
  type FiiDiiPeriodRow,
  type FiiDiiSource,
  type FiiDiiTotal,
  type Flow,
  fiiDerivativesSchemas,
  fiiDiiActivitiesSchemas,
  fiiDiiDataSchemas,
} from '@nivesh/contracts';
import { screen, within } from '@testing-library/react';
import { SOURCE } from '@/features/market-overview/lib/overview-test-fixtures';

const round = (value: number) => Math.round(value * 100) / 100;
const flow = (buy: number, sell: number): Flow => ({ buy, sell, net: round(buy - sell) });

/** Weekdays from 1-Oct-2026 to Mon 23-Nov-2026, the latest session with figures. */
export const SESSIONS: readonly string[] = (() => {
  const out: string[] = [];
  for (let t = Date.UTC(2026, 9, 1); t <= Date.UTC(2026, 10, 23); t += 86_400_000) {
    const day = new Date(t);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) out.push(day.toISOString().slice(0, 10));
  }
  return out;
})();
export const LATEST = '2026-11-23';

/** The latest session's figures, round enough to read in a test. */
const LATEST_DAY: Omit<FiiDiiDay, 'date'> = {
  fii: flow(12_345.67, 15_432.1),
  dii: flow(14_210.55, 10_987.3),
  niftyClose: 24_190,
  niftyChangePct: 0.45,
};

function dayAt(index: number): FiiDiiDay {
  const date = SESSIONS[index] ?? LATEST;
  if (date === LATEST) return { date, ...LATEST_DAY };
  return {
    date,
    fii: flow(10_000 + ((index * 137) % 5_000) + 0.25, 11_000 + ((index * 211) % 4_000) + 0.5),
    dii: flow(9_500 + ((index * 173) % 4_500) + 0.75, 9_000 + ((index * 97) % 3_000) + 0.1),
    niftyClose: 23_500 + index * 15,
    niftyChangePct: index === 0 ? null : round((15 / (23_500 + (index - 1) * 15)) * 100),
  };
}

function total(days: readonly FiiDiiDay[]): FiiDiiTotal {
  const sum = (pick: (d: FiiDiiDay) => number) => round(days.reduce((s, d) => s + pick(d), 0));
  return {
    from: days[0]?.date ?? LATEST,
    to: days.at(-1)?.date ?? LATEST,
    sessions: days.length,
    fii: { buy: sum((d) => d.fii.buy), sell: sum((d) => d.fii.sell), net: sum((d) => d.fii.net) },
    dii: { buy: sum((d) => d.dii.buy), sell: sum((d) => d.dii.sell), net: sum((d) => d.dii.net) },
  };
}

function source(imported: boolean, fileName: string): FiiDiiSource {
  return {
    ...SOURCE,
    // The evening of 23-Nov-2026 (19:00 IST): the session has closed and its figures are out.
    live: false,
    asOf: Date.parse('2026-11-23T13:30:00Z'),
    simulated: !imported,
    kind: imported ? 'imported' : 'simulated',
    fileName: imported ? fileName : null,
  };
}

/** The answer for the session `date` (default the latest) with `days` sessions of history. */
export function fiiDiiDataAnswer(
  options: { date?: string; days?: number; imported?: boolean } = {},
): FiiDiiDataAnswer {
  const date = options.date ?? LATEST;
  const index = SESSIONS.indexOf(date);
  const days = options.days ?? 30;
  const upTo = SESSIONS.slice(0, index + 1).map((_, i) => dayAt(i));
  const answer: FiiDiiDataAnswer = {
    status: 1,
    message: `${date}: FII/DII cash-market activity (${options.imported ? 'imported' : 'simulated'})`,
    source: source(options.imported ?? false, `fii_dii_${date.replaceAll('-', '')}.csv`),
    provisional: date === LATEST && !options.imported,
    day: dayAt(index),
    previousDate: SESSIONS[index - 1] ?? null,
    nextDate: SESSIONS[index + 1] ?? null,
    latestDate: LATEST,
    earliestDate: SESSIONS[0] ?? LATEST,
    history: upTo.slice(-days).reverse(),
    monthToDate: total(upTo.filter((d) => d.date.slice(0, 7) === date.slice(0, 7))),
    yearToDate: total(upTo),
  };
  return fiiDiiDataSchemas.ok.parse(answer);
}

/** Months Jan-2024 … Nov-2026 (35), the last one running; years 2024 … 2026. */
const MONTHS: readonly string[] = Array.from({ length: 35 }, (_, i) => {
  const year = 2024 + Math.floor(i / 12);
  return `${year}-${String((i % 12) + 1).padStart(2, '0')}`;
});

/** November 2026 to date, round enough to read in a test. */
const NOVEMBER: Omit<FiiDiiPeriodRow, 'period' | 'sessions'> = {
  from: '2026-11-02',
  to: LATEST,
  fii: flow(185_432.1, 201_234.56),
  dii: flow(190_321, 170_120.75),
  niftyClose: 24_190,
  niftyChangePct: -1.25,
  partial: true,
};

function monthRow(index: number, imported: boolean): FiiDiiPeriodRow {
  const period = MONTHS[index] ?? '2026-11';
  const sessions = imported ? null : 20 + (index % 3);
  if (period === '2026-11') return { period, ...NOVEMBER, sessions: imported ? null : 16 };
  return {
    period,
    from: `${period}-01`,
    to: `${period}-28`,
    sessions,
    fii: flow(150_000 + ((index * 7_919) % 60_000) + 0.5, 160_000 + ((index * 6_733) % 50_000) + 0.25),
    dii: flow(140_000 + ((index * 5_003) % 55_000) + 0.75, 130_000 + ((index * 4_001) % 40_000) + 0.1),
    niftyClose: 21_000 + index * 90,
    niftyChangePct: round(((index % 5) - 2) * 1.1),
    partial: false,
  };
}

function yearRows(months: readonly FiiDiiPeriodRow[]): FiiDiiPeriodRow[] {
  return ['2024', '2025', '2026'].map((year) => {
    const rows = months.filter((m) => m.period.startsWith(year));
    const sum = (pick: (r: FiiDiiPeriodRow) => number) => round(rows.reduce((s, r) => s + pick(r), 0));
    const last = rows.at(-1);
    return {
      period: year,
      from: rows[0]?.from ?? `${year}-01-01`,
      to: last?.to ?? `${year}-12-31`,
      sessions: rows.some((r) => r.sessions === null) ? null : sum((r) => r.sessions ?? 0),
      fii: { buy: sum((r) => r.fii.buy), sell: sum((r) => r.fii.sell), net: sum((r) => r.fii.net) },
      dii: { buy: sum((r) => r.dii.buy), sell: sum((r) => r.dii.sell), net: sum((r) => r.dii.net) },
      niftyClose: last?.niftyClose ?? null,
      niftyChangePct: round(rows.reduce((s, r) => s + (r.niftyChangePct ?? 0), 0)),
      partial: last?.partial ?? false,
    };
  });
}

function cumulative(rows: readonly FiiDiiPeriodRow[]): FiiDiiCumulativePoint[] {
  let fii = 0;
  let dii = 0;
  return rows.map((r) => {
    fii = round(fii + r.fii.net);
    dii = round(dii + r.dii.net);
    return { period: r.period, fiiNet: fii, diiNet: dii, niftyClose: r.niftyClose };
  });
}

/** A page of the totals by `period`, newest first (months: 35 in pages of `size`, default 24). */
export function fiiDiiActivitiesAnswer(
  options: { period?: FiiDiiPeriod; page?: number; size?: number; imported?: boolean } = {},
): FiiDiiActivitiesAnswer {
  const period = options.period ?? 'month';
  const page = options.page ?? 1;
  const size = options.size ?? 24;
  const imported = options.imported ?? false;
  const months = MONTHS.map((_, i) => monthRow(i, imported));
  const all = period === 'month' ? months : yearRows(months);
  const newestFirst = [...all].reverse();
  const answer: FiiDiiActivitiesAnswer = {
    status: 1,
    message: `FII/DII totals by ${period} (${imported ? 'imported' : 'simulated'})`,
    source: source(imported, 'fii_dii_monthly_2026.csv'),
    period,
    page,
    size,
    total: all.length,
    rows: newestFirst.slice((page - 1) * size, page * size),
    cumulative: cumulative(all),
  };
  return fiiDiiActivitiesSchemas.ok.parse(answer);
}

/** The links of the page's "More on institutions" list: name and address. */
export function linksOut(): [string, string | null][] {
  const nav = screen.getByRole('navigation', { name: 'More on institutions' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

/** TodayActivity/getFiiDerivatives for `date` (default the latest): index futures split by index, as NSE's file. */
export function fiiDerivativesAnswer(
  options: { date?: string; imported?: boolean } = {},
): FiiDerivativesAnswer {
  const date = options.date ?? LATEST;
  const index = SESSIONS.indexOf(date);
  const figure = (contracts: number, crore: number) => ({ contracts, crore });
  const row = (
    label: string,
    segment: FiiDerivativesRow['segment'],
    ix: string | null,
    buy: [number, number],
    sell: [number, number],
    oi: [number, number],
  ): FiiDerivativesRow => ({
    label,
    segment,
    index: ix,
    buy: figure(...buy),
    sell: figure(...sell),
    net: figure(buy[0] - sell[0], round(buy[1] - sell[1])),
    oi: figure(...oi),
  });
  const answer: FiiDerivativesAnswer = {
    status: 1,
    message: `${date}: FII derivatives statistics (${options.imported ? 'imported' : 'simulated'})`,
    source: source(options.imported ?? false, `fii_stats_${date}.xls`),
    date,
    previousDate: SESSIONS[index - 1] ?? null,
    nextDate: SESSIONS[index + 1] ?? null,
    latestDate: LATEST,
    earliestDate: SESSIONS[0] ?? LATEST,
    participantOiFile: null,
    rows: [
      row(
        'NIFTY FUTURES',
        'indexFutures',
        'NIFTY',
        [28_451, 4398.72],
        [27_112, 4189.05],
        [201_337, 31_126.84],
      ),
      row(
        'BANKNIFTY FUTURES',
        'indexFutures',
        'BANKNIFTY',
        [12_803, 2221.4],
        [14_118, 2449.55],
        [92_716, 16_086.11],
      ),
      row('INDEX FUTURES', 'indexFutures', null, [41_254, 6620.12], [41_230, 6638.6], [294_053, 47_212.95]),
      row(
        'INDEX OPTIONS',
        'indexOptions',
        null,
        [3_903_141, 616_218.17],
        [3_883_514, 613_468.02],
        [1_674_520, 263_583.21],
      ),
      row(
        'STOCK FUTURES',
        'stockFutures',
        null,
        [231_455, 15_608.92],
        [219_870, 14_851.33],
        [1_287_340, 86_907.15],
      ),
      row(
        'STOCK OPTIONS',
        'stockOptions',
        null,
        [298_764, 20_311.47],
        [301_122, 20_478.06],
        [212_590, 14_335.88],
      ),
    ],
    method: 'NSE’s notes: futures at the traded price × quantity; options at the strike price × quantity.',
  };
  return fiiDerivativesSchemas.ok.parse(answer);
}
