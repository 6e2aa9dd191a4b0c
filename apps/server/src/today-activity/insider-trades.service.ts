/**
 * TodayActivity/getInsiderTrades: the SEBI PIT regulation 7(2) disclosures broadcast on one session.
 * Every closed session of the running market has simulated disclosures (`insiderDisclosuresOn`, seeded
 * by the feed's seed, drawn from the stocks' closes, volumes and listed shares of the trade sessions),
 * each session's list computed once and kept: four trade sessions' draws of every stock, a few stocks
 * per step in slices that yield to the event loop (a day's first answer does not hold the server).
 */
import type {
  InsiderGrouping,
  InsiderModeGroupDto,
  InsiderPerformanceAnswer,
  InsiderSide,
  InsiderTradeDto,
  InsiderTradesAnswer,
} from '@nivesh/contracts';
import {
  type InsiderDisclosure,
  type IsoDate,
  insiderDisclosuresOn,
  insiderModeGroup,
  type NseCalendar,
} from '@nivesh/market';
import type { MarketService } from '../market/market.service';
import { marketSource, round } from '../market/market-answers';
import { calendarSpanning, checkSessionDate, refuseDate } from '../market/session-days';
import { buildInSlices, bySymbol, inChunks, SharedBuilds } from './answer-slices';
import { equityIds, fileOrSimulated, stockDaysOf } from './deals-answer';
import {
  INSIDER_PERFORMANCE_METHOD,
  insiderGroups,
  insiderTradeReturns,
  type MeasuredInsiderTrade,
  measurableImported,
} from './insider-performance';
import {
  Groupings,
  type PerformanceQueryInput,
  performancePage,
  performanceRange,
  RangeJobs,
  type RangeWork,
} from './performance-ranges';

const PAISE_PER_CRORE = 1_000_000_000;
/** Broadcast sessions whose disclosures are kept. */
const KEPT_DAYS = 64;
/** Stocks whose four trade sessions are drawn per step (about a millisecond). */
const STOCKS_PER_STEP = 8;

/** Sessions imported from NSE's insider-trading file (imported-insider-trades.ts), as the measuring sees them. */
export interface ImportedInsiderSessions {
  /** Imported sessions, oldest first. */
  readonly dates: readonly IsoDate[];
  /** The imported disclosures broadcast on [from, to], by session, and the file of the last one (null if none). */
  readonly between: (
    from: IsoDate,
    to: IsoDate,
  ) => Promise<{ byDate: ReadonlyMap<string, readonly InsiderTradeDto[]>; fileName: string | null }>;
}

const NO_IMPORTED: ImportedInsiderSessions = {
  dates: [],
  between: () => Promise.resolve({ byDate: new Map(), fileName: null }),
};

/** Sessions a step of a stock's year draws (each a few draws of one stock). */
const STOCK_SESSIONS_PER_STEP = 32;

export interface InsiderTradesQueryInput {
  readonly date?: string | undefined;
  readonly group: InsiderModeGroupDto;
  readonly side?: InsiderSide | undefined;
  readonly symbol?: string | undefined;
  readonly page: number;
  readonly size: number;
}

function sideOf(d: InsiderDisclosure): InsiderSide | null {
  if (d.transaction === 'buy') return 'acquired';
  if (d.transaction === 'sell' || d.transaction === 'invoke') return 'disposed';
  return null;
}

const pct = (shares: number, listed: number): number | null =>
  listed > 0 ? round((shares / listed) * 100, 4) : null;

export function insiderTradeDto(d: InsiderDisclosure): InsiderTradeDto {
  return {
    symbol: d.symbol,
    company: d.company,
    person: d.person,
    category: d.category,
    securityType: 'Equity Shares',
    transaction: d.transaction,
    side: sideOf(d),
    mode: d.mode,
    modeGroup: insiderModeGroup(d.mode),
    quantity: d.quantity,
    value: round(d.value / 100, 2),
    beforeShares: d.beforeShares,
    beforePct: pct(d.beforeShares, d.sharesOutstanding),
    afterShares: d.afterShares,
    afterPct: pct(d.afterShares, d.sharesOutstanding),
    tradeFrom: d.tradeDate,
    tradeTo: d.tradeDate,
    intimationDate: d.intimationDate,
    broadcastDate: d.broadcastDate,
  };
}

