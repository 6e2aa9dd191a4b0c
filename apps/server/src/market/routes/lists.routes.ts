import { listEndpoints, sectorSlug } from '@nivesh/contracts';
import { SESSION_SECONDS } from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import { isRefusal, type Refusal } from '../../http/answers';
import { type EndpointGates, endpointRouter } from '../../http/endpoint-routes';
import { dayQuote, type ListDay, resolveListDay, windowEnd } from '../day/list-day';
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
  historyShortfall,
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
  readonly gates: EndpointGates;
  readonly market: MarketService;
}

/** Sessions of new-52-week-high/low counts returned with getNewFiftyTwo (about three months). */
const NEW_FIFTY_TWO_HISTORY_DAYS = 60;

const rupees = (paise: number): number | null => (Number.isFinite(paise) ? fromHundredths(paise) : null);

/**
 * The lists area's market endpoints (see routes/README.md and packages/contracts/src/market/lists.ts):
 * TodayActivity/* and hourlyGainerLooser/getData.
 */
export const listsRoutes: FastifyPluginAsync<ListsRoutesOptions> = async (app, { market, gates }) => {
  const route = endpointRouter(app, gates);
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
    route(direction === 'gainers' ? listEndpoints.topGainers : listEndpoints.topLosers, async ({ query }) =>
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
    route(
      kind === 'high' ? listEndpoints.fiftyTwoWeekHigh : listEndpoints.fiftyTwoWeekLow,
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
            message:
              historyShortfall(state(), day, 'fiftyTwoWeek') ?? `${near ? 'Near' : 'New'} 52-week ${kind}s`,
            kind,
            list: query.list,
            within: near ? query.within : null,
          };
        }),
    );
  }

  route(listEndpoints.newFiftyTwo, async ({ query }) =>
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

  route(listEndpoints.allTimeHigh, async ({ query }) =>
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
        message: historyShortfall(state(), day, 'allTime') ?? 'All-time highs',
      };
    }),
  );

  route(listEndpoints.breakoutStocks, async ({ query }) =>
    inDayAndScope(query, (day, scope) => {
      const session = market.feed.session();
      const sessionFraction = day.kind === 'live' ? Math.min(1, session.secondsPlayed / SESSION_SECONDS) : 1;
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

  route(listEndpoints.marketBreadth, async ({ query }) =>
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

  route(listEndpoints.marketBreadthStock, async ({ query }) => {
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
  });

  route(listEndpoints.advanceDecline, async ({ query }) =>
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
      const ratios = history.flatMap((h) => (h.advanceDeclineRatio === null ? [] : [h.advanceDeclineRatio]));
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

  route(listEndpoints.indiaVix, async ({ query }) => {
    const day = resolveListDay(state(), query.date);
    return isRefusal(day) ? day : indiaVixAnswer(market, day, query.days);
  });

  route(listEndpoints.hourlyGainerLooser, async ({ query }) =>
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
