import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createTestMarket, TEST_MARKET_SEED } from '../testing/test-market';
import { AutoSignalsRepository } from './auto-signals.repository';

// server.ts asks the app to record auto-signals (the composition root builds the recorder with the
// other services); tests that store their own signals do not, so their record stays as they made it.
describe('the auto-signal recorder built with the services', () => {
  let database: TestDatabase;
  let t: TestApp | undefined;
  beforeEach(async () => {
    database = await createTestDatabase('pglite');
  });
  afterEach(async () => {
    await t?.close();
    await database.close();
  });

  const record = () => new AutoSignalsRepository(database.db, `simulated:${TEST_MARKET_SEED}`);

  it('scans the closed bars of today and replays the configured days once the app is ready', async () => {
    const market = createTestMarket();
    t = await createTestApp(database, {
      market: market.market,
      recordSignals: true,
      env: { SIGNAL_BACKFILL_DAYS: '2', MARKET_SEED: TEST_MARKET_SEED },
    });
    await t.app.ready();
    const state = market.market.feed.state;
    const wanted = [state.sessionDate, state.dates.at(-1), state.dates.at(-2)];
    const deadline = Date.now() + 90_000;
    let days: string[] = [];
    while (Date.now() < deadline) {
      days = await record().storedDays();
      if (wanted.every((d) => d !== undefined && days.includes(d))) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(days).toEqual(expect.arrayContaining(wanted));
    expect(days).not.toContain(state.dates.at(-3));
  }, 120_000);

  it('stores nothing by itself when the app is not asked to record', async () => {
    const market = createTestMarket();
    t = await createTestApp(database, { market: market.market, env: { MARKET_SEED: TEST_MARKET_SEED } });
    await t.app.ready();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await record().count()).toBe(0);
  });
});
