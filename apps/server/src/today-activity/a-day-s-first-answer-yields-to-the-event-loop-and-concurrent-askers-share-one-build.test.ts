import { corporateActionsQuery, insiderTradesQuery } from '@nivesh/contracts';
import { simulatedDeals } from '@nivesh/market';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openPgliteDatabase } from '../db/database';
import { createTestMarket } from '../testing/test-market';
import { ANSWER_SLICE } from './answer-slices';
import { CorporateActionsService } from './corporate-actions.service';
import { equityIds, stockDaysOf } from './deals-answer';
import { InsiderTradesService } from './insider-trades.service';
import { SimulatedDealDays } from './simulated-deal-days';

/**
 * Runs `work` while a task queued with setImmediate re-queues itself: how many event-loop turns other
 * work got before `work` was done (a build that never yields lets it run once at most).
 */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ value: T; turns: number }> {
  let turns = 0;
  let running = true;
  const turn = () => {
    if (!running) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  const value = await work();
  running = false;
  return { value, turns };
}

describe("a day's first answer yields to the event loop, and concurrent askers share one build", {
  timeout: 120_000,
}, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPgliteDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('lists the corporate actions of every stock in slices, and builds them once for two concurrent first requests', async () => {
    const t = createTestMarket();
    const equities = equityIds(t.market.feed.state).length;
    expect(equities).toBeGreaterThan(400);
    const listed = vi.spyOn(t.market.feed, 'corporateActions');
    const service = new CorporateActionsService(t.market, database.db);
    const query = corporateActionsQuery.parse({});
    const { value, turns } = await turnsDuring(() =>
      Promise.all([service.answer(query), service.answer(query)]),
    );
    // One stock per step and a yield at least every ANSWER_SLICE.steps steps, whatever the clock says.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(equities / ANSWER_SLICE.steps));
    expect(listed).toHaveBeenCalledTimes(equities);
    expect(value[1]).toEqual(value[0]);
    // A later answer of the same day reuses the build.
    await service.answer(corporateActionsQuery.parse({ kind: 'dividend' }));
    expect(listed).toHaveBeenCalledTimes(equities);
  });

  it("draws a session's deals stock by stock in slices, exactly the deals drawn for every stock at once", async () => {
    const t = createTestMarket();
    const state = t.market.feed.state;
    const date = state.dates.at(-1);
    if (date === undefined) throw new Error('the test market has no completed session');
    const days = new SimulatedDealDays(t.market);
    const { value, turns } = await turnsDuring(() =>
      Promise.all([days.on(date, 'bulk'), days.on(date, 'block')]),
    );
    expect(turns).toBeGreaterThanOrEqual(2);
    const atOnce = simulatedDeals(
      date,
      `${t.market.feed.pathSeed}:deals`,
      stockDaysOf(state, date, equityIds(state)),
    );
    const strip = (kind: 'bulk' | 'block') =>
      atOnce.filter((d) => d.kind === kind).map(({ kind: _kind, ...deal }) => deal);
    expect(value[0]).toEqual(strip('bulk'));
    expect(value[1]).toEqual(strip('block'));
    expect(value[0].length).toBeGreaterThan(0);
  });

  it('reads each stock once for two concurrent first requests of a session’s deals', async () => {
    const dailyReads = async (askers: number) => {
      const t = createTestMarket();
      const state = t.market.feed.state;
      const date = state.dates.at(-1);
      if (date === undefined) throw new Error('the test market has no completed session');
      const days = new SimulatedDealDays(t.market);
      const reads = vi.spyOn(state, 'daily');
      await Promise.all(Array.from({ length: askers }, () => days.on(date, 'bulk')));
      return reads.mock.calls.length;
    };
    const once = await dailyReads(1);
    expect(once).toBeGreaterThan(0);
    expect(await dailyReads(3)).toBe(once);
  });

  it("draws a session's insider disclosures in slices and shares the draw between concurrent requests", async () => {
    const t = createTestMarket();
    const service = new InsiderTradesService(t.market);
    const reads = vi.spyOn(t.market.feed.state, 'daily');
    const query = insiderTradesQuery.parse({});
    const { value, turns } = await turnsDuring(() =>
      Promise.all([service.trades(query), service.trades(query)]),
    );
    const equities = equityIds(t.market.feed.state).length;
    // Eight stocks per step: over 500 stocks are more than 64 steps.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(equities / 8 / ANSWER_SLICE.steps));
    expect(value[1]).toEqual(value[0]);
    expect(value[0].total).toBeGreaterThan(0);
    const shared = reads.mock.calls.length;
    await service.trades(query);
    expect(reads.mock.calls.length).toBe(shared);
  });
});