/** The day's totals (open-market trades apart from ESOPs and pledges) and counts per mode group. */
export function insiderTotals(rows: readonly InsiderTradeDto[]) {
  const sum = (pred: (r: InsiderTradeDto) => boolean) => {
    const chosen = rows.filter(pred);
    return {
      count: chosen.length,
      valueCr: round((chosen.reduce((a, r) => a + r.value, 0) * 100) / PAISE_PER_CRORE, 2),
    };
  };
  const inGroup = (g: InsiderModeGroupDto) => rows.filter((r) => r.modeGroup === g).length;
  return {
    totals: {
      disclosures: rows.length,
      companies: new Set(rows.map((r) => r.symbol)).size,
      openMarketBuy: sum((r) => r.modeGroup === 'open-market' && r.side === 'acquired'),
      openMarketSell: sum((r) => r.modeGroup === 'open-market' && r.side === 'disposed'),
      esop: sum((r) => r.modeGroup === 'esop'),
      pledgeCreated: sum((r) => r.mode === 'pledge-creation'),
      pledgeReleased: sum((r) => r.mode === 'pledge-revocation'),
      pledgeInvoked: sum((r) => r.mode === 'pledge-invocation'),
      other: sum((r) => r.modeGroup === 'other'),
    },
    groupCounts: {
      all: rows.length,
      'open-market': inGroup('open-market'),
      esop: inGroup('esop'),
      pledge: inGroup('pledge'),
      other: inGroup('other'),
    },
  };
}

/**
 * A session's disclosures as asked: the symbol's (totals over them), then the group and side shown a
 * page at a time. Simulated and imported days alike.
 */
export function insiderDayPage(rows: readonly InsiderTradeDto[], query: InsiderTradesQueryInput) {
  const symbol = query.symbol?.toUpperCase();
  const day = rows.filter((r) => !symbol || r.symbol === symbol);
  const shown = day.filter(
    (r) =>
      (query.group === 'all' || r.modeGroup === query.group) &&
      (query.side === undefined || r.side === query.side),
  );
  const start = (query.page - 1) * query.size;
  return {
    group: query.group,
    total: shown.length,
    page: query.page,
    size: query.size,
    rows: shown.slice(start, start + query.size),
    ...insiderTotals(day),
  };
}

/** Insider-trading disclosures of the running market's closed sessions. */
export class InsiderTradesService {
  private seed = '';
  /** Each broadcast session's disclosures (drawn stock by stock in slices, shared while drawn). */
  private readonly days = new SharedBuilds<readonly InsiderTradeDto[]>(KEPT_DAYS);
  private calendar: { key: string; calendar: NseCalendar } | undefined;
  /** Open-market trades of the last ranges measured (TodayActivity/getInsiderPerformance). */
  private readonly ranges = new RangeJobs<MeasuredInsiderTrade>();
  private readonly groupings = new Groupings();

  constructor(private readonly market: MarketService) {}

  /** Sessions whose disclosures are out: every completed one, and today's once it has closed. */
  private closedSessions(): IsoDate[] {
    const state = this.market.feed.state;
    const session = this.market.feed.session();
    const closed = state.dates.filter((d) => d < session.date || (d === session.date && !session.live));
    if (!session.live && state.sessionDate !== undefined && !closed.includes(state.sessionDate))
      closed.push(state.sessionDate);
    return closed;
  }

  private calendarOf(closed: readonly IsoDate[]): NseCalendar {
    const key = `${closed[0] ?? ''}|${closed.at(-1) ?? ''}`;
    if (this.calendar?.key !== key) this.calendar = { key, calendar: calendarSpanning(closed) };
    return this.calendar.calendar;
  }

  /** The closed sessions and their calendar (imported days are listed among them: imported-insider-trades.ts). */
  sessions(): { closed: IsoDate[]; calendar: NseCalendar } {
    const closed = this.closedSessions();
    return { closed, calendar: this.calendarOf(closed) };
  }

  /**
   * The simulated disclosures broadcast on `date`, drawn `STOCKS_PER_STEP` stocks per step and
   * merged by symbol (`bySymbol`: exactly the list drawn for every stock at once).
   */
  private *drawn(
    date: IsoDate,
    seed: string,
    closed: readonly IsoDate[],
  ): Generator<void, InsiderDisclosure[], undefined> {
    const state = this.market.feed.state;
    const drawn: InsiderDisclosure[] = [];
    for (const ids of inChunks(equityIds(state), STOCKS_PER_STEP)) {
      drawn.push(...insiderDisclosuresOn(date, seed, closed, (d) => stockDaysOf(state, d, ids)));
      yield;
    }
    return drawn.sort(bySymbol);
  }

  /** The disclosures broadcast on `date`, largest value first (computed once per seed and session). */
  private disclosures(date: IsoDate, closed: readonly IsoDate[]): Promise<readonly InsiderTradeDto[]> {
    const seed = `${this.market.feed.pathSeed}:insider`;
    if (seed !== this.seed) {
      this.seed = seed;
      this.days.clear();
    }
    return this.days.get(date, () => this.disclose(date, seed, closed));
  }

