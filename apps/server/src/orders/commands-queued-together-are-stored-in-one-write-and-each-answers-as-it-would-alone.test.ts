import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../testing/test-database';
import { type BrokerFixture, brokerFixture, simpleOrderInput as order } from './test-support';

describe.each(testDrivers())('orders submitted while the queue is busy (%s)', (driver) => {
  let fixture: BrokerFixture;
  beforeAll(async () => {
    fixture = await brokerFixture(driver, '9000000012');
  }, 120_000);
  afterAll(async () => fixture?.database.close());

  it('are stored in one write, each answering as it would alone, and a restart folds the same state', async () => {
    const { alice } = fixture;
    const events = fixture.flakyEvents();
    const service = await fixture.started(events);
    const changes: (ReadonlySet<string> | 'all')[] = [];
    service.onChange((accounts) => changes.push(accounts));
    const ltp = service.ltpPaise('INFY') ?? 0;
    const writesBefore = events.writes;

    // Queued in one go: they all wait behind one another and form one batch.
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => service.submitSimple(alice, order({ quantity: i + 1 }))),
      service.submitSimple(alice, order({ symbol: 'NOSUCHSTOCK' })),
      service.submitSimple(alice, order({ quantity: 3 }), { idempotencyKey: 'same-key' }),
      service.submitSimple(alice, order({ quantity: 3 }), { idempotencyKey: 'same-key' }),
      service.submitSimple(alice, order({ symbol: 'INFY', kind: 'limit', pricePaise: ltp - 2_000 })),
      service.submitSimple(alice, order({ quantity: 100_000 })),
    ]);
    expect(events.writes - writesBefore).toBe(1);
    expect(changes).toEqual([new Set([alice])]);
    const filled = answers.slice(0, 12);
    expect(filled.every((a) => a.ok && a.value.status === 'complete')).toBe(true);
    expect(answers[12]).toEqual({ ok: false, message: 'NOSUCHSTOCK is not a stock of this market' });
    const [first, retried] = [answers[13], answers[14]];
    expect(first?.ok && retried?.ok && first.value.orderId === retried.value.orderId).toBe(true);
    expect(answers[15]).toMatchObject({ ok: true, value: { status: 'open' } });
    // Beyond the virtual capital: refused by the margin check, as alone (a rejected order is kept).
    expect(answers[16]).toMatchObject({ ok: false });
    expect(service.state.ordersOf(alice)).toHaveLength(12 + 1 + 1 + 1);

    const restarted = await fixture.restarted();
    expect(restarted.state.ordersOf(alice)).toEqual(service.state.ordersOf(alice));
    expect(restarted.funds(alice)).toEqual(service.funds(alice));
  }, 60_000);

  it('all fail when their one write fails, leave the broker as it was, and succeed when sent again', async () => {
    const { alice } = fixture;
    const events = fixture.flakyEvents();
    const service = await fixture.started(events);
    const view = () => ({ orders: service.state.ordersOf(alice), funds: service.funds(alice) });
    const before = view();
    const open = before.orders.find((o) => o.status === 'open')?.id ?? '';
    const batch = () => [
      service.submitSimple(alice, order({ quantity: 2 }), { idempotencyKey: 'retry-1' }),
      service.submitSimple(alice, order({ quantity: 4 }), { idempotencyKey: 'retry-2' }),
      service.cancelSimple(alice, open),
    ];
    events.failNext = true;
    const failed = await Promise.allSettled(batch());
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(view()).toEqual(before);

    const again = await Promise.all(batch());
    expect(again.map((a) => a.ok)).toEqual([true, true, true]);
    expect(service.state.ordersOf(alice)).toHaveLength(before.orders.length + 2);
    expect(service.state.order(open)?.status).toBe('cancelled');
  }, 60_000);
});
