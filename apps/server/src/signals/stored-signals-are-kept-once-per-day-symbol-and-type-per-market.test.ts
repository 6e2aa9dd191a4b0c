import type { Signal, SignalOutcome } from '@nivesh/market';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDrivers } from '../testing/test-database';
import { AutoSignalsRepository, type SignalToStore } from './auto-signals.repository';

const signal = (symbol: string, type: Signal['type'], barIndex: number): Signal => ({
  symbol,
  sector: 'Information Technology',
  type,
  side: type.endsWith('Sell') || type === 'DnTrend' ? 'sell' : 'buy',
  rule: `${type}-rule`,
  barIndex,
  time: barIndex,
  price: 150_000,
  target: 153_000,
  stop: 148_500,
  horizonDays: 0,
  details: { ema9: 149_900.5, rsi: 61.2 },
});

const at = (date: string, s: Signal): SignalToStore => ({
  sessionDate: date,
  signal: s,
  signalAtMs: Date.parse(`${date}T04:00:00Z`) + s.barIndex * 900_000,
});

describe.each(testDrivers())('stored auto-signals (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => database.close());
  beforeEach(async () => database.reset());

  it('keeps a signal of a type for a symbol once a day, whichever pass stores it first', async () => {
    const repo = new AutoSignalsRepository(database.db, 'simulated:test');
    const first = [
      at('2026-11-20', signal('INFY', 'IntradayBuy', 3)),
      at('2026-11-20', signal('TCS', 'JackpotSell', 5)),
    ];
    expect(await repo.insertMany(first)).toBe(2);
    // A restarted server's backfill reaches the same signals (and a later bar of the same type) again.
    expect(
      await repo.insertMany([
        ...first,
        at('2026-11-20', signal('INFY', 'IntradayBuy', 9)),
        at('2026-11-23', signal('INFY', 'IntradayBuy', 2)),
      ]),
    ).toBe(1);
    const day = await repo.onDay('2026-11-20');
    expect(day.map((r) => [r.symbol, r.type, r.barIndex])).toEqual([
      ['INFY', 'IntradayBuy', 3],
      ['TCS', 'JackpotSell', 5],
    ]);
    expect(day[0]).toMatchObject({
      price: 150_000,
      target: 153_000,
      stop: 148_500,
      status: 'open',
      side: 'buy',
    });
    expect(JSON.parse(day[0]?.details ?? '{}')).toEqual({ ema9: 149_900.5, rsi: 61.2 });
    expect(day[0]?.signalAt.toISOString()).toBe('2026-11-20T04:45:00.000Z');
    expect(await repo.storedDays()).toEqual(['2026-11-20', '2026-11-23']);
    expect((await repo.onDay('2026-11-20', { type: 'JackpotSell' })).map((r) => r.symbol)).toEqual(['TCS']);
  });

  it('keeps markets apart and records outcomes', async () => {
    const simulated = new AutoSignalsRepository(database.db, 'simulated:test');
    const replay = new AutoSignalsRepository(database.db, 'replay');
    await simulated.insertMany([at('2026-11-20', signal('INFY', 'UpTrend', 4))]);
    await replay.insertMany([at('2026-11-20', signal('INFY', 'UpTrend', 4))]);
    expect(await simulated.count()).toBe(1);
    const [open] = await simulated.open();
    if (!open) throw new Error('no open signal');
    const outcome: SignalOutcome = {
      status: 'target',
      exitPrice: 153_000,
      exitDay: 2,
      exitBar: null,
      exitReturn: 0.02,
      return1d: 0.004,
      return5d: 0.031,
      return20d: null,
    };
    await simulated.recordOutcome(open.id, outcome, Date.parse('2026-11-24T10:00:00Z'));
    expect(await simulated.open()).toEqual([]);
    expect(await replay.open()).toHaveLength(1);
    const [done] = await simulated.all('UpTrend');
    expect(done).toMatchObject({
      status: 'target',
      exitPrice: 153_000,
      return1d: 0.004,
      return5d: 0.031,
      return20d: null,
    });
  });
});
