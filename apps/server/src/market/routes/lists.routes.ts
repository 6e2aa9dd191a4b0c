import {
  API_PREFIX,
  advanceDeclineQuery,
  advanceDeclineResponse,
  allTimeHighResponse,
  breakoutQuery,
  breakoutResponse,
  fiftyTwoWeekQuery,
  fiftyTwoWeekResponse,
  hourlyQuery,
  hourlyResponse,
  indiaVixQuery,
  indiaVixResponse,
  listQuery,
  marketBreadthResponse,
  marketBreadthStockQuery,
  marketBreadthStockResponse,
  moversResponse,
  newFiftyTwoResponse,
  sectorSlug,
} from '@nivesh/contracts';
import { SESSION_SECONDS } from '@nivesh/market';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dayQuote, isRefusal, type ListDay, type Refusal, resolveListDay, windowEnd } from '../day/list-day';
import { type ListScope, resolveScope, resolveSector } from '../day/list-scope';
import type { MarketService } from '../market.service';
import { fromHundredths, pageRows, round } from '../market-answers';
import {
  BreadthTally,
  breadthCounts,
  breadthHistory,
  dayBreadth,
  daySma,
  newFiftyTwoHistory,
  SMA_PERIODS,
} from './lists/breadth';
import { hourlyHits, hourlyPeriods, periodTimes } from './lists/hourly';
import { indiaVixAnswer, NIFTY_50 } from './lists/india-vix';
import {
  allTimeHighHits,
  breakoutHits,
  fiftyTwoWeekHits,
  type LevelKind,
  moverHits,
  nearFiftyTwoWeekHits,
} from './lists/level-lists';
import {
  BREADTH_STOCK_COLUMNS,
  BREAKOUT_COLUMNS,
  dayFrame,
  HOURLY_COLUMNS,
  levelColumns,
  levelRow,
  listFrame,
  STOCK_COLUMNS,
  stockRow,
} from './lists/list-rows';

export interface ListsRoutesOptions {
  readonly market: MarketService;
}

const TODAY = `${API_PREFIX}/TodayActivity`;
/** Sessions of new-52-week-high/low counts returned with getNewFiftyTwo (about three months). */
const NEW_FIFTY_TWO_HISTORY_DAYS = 60;

const rupees = (paise: number): number | null => (Number.isFinite(paise) ? fromHundredths(paise) : null);

/**
 * The lists area's market endpoints (see routes/README.md and packages/contracts/src/market/lists.ts):
 * TodayActivity/* and hourlyGainerLooser/getData.
 */
