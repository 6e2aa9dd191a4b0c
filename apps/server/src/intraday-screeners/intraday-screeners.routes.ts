import { intradayScreenerEndpoints } from '@nivesh/contracts';
import {
  INTRADAY_SCREENS,
  intradayScreenOf,
  type MarketState,
  PRE_MARKET_SCREENS,
  PRICE_PATTERNS,
  preMarketScreenOf,
  pricePatternOf,
} from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import { ok, refuse } from '../http/answers';
import type { AreaRoutesOptions } from '../http/area-routes-options';
import { endpointRouter } from '../http/endpoint-routes';
import { registerTickAnswerCache } from '../market/answer-cache';
import { equityIds } from '../market/day/list-scope';
import { marketSource } from '../market/market-answers';
import { filterData } from './filter-data';
import type { IntradayScan } from './intraday-scanner';
import { type PreOpenDayFigures, pastPreOpen, todayPreOpen } from './pre-open-figures';
import { sectorCounts, sectorFilter, unknownSector } from './scan-sectors';
import {
  intradayRow,
  intradayScreenInfo,
  patternRow,
  preOpenDay,
  preOpenRow,
  screenInfo,
} from './screener-rows';

/** Pre-open sessions shown before today's on the stock page. */
const PRE_OPEN_HISTORY_DAYS = 10;

const unknownScreen = (kind: string, id: string, count: number) =>
  refuse(`No ${kind} screen ${id}: choose a number from 1 to ${count}`);

/** Today's pre-open of every equity that has one. */
function preOpenAll(state: MarketState): Map<number, PreOpenDayFigures> {
  const out = new Map<number, PreOpenDayFigures>();
  for (const id of equityIds(state)) {
    const f = todayPreOpen(state, id);
    if (f) out.set(id, f);
  }
  return out;
}

/**
 * Intraday and pre-market screeners (issue 4): IntradayScreener/*, PricePattern/*, the pre-market
 * screens (PreMarket/getScreenerList, getScreenerData, getStockData) and stock/getFilterData.
 */
