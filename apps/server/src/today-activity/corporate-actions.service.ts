/**
 * TodayActivity/getCorporateActions: the actions going ex on a session, or one stock's actions. A
 * session with actions from an imported NSE PR-bundle file is answered from the database (its
 * PURPOSE text parsed by `parsePurpose`); any other from the running market's own actions — the
 * very ones its price history is adjusted for (`MarketFeed.corporateActions`), written as NSE writes
 * them (`purposeText`). The simulated market reveals an action three weeks before its ex-date (its
 * assumed announcement) and never earlier. Since T+1 settlement the record date is the ex-date.
 */
import type {
  CorporateActionKind,
  CorporateActionRowDto,
  CorporateActionsAnswer,
  CorporateActionsSource,
} from '@nivesh/contracts';
import { CORPORATE_ACTION_KINDS } from '@nivesh/contracts';
import {
  addCalendarDays,
  type CorporateAction,
  equityBySymbol,
  type IsoDate,
  type MarketState,
  type NseCalendar,
  type ParsedPurpose,
  parsePurpose,
  purposeText,
} from '@nivesh/market';
import type { Db } from '../db/database';
import { BadRequestError } from '../http/api-errors';
import type { MarketService } from '../market/market.service';
import { marketSource, round } from '../market/market-answers';
import { calendarSpanning, checkSessionDate, dayIndexOf, refuseDate } from '../market/session-days';
import { SharedBuilds } from './answer-slices';
import {
  importedActions,
  importedExDates,
  importedFaceValues,
  type StoredCorporateAction,
} from './corporate-actions.repository';
import { equityIds } from './deals-answer';

/** Calendar days after the session whose announced actions are listed as upcoming. */
export const UPCOMING_DAYS = 30;
/** Calendar days before its ex-date that the market's own action is taken as announced. */
export const ANNOUNCED_DAYS_BEFORE = 21;

/** An action as listed, from either source. */
interface ListedAction {
  readonly symbol: string;
  readonly series: string;
  readonly security: string;
  readonly exDate: IsoDate | null;
  readonly recordDate: IsoDate | null;
  /** The day it is listed on: the ex-date, else (NSE's record-date-only rows) the record date. */
  readonly day: IsoDate;
  readonly announcedOn: IsoDate;
  readonly purpose: string;
  readonly parsed: ParsedPurpose;
  /** The imported file; null for the market's own. */
  readonly sourceFile: string | null;
}

/** The market's own actions by ex-date, known on one session (those announced by then). */
interface MarketActions {
  readonly key: string;
  readonly byDate: ReadonlyMap<IsoDate, readonly ListedAction[]>;
  readonly bySymbol: ReadonlyMap<string, readonly ListedAction[]>;
  readonly dates: readonly IsoDate[];
}

function marketListed(symbol: string, security: string, action: CorporateAction): ListedAction {
  const purpose = purposeText(action);
  return {
    symbol,
    series: 'EQ',
    security,
    exDate: action.exDate,
    recordDate: action.exDate,
    day: action.exDate,
    announcedOn: addCalendarDays(action.exDate, -ANNOUNCED_DAYS_BEFORE),
    purpose,
    parsed: parsePurpose(purpose),
    sourceFile: null,
  };
}

function importedListed(row: StoredCorporateAction, faceValues: ReadonlyMap<string, number>): ListedAction {
  const faceValue = faceValues.get(row.symbol) ?? equityBySymbol(row.symbol)?.faceValue;
  return {
    symbol: row.symbol,
    series: row.series,
    security: row.security,
    exDate: row.exDate,
    recordDate: row.recordDate,
    day: row.day,
    announcedOn: row.announcedOn,
    purpose: row.purpose,
    parsed: parsePurpose(row.purpose, faceValue),
    sourceFile: row.sourceFile,
  };
}

function ratioOf(parsed: ParsedPurpose): string | null {
  if (parsed.split) return `₹${parsed.split.fromFaceValue} → ₹${parsed.split.toFaceValue}`;
  if (parsed.bonus) return `${parsed.bonus.bonusShares}:${parsed.bonus.heldShares}`;
  if (parsed.rights) return `${parsed.rights.rightsShares}:${parsed.rights.heldShares}`;
  return null;
}

/**
 * One action with what the market knows of its stock: the close before, the yield, the move since.
 * `state` is undefined when the market's prices are not the action's (a real file's action on a
 * simulated market): those figures are then null rather than a real dividend over a simulated price.
 */
