import { runBacktestRequest, STRATEGIES } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { createTestMarket, TEST_MARKET_SEED } from '../testing/test-market';
import { intradayBarsOf } from '../trading-tools/measurement-bars';
import { BENCHMARK_INDEX, backtestMarketData } from './backtest-market-data';
import { INTRADAY_SESSIONS, IntradayHistoryCache } from './intraday-history-cache';

describe('the 15-minute history of the back-tests', () => {
  const test = createTestMarket();
  const { market } = test;
  const state = market.feed.state;
  const index = state.idOf(BENCHMARK_INDEX);
  const tool = STRATEGIES.find((d) => d.timeframe === 'm15');
  if (index === undefined || !tool) throw new Error('test market without NIFTY 50 or 15-minute tools');
  const cache = new IntradayHistoryCache(market, TEST_MARKET_SEED);

  it('builds each stock’s sessions once a market day, the same bars the trading tools measure on', () => {
    const history = cache.current(index);
    expect(cache.current(index)).toBe(history);
    const first = history?.bars('RELIANCE');
    expect(history?.bars('RELIANCE')).toBe(first);
    expect(cache.stats).toEqual({ builtStocks: 1, builtDays: 1 });
    const id = state.idOf('RELIANCE');
    const direct =
      id === undefined ? undefined : intradayBarsOf(TEST_MARKET_SEED, state, id, INTRADAY_SESSIONS);
    expect(first?.close).toEqual(direct?.bars.close);
    expect(first?.adjFactor).toEqual(direct?.bars.adjFactor);
    expect(history?.labels).toEqual(direct?.labels);
  });

  it('serves a second run of the day from the kept bars, with the same answer as a fresh build', () => {
    const request = (type: string) =>
      ({
        strategy: { kind: 'autosignal', type },
        scope: { kind: 'sector', sector: 'Information Technology' },
        capitalRupees: 1_000_000,
      }) as const;
    const first = runBacktestRequest(request('JackpotBuy'), backtestMarketData(market, cache));
    const built = cache.stats.builtStocks;
    expect(built).toBeGreaterThan(5);
    const second = runBacktestRequest(
      { ...request('IntradayBuy'), strategy: { kind: 'tradingTool', id: tool.id } },
      backtestMarketData(market, cache),
    );
    const again = runBacktestRequest(request('JackpotBuy'), backtestMarketData(market, cache));
    expect(cache.stats.builtStocks).toBe(built);
    expect(second.scope.symbols).toEqual(first.scope.symbols);
    const fresh = runBacktestRequest(
      request('JackpotBuy'),
      backtestMarketData(market, new IntradayHistoryCache(market, TEST_MARKET_SEED)),
    );
    expect(again.result).toEqual(fresh.result);
    expect(again.result).toEqual(first.result);
  });

  it('starts again when the market day changes (the next session completes)', () => {
    const before = cache.current(index);
    test.advance(7 * 3_600_000);
    const after = cache.current(index);
    expect(after).not.toBe(before);
    expect(cache.stats.builtDays).toBe(2);
    expect(after?.dates.at(-1)).toBe(state.dates.at(-1));
    expect(before?.dates.at(-1)).not.toBe(state.dates.at(-1));
    const built = cache.stats.builtStocks;
    after?.bars('RELIANCE');
    expect(cache.stats.builtStocks).toBe(built + 1);
  });
});
