import {
  SAVED_SCREENS_MAX,
  type SavedScreen,
  type ScreenError,
  type ScreenRow,
  screenEndpoints,
  sectorSlug,
} from '@nivesh/contracts';
import {
  type CompiledScreen,
  compileScreen,
  SCREEN_FIELDS,
  SCREEN_FUNCTIONS,
  ScreenSyntaxError,
  screenCostRefusal,
  signatureOf,
} from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../auth/session-auth';
import type { Clock } from '../clock';
import type { SavedScreenRow } from '../db/schema';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';
import { equitySectors, resolveSector } from '../market/day/list-scope';
import type { MarketService } from '../market/market.service';
import { fromHundredths, marketSource, round, roundedFinite } from '../market/market-answers';
import type { MarketServices } from '../services';
import { runScreenOver } from './run-screen';
import { SCREEN_EXAMPLES } from './screen-examples';

export interface ScreenerRoutesOptions {
  readonly gates: EndpointGates;
  readonly market: MarketService;
  /** Saved screens, the market's screen universe and the bounded indicator cache. */
  readonly screens: MarketServices['screens'];
  readonly clock: Clock;
}

const toDto = (row: SavedScreenRow): SavedScreen => ({
  id: row.id,
  name: row.name,
  query: row.query,
  sector: row.sector,
  updatedAt: row.updatedAt.toISOString(),
});

const refusal = (message: string) => ({
  status: 0 as const,
  message,
  position: null,
  line: null,
  column: null,
});

/** The compiled screen, or the refusal that points at its mistake. */
export function compiledOrError(source: string): CompiledScreen | ScreenError {
  try {
    return compileScreen(source, { expect: 'condition' });
  } catch (error) {
    if (!(error instanceof ScreenSyntaxError)) throw error;
    return {
      status: 0 as const,
      message: error.message,
      position: error.position,
      line: error.line,
      column: error.column,
    };
  }
}

/** screener/runScreen and screener/screenLanguage: one-line screens over the whole market. */
export const screenerRoutes: FastifyPluginAsync<ScreenerRoutesOptions> = async (
  app,
  { market, screens: screenServices, clock, gates },
) => {
  const { saved: screens, universe } = screenServices;
  const route = endpointRouter(app, gates);

  route(screenEndpoints.screenLanguage, async () => ({
    status: 1 as const,
    message: 'The screening language',
    fields: SCREEN_FIELDS.map((f) => ({ ...f })),
    functions: SCREEN_FUNCTIONS.map((f) => ({
      name: f.name,
      signature: signatureOf(f),
      unit: f.unit,
      description: f.description,
      example: f.example,
    })),
    sectors: equitySectors(market.feed.state).map((name) => ({ slug: sectorSlug(name), name })),
    examples: [...SCREEN_EXAMPLES],
  }));

  route(screenEndpoints.runScreen, async ({ query }) => {
    const state = market.feed.state;
    let sector: string | null = null;
    if (query.sector_id !== undefined && query.sector_id.toLowerCase() !== 'all') {
      const found = resolveSector(state, query.sector_id);
      if (found === undefined) return refusal(`No sector ${query.sector_id}`);
      sector = found;
    }
    const compiled = compiledOrError(query.query);
    if ('status' in compiled) return compiled;
    // Only the sector's stocks are evaluated; a screen too costly for them is refused up front.
    const run = await runScreenOver(screenServices, compiled, sector);
    if ('refusal' in run) return refusal(run.refusal);
    const { result } = run;
    const elapsedMs = round(run.elapsedMs, 1);
    const rows: ScreenRow[] = [];
    result.matches.forEach((row, k) => {
      const id = universe.idAt(row);
      const meta = state.meta(id);
      const quote = state.quote(id);
      rows.push({
        symbol: meta.symbol,
        name: meta.name ?? meta.symbol,
        sector: meta.sector,
        ltp: fromHundredths(quote.ltp),
        changePct: round(quote.changePct),
        values: result.columns.map((c) => roundedFinite(c.values[k])),
      });
    });
    return {
      status: 1 as const,
      message: `${rows.length} stocks match`,
      source: marketSource(market),
      query: query.query,
      sector,
      columns: result.columns.map((c) => c.key),
      scanned: run.scanned,
      rows,
      elapsedMs,
    };
  });

  route(screenEndpoints.savedScreens, async (request) => {
    const rows = await screens.list(sessionOf(request).user.id);
    return { status: 1 as const, message: `${rows.length} saved screens`, screens: rows.map(toDto) };
  });

  route(screenEndpoints.saveScreen, async (request) => {
    const { user } = sessionOf(request);
    const { name, query, sector_id: sectorId } = request.body;
    const compiled = compiledOrError(query);
    if ('status' in compiled) return compiled;
    let sector: string | null = null;
    if (sectorId !== undefined && sectorId !== '' && sectorId.toLowerCase() !== 'all') {
      const found = resolveSector(market.feed.state, sectorId);
      if (found === undefined) return refusal(`No sector ${sectorId}`);
      sector = sectorSlug(found);
    }
    const tooCostly = screenCostRefusal([compiled], universe.count);
    if (tooCostly !== null) return refusal(tooCostly);
    if (!(await screens.exists(user.id, name)) && (await screens.count(user.id)) >= SAVED_SCREENS_MAX)
      return refusal(`You can keep at most ${SAVED_SCREENS_MAX} screens: delete one first`);
    const row = await screens.save(user.id, { name, query, sector }, clock.now());
    return { status: 1 as const, message: `Saved “${name}”`, screen: toDto(row) };
  });

  route(screenEndpoints.deleteScreen, async (request) => {
    const deleted = await screens.delete(sessionOf(request).user.id, request.body.id);
    return deleted
      ? { status: 1 as const, message: 'Screen deleted' }
      : { status: 0 as const, message: 'No such saved screen' };
  });
};
