import type {
  DealGrouping,
  DealKind,
  DealsPerformanceAnswer,
  FiiDiiPeriod,
  StockDealsAnswer,
} from '@nivesh/contracts';
import {
  type FiiStatsRow,
  type IsoDate,
  type NseCalendar,
  simulatedInstitutionalFlows,
} from '@nivesh/market';
import type { Db } from '../db/database';
import { importedParticipantOiDays } from '../derivatives/participant-oi-answer';
import type { MarketService } from '../market/market.service';
import { marketSource, round } from '../market/market-answers';
import {
  calendarSpanning,
  checkSessionDate,
  type NiftyDay,
  niftyDays,
  refuseDate,
} from '../market/session-days';
import { buildInSlices, RANGE_SLICE } from './answer-slices';
import { CorporateActionsService } from './corporate-actions.service';
import { dealDto, dealsAnswer, fileOrSimulated, type ListedDeal } from './deals-answer';
import { DEALS_PERFORMANCE_METHOD, type DealOutcome, dealGroups, dealOutcome } from './deals-performance';
import { EventsService } from './events.service';
import { fiiDerivativesAnswer, sessionBefore, simulatedFiiDerivativesDay } from './fii-derivatives-answer';
import {
  type FlowDay,
  type FlowSeries,
  fiiDiiActivitiesAnswer,
  fiiDiiDataAnswer,
  pairedFlows,
} from './fii-dii-answer';
import { InsiderTradeDays } from './imported-insider-trades';
import { InsiderTradesService } from './insider-trades.service';
import {
  Groupings,
  PERFORMANCE_WAIT_MS,
  type PerformanceQueryInput,
  performancePage,
  performanceRange,
} from './performance-ranges';
import { SimulatedDealDays } from './simulated-deal-days';
import {
  importedDealDates,
  importedDeals,
  importedDealsBetween,
  importedFiiStatsDates,
  importedFiiStatsDay,
  importedFlows,
} from './today-activity.repository';

/** Sessions simulated per step of the series' build (about a millisecond of work). */
const SESSIONS_PER_STEP = 8;
/** Deal outcomes measured per step. */
const OUTCOMES_PER_STEP = 32;
/** Sessions whose simulated FII derivatives statistics are kept. */
const KEPT_FII_DERIVATIVE_DAYS = 64;
/** Ranges whose deal outcomes are kept (a year of bulk deals is ~12,000 small objects). */
const KEPT_OUTCOME_RANGES = 8;

/** Every session's simulated FII/DII figures, oldest first, computed in steps. */
function* simulateSessions(
  sessions: readonly IsoDate[],
  seed: string,
  nifty: ReadonlyMap<IsoDate, NiftyDay>,
  calendar: NseCalendar,
): Generator<void, FlowDay[], undefined> {
  const niftyReturnOn = (d: IsoDate) => nifty.get(d)?.ret ?? 0;
  const out: FlowDay[] = [];
  for (const date of sessions) {
    const n = nifty.get(date);
    const { fii, dii } = simulatedInstitutionalFlows(date, seed, {
      niftyReturn: n?.ret ?? 0,
      niftyClose: n?.close ?? 0,
      niftyReturnOn,
      calendar,
    });
    out.push({ date, fii, dii });
    if (out.length % SESSIONS_PER_STEP === 0) yield;
  }
  return out;
}

/** FII/DII cash-market activity (TodayActivity/getFiiDiiData, getFiiDiiActivities) of the running market. */
export class TodayActivityService {
  /** The simulated series of the latest session with figures (recomputed when a session closes). */
  private simulated: { key: string; series: Promise<FlowSeries> } | undefined;
  private readonly dealDays: SimulatedDealDays;
  /** TodayActivity/getCorporateActions. */
  readonly corporateActions: CorporateActionsService;
  /** Insider-trading disclosures (TodayActivity/getInsiderTrades). */
  readonly insiderTrades: InsiderTradesService;
  /** TodayActivity/getInsiderTrades: imported sessions from NSE's file, the others simulated. */
  readonly insiderTradeDays: InsiderTradeDays;
  /** The calendar over the market's years (rebuilt only when its first or last session changes). */
  private calendar: { key: string; calendar: NseCalendar } | undefined;
  /** Deal outcomes of the last ranges asked for, by range, source and market day. */
  private readonly outcomes = new Map<string, readonly DealOutcome[]>();
  private readonly groupings = new Groupings();
  /** Simulated FII derivatives statistics of the last sessions asked for. */
  private readonly fiiDerivativeDays = new Map<string, readonly FiiStatsRow[]>();
  /** Corporate events and what the price did after them (TodayActivity/getEvents, getEventsPerformance). */
  readonly events: EventsService;

