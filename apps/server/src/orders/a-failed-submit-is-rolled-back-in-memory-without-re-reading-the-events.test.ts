import type { BrokerEvent } from '@nivesh/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { users } from '../db/schema';
import type { MarketService } from '../market/market.service';
import { AutoSignalsRepository } from '../signals/auto-signals.repository';
import { createTestDatabase, type TestDatabase, testDrivers } from '../testing/test-database';
import { createTestMarket, TEST_MARKET_SEED } from '../testing/test-market';
import { BrokerEventsRepository, type StoredSubmit } from './broker-events.repository';
import { OrderService } from './order.service';
import { RecordedStrategySignals } from './strategy-signals';
import { simpleOrderInput } from './test-support';

const MARKET = `simulated:${TEST_MARKET_SEED}`;

/** The store, counting full reads, and failing the next append when asked (a full disk). */
class FlakyEvents extends BrokerEventsRepository {
  reads = 0;
  failNext = false;
  override async all(): Promise<BrokerEvent[]> {
    this.reads++;
    return super.all();
  }
  override async append(events: readonly BrokerEvent[], now: Date, submit?: StoredSubmit): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('could not extend file: No space left on device');
    }
    return super.append(events, now, submit);
  }
}

const order = simpleOrderInput;

describe.each(testDrivers())('a submit whose events cannot be stored (%s)', (driver) => {
  let database: TestDatabase;
  let alice = '';
  let market: MarketService;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const [row] = await database.db
      .insert(users)
      .values({ mobile: '9000000011', userName: 'Alice', createdAt: new Date() })
      .returning({ id: users.id });
    alice = row?.id ?? '';
    market = createTestMarket().market;
  }, 120_000);
  afterAll(async () => database?.close());

  it('leaves the broker as it was, re-reads no event, and the next submit is stored', async () => {
    const events = new FlakyEvents(database.db, MARKET);
    const signals = new RecordedStrategySignals(new AutoSignalsRepository(database.db, MARKET));
    const service = new OrderService(market, events, signals, systemClock);
    await service.start();
    const ltp = service.ltpPaise('INFY') ?? 0;
    await service.submitSimple(alice, order());
    await service.submitSimple(alice, order({ symbol: 'INFY', kind: 'limit', pricePaise: ltp - 1_000 }));
    const view = () => ({
      orders: service.state.ordersOf(alice),
      positions: service.state.positionsOf(alice),
      funds: service.funds(alice),
    });
    const before = view();
    expect(events.reads).toBe(1);

    events.failNext = true;
    await expect(
      service.submitSimple(alice, order({ quantity: 20 }), { idempotencyKey: 'k-1' }),
    ).rejects.toThrow(/No space left/);
    expect(view()).toEqual(before);
    events.failNext = true;
    const open = before.orders.find((o) => o.status === 'open')?.id ?? '';
    await expect(service.cancelSimple(alice, open)).rejects.toThrow(/No space left/);
    expect(view()).toEqual(before);
    expect(events.reads).toBe(1);

    // The retried submit places its order once, and a restarted service folds the same state.
    const retried = await service.submitSimple(alice, order({ quantity: 20 }), { idempotencyKey: 'k-1' });
    expect(retried).toMatchObject({ ok: true, value: { status: 'complete' } });
    expect(service.state.ordersOf(alice)).toHaveLength(3);
    const restarted = new OrderService(
      market,
      new BrokerEventsRepository(database.db, MARKET),
      signals,
      systemClock,
    );
    await restarted.load();
    expect(restarted.state.ordersOf(alice)).toEqual(service.state.ordersOf(alice));
    expect(restarted.funds(alice)).toEqual(service.funds(alice));
    expect(events.reads).toBe(1);
  }, 60_000);
});
