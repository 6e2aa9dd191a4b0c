/**
 * Test support for the market endpoints: the app over the shared simulated test market (demo clock
 * at Monday 2026-11-23 10:30 IST), with a typed GET.
 */
import { type DailyColumns, EQUITIES, type MarketState } from '@nivesh/market';
import type { TestApp } from './test-app';
import { useTestApp } from './test-app-lifecycle';
import { createTestMarket, TEST_MARKET_SEED, type TestMarket } from './test-market';

export interface MarketTestApp {
  readonly market: TestMarket;
  readonly state: MarketState;
  /** The app itself (to sign users in, e.g. for premium endpoints). */
  readonly t: TestApp;
  /** GETs `/api/v3/<path>` and returns HTTP status and JSON body. */
  get<T = Record<string, unknown>>(path: string): Promise<{ statusCode: number; body: T }>;
  /** POSTs a CSV file to MarketData/importFile with the operator `token` (the app's MARKET_DATA_IMPORT_TOKEN). */
  importCsv<T = { status: number }>(fileName: string, payload: string, token: string): Promise<T>;
}

/** One app and one market per test file (PGlite for the app, which every app needs); `env`: more settings. */
export function useMarketTestApp(env: Readonly<Record<string, string>> = {}): MarketTestApp {
  let market: TestMarket | undefined;
  const ctx = useTestApp('pglite', async () => {
    market = createTestMarket();
    // The app's MARKET_SEED is the market's: past sessions are rebuilt from the seed they were played with.
    return { market: market.market, env: { ...env, MARKET_SEED: TEST_MARKET_SEED } };
  });
  const testMarket = (): TestMarket => {
    if (!market) throw new Error('The test market is created in beforeAll');
    return market;
  };
  return {
    get market() {
      return testMarket();
    },
    get state() {
      return testMarket().market.feed.state;
    },
    get t() {
      return ctx.t;
    },
    async get<T>(path: string) {
      const res = await ctx.t.app.inject({ url: `/api/v3/${path}` });
      return { statusCode: res.statusCode, body: res.json<T>() };
    },
    async importCsv<T>(fileName: string, payload: string, token: string) {
      const res = await ctx.t.app.inject({
        method: 'POST',
        url: `/api/v3/MarketData/importFile?fileName=${encodeURIComponent(fileName)}`,
        headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
        payload,
      });
      return res.json<T>();
    },
  };
}

/** The id of a symbol, failing the test when the market does not have it. */
export function idOf(state: MarketState, symbol: string): number {
  const id = state.idOf(symbol);
  if (id === undefined) throw new Error(`No symbol ${symbol}`);
  return id;
}

/** Index of a completed date in the state, failing the test when absent. */
export function dayIndex(state: MarketState, date: string): number {
  const t = state.dates.indexOf(date as MarketState['dates'][number]);
  if (t < 0) throw new Error(`No completed day ${date}`);
  return t;
}

/** Every universe equity in the state with its daily columns. */
export function equityDailies(state: MarketState): { symbol: string; id: number; daily: DailyColumns }[] {
  return EQUITIES.flatMap((e) => {
    const id = state.idOf(e.symbol);
    return id === undefined ? [] : [{ symbol: e.symbol, id, daily: state.daily(id) }];
  });
}
