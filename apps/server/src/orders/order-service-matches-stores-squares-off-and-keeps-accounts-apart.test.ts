import { netQuantity, SIGNAL_CATALOGUE } from '@nivesh/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { users } from '../db/schema';
import { AutoSignalsRepository } from '../signals/auto-signals.repository';
import { SignalService } from '../signals/signal.service';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createTestMarket, TEST_MARKET_SEED, type TestMarket } from '../testing/test-market';
import { BrokerEventsRepository } from './broker-events.repository';
import { OrderService } from './order.service';
import { RecordedStrategySignals } from './strategy-signals';
import { simpleOrderInput } from './test-support';

const MARKET = `simulated:${TEST_MARKET_SEED}`;
const buy = simpleOrderInput;

// The test market starts on Monday 2026-11-23 at 10:30 IST.
describe('the order service on the simulated market', () => {
  let database: TestDatabase;
  let t: TestMarket;
  let service: OrderService;
  let signals: AutoSignalsRepository;
  let alice: string;
  let bob: string;
  const serviceOn = (market: TestMarket) =>
    new OrderService(
      market.market,
      new BrokerEventsRepository(database.db, MARKET),
      new RecordedStrategySignals(signals),
      systemClock,
    );

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const now = new Date();
    const rows = await database.db
      .insert(users)
      .values([
        { mobile: '9000000001', userName: 'Alice', createdAt: now },
        { mobile: '9000000002', userName: 'Bob', createdAt: now },
      ])
      .returning({ id: users.id });
    alice = rows[0]?.id ?? '';
    bob = rows[1]?.id ?? '';
    t = createTestMarket();
    signals = new AutoSignalsRepository(database.db, MARKET);
    service = serviceOn(t);
    await service.start();
  }, 60_000);
  afterAll(async () => database.close());

  it('fills a market order at the last traded price and stores it, so a restarted service sees the same', async () => {
    const ltp = service.ltpPaise('RELIANCE');
    const placed = await service.submitSimple(alice, buy());
    expect(placed).toMatchObject({ ok: true, value: { status: 'complete' } });
    const id = placed.ok ? placed.value.orderId : '';
    expect(service.state.order(id)?.fillPricePaise).toBe(ltp);
    const restarted = serviceOn(t);
    await restarted.load();
    expect(restarted.state.ordersOf(alice)).toEqual(service.state.ordersOf(alice));
  });

  it('places one order for a retried submit with the same key', async () => {
    const first = await service.submitSimple(alice, buy({ symbol: 'TCS' }), { idempotencyKey: 'k-1' });
    const again = await service.submitSimple(alice, buy({ symbol: 'TCS' }), { idempotencyKey: 'k-1' });
    expect(again).toEqual(first);
    expect(service.state.ordersOf(alice).filter((o) => o.symbol === 'TCS')).toHaveLength(1);
    // The same key from another user is another order.
    await service.submitSimple(bob, buy({ symbol: 'TCS' }), { idempotencyKey: 'k-1' });
    expect(service.state.ordersOf(bob)).toHaveLength(1);
  });

  it('never lets one user change or cancel another user’s order', async () => {
    const ltp = service.ltpPaise('INFY') ?? 0;
    const placed = await service.submitSimple(
      alice,
      buy({ symbol: 'INFY', kind: 'limit', pricePaise: ltp - 1_000 }),
    );
    const id = placed.ok ? placed.value.orderId : '';
    expect(service.state.order(id)?.status).toBe('open');
    expect(await service.cancelSimple(bob, id)).toEqual({ ok: false, message: 'No such order' });
    expect(
      await service.submitSimple(bob, buy({ symbol: 'INFY', kind: 'limit', pricePaise: ltp - 2_000 }), {
        replaceId: id,
      }),
    ).toEqual({ ok: false, message: 'No such order' });
    expect(await service.cancelSimple(alice, id)).toMatchObject({ ok: true });
    expect(service.state.order(id)?.status).toBe('cancelled');
  });

  it('refuses a delivery sell of shares the user does not hold', async () => {
    const sold = await service.submitSimple(
      bob,
      buy({ symbol: 'HDFCBANK', side: 'sell', product: 'delivery' }),
    );
    expect(sold).toEqual({
      ok: false,
      message: 'You hold no HDFCBANK to sell for delivery. Choose Intraday to sell short.',
    });
  });

  it('places a basket on the stocks an auto-signal flags in a sector today and enters them at once', async () => {
    await new SignalService(t.market, signals, { seed: TEST_MARKET_SEED }).scanClosedBars();
    const today = await signals.onDay(t.market.feed.session().date);
    const first = today[0];
    expect(first).toBeDefined();
    const typeId = String(SIGNAL_CATALOGUE.findIndex((s) => s.type === first?.type) + 1);
    const placed = await service.submitBasket(alice, {
      kind: 'autosignal',
      strategyId: typeId,
      strategyName: first?.type ?? '',
      sector: first?.sector ?? '',
      count: 3,
      quantity: 5,
      targetPercent: 50,
      stopPercent: 50,
      side: 'buy',
      product: 'intraday',
    });
    expect(placed.ok).toBe(true);
    const basket = service.state.basket(placed.ok ? placed.value.orderId : '');
    const flagged = new Set(
      today.filter((r) => r.type === first?.type && r.sector === first?.sector).map((r) => r.symbol),
    );
    expect(basket?.request.symbols.every((s) => flagged.has(s))).toBe(true);
    expect([...(basket?.legs.values() ?? [])].every((leg) => leg.status === 'open')).toBe(true);
    expect(service.basketMeta(basket?.request.id ?? '')).toMatchObject({
      kind: 'autosignal',
      sector: first?.sector,
    });
  });

  it('squares off intraday positions at 15:20 and settles delivery buys into holdings at the close', async () => {
    await service.submitSimple(alice, buy({ symbol: 'ITC', product: 'delivery', quantity: 7 }));
    const half = Math.round((service.ltpPaise('SBIN') ?? 0) / 2);
    const resting = await service.submitSimple(
      alice,
      buy({ symbol: 'SBIN', product: 'delivery', kind: 'limit', pricePaise: half }),
    );
    t.advance(4 * 3_600_000 + 55 * 60_000); // 15:25
    await service.idle();
    const intraday = service.state.positionsOf(alice).filter((p) => p.product === 'intraday');
    expect(intraday.length).toBeGreaterThan(0);
    expect(intraday.every((p) => netQuantity(p) === 0)).toBe(true);
    // The demo clock goes on to the next session (Wednesday: Tuesday is a holiday): Monday settles.
    t.advance(10 * 60_000);
    await service.idle();
    expect(t.market.feed.session().date).not.toBe('2026-11-23');
    expect(service.state.positionsOf(alice)).toEqual([]); // settled: positions start afresh
    const squareOffs = service.state
      .ordersOf(alice)
      .filter((o) => o.origin === 'squareOff' || o.origin === 'basketSquareOff');
    expect(squareOffs.length).toBeGreaterThan(0);
    expect(service.state.holdingsOf(alice)).toEqual([
      expect.objectContaining({ symbol: 'ITC', quantity: 7 }),
    ]);
    // Monday's open orders expired with it (validity Day).
    expect(service.state.order(resting.ok ? resting.value.orderId : '')?.status).toBe('expired');
    expect(service.state.ordersOf(alice).some((o) => o.status === 'open')).toBe(false);
  });
});
