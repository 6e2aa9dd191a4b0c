import {
  API_PREFIX,
  runScreenAnswer,
  runScreenQuery,
  type ScreenRow,
  screenLanguageSchemas,
  sectorSlug,
} from '@nivesh/contracts';
import {
  compileScreen,
  runScreen,
  SCREEN_FIELDS,
  SCREEN_FUNCTIONS,
  ScreenCache,
  ScreenSyntaxError,
  signatureOf,
} from '@nivesh/market';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { equitySectors, resolveSector } from '../market/day/list-scope';
import type { MarketService } from '../market/market.service';
import { fromHundredths, marketSource, round } from '../market/market-answers';
import { MarketScreenUniverse } from './market-screen-universe';
import { SCREEN_EXAMPLES } from './screen-examples';

export interface ScreenerRoutesOptions {
  readonly market: MarketService;
}

const finite = (v: number | undefined): number | null =>
  v === undefined || !Number.isFinite(v) ? null : round(v, 2);

/** screener/runScreen and screener/screenLanguage: one-line screens over the whole market. */
export const screenerRoutes: FastifyPluginAsyncZod<ScreenerRoutesOptions> = async (app, { market }) => {
  const universe = new MarketScreenUniverse(market);
  // Indicators are cached per symbol and timeframe across screens until the bars move on.
  const cache = new ScreenCache();

  app.get(
    `${API_PREFIX}/screener/screenLanguage`,
    { schema: { response: { 200: screenLanguageSchemas.answer } } },
    async () => ({
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
    }),
  );

  app.get(
    `${API_PREFIX}/screener/runScreen`,
    { schema: { querystring: runScreenQuery, response: { 200: runScreenAnswer } } },
    async ({ query }) => {
      const state = market.feed.state;
      let sector: string | null = null;
      if (query.sector_id !== undefined && query.sector_id.toLowerCase() !== 'all') {
        const found = resolveSector(state, query.sector_id);
        if (found === undefined)
          return {
            status: 0 as const,
            message: `No sector ${query.sector_id}`,
            position: null,
            line: null,
            column: null,
          };
        sector = found;
      }
      let compiled: ReturnType<typeof compileScreen>;
      try {
        compiled = compileScreen(query.query, { expect: 'condition' });
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
      const started = performance.now();
      const result = runScreen(compiled, universe, { cache });
      const elapsedMs = round(performance.now() - started, 1);
      const rows: ScreenRow[] = [];
      result.matches.forEach((row, k) => {
        const id = universe.idAt(row);
        const meta = state.meta(id);
        if (sector !== null && meta.sector !== sector) return;
        const quote = state.quote(id);
        rows.push({
          symbol: meta.symbol,
          name: meta.name ?? meta.symbol,
          sector: meta.sector,
          ltp: fromHundredths(quote.ltp),
          changePct: round(quote.changePct),
          values: result.columns.map((c) => finite(c.values[k])),
        });
      });
      return {
        status: 1 as const,
        message: `${rows.length} stocks match`,
        source: marketSource(market),
        query: query.query,
        sector,
        columns: result.columns.map((c) => c.key),
        scanned: universe.count,
        rows,
        elapsedMs,
      };
    },
  );
};
