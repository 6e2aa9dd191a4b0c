import type {
  MostCommonSignalsAnswer,
  SignalDataAnswer,
  SignalListAnswer,
  SignalPerformanceAnswer,
} from '@nivesh/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app-lifecycle';
import { createTestMarket, TEST_MARKET_SEED, type TestMarket } from '../testing/test-market';
import { AutoSignalsRepository, signalMarketKey } from './auto-signals.repository';
import { SignalService } from './signal.service';

describe('autoSignal/* on the stored signals', () => {
  let market: TestMarket;
  const ctx = useTestApp('pglite', async () => {
    market = createTestMarket();
    return { market: market.market };
  });
  const get = async <T>(path: string) => {
    const res = await ctx.t.app.inject({ url: `/api/v3/${path}` });
    return { statusCode: res.statusCode, body: res.json<T>() };
  };
  /** The record the routes read: the app's market key (config seed `nivesh`), filled by the service. */
  async function fill(): Promise<AutoSignalsRepository> {
    const repo = new AutoSignalsRepository(ctx.database.db, signalMarketKey('simulated', 'nivesh'));
    const service = new SignalService(market.market, repo, { seed: TEST_MARKET_SEED, backfillDays: 3 });
    await service.backfill();
    await service.scanClosedBars();
    await service.updateOutcomes();
    return repo;
  }
  let today = '';
  beforeAll(() => {
    today = market.market.feed.session().date;
  });

  it('lists every signal type with the session’s count and its measured record', async () => {
    const repo = await fill();
    const { body } = await get<SignalListAnswer>('autoSignal/getSignalList');
    expect(body.status).toBe(1);
    expect(body.date).toBe(today);
    expect(body.types).toHaveLength(10);
    const day = await repo.onDay(today);
    expect(body.types.reduce((n, t) => n + t.count, 0)).toBe(day.length);
    expect(body.sessions[0]).toBe(today);
    expect(body.sessions).toHaveLength(4);
    expect(body.record).toMatchObject({ sessions: 4, signals: await repo.count(), lastSession: today });
    expect(body.record.method).toMatch(/Hit rate/);
    const measured = body.types.filter((t) => t.stats !== null);
    expect(measured.length).toBeGreaterThan(0);
    for (const t of measured) expect(t.stats?.cases).toBeGreaterThan(0);
  }, 120_000);

  it('lists a session’s signals by type and sector with their live move, and refuses unknown ids', async () => {
    const repo = await fill();
    const past = (await repo.storedDays())[0] ?? '';
    const { body } = await get<SignalDataAnswer>(
      `autoSignal/getSignalData?signal_id=all&sector_id=all&date=${past}`,
    );
    expect(body.status).toBe(1);
    expect(body.total).toBe((await repo.onDay(past)).length);
    const times = body.rows.map((r) => r.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const first = body.rows[0];
    if (!first) throw new Error('no signal on the first stored day');
    const bySector = (
      await get<SignalDataAnswer>(
        `autoSignal/getSignalData?signal_id=${first.type.toLowerCase()}&sector_id=${body.sectors.find((s) => s.name === first.sector)?.slug}&date=${past}`,
      )
    ).body;
    expect(bySector.signal?.type).toBe(first.type);
    expect(bySector.rows.every((r) => r.type === first.type && r.sector === first.sector)).toBe(true);
    const q = market.market.feed.state.quote(market.market.feed.state.idOf(first.symbol) ?? -1);
    expect(first.ltp).toBe(q.ltp / 100);

    expect((await get('autoSignal/getSignalData?signal_id=MoonShot')).body).toMatchObject({ status: 0 });
    expect((await get('autoSignal/getSignalData?sector_id=astrology')).body).toEqual({
      status: 0,
      message: 'No sector astrology',
    });
    expect((await get('autoSignal/getSignalData?date=24-11-2026')).statusCode).toBe(400);
  }, 120_000);

  it('ranks the stocks with the most signals and measures by sector', async () => {
    const repo = await fill();
    const { body } = await get<MostCommonSignalsAnswer>('autoSignal/mostCommon');
    const day = await repo.onDay(today);
    expect(body.stocks.reduce((n, s) => n + s.count, 0)).toBe(day.length);
    const counts = body.stocks.map((s) => s.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(body.sectors.reduce((n, s) => n + s.total, 0)).toBe(day.length);

    const perf = (await get<SignalPerformanceAnswer>('autoSignal/performance?group=sector')).body;
    expect(perf.group).toBe('sector');
    expect(perf.stats.reduce((n, s) => n + s.cases, 0)).toBe(await repo.count());
    for (const s of perf.stats) {
      expect(s.closed).toBe(s.targets + s.stops + s.expired);
      if (s.hitRatePct !== null) expect(s.hitRatePct).toBeCloseTo((s.targets / s.closed) * 100, 1);
    }
  }, 120_000);
});
