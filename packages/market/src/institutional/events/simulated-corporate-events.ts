/**
 * The simulated market's corporate events of one stock: quarterly results, the board meetings that
 * consider them, and annual general meetings, each with the session it was announced on.
 *
 * - A results event falls on the day the simulator applies the stock's results jump
 *   (`resultsPhaseOf`, `isResultsBar` on the history's own dates), so its price reaction is the
 *   jump. It reports the last fiscal quarter that ended at least `RESULTS_MIN_LAG_DAYS` before.
 * - The board meeting that approves those results sits on the session before (results come out
 *   after the close; the price answers at the next open), announced 7–10 sessions earlier, as
 *   SEBI's LODR regulation 29 asks for advance intimation.
 * - One AGM a year in June–September, a few sessions before the final dividend's ex-date when the
 *   stock pays one in that window (`actions`), else on a drawn session; announced 25 sessions ahead
 *   (21 clear days' notice).
 *
 * Pure and deterministic: draws come from `createRng(seed, 'events:<SYMBOL>:<date>')`.
 */
import {
  type FiscalQuarter,
  fiscalQuarterOf,
  fiscalYearOf,
  quarterLabel,
  shiftDays,
} from '../../fundamentals/fiscal-calendar';
import { barIndexOnOrBefore } from '../../live/simulated-nse';
import type { CorporateAction } from '../../simulator/corporate-actions';
import { isResultsBar, RESULTS_EVERY_BARS, resultsPhaseOf } from '../../simulator/daily-history';
import { createRng } from '../../simulator/prng';
import type { IsoDate } from '../../units';

export const CORPORATE_EVENT_TYPES = ['results', 'board-meeting', 'agm'] as const;
export type CorporateEventType = (typeof CORPORATE_EVENT_TYPES)[number];

/** Calendar days a quarter must have ended before a results day to be the one it reports. */
export const RESULTS_MIN_LAG_DAYS = 10;
/** Sessions between a board meeting's intimation and the meeting (inclusive range). */
const BOARD_NOTICE_SESSIONS: readonly [number, number] = [7, 10];
/** Sessions between an AGM's notice and the meeting (21 clear days). */
const AGM_NOTICE_SESSIONS = 25;

export interface SimulatedCorporateEvent {
  readonly type: CorporateEventType;
  readonly symbol: string;
  readonly date: IsoDate;
  /** The session the company told the exchange (events are shown as upcoming from then on). */
  readonly announcedOn: IsoDate;
  /** Results and board meetings: the reported quarter's fiscal year (the year it ends in) and quarter; AGM: the fiscal year whose accounts it adopts. */
  readonly fiscalYear: number;
  readonly quarter: FiscalQuarter | null;
  /** As NSE's event calendar words it, e.g. `Financial results Q2 FY2027`. */
  readonly purpose: string;
  /** AGM tied to a final dividend: its amount, paise per share, and ex-date. */
  readonly dividendPaise: number | null;
  readonly dividendExDate: IsoDate | null;
}

/** The fiscal quarter a results day reports: the last one ended `RESULTS_MIN_LAG_DAYS` or more before. */
export function reportedQuarter(resultsDay: IsoDate): { year: number; quarter: FiscalQuarter } {
  const ref = shiftDays(resultsDay, -RESULTS_MIN_LAG_DAYS);
  const year = fiscalYearOf(ref);
  const running = fiscalQuarterOf(ref);
  return running === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: (running - 1) as FiscalQuarter };
}

export interface CorporateEventsInput {
  /** Seed of the event draws (announcement lags, AGM days). */
  readonly seed: string;
  /** The seed the price history was generated with (its results phase). */
  readonly historySeed: string;
  readonly symbol: string;
  /** The history's dates (index t is bar t), e.g. `simulatedWindowDates()`. */
  readonly dates: readonly IsoDate[];
  readonly actions: readonly CorporateAction[];
}

/** Every event of the stock over `dates`, by date. */
export function simulatedCorporateEvents(input: CorporateEventsInput): SimulatedCorporateEvent[] {
  const { dates, symbol } = input;
  const out: SimulatedCorporateEvent[] = [];
  const phase = resultsPhaseOf(input.historySeed, symbol);
  const [minNotice, maxNotice] = BOARD_NOTICE_SESSIONS;
  for (let t = (RESULTS_EVERY_BARS - phase) % RESULTS_EVERY_BARS; t < dates.length; t += RESULTS_EVERY_BARS) {
    const date = dates[t];
    const meeting = dates[t - 1];
    if (date === undefined || meeting === undefined || !isResultsBar(t, phase)) continue;
    const rng = createRng(input.seed, `events:${symbol}:${date}`);
    const notice = minNotice + rng.int(maxNotice - minNotice + 1);
    const announcedOn = dates[Math.max(0, t - 1 - notice)] ?? meeting;
    const { year, quarter } = reportedQuarter(date);
    const label = quarterLabel(year, quarter);
    const audited = quarter === 4 ? 'Audited financial results' : 'Financial results';
    const common = {
      symbol,
      announcedOn,
      fiscalYear: year,
      quarter,
      dividendPaise: null,
      dividendExDate: null,
    };
    out.push({
      ...common,
      type: 'board-meeting',
      date: meeting,
      purpose: `Board meeting to consider ${audited.toLowerCase()} ${label}`,
    });
    out.push({ ...common, type: 'results', date, purpose: `${audited} ${label}` });
  }
  out.push(...annualMeetings(input));
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Index of the first date on or after `date` (dates.length when none). */
function indexOnOrAfter(dates: readonly IsoDate[], date: IsoDate): number {
  const t = barIndexOnOrBefore(dates, date);
  return t >= 0 && dates[t] === date ? t : t + 1;
}

function annualMeetings(input: CorporateEventsInput): SimulatedCorporateEvent[] {
  const { dates, symbol } = input;
  const first = dates[0];
  const last = dates.at(-1);
  if (first === undefined || last === undefined) return [];
  const out: SimulatedCorporateEvent[] = [];
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) {
    const rng = createRng(input.seed, `events:${symbol}:agm:${year}`);
    const dividend = input.actions.find(
      (a) => a.kind === 'dividend' && a.exDate >= `${year}-06-15` && a.exDate <= `${year}-10-15`,
    );
    let t: number;
    if (dividend?.kind === 'dividend') {
      t = indexOnOrAfter(dates, dividend.exDate) - (3 + rng.int(4));
    } else {
      const from = indexOnOrAfter(dates, `${year}-07-01` as IsoDate);
      const to = indexOnOrAfter(dates, `${year}-09-26` as IsoDate);
      t = from + rng.int(Math.max(1, to - from));
    }
    const date = dates[t];
    if (date === undefined || t < 1 || date < `${year}-06-01` || date > `${year}-09-30`) continue;
    const fiscalYear = year;
    out.push({
      type: 'agm',
      symbol,
      date,
      announcedOn: dates[Math.max(0, t - AGM_NOTICE_SESSIONS)] ?? date,
      fiscalYear,
      quarter: null,
      purpose:
        dividend?.kind === 'dividend'
          ? `Annual general meeting FY${fiscalYear} (final dividend Rs ${(dividend.amountPaise / 100).toFixed(2)} per share)`
          : `Annual general meeting FY${fiscalYear}`,
      dividendPaise: dividend?.kind === 'dividend' ? dividend.amountPaise : null,
      dividendExDate: dividend?.kind === 'dividend' ? dividend.exDate : null,
    });
  }
  return out;
}
