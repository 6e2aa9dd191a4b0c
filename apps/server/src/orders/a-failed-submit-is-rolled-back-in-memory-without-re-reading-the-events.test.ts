import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../testing/test-database';
import { type BrokerFixture, brokerFixture, simpleOrderInput as order } from './test-support';

describe.each(testDrivers())('a submit whose events cannot be stored (%s)', (driver) => {
  let fixture: BrokerFixture;
  beforeAll(async () => {
    fixture = await brokerFixture(driver, '9000000011');
  }, 120_000);
  afterAll(async () => fixture?.database.close());

  it('leaves the broker as it was, re-reads no event, and the next submit is stored', async () => {
    const { alice } = fixture;
    const events = fixture.flakyEvents();
    const service = await fixture.started(events);
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
    const restarted = await fixture.restarted();
    expect(restarted.state.ordersOf(alice)).toEqual(service.state.ordersOf(alice));
    expect(restarted.funds(alice)).toEqual(service.funds(alice));
    expect(events.reads).toBe(1);
  }, 60_000);
});