  constructor(
    private readonly market: MarketService,
    private readonly db: Db,
  ) {
    // The market's calendar (a dozen years laid out day by day, tens of milliseconds in one go) is
    // built now, at startup, rather than by the first answer that checks a date.
    calendarSpanning(market.feed.state.dates);
    this.dealDays = new SimulatedDealDays(market);
    this.corporateActions = new CorporateActionsService(market, db);
    this.insiderTrades = new InsiderTradesService(market);
    this.insiderTradeDays = new InsiderTradeDays(db, market, this.insiderTrades);
    this.events = new EventsService(market);
  }

  /** Seed of the simulated figures: the feed's, so a replayed past session gets the same figures. */
  private get seed(): string {
    return `${this.market.feed.pathSeed}:fii-dii`;
  }

  /** NIFTY 50 by session, and the sessions with figures: those closed (a session's figures come after it). */
  private sessions(): { nifty: Map<IsoDate, NiftyDay>; closed: IsoDate[]; calendar: NseCalendar } {
    const nifty = niftyDays(this.market.feed.state);
    const session = this.market.feed.session();
    const closed = [...nifty.keys()]
      .filter((d) => d < session.date || (d === session.date && !session.live))
      .sort();
    const key = `${closed[0] ?? ''}|${closed.at(-1) ?? ''}`;
    if (this.calendar?.key !== key) this.calendar = { key, calendar: calendarSpanning(closed) };
    return { nifty, closed, calendar: this.calendar.calendar };
  }

  private simulatedSeries(
    closed: readonly IsoDate[],
    nifty: ReadonlyMap<IsoDate, NiftyDay>,
    calendar: NseCalendar,
  ): Promise<FlowSeries> {
    const key = `${this.seed}|${closed[0] ?? ''}|${closed.at(-1) ?? ''}|${closed.length}`;
    if (this.simulated?.key !== key) {
      const series = buildInSlices(simulateSessions(closed, this.seed, nifty, calendar)).then(
        (days): FlowSeries => ({ kind: 'simulated', days, fileName: null }),
      );
      this.simulated = { key, series };
      series.catch(() => {
        if (this.simulated?.key === key) this.simulated = undefined;
      });
    }
    return this.simulated.series;
  }

  async data(query: { readonly date?: string | undefined; readonly days: number }) {
    const { nifty, closed, calendar } = this.sessions();
    const [simulated, importedRows] = await Promise.all([
      this.simulatedSeries(closed, nifty, calendar),
      importedFlows(this.db, 'day'),
    ]);
    return fiiDiiDataAnswer(
      { market: marketSource(this.market), simulated, imported: pairedFlows(importedRows), nifty, calendar },
      query,
    );
  }

  async activities(query: { readonly period: FiiDiiPeriod; readonly page: number; readonly size: number }) {
    const { nifty, closed, calendar } = this.sessions();
    const months = pairedFlows(await importedFlows(this.db, 'month'));
    const simulated: FlowSeries =
      months.days.length > 0
        ? { kind: 'simulated', days: [], fileName: null }
        : await this.simulatedSeries(closed, nifty, calendar);
    return fiiDiiActivitiesAnswer(
      { market: marketSource(this.market), simulated, importedMonths: months, nifty, calendar },
      query,
    );
  }

