/**
 * TodayActivity/getFiiDiiData and getFiiDiiActivities: FII/FPI and DII cash-market purchases, sales
 * and net. A session imported from NSE's daily report is answered from the database with its
 * file's name; any other session of the running market from the simulation
 * (`simulatedInstitutionalFlows`, seeded by the feed's seed, FII flows leaning with NIFTY's
 * returns). Months come from an imported monthly compilation when there is one, else from the
 * simulated sessions added up. One answer never mixes the two sources.
 */
import type {
  FiiDiiActivitiesAnswer,
  FiiDiiCumulativePoint,
  FiiDiiDataAnswer,
  FiiDiiDay,
  FiiDiiPeriod,
  FiiDiiPeriodRow,
  FiiDiiSource,
  FiiDiiTotal,
  Flow,
  MarketSource,
} from '@nivesh/contracts';
import type { CashFlow, IsoDate, NseCalendar, Paise } from '@nivesh/market';
import { round } from '../market/market-answers';
import type { NiftyDay } from '../market/session-days';
import { checkSessionDate, dayIndexOf, refuseDate } from '../market/session-days';
import type { StoredFlow } from './today-activity.repository';

/** One session's (or month's) figures of both categories, paise. */
export interface FlowDay {
  readonly date: IsoDate;
  readonly fii: CashFlow;
  readonly dii: CashFlow;
}

/** Figures by date from one source, oldest first. */
export interface FlowSeries {
  readonly kind: 'simulated' | 'imported';
  readonly days: readonly FlowDay[];
  /** The imported file of the newest figures; null when simulated. */
  readonly fileName: string | null;
}

const PAISE_PER_CRORE = 1_000_000_000;
const crore = (paise: number): number => round(paise / PAISE_PER_CRORE, 2);
const flowDto = (f: CashFlow): Flow => ({ buy: crore(f.buy), sell: crore(f.sell), net: crore(f.net) });

const ZERO: CashFlow = { buy: 0 as Paise, sell: 0 as Paise, net: 0 as Paise };
const add = (a: CashFlow, b: CashFlow): CashFlow => ({
  buy: (a.buy + b.buy) as Paise,
  sell: (a.sell + b.sell) as Paise,
  net: (a.net + b.net) as Paise,
});

/** Imported rows paired by date: only dates with both an FII and a DII row. */
export function pairedFlows(rows: readonly StoredFlow[]): FlowSeries {
  const byDate = new Map<IsoDate, { fii?: StoredFlow; dii?: StoredFlow }>();
  for (const row of rows) {
    const pair = byDate.get(row.date) ?? {};
    if (row.category === 'FII') pair.fii = row;
    else pair.dii = row;
    byDate.set(row.date, pair);
  }
  const days: FlowDay[] = [];
  let fileName: string | null = null;
  for (const [date, { fii, dii }] of [...byDate].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (fii === undefined || dii === undefined) continue;
    days.push({ date, fii, dii });
    fileName = dii.sourceFile;
  }
  return { kind: 'imported', days, fileName };
}

function source(market: MarketSource, series: FlowSeries): FiiDiiSource {
  return {
    ...market,
    simulated: series.kind === 'simulated',
    kind: series.kind,
    fileName: series.fileName,
  };
}

function dayDto(day: FlowDay, nifty: ReadonlyMap<IsoDate, NiftyDay>): FiiDiiDay {
  const n = nifty.get(day.date);
  return {
    date: day.date,
    fii: flowDto(day.fii),
    dii: flowDto(day.dii),
    niftyClose: n ? round(n.close, 2) : null,
    niftyChangePct: n ? round(n.ret * 100, 2) : null,
  };
}

function total(days: readonly FlowDay[]): FiiDiiTotal {
  const first = days[0];
  const last = days.at(-1);
  return {
    from: first?.date ?? '',
    to: last?.date ?? '',
    sessions: days.length,
    fii: flowDto(days.reduce((a, d) => add(a, d.fii), ZERO)),
    dii: flowDto(days.reduce((a, d) => add(a, d.dii), ZERO)),
  };
}

/** Index of `date` in ascending `days`, or -1. */
const indexOf = (days: readonly FlowDay[], date: IsoDate): number =>
  dayIndexOf(
    days.map((d) => d.date),
    date,
  );

export interface FiiDiiDataInputs {
  readonly market: MarketSource;
  /** The running market's simulated figures, every session up to the latest with figures. */
  readonly simulated: FlowSeries;
  /** Imported daily figures (possibly none). */
  readonly imported: FlowSeries;
  readonly nifty: ReadonlyMap<IsoDate, NiftyDay>;
  /** The market's calendar (its history may reach back before NSE's published years). */
  readonly calendar: NseCalendar;
}