export const intradayScreenerRoutes: FastifyPluginAsync<AreaRoutesOptions> = async (
  app,
  { services: { market, tickAnswers, intradayScanner: scanner }, gates },
) => {
  const route = endpointRouter(app, gates);
  registerTickAnswerCache(app, tickAnswers);
  const state = () => market.feed.state;
  const inSector = (sector: string | null) => (id: number) =>
    sector === null || state().meta(id).sector === sector;
  const scanShape = (sector: string | null, scan: IntradayScan) => ({
    source: marketSource(market),
    sector,
    scanned: scan.ids.filter(inSector(sector)).length,
    bars: scan.bars,
    elapsedMs: scan.elapsedMs,
    scan: scan.key,
  });

  route(intradayScreenerEndpoints.intradayScreenerList, async ({ query }) => {
    const sector = sectorFilter(state(), query.sector_id);
    if (sector === undefined) return unknownSector(query.sector_id);
    const scan = scanner.scan();
    const keep = inSector(sector);
    const screens = INTRADAY_SCREENS.map((s) => ({
      ...intradayScreenInfo(s),
      count: [...(scan.screens.get(s.id)?.keys() ?? [])].filter(keep).length,
    }));
    return ok(`${screens.length} intraday screens`, {
      ...scanShape(sector, scan),
      screens,
      sectors: sectorCounts(state(), scan.ids),
    });
  });

  route(intradayScreenerEndpoints.intradayStockData, async ({ query }) => {
    const screen = intradayScreenOf(query.screen_id);
    if (!screen) return unknownScreen('intraday', query.screen_id, INTRADAY_SCREENS.length);
    const sector = sectorFilter(state(), query.sector_id);
    if (sector === undefined) return unknownSector(query.sector_id);
    const scan = scanner.scan(query.scan);
    const matched = scan.screens.get(screen.id) ?? new Map<number, number | null>();
    const keep = inSector(sector);
    const rows = [...matched]
      .filter(([id]) => keep(id))
      .flatMap(([id, metric]) => {
        const input = scan.inputs.get(id);
        return input ? [intradayRow(state(), id, input, metric)] : [];
      })
      .sort((a, b) => Math.abs(b.metric ?? 0) - Math.abs(a.metric ?? 0) || a.symbol.localeCompare(b.symbol));
    return ok(`${rows.length} stocks: ${screen.name}`, {
      ...scanShape(sector, scan),
      screen: intradayScreenInfo(screen),
      rows,
      sectors: sectorCounts(state(), matched.keys()),
    });
  });

  route(intradayScreenerEndpoints.patternList, async ({ query }) => {
    const sector = sectorFilter(state(), query.sector_id);
    if (sector === undefined) return unknownSector(query.sector_id);
    const scan = scanner.scan();
    const keep = inSector(sector);
    const count = (hits: readonly { id: number }[] | undefined) =>
      (hits ?? []).filter((h) => keep(h.id)).length;
    return ok(`${PRICE_PATTERNS.length} price patterns`, {
      ...scanShape(sector, scan),
      dailyBar: scan.dailyBar,
      patterns: PRICE_PATTERNS.map((p) => ({
        id: p.id,
        name: p.name,
        bias: p.bias,
        bars: p.bars,
        rule: p.rule,
        daily: count(scan.daily.get(p.id)),
        m15: count(scan.m15.get(p.id)),
      })),
      sectors: sectorCounts(state(), scan.ids),
    });
  });

  route(intradayScreenerEndpoints.patternStocks, async ({ query }) => {
    const pattern = pricePatternOf(query.pattern_id);
    if (!pattern)
      return refuse(
        `No pattern ${query.pattern_id}: choose one of ${PRICE_PATTERNS.map((p) => p.id).join(', ')}`,
      );
    const sector = sectorFilter(state(), query.sector_id);
    if (sector === undefined) return unknownSector(query.sector_id);
    const scan = scanner.scan(query.scan);
    const hits = (query.timeframe === 'daily' ? scan.daily : scan.m15).get(pattern.id) ?? [];
    const keep = inSector(sector);
    const rows = hits
      .filter((h) => keep(h.id))
      .map((h) => patternRow(state(), h))
      .sort((a, b) => a.symbol.localeCompare(b.symbol));
    return ok(`${rows.length} stocks: ${pattern.name}`, {
      ...scanShape(sector, scan),
      pattern: {
        id: pattern.id,
        name: pattern.name,
        bias: pattern.bias,
        bars: pattern.bars,
        rule: pattern.rule,
      },
      timeframe: query.timeframe,
      rows,
      sectors: sectorCounts(
        state(),
        hits.map((h) => h.id),
      ),
    });
  });

  const preMarketShape = (sector: string | null, scanned: number) => ({
    source: marketSource(market),
    date: state().sessionDate,
    sector,
    scanned,
    simulatedOrderBook: true as const,
  });

  route(intradayScreenerEndpoints.preMarketScreenerList, async ({ query }) => {
    const sector = sectorFilter(state(), query.sector_id);
    if (sector === undefined) return unknownSector(query.sector_id);
    const all = preOpenAll(state());
    const figures = [...all].filter(([id]) => inSector(sector)(id)).map(([, f]) => f);
    return ok(`Pre-open screens of ${state().sessionDate}`, {
      ...preMarketShape(sector, figures.length),
      screens: PRE_MARKET_SCREENS.map((s) => ({
        ...screenInfo(s),
        count: figures.filter(s.matches).length,
      })),
      sectors: sectorCounts(state(), all.keys()),
    });
  });

  route(intradayScreenerEndpoints.preMarketScreenerData, async ({ query }) => {
    const screen = preMarketScreenOf(query.screener_id);
    if (!screen) return unknownScreen('pre-market', query.screener_id, PRE_MARKET_SCREENS.length);
    const sector = sectorFilter(state(), query.sector_id);
    if (sector === undefined) return unknownSector(query.sector_id);
    const all = preOpenAll(state());
    const matched = [...all].filter(([, f]) => screen.matches(f));
    const keep = inSector(sector);
    const rows = matched
      .filter(([id]) => keep(id))
      .map(([id, f]) => preOpenRow(state(), id, f, screen.metricOf(f)))
      .sort((a, b) => Math.abs(b.metric ?? 0) - Math.abs(a.metric ?? 0) || a.symbol.localeCompare(b.symbol));
    return ok(`${rows.length} stocks: ${screen.name}`, {
      ...preMarketShape(sector, [...all.keys()].filter(keep).length),
      screen: screenInfo(screen),
      rows,
      sectors: sectorCounts(
        state(),
        matched.map(([id]) => id),
      ),
    });
  });

  route(intradayScreenerEndpoints.preMarketStock, async ({ query }) => {
    const s = state();
    const id = s.idOf(query.symbol);
    if (id === undefined || !equityIds(s).includes(id)) return refuse(`No NSE equity ${query.symbol}`);
    const today = todayPreOpen(s, id);
    if (!today) return refuse(`${query.symbol} has no pre-open price on ${s.sessionDate}`);
    const history: PreOpenDayFigures[] = [];
    for (let t = s.dates.length - 1; t >= 1 && history.length < PRE_OPEN_HISTORY_DAYS; t--) {
      const day = pastPreOpen(s, id, t);
      if (day) history.push(day);
    }
    const meta = s.meta(id);
    return ok(`Pre-open of ${meta.symbol} on ${today.date}`, {
      source: marketSource(market),
      symbol: meta.symbol,
      name: meta.name ?? meta.symbol,
      sector: meta.sector,
      simulatedOrderBook: true as const,
      prevHigh: Math.round(today.prevHigh) / 100,
      prevLow: Math.round(today.prevLow) / 100,
      today: preOpenDay(today),
      screens: PRE_MARKET_SCREENS.filter((screen) => screen.matches(today)).map((screen) => ({
        id: screen.id,
        name: screen.name,
        bias: screen.bias,
      })),
      history: history.map(preOpenDay),
    });
  });

  route(intradayScreenerEndpoints.filterData, async () =>
    ok('Filter options', { source: marketSource(market), ...filterData(state()) }),
  );
};