  /** TodayActivity/getFiiDerivatives: a session's FII derivatives statistics, imported or simulated. */
  async fiiDerivatives(query: { readonly date?: string | undefined }) {
    const { nifty, closed, calendar } = this.sessions();
    const { state, pathSeed } = this.market.feed;
    return fiiDerivativesAnswer(
      {
        market: marketSource(this.market),
        closed,
        importedDates: await importedFiiStatsDates(this.db),
        calendar,
        imported: (date) => importedFiiStatsDay(this.db, date),
        simulate: async (date) => {
          // The participant-wise OI imported for the session (and the one before), if any.
          const before = sessionBefore(calendar, date) ?? date;
          const importedOi = await importedParticipantOiDays(this.db, before, date);
          const today = importedOi.get(date);
          const previous = before === date ? undefined : importedOi.get(before);
          // A closed session's figures never change (~10 ms to simulate): the last days asked are kept.
          const key = [
            pathSeed,
            date,
            nifty.get(date)?.close ?? '',
            today?.fileName,
            previous?.fileName,
          ].join('|');
          let rows = this.fiiDerivativeDays.get(key);
          if (rows === undefined) {
            rows = simulatedFiiDerivativesDay(state, pathSeed, nifty, calendar, date, {
              today: today?.rows,
              previous: previous?.rows,
            });
            this.fiiDerivativeDays.set(key, rows);
            const oldest = this.fiiDerivativeDays.keys().next();
            if (this.fiiDerivativeDays.size > KEPT_FII_DERIVATIVE_DAYS && oldest.done !== true)
              this.fiiDerivativeDays.delete(oldest.value);
          }
          return { rows, participantOiFile: today?.fileName ?? null };
        },
      },
      query,
    );
  }

  /** Sessions with `kind` deals: the closed ones (simulated) and the imported days, oldest first, and the latest. */
  private async dealSessions(kind: DealKind) {
    const { closed, calendar } = this.sessions();
    const importedDates = await importedDealDates(this.db, kind);
    const dates = [...new Set([...closed, ...importedDates])].sort();
    const latest = dates.at(-1);
    if (latest === undefined) refuseDate('No session has deals yet');
    return { closed, calendar, importedDates, dates, latest };
  }

  /** One session's bulk or block deals (default the latest session with deals). */
  async deals(query: {
    readonly kind: DealKind;
    readonly date?: string | undefined;
    readonly side?: 'BUY' | 'SELL' | undefined;
    readonly symbol?: string | undefined;
    readonly page: number;
    readonly size: number;
  }) {
    const { closed, calendar, importedDates, dates, latest } = await this.dealSessions(query.kind);
    const date = (query.date ?? latest) as IsoDate;
    checkSessionDate(date, latest, calendar);
    const imported = await importedDeals(this.db, query.kind, date);
    const simulated = imported.length === 0;
    if (simulated && !closed.includes(date)) {
      refuseDate(
        `${date} has no ${query.kind} deals: pick a session from ${closed[0] ?? latest} to ${latest}`,
      );
    }
    return dealsAnswer(
      {
        state: this.market.feed.state,
        market: marketSource(this.market),
        kind: query.kind,
        date,
        deals: simulated ? await this.dealDays.on(date, query.kind) : imported,
        fileName: imported.at(-1)?.sourceFile ?? null,
        dates,
        earliest: (simulated ? closed[0] : importedDates[0]) ?? date,
      },
      query,
    );
  }

  /** Whether the simulated deals of `range` are all kept, waiting a little for their background job. */
  private async preparedDeals(range: readonly IsoDate[]): Promise<{ ready: boolean; progressPct: number }> {
    let prepared = this.dealDays.prepare(range);
    if (prepared.job !== undefined) {
      await Promise.race([prepared.job, new Promise((resolve) => setTimeout(resolve, PERFORMANCE_WAIT_MS))]);
      prepared = this.dealDays.prepare(range);
    }
    const progressPct = range.length === 0 ? 100 : Math.floor((prepared.done / range.length) * 100);
    return { ready: prepared.job === undefined, progressPct };
  }

