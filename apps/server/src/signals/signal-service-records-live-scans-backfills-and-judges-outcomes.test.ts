import { isoDate } from '@nivesh/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedNse } from '../market/create-market';
import { pastDayBars } from '../market/past-intraday';
import { SimulatedFeed } from '../market/simulated/simulated-feed';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createTestMarket, TEST_MARKET_SEED, type TestMarket } from '../testing/test-market';
import { AutoSignalsRepository } from './auto-signals.repository';
import { SignalService } from './signal.service';

// The demo clock starts the test market on Monday 2026-11-23 at 10:30 IST: bars 0–4 (09:30 … 10:30) have closed.
describe('the signal service on the simulated market', () => {
  let database: TestDatabase;
  let t: TestMarket;
  let repo: AutoSignalsRepository;
  let service: SignalService;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = createTestMarket();
    repo = new AutoSignalsRepository(database.db, `simulated:${TEST_MARKET_SEED}`);
    service = new SignalService(t.market, repo, { seed: TEST_MARKET_SEED, backfillDays: 25 });
  }, 60_000);
  afterAll(async () => database.close());

  it('stores the signals of every closed 15-minute bar, each at its bar close, and only new bars later', async () => {
    await service.scanClosedBars();
    const session = t.market.feed.session();
    const today = await repo.onDay(session.date);
    expect(today.length).toBeGreaterThan(0);
    for (const row of today) {
      expect(row.barIndex).toBeLessThanOrEqual(4);
      expect(row.signalAt.getTime()).toBe(session.openMs + (row.barIndex + 1) * 900_000);
      expect(row.price).toBeGreaterThan(0);
      expect(
        row.side === 'buy' ? row.target > row.price && row.stop < row.price : row.target < row.price,
      ).toBe(true);
    }
    // Again at once: nothing new. Half an hour later: only bars 5 and 6.
    await service.scanClosedBars();
    expect(await repo.onDay(session.date)).toHaveLength(today.length);
    t.advance(30 * 60_000);
    await service.scanClosedBars();
    const later = await repo.onDay(session.date);
    expect(later.slice(0, today.length).map((r) => r.id)).toEqual(today.map((r) => r.id));
    expect(later.slice(today.length).every((r) => r.barIndex === 5 || r.barIndex === 6)).toBe(true);
  }, 60_000);

  it('replays the recent completed sessions into the record once, and judges their outcomes', async () => {
    const before = await repo.count();
    expect(await service.backfill()).toBe(25);
    const days = await repo.storedDays();
    const state = t.market.feed.state;
    expect(days).toContain(state.dates.at(-1));
    expect(days).toContain(state.dates.at(-25));
    expect(days).not.toContain(state.dates.at(-26));
    expect(await repo.count()).toBeGreaterThan(before + 25 * 5);
    // A second start replays nothing.
    expect(await service.backfill()).toBe(0);

    // Replayed days are judged as they are stored.
    const all = await repo.all();
    const old = all.filter((r) => r.sessionDate <= (state.dates.at(-22) ?? ''));
    expect(old.length).toBeGreaterThan(0);
    // Every signal older than its horizon is closed, with its returns recorded.
    for (const row of old) {
      expect(row.status).not.toBe('open');
      expect(row.return1d).not.toBeNull();
      expect(row.return20d).not.toBeNull();
    }
    const intraday = all.filter((r) => r.horizonDays === 0 && r.sessionDate < state.sessionDate);
    expect(intraday.length).toBeGreaterThan(0);
    expect(intraday.every((r) => r.status !== 'open')).toBe(true);

    // Today's live signals are judged once their session has completed.
    const today = state.sessionDate;
    const live = (await repo.onDay(today)).filter((r) => r.horizonDays === 0);
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((r) => r.status === 'open')).toBe(true);
    t.advance(24 * 3_600_000);
    expect(await service.updateOutcomes()).toBeGreaterThanOrEqual(live.length);
    const judged = (await repo.onDay(today)).filter((r) => r.horizonDays === 0);
    expect(judged.every((r) => r.status !== 'open')).toBe(true);
  }, 300_000); // 25 sessions replayed: over 2 minutes on a loaded 2-core machine (135 s measured in CI)

  it('runs a live scan between two days of a backfill instead of after all of them', async () => {
    const other = new AutoSignalsRepository(database.db, `simulated:${TEST_MARKET_SEED}:interleaved`);
    const { market } = createTestMarket();
    const fresh = new SignalService(market, other, {
      seed: TEST_MARKET_SEED,
      backfillDays: 3,
    });
    const backfill = fresh.backfill();
    while ((await other.storedDays()).length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await fresh.scanClosedBars();
    const stored = await other.storedDays();
    // Today's scan is in, and the backfill has not finished its three days.
    expect(stored).toContain(market.feed.session().date);
    expect(stored.length).toBeLessThan(1 + 3);
    expect(await backfill).toBe(3);
    expect(await other.storedDays()).toHaveLength(1 + 3);
  }, 120_000);

  it('rebuilds a completed day’s intraday bars exactly as the player played them', () => {
    const nse = simulatedNse(TEST_MARKET_SEED);
    // Monday 2026-11-23 after the close (IST 15:35), then Wednesday 09:45 (Tuesday is a holiday).
    const monday = new SimulatedFeed(nse, new Date('2026-11-23T10:05:00Z'));
    const played = monday.minuteBars('RELIANCE');
    const wednesday = new SimulatedFeed(nse, new Date('2026-11-25T04:15:00Z'));
    const state = wednesday.state;
    const t = state.dates.indexOf(isoDate('2026-11-23'));
    const rebuilt = pastDayBars(TEST_MARKET_SEED, state, state.idOf('RELIANCE') ?? -1, t, 1);
    expect(played?.count).toBe(375);
    expect(rebuilt?.count).toBe(375);
    for (const column of ['open', 'high', 'low', 'close', 'volume'] as const)
      expect(Array.from(rebuilt?.[column] ?? [])).toEqual(Array.from(played?.[column] ?? []));
  }, 60_000);
});