export const listsRoutes: FastifyPluginAsyncZod<ListsRoutesOptions> = async (app, { market }) => {
  const state = () => market.feed.state;

  /** Resolves the asked day and scope, or answers the refusal. */
  function inDayAndScope<T>(
    query: { date?: string | undefined; index: ListScope['index']; sector_id?: string | undefined },
    answer: (day: ListDay, scope: ListScope) => T,
  ): T | Refusal {
    const day = resolveListDay(state(), query.date);
    if (isRefusal(day)) return day;
    const scope = resolveScope(state(), query);
    if (isRefusal(scope)) return scope;
    return answer(day, scope);
  }

  for (const direction of ['gainers', 'losers'] as const) {
    const action = direction === 'gainers' ? 'getTopGainers' : 'getTopLosers';
    app.get(
      `${TODAY}/${action}`,
      { schema: { querystring: listQuery, response: { 200: moversResponse } } },
      async ({ query }) =>
        inDayAndScope(query, (day, scope) => {
          const hits = moverHits(state(), scope, day, direction);
          const rows = hits.map((h) => stockRow(state(), h.id, h.quote));
          return {
            ...listFrame(market, day, scope, pageRows(rows, query.page, query.limit), STOCK_COLUMNS),
            message: direction === 'gainers' ? 'Top gainers' : 'Top losers',
            direction,
          };
        }),
    );
  }

  for (const kind of ['high', 'low'] as const satisfies readonly LevelKind[]) {
    app.get(
      `${TODAY}/get52Week${kind === 'high' ? 'High' : 'Low'}`,
      { schema: { querystring: fiftyTwoWeekQuery, response: { 200: fiftyTwoWeekResponse } } },
      async ({ query }) =>
        inDayAndScope(query, (day, scope) => {
          const near = query.list === 'near';
          const hits = near
            ? nearFiftyTwoWeekHits(state(), scope, day, kind, query.within)
            : fiftyTwoWeekHits(state(), scope, day, kind);
          const rows = hits.map((h) => levelRow(state(), h));
          const label = kind === 'high' ? '52-week high (₹)' : '52-week low (₹)';
          return {
            ...listFrame(market, day, scope, pageRows(rows, query.page, query.limit), levelColumns(label)),
            message: `${near ? 'Near' : 'New'} 52-week ${kind}s`,
            kind,
            list: query.list,
            within: near ? query.within : null,
          };
        }),
    );
  }

  app.get(
    `${TODAY}/getNewFiftyTwo`,
    { schema: { querystring: listQuery, response: { 200: newFiftyTwoResponse } } },
    async ({ query }) =>
      inDayAndScope(query, (day, scope) => {
        const s = state();
        const highs = fiftyTwoWeekHits(s, scope, day, 'high').map((h) => levelRow(s, h));
        const lows = fiftyTwoWeekHits(s, scope, day, 'low').map((h) => levelRow(s, h));
        const end = windowEnd(s, day);
        const counts = newFiftyTwoHistory(s, scope, end - NEW_FIFTY_TWO_HISTORY_DAYS, end);
        const history = Array.from(counts.highs, (highCount, k) => ({
          date: s.dates[counts.from + k] ?? '',
          highs: highCount,
          lows: counts.lows[k] ?? 0,
        }));
        const pagedHighs = pageRows(highs, query.page, query.limit);
        const pagedLows = pageRows(lows, query.page, query.limit);
        const { rows: _rows, ...frame } = listFrame(
          market,
          day,
          scope,
          { ...pagedHighs, total: highs.length + lows.length },
          levelColumns('52-week level (₹)'),
        );
        return {
          ...frame,
          message: 'New 52-week highs and lows',
          highs: pagedHighs.rows,
          lows: pagedLows.rows,
          counts: { highs: highs.length, lows: lows.length },
          history,
        };
      }),
  );

  app.get(
    `${TODAY}/getAllTimeHigh`,
    { schema: { querystring: listQuery, response: { 200: allTimeHighResponse } } },
    async ({ query }) =>
      inDayAndScope(query, (day, scope) => {
        const rows = allTimeHighHits(state(), scope, day).map((h) => levelRow(state(), h));
        return {
          ...listFrame(
            market,
            day,
            scope,
            pageRows(rows, query.page, query.limit),
            levelColumns('All-time high (₹)'),
          ),
          message: 'All-time highs',
        };
      }),
  );

  app.get(
    `${TODAY}/getBreakoutStocks`,
    { schema: { querystring: breakoutQuery, response: { 200: breakoutResponse } } },
    async ({ query }) =>
      inDayAndScope(query, (day, scope) => {
        const session = market.feed.session();
        const sessionFraction =
          day.kind === 'live' ? Math.min(1, session.secondsPlayed / SESSION_SECONDS) : 1;
        const hits = breakoutHits(state(), scope, day, {
          lookback: query.lookback,
          sessionFraction,
          confirmedOnly: query.volume === 'confirmed',
        });
        const rows = hits.map((h) => ({
          ...levelRow(state(), h),
          averageVolume: Math.round(h.averageVolume),
          volumeRatio: round(h.volumeRatio),
          volumeConfirmed: h.volumeConfirmed,
        }));
        return {
          ...listFrame(market, day, scope, pageRows(rows, query.page, query.limit), BREAKOUT_COLUMNS),
          message: `${query.lookback}-day breakouts`,
          lookback: query.lookback,
          volume: query.volume,
          sessionFraction: round(sessionFraction, 4),
        };
      }),
  );

  app.get(
    `${TODAY}/getMarketBreadth`,
    { schema: { querystring: listQuery, response: { 200: marketBreadthResponse } } },
    async ({ query }) =>
      inDayAndScope({ ...query, sector_id: undefined }, (day, scope) => {
        const breadth = dayBreadth(state(), scope, day, true);
        return {
          ...dayFrame(market, day, scope),
          message: 'Market breadth',
          totals: breadth.totals.counts(),
          movingAverages: breadth.totals.movingAverages(),
          sectors: [...breadth.sectors].map(([sector, tally]) => ({
            ...tally.counts(),
            sector,
            slug: sectorSlug(sector),
            averageChangePct: tally.averageChangePct(),
            movingAverages: tally.movingAverages(),
          })),
        };
      }),
  );

  app.get(
    `${TODAY}/getMarketBreadthStock`,
    { schema: { querystring: marketBreadthStockQuery, response: { 200: marketBreadthStockResponse } } },
    async ({ query }) => {
      const sector = resolveSector(state(), query.ex_sector_id);
      if (sector === undefined) return { status: 0 as const, message: `No sector ${query.ex_sector_id}` };
      return inDayAndScope({ ...query, sector_id: sector }, (day, scope) => {
        const s = state();
        const tally = new BreadthTally();
        const rows = [];
        for (const id of scope.ids) {
          const q = dayQuote(s, id, day);
          if (!q) continue;
          const [sma20, sma50, sma200] = SMA_PERIODS.map((p) => daySma(s, id, day, q, p));
          tally.add(q, [sma20 ?? Number.NaN, sma50 ?? Number.NaN, sma200 ?? Number.NaN]);
          const above = (sma: number | undefined): boolean | null =>
            sma !== undefined && Number.isFinite(sma) ? q.ltp > sma : null;
          rows.push({
            ...stockRow(s, id, q),
            sma20: rupees(sma20 ?? Number.NaN),
            sma50: rupees(sma50 ?? Number.NaN),
            sma200: rupees(sma200 ?? Number.NaN),
            above20: above(sma20),
            above50: above(sma50),
            above200: above(sma200),
          });
        }
        rows.sort((a, b) => b.changePct - a.changePct || (a.symbol < b.symbol ? -1 : 1));
        return {
          ...listFrame(market, day, scope, pageRows(rows, query.page, query.limit), BREADTH_STOCK_COLUMNS),
          message: `Market breadth of ${sector}`,
          slug: sectorSlug(sector),
          totals: tally.counts(),
          movingAverages: tally.movingAverages(),
        };
      });
    },
  );

  app.get(
    `${TODAY}/getAdvanceDecline`,
    { schema: { querystring: advanceDeclineQuery, response: { 200: advanceDeclineResponse } } },
    async ({ query }) =>
      inDayAndScope(query, (day, scope) => {
        const s = state();
        const niftyId = s.idOf(NIFTY_50);
        const niftyOn = (t: number): number | null =>
          niftyId === undefined ? null : rupees(s.daily(niftyId).close[t] ?? Number.NaN);
        const end = windowEnd(s, day);
        const today = dayBreadth(s, scope, day, false).totals.counts();
        const todayNifty =
          niftyId === undefined
            ? null
            : day.kind === 'live'
              ? fromHundredths(s.quote(niftyId).ltp)
              : niftyOn(day.t);
        const counts = breadthHistory(s, scope, end - query.days, end);
        const history = Array.from(counts.advances, (advances, k) => ({
          ...breadthCounts(advances, counts.declines[k] ?? 0, counts.unchanged[k] ?? 0),
          date: s.dates[counts.from + k] ?? '',
          nifty: niftyOn(counts.from + k),
        }));
        const ratios = history.flatMap((h) =>
          h.advanceDeclineRatio === null ? [] : [h.advanceDeclineRatio],
        );
        return {
          ...dayFrame(market, day, scope),
          message: 'Advance/decline ratio',
          today: { ...today, date: day.date, nifty: todayNifty },
          history,
          summary: {
            averageRatio:
              ratios.length === 0 ? null : round(ratios.reduce((a, b) => a + b, 0) / ratios.length, 4),
            daysAdvancesLed: history.filter((h) => h.advances > h.declines).length,
            daysDeclinesLed: history.filter((h) => h.declines > h.advances).length,
          },
        };
      }),
  );

  app.get(
    `${TODAY}/getIndiaVix`,
    { schema: { querystring: indiaVixQuery, response: { 200: indiaVixResponse } } },
    async ({ query }) => {
      const day = resolveListDay(state(), query.date);
      return isRefusal(day) ? day : indiaVixAnswer(market, day, query.days);
    },
  );

  app.get(
    `${API_PREFIX}/hourlyGainerLooser/getData`,
    { schema: { querystring: hourlyQuery, response: { 200: hourlyResponse } } },
    async ({ query }) =>
      inDayAndScope(query, (day, scope) => {
        if (day.kind === 'past') {
          return {
            status: 0 as const,
            message: `Hourly gainers and losers are kept for today's session only, not ${day.date}.`,
          };
        }
        const session = market.feed.session();
        const hits = hourlyHits(market.feed, state(), scope, query.hour, query.type);
        const rows = hits.map((h) => ({
          ...stockRow(state(), h.id, h.quote),
          startPrice: fromHundredths(h.startPrice),
          endPrice: fromHundredths(h.endPrice),
          periodChange: fromHundredths(h.endPrice - h.startPrice),
          periodChangePct: round(h.changePct),
        }));
        return {
          ...listFrame(market, day, scope, pageRows(rows, query.page, query.limit), HOURLY_COLUMNS),
          message: `Hourly ${query.type}`,
          hour: query.hour,
          type: query.type,
          ...periodTimes(query.hour, session),
          periods: hourlyPeriods(session),
        };
      }),
  );
};