  /** What stocks did after the deals of a range of sessions (default the last 250 sessions with deals). */
  async dealsPerformance(
    query: PerformanceQueryInput<DealGrouping> & { readonly kind: DealKind },
  ): Promise<Omit<DealsPerformanceAnswer, 'status' | 'message'>> {
    const { closed, calendar, dates, latest } = await this.dealSessions(query.kind);
    const earliest = dates[0] ?? latest;
    const { from, to } = performanceRange(query, dates, latest, calendar);
    const imported = await importedDealsBetween(this.db, query.kind, from, to);
    const state = this.market.feed.state;
    let deals: ListedDeal[] = imported;
    let ready = true;
    let progressPct = 100;
    if (imported.length === 0) {
      const range = closed.filter((d) => d >= from && d <= to);
      ({ ready, progressPct } = await this.preparedDeals(range));
      deals = ready ? range.flatMap((d) => this.dealDays.kept(d, query.kind)) : [];
    }
    // The outcomes change only with the deals and the completed days: kept per range and market day.
    const key = [
      this.market.feed.pathSeed,
      query.kind,
      from,
      to,
      ready,
      deals.length,
      imported.at(-1)?.sourceFile ?? '',
      state.dates.length,
      state.dates.at(-1) ?? '',
    ].join('|');
    let outcomes = this.outcomes.get(key);
    if (outcomes === undefined) {
      const computed: DealOutcome[] = [];
      await buildInSlices(
        (function* () {
          for (const [k, deal] of deals.entries()) {
            computed.push(dealOutcome(state, deal));
            if (k % OUTCOMES_PER_STEP === OUTCOMES_PER_STEP - 1) yield;
          }
        })(),
        RANGE_SLICE,
      );
      outcomes = computed;
      if (ready) {
        this.outcomes.set(key, computed);
        const oldest = this.outcomes.keys().next();
        if (this.outcomes.size > KEPT_OUTCOME_RANGES && oldest.done !== true)
          this.outcomes.delete(oldest.value);
      }
    }
    return {
      source: fileOrSimulated(marketSource(this.market), imported.at(-1)?.sourceFile ?? null),
      kind: query.kind,
      ...performancePage(
        await this.groupings.of(`${key}|${query.groupBy}`, ready, () =>
          dealGroups(query.kind, query.groupBy, outcomes),
        ),
        query,
        { from, to, earliest, latest },
        { ready, progressPct },
        DEALS_PERFORMANCE_METHOD,
      ),
    };
  }

  /** One stock's bulk and block deals over a range of sessions (default the last 250), newest first. */
  async stockDeals(query: {
    readonly symbol: string;
    readonly from?: string | undefined;
    readonly to?: string | undefined;
  }): Promise<Omit<StockDealsAnswer, 'status' | 'message'>> {
    const symbol = query.symbol.toUpperCase();
    const state = this.market.feed.state;
    const known = state.idOf(symbol) !== undefined;
    const [bulk, block] = await Promise.all([this.dealSessions('bulk'), this.dealSessions('block')]);
    const { closed, calendar } = bulk;
    const dates = [...new Set([...bulk.dates, ...block.dates])].sort();
    const latest = dates.at(-1) ?? bulk.latest;
    if (query.from !== undefined) checkSessionDate(query.from as IsoDate, latest, calendar);
    const { from, to } = performanceRange(query, dates, latest, calendar);
    const importedRows = (
      await Promise.all(
        (['bulk', 'block'] as const).map(async (kind) =>
          (await importedDealsBetween(this.db, kind, from, to)).map((d) => ({ ...d, kind })),
        ),
      )
    ).flat();
    if (!known && importedRows.every((d) => d.symbol !== symbol))
      refuseDate(`${symbol} is not a stock of this market and has no imported deals`);
    // A day with an imported file of a kind is answered from it; the other closed days are simulated.
    const importedDays = { bulk: new Set(bulk.importedDates), block: new Set(block.importedDates) };
    const range = closed.filter((d) => d >= from && d <= to);
    const { ready, progressPct } = await this.preparedDeals(range);
    // Nothing is listed until the whole range is known (a half-listed year would mislead).
    const listed: (ListedDeal & { kind: DealKind })[] = ready
      ? importedRows.filter((d) => d.symbol === symbol)
      : [];
    if (ready) {
      for (const date of range) {
        for (const kind of ['bulk', 'block'] as const) {
          if (importedDays[kind].has(date)) continue;
          for (const deal of this.dealDays.kept(date, kind))
            if (deal.symbol === symbol) listed.push({ ...deal, kind });
        }
      }
    }
    const rows = listed
      .map((d) => ({ ...dealDto(state, d), date: d.tradeDate, kind: d.kind }))
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.valueCr - a.valueCr));
    const sum = (side: 'BUY' | 'SELL') =>
      round(
        rows.filter((r) => r.side === side).reduce((a, r) => a + r.valueCr, 0),
        2,
      );
    const fileName = importedRows.at(-1)?.sourceFile ?? null;
    return {
      source: fileOrSimulated(marketSource(this.market), fileName),
      symbol,
      from,
      to,
      ready,
      progressPct,
      rows,
      buyValueCr: sum('BUY'),
      sellValueCr: sum('SELL'),
    };
  }
}
