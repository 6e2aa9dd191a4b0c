import { type BuiltinScreenCategoryName, builtinScreenerEndpoints } from '@nivesh/contracts';
import {
  BUILTIN_SCREENS,
  type BuiltinScreen,
  builtinScreensOf,
  findBuiltinScreen,
  findBuiltinScreenAnywhere,
} from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import { isRefusal, type Refusal, refuse } from '../http/answers';
import type { AreaRoutesOptions } from '../http/area-routes-options';
import { endpointRouter } from '../http/endpoint-routes';
import { asOfDay, isLiveDay, type ListDay } from '../market/day/list-day';
import { equityIds, resolveSector } from '../market/day/list-scope';
import { marketSource, pageRows, round } from '../market/market-answers';
import { matchesBySector, resultRows, screenDto, sortRows, stocksBySector } from './builtin-screener-answers';
import { mostCommonStocks } from './most-common';
import { historyOf, neighbours, pastDayRefusal, resolveScreenDate } from './screen-date';

interface ResultRequest {
  readonly sector_id: string;
  readonly sort?: string | undefined;
  readonly order?: 'asc' | 'desc' | undefined;
  readonly page: number;
  readonly limit?: number | undefined;
}

const CATEGORY_PAGES: Record<BuiltinScreenCategoryName, string> = {
  fundamental: 'fundamental-analysis',
  technical: 'technical-analysis',
  special: 'special-screener',
};

function unknownScreen(category: BuiltinScreenCategoryName, key: string): Refusal {
  const ids = builtinScreensOf(category).map((s) => s.id);
  return refuse(
    `No ${category} screen ${key}: choose an id from ${ids[0]} to ${ids.at(-1)} (see /${CATEGORY_PAGES[category]}) or a screen’s slug`,
  );
}

/**
 * Built-in screeners (issue 4): fundamentalScreener/getScreenList and getScreenData,
 * SpecialScreener/stockData, screener/getScreenerData (a screen as of a trading day) and
 * screener/mostCommon (stocks matching the most screens now).
 */
export const builtinScreenerRoutes: FastifyPluginAsync<AreaRoutesOptions> = async (
  app,
  { services: { market, builtinScreener: screener }, gates },
) => {
  const route = endpointRouter(app, gates);
  const state = () => market.feed.state;
  const idAt = (row: number) => screener.idAt(row);

  /** The sector a `sector_id` names (null: all), or a refusal. */
  function sectorOf(key: string): string | null | Refusal {
    if (key.toLowerCase() === 'all') return null;
    return resolveSector(state(), key) ?? refuse(`No sector ${key}: use a sector’s slug, its name or all`);
  }

  /** One screen's matches on a day in a sector, sorted and paged, as the answer's shared payload. */
  function resultAnswer(screen: BuiltinScreen, day: ListDay, query: ResultRequest) {
    const sector = sectorOf(query.sector_id);
    if (isRefusal(sector)) return sector;
    const run = day.kind === 'live' ? screener.live(screen) : screener.asOf(screen, day.date);
    const rows = resultRows(state(), run.result, idAt, day, sector);
    const key = query.sort ?? screen.sort.expression;
    const direction = query.order ?? (query.sort === undefined ? screen.sort.direction : 'asc');
    const sorted = sortRows(rows, screen, key, direction);
    if ('unknownKey' in sorted) return refuse(`Cannot sort by ${key}: sort by one of ${sorted.unknownKey}`);
    const page = pageRows(sorted, query.page, query.limit);
    const s = state();
    const scanned =
      sector === null
        ? equityIds(s).length
        : equityIds(s).filter((id) => s.meta(id).sector === sector).length;
    return {
      status: 1 as const,
      message: `${page.total} stocks match “${screen.name}”${sector ? ` in ${sector}` : ''} on ${day.date}`,
      source: { ...marketSource(market), live: isLiveDay(market, day), asOf: asOfDay(market, day) },
      screen: screenDto(screen),
      sector,
      sectors: matchesBySector(s, run.result, idAt),
      scanned,
      total: page.total,
      page: page.page,
      sort: { key, direction },
      rows: page.rows,
      date: day.date,
      live: day.kind === 'live',
      elapsedMs: round(run.elapsedMs, 1),
    };
  }

  const today = (): ListDay => ({ kind: 'live', date: state().sessionDate });

  route(builtinScreenerEndpoints.screenList, async ({ query }) => {
    const screens = query.category === undefined ? BUILTIN_SCREENS : builtinScreensOf(query.category);
    const { runs, elapsedMs, stale } = screener.allLive(screens);
    return {
      status: 1 as const,
      message: `${screens.length} built-in screens`,
      source: marketSource(market),
      category: query.category ?? null,
      screens: screens.map((s, k) => ({ ...screenDto(s), matches: runs[k]?.result.rows.length ?? 0 })),
      scanned: screener.universe.count,
      sectors: stocksBySector(state()),
      history: historyOf(state()),
      elapsedMs: round(elapsedMs, 1),
      stale,
    };
  });

  route(builtinScreenerEndpoints.screenData, async ({ query }) => {
    const screen = findBuiltinScreen(query.category, query.screener_id);
    if (!screen) return unknownScreen(query.category, query.screener_id);
    return resultAnswer(screen, today(), query);
  });

  route(builtinScreenerEndpoints.specialStockData, async ({ query }) => {
    const screen = findBuiltinScreen('special', query.screener_id);
    if (!screen) return unknownScreen('special', query.screener_id);
    return resultAnswer(screen, today(), query);
  });

  route(builtinScreenerEndpoints.screenerByDate, async ({ query }) => {
    const screen = findBuiltinScreenAnywhere(query.signal_id);
    if (!screen)
      return refuse(
        `No screen ${query.signal_id}: use a built-in screen’s slug (e.g. golden-cross), category-id (fundamental-3) or a technical screen’s id`,
      );
    const s = state();
    const day = resolveScreenDate(s, query.date);
    if (isRefusal(day)) return day;
    if (day.kind === 'past') {
      const refused = pastDayRefusal(screen, day.date, s.sessionDate);
      if (refused) return refused;
    }
    const answer = resultAnswer(screen, day, query);
    if (isRefusal(answer)) return answer;
    return { ...answer, history: historyOf(s), ...neighbours(s, day) };
  });

  route(builtinScreenerEndpoints.screenerMostCommon, async ({ query }) => {
    const sector = sectorOf(query.sector_id);
    if (isRefusal(sector)) return sector;
    const { runs, elapsedMs, stale } = screener.allLive();
    const common = mostCommonStocks(state(), runs, idAt, sector);
    return {
      status: 1 as const,
      message: `${common.stocks.length} stocks match at least one built-in screen`,
      source: marketSource(market),
      sector,
      sectors: stocksBySector(state()),
      screens: common.screens,
      stocks: common.stocks,
      elapsedMs: round(elapsedMs, 1),
      stale,
    };
  });
};
