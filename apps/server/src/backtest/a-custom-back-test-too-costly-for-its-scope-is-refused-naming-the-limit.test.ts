import type { BacktestRefusal } from '@nivesh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { useMarketTestApp } from '../testing/market-test-app';

const run = (params: Record<string, string | number>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  return `BackTest/run?${search.toString()}`;
};

/** `sma(close,2)>0 and sma(close,3)>0 and …` with `count` different indicators. */
const smaChain = (count: number) =>
  Array.from({ length: count }, (_, k) => `sma(close,${k + 2})>0`).join(' and ');

// Building the app and its market takes minutes on a loaded shared machine.
vi.setConfig({ hookTimeout: 300_000, testTimeout: 300_000 });

describe('BackTest/run with user-shaped rules', () => {
  const app = useMarketTestApp();

  it('refuses rules of 95 indicators over every stock or a sector up front, naming the limit, even on one stock', async () => {
    const custom = { strategy_type: 'custom', entry: smaChain(95), exit: 'close < 1', capital: 100_000 };
    const all = (await app.get<BacktestRefusal>(run({ ...custom, scope: 'universe' }))).body;
    expect(all).toMatchObject({ status: 0, field: 'entry' });
    expect(all.message).toMatch(/at most 32 different indicators over 503 stocks; this one computes 95/);
    const sector = (
      await app.get<BacktestRefusal>(run({ ...custom, scope: 'sector', sector_id: 'information-technology' }))
    ).body;
    expect(sector.message).toMatch(/this one computes 95/);
    const one = (await app.get<BacktestRefusal>(run({ ...custom, scope: 'symbol', symbol: 'RELIANCE' })))
      .body;
    expect(one.message).toMatch(/at most 32 different indicators over 1 stock; this one computes 95/);
  });
});