export function actionRow(state: MarketState | undefined, action: ListedAction): CorporateActionRowDto {
  const amount = action.parsed.dividendPaise === null ? null : action.parsed.dividendPaise / 100;
  const row = {
    symbol: action.symbol,
    series: action.series,
    security: action.security,
    kind: action.parsed.kind,
    kinds: [...action.parsed.kinds],
    purpose: action.purpose,
    amount,
    ratio: ratioOf(action.parsed),
    exDate: action.exDate,
    recordDate: action.recordDate,
    announcedOn: action.announcedOn,
  };
  const id = state?.idOf(action.symbol);
  const first = state?.dates[0];
  if (state === undefined || id === undefined || first === undefined || action.day <= first) {
    return { ...row, previousClose: null, yieldPct: null, lastPrice: null, changeSincePct: null };
  }
  const bars = state.daily(id);
  const t = dayIndexOf(state.dates, action.day);
  // The printed close of the session before the ex-date (the latest close for one still to come).
  const before = t > 0 ? (bars.close[t - 1] ?? 0) : t < 0 ? (bars.close[state.dates.length - 1] ?? 0) : 0;
  const ltp = state.quote(id).ltp;
  const exClose = t >= 0 ? (bars.close[t] ?? 0) * (bars.adjFactor[t] ?? 1) : 0;
  return {
    ...row,
    previousClose: before > 0 ? before / 100 : null,
    yieldPct: amount !== null && before > 0 && t !== 0 ? round(((amount * 100) / before) * 100, 2) : null,
    lastPrice: ltp > 0 ? ltp / 100 : null,
    changeSincePct: exClose > 0 && ltp > 0 ? round((ltp / exClose - 1) * 100, 2) : null,
  };
}

/** Kind order first, then symbol. */
const byKindThenSymbol = (a: ListedAction, b: ListedAction) =>
  CORPORATE_ACTION_KINDS.indexOf(a.parsed.kind) - CORPORATE_ACTION_KINDS.indexOf(b.parsed.kind) ||
  (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);

const hasKind = (kind: CorporateActionKind | undefined) => (a: ListedAction) =>
  kind === undefined || a.parsed.kinds.includes(kind);

/** Counts per kind (a row naming two kinds counts in both), every kind listed. */
function countsOf(actions: readonly ListedAction[]): CorporateActionsAnswer['counts'] {
  return CORPORATE_ACTION_KINDS.map((kind) => ({
    kind,
    count: actions.filter((a) => a.parsed.kinds.includes(kind)).length,
  }));
}

export interface CorporateActionsQueryInput {
  readonly date?: string | undefined;
  readonly kind?: CorporateActionKind | undefined;
  readonly symbol?: string | undefined;
  readonly page: number;
  readonly size: number;
}

/** Corporate actions of the running market and of the imported PR-bundle files. */
export class CorporateActionsService {
  /** The market's actions of the session shown (built stock by stock in slices, kept until it changes). */
  private readonly market = new SharedBuilds<MarketActions>(1);
  private calendar: { key: string; calendar: NseCalendar } | undefined;

  constructor(
    private readonly service: MarketService,
    private readonly db: Db,
  ) {}

  /** The market's actions announced by the session shown (kept until the session changes). */
  private marketActions(today: IsoDate): Promise<MarketActions> {
    const { feed } = this.service;
    const key = `${feed.pathSeed}|${today}|${feed.state.dates.length}`;
    return this.market.get(key, () => this.listMarketActions(key, today));
  }

  /** Every stock's actions announced by `today`, one stock per step. */
  private *listMarketActions(key: string, today: IsoDate): Generator<void, MarketActions, undefined> {
    const { feed } = this.service;
    const state = feed.state;
    const horizon = addCalendarDays(today, ANNOUNCED_DAYS_BEFORE);
    const byDate = new Map<IsoDate, ListedAction[]>();
    const bySymbol = new Map<string, ListedAction[]>();
    for (const id of equityIds(state)) {
      const meta = state.meta(id);
      const listed = feed
        .corporateActions(meta.symbol, horizon)
        .map((a) => marketListed(meta.symbol, meta.name ?? meta.symbol, a));
      if (listed.length > 0) bySymbol.set(meta.symbol, listed);
      for (const action of listed) {
        const list = byDate.get(action.day) ?? [];
        list.push(action);
        byDate.set(action.day, list);
      }
      yield;
    }
    return { key, byDate, bySymbol, dates: [...byDate.keys()].sort() };
  }