  /** The session's disclosures as answered: largest value first. */
  private *disclose(
    date: IsoDate,
    seed: string,
    closed: readonly IsoDate[],
  ): Generator<void, readonly InsiderTradeDto[], undefined> {
    return (yield* this.drawn(date, seed, closed))
      .map(insiderTradeDto)
      .sort((a, b) => b.value - a.value || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
  }

  async trades(query: InsiderTradesQueryInput): Promise<Omit<InsiderTradesAnswer, 'status' | 'message'>> {
    const closed = this.closedSessions();
    const latest = closed.at(-1);
    if (latest === undefined)
      refuseDate('No session has closed yet: insider-trading disclosures come after it');
    const date = (query.date ?? latest) as IsoDate;
    checkSessionDate(date, latest, this.calendarOf(closed));
    const k = closed.indexOf(date);
    if (k < 0)
      refuseDate(`${date} has no disclosures: pick a session from ${closed[0] ?? latest} to ${latest}`);
    const rows = await this.disclosures(date, closed);
    return {
      source: { ...marketSource(this.market), simulated: true, kind: 'simulated', fileName: null },
      date,
      previousDate: closed[k - 1] ?? null,
      nextDate: closed[k + 1] ?? null,
      latestDate: latest,
      earliestDate: closed[0] ?? latest,
      ...insiderDayPage(rows, query),
    };
  }

  /**
   * What the stocks did after the open-market trades disclosed over a range of broadcast sessions
   * (default the last 250 closed sessions), measured in the background a few stocks at a time.
   */
  async performance(
    query: PerformanceQueryInput<InsiderGrouping>,
    imported: ImportedInsiderSessions = NO_IMPORTED,
  ): Promise<Omit<InsiderPerformanceAnswer, 'status' | 'message'>> {
    const closed = this.closedSessions();
    const dates = [...new Set([...closed, ...imported.dates])].sort();
    const latest = dates.at(-1);
    if (latest === undefined)
      refuseDate('No session has closed yet: insider-trading disclosures come after it');
    const { from, to } = performanceRange(query, dates, latest, this.calendarOf(closed));
    const { byDate, fileName } = await imported.between(from, to);
    const importedCount = [...byDate.values()].reduce((a, rows) => a + rows.length, 0);
    const seed = `${this.market.feed.pathSeed}:insider`;
    const state = this.market.feed.state;
    const key = [
      seed,
      from,
      to,
      closed.length,
      latest,
      state.dates.length,
      byDate.size,
      importedCount,
      fileName ?? '',
    ].join('|');
    const measured = await this.ranges.measured(key, () =>
      this.measure(seed, closed, dates, byDate, from, to),
    );
    return {
      source: fileOrSimulated(marketSource(this.market), fileName),
      ...performancePage(
        await this.groupings.of(`${key}|${query.groupBy}`, measured.ready, () =>
          insiderGroups(query.groupBy, measured.items),
        ),
        query,
        { from, to, earliest: dates[0] ?? latest, latest },
        measured,
        INSIDER_PERFORMANCE_METHOD,
      ),
    };
  }

  /**
   * The measuring of the open-market trades broadcast on [from, to]: a few stocks of a simulated
   * session a step; an imported session's disclosures (as filed) in one step.
   */
  private measure(
    seed: string,
    closed: readonly IsoDate[],
    dates: readonly IsoDate[],
    imported: ReadonlyMap<string, readonly InsiderTradeDto[]>,
    from: IsoDate,
    to: IsoDate,
  ): RangeWork<MeasuredInsiderTrade> {
    const days = dates.filter((d) => d >= from && d <= to);
    const simulated = new Set(closed);
    const state = this.market.feed.state;
    const drawn = (date: IsoDate) => this.drawn(date, seed, closed);
    return {
      total: days.length,
      steps: function* (job) {
        const out: MeasuredInsiderTrade[] = [];
        for (const date of days) {
          const filed = imported.get(date);
          const disclosures =
            filed !== undefined
              ? filed.map(measurableImported)
              : simulated.has(date)
                ? yield* drawn(date)
                : [];
          for (const d of disclosures) {
            const m = insiderTradeReturns(state, d);
            if (m !== undefined) out.push(m);
          }
          job.done++;
          yield;
        }
        return out;
      },
    };
  }

  /**
   * One stock's simulated disclosures broadcast on `dates` (closed sessions), newest broadcast first:
   * only that stock is drawn (each stock's draws depend on it alone: `bySymbol`), a few sessions a step.
   */
  async stockDisclosures(symbol: string, dates: readonly IsoDate[]): Promise<InsiderTradeDto[]> {
    const closed = this.closedSessions();
    const state = this.market.feed.state;
    const id = state.idOf(symbol);
    if (id === undefined) return [];
    const seed = `${this.market.feed.pathSeed}:insider`;
    const simulated = new Set(closed);
    const wanted = dates.filter((d) => simulated.has(d));
    return buildInSlices(
      (function* () {
        const out: InsiderTradeDto[] = [];
        for (const [k, date] of wanted.entries()) {
          const drawn = insiderDisclosuresOn(date, seed, closed, (d) => stockDaysOf(state, d, [id]));
          out.push(...drawn.map(insiderTradeDto).sort((a, b) => b.value - a.value));
          if (k % STOCK_SESSIONS_PER_STEP === STOCK_SESSIONS_PER_STEP - 1) yield;
        }
        return out;
      })(),
    );
  }
}