/** The answer of TodayActivity/getFiiDiiData for `date` (default the latest session with figures). */
export function fiiDiiDataAnswer(
  inputs: FiiDiiDataInputs,
  query: { readonly date?: string | undefined; readonly days: number },
): Omit<FiiDiiDataAnswer, 'status' | 'message'> {
  const { simulated, imported, nifty } = inputs;
  const latestSimulated = simulated.days.at(-1)?.date;
  const latest = [latestSimulated, imported.days.at(-1)?.date]
    .filter((d): d is IsoDate => d !== undefined)
    .sort()
    .at(-1);
  if (latest === undefined) refuseDate('No session has FII/DII figures yet');
  const date = (query.date ?? latest) as IsoDate;
  checkSessionDate(date, latest, inputs.calendar);
  const series = indexOf(imported.days, date) >= 0 ? imported : simulated;
  const at = indexOf(series.days, date);
  const day = series.days[at];
  if (day === undefined) {
    const earliest = simulated.days[0]?.date ?? latest;
    refuseDate(`${date} has no FII/DII figures: pick a session from ${earliest} to ${latest}`);
  }
  // Neighbours from either source (each day answers with its own), the latest being the newest of both.
  const dates = [...new Set([...simulated.days, ...imported.days].map((d) => d.date))].sort();
  const k = dates.indexOf(date);
  const monthStart = date.slice(0, 7);
  const yearStart = date.slice(0, 4);
  const upTo = series.days.slice(0, at + 1);
  return {
    source: source(inputs.market, series),
    provisional: true,
    day: dayDto(day, nifty),
    previousDate: dates[k - 1] ?? null,
    nextDate: dates[k + 1] ?? null,
    latestDate: latest,
    earliestDate: series.days[0]?.date ?? date,
    history: upTo
      .slice(-query.days)
      .reverse()
      .map((d) => dayDto(d, nifty)),
    monthToDate: total(upTo.filter((d) => d.date.startsWith(monthStart))),
    yearToDate: total(upTo.filter((d) => d.date.startsWith(yearStart))),
  };
}

/** Whether `date` is the last session of its month (`month`) or year: false while the period still runs. */
function endsPeriod(date: IsoDate, period: FiiDiiPeriod, calendar: NseCalendar): boolean {
  try {
    const next = calendar.nextTradingDay(date);
    return period === 'month' ? next.slice(0, 7) !== date.slice(0, 7) : next.slice(0, 4) !== date.slice(0, 4);
  } catch {
    return true; // beyond the calendar's last year: nothing says it runs on
  }
}

export interface FiiDiiActivitiesInputs {
  readonly market: MarketSource;
  /** Simulated sessions (used when no monthly compilation was imported). */
  readonly simulated: FlowSeries;
  /** Imported monthly compilation rows, each dated the month's last day in the file. */
  readonly importedMonths: FlowSeries;
  readonly nifty: ReadonlyMap<IsoDate, NiftyDay>;
  readonly calendar: NseCalendar;
}

interface PeriodSum {
  readonly period: string;
  readonly from: IsoDate;
  to: IsoDate;
  sessions: number | null;
  fii: CashFlow;
  dii: CashFlow;
}

/** The answer of TodayActivity/getFiiDiiActivities: months or years, newest first, one page of them. */
export function fiiDiiActivitiesAnswer(
  inputs: FiiDiiActivitiesInputs,
  query: { readonly period: FiiDiiPeriod; readonly page: number; readonly size: number },
): Omit<FiiDiiActivitiesAnswer, 'status' | 'message'> {
  const monthly = inputs.importedMonths.days.length > 0;
  const series = monthly ? inputs.importedMonths : inputs.simulated;
  const keyLength = query.period === 'month' ? 7 : 4;
  const sums: PeriodSum[] = [];
  for (const d of series.days) {
    const period = d.date.slice(0, keyLength);
    const last = sums.at(-1);
    const counted = monthly ? null : 1;
    if (last?.period === period) {
      last.to = d.date;
      last.sessions = last.sessions === null || counted === null ? null : last.sessions + counted;
      last.fii = add(last.fii, d.fii);
      last.dii = add(last.dii, d.dii);
    } else {
      const from = (monthly ? `${d.date.slice(0, 7)}-01` : d.date) as IsoDate;
      sums.push({ period, from, to: d.date, sessions: counted, fii: d.fii, dii: d.dii });
    }
  }
  const { nifty } = inputs;
  const closeOn = (date: IsoDate | undefined) => (date === undefined ? undefined : nifty.get(date)?.close);
  const all: FiiDiiPeriodRow[] = sums.map((s, i) => {
    const close = closeOn(s.to);
    const before = closeOn(sums[i - 1]?.to);
    return {
      period: s.period,
      from: s.from,
      to: s.to,
      sessions: s.sessions,
      fii: flowDto(s.fii),
      dii: flowDto(s.dii),
      niftyClose: close === undefined ? null : round(close, 2),
      niftyChangePct:
        close === undefined || before === undefined ? null : round((close / before - 1) * 100, 2),
      partial: !endsPeriod(s.to, query.period, inputs.calendar),
    };
  });
  let fiiNet = 0;
  let diiNet = 0;
  const cumulative: FiiDiiCumulativePoint[] = sums.map((s, i) => {
    fiiNet += s.fii.net;
    diiNet += s.dii.net;
    return {
      period: s.period,
      fiiNet: crore(fiiNet),
      diiNet: crore(diiNet),
      niftyClose: all[i]?.niftyClose ?? null,
    };
  });
  const newestFirst = all.reverse();
  const start = (query.page - 1) * query.size;
  return {
    source: source(inputs.market, series),
    period: query.period,
    page: query.page,
    size: query.size,
    total: newestFirst.length,
    rows: newestFirst.slice(start, start + query.size),
    cumulative,
  };
}