  private calendarOf(state: MarketState): NseCalendar {
    const key = `${state.dates[0] ?? ''}|${state.dates.at(-1) ?? ''}`;
    if (this.calendar?.key !== key) this.calendar = { key, calendar: calendarSpanning(state.dates) };
    return this.calendar.calendar;
  }

  private async importedListed(range: Parameters<typeof importedActions>[1]): Promise<ListedAction[]> {
    const rows = await importedActions(this.db, range);
    const faceValues = await importedFaceValues(
      this.db,
      rows.map((r) => r.symbol),
    );
    return rows.map((r) => importedListed(r, faceValues));
  }

  async answer(
    query: CorporateActionsQueryInput,
  ): Promise<Omit<CorporateActionsAnswer, 'status' | 'message'>> {
    const { feed } = this.service;
    const state = feed.state;
    const today = feed.session().date;
    const market = await this.marketActions(today);
    const first = state.dates[0] ?? today;
    const importedDates = await importedExDates(this.db, today);
    const dates = [
      ...new Set([...market.dates.filter((d) => d > first && d <= today), ...importedDates]),
    ].sort();
    const latest = dates.at(-1);
    if (latest === undefined) refuseDate('No session has corporate actions yet');
    const date = (query.date ?? latest) as IsoDate;
    checkSessionDate(date, today, this.calendarOf(state));
    const earliest = dates[0] ?? latest;
    if (date < earliest)
      refuseDate(
        `${date} is before the first session with corporate actions (${earliest}): pick a later day`,
      );
    const symbol = query.symbol?.toUpperCase() || undefined;

    // The day's (or the stock's) actions: an imported file's where there is one, else the market's.
    const dayBefore = addCalendarDays(date, -1);
    const imported = await this.importedListed(
      symbol === undefined
        ? { after: dayBefore, through: date, asOf: today }
        : { after: '1900-01-01' as IsoDate, through: date, asOf: date, symbol },
    );
    const fromFile = imported.length > 0;
    let listed: ListedAction[];
    if (fromFile) listed = imported;
    else if (symbol === undefined) listed = [...(market.byDate.get(date) ?? [])];
    else {
      if (state.idOf(symbol) === undefined) {
        const message = `${symbol} is not a stock of the market and has no imported corporate actions`;
        throw new BadRequestError([{ field: 'symbol', message }], message);
      }
      listed = (market.bySymbol.get(symbol) ?? []).filter((a) => a.day <= date);
    }
    listed.sort(
      symbol === undefined ? byKindThenSymbol : (a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0),
    );
    const shown = listed.filter(hasKind(query.kind));

    // Announced by the day, going ex in the 30 days after it (the market's: three weeks ahead at most).
    const through = addCalendarDays(date, UPCOMING_DAYS);
    const announcedBy = addCalendarDays(date, ANNOUNCED_DAYS_BEFORE);
    const upcomingImported = await this.importedListed({
      after: date,
      through,
      asOf: date,
      ...(symbol ? { symbol } : {}),
    });
    const upcoming = (
      fromFile || upcomingImported.length > 0
        ? upcomingImported
        : market.dates
            .filter((d) => d > date && d <= announcedBy)
            .flatMap((d) => market.byDate.get(d) ?? [])
            .filter((a) => symbol === undefined || a.symbol === symbol)
    )
      .filter(hasKind(query.kind))
      .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : byKindThenSymbol(a, b)));

    const files = [...new Set(imported.flatMap((r) => (r.sourceFile === null ? [] : [r.sourceFile])))];
    const source: CorporateActionsSource = {
      ...marketSource(this.service),
      simulated: !fromFile && feed.simulated,
      kind: fromFile ? 'imported' : feed.simulated ? 'simulated' : 'detected',
      fileName: fromFile ? files.join(', ') : null,
    };
    const start = (query.page - 1) * query.size;
    // A real file's actions are measured only against real (replayed) prices.
    const pricesOf = (a: ListedAction) => (a.sourceFile !== null && feed.simulated ? undefined : state);
    return {
      source,
      date,
      symbol: symbol ?? null,
      previousDate: dates.findLast((d) => d < date) ?? null,
      nextDate: dates.find((d) => d > date) ?? null,
      latestDate: latest,
      earliestDate: earliest,
      counts: countsOf(listed),
      total: shown.length,
      page: query.page,
      size: query.size,
      rows: shown.slice(start, start + query.size).map((a) => actionRow(pricesOf(a), a)),
      upcoming: upcoming.map((a) => actionRow(pricesOf(a), a)),
    };
  }
}
