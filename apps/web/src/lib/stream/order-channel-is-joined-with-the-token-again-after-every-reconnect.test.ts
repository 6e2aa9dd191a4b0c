import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientOnFakeTransport, type FakeConnection } from './fake-stream-transport';
import type { OrderChannelEvent } from './stream-client';

function setup() {
  const { client, transport, latest } = clientOnFakeTransport(() => 0.5, { idleCloseMs: 1_000 });
  const joins = (connection: FakeConnection) =>
    connection.sent.flatMap((m) => (m.type === 'orders' ? [m.token] : []));
  return { client, transport, latest, joins };
}

describe('the order channel in the stream client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects for a watcher alone, joins with the token, and joins again after a drop', async () => {
    const { client, transport, latest, joins } = setup();
    const heard: OrderChannelEvent[] = [];
    const stop = client.watchOrders('secret', (event) => heard.push(event));
    expect(transport.connections).toHaveLength(1);
    latest().open();
    expect(joins(latest())).toEqual(['secret']);
    latest().receive({ type: 'ordersJoined', revision: 0 });
    latest().receive({ type: 'orders', revision: 1, reason: 'events', time: 1 });
    expect(heard.map((e) => e.type)).toEqual(['ordersJoined', 'orders']);

    latest().drop();
    await vi.advanceTimersByTimeAsync(100);
    expect(transport.connections).toHaveLength(2);
    latest().open();
    expect(joins(latest())).toEqual(['secret']);

    stop();
    expect(joins(latest())).toEqual(['secret', null]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(latest().closedByClient).toBe(true);
    expect(client.getStatus()).toBe('closed');
  });

  it('tells the watcher when the server refuses the session', () => {
    const { client, latest } = setup();
    const heard: OrderChannelEvent[] = [];
    client.watchOrders('expired', (event) => heard.push(event));
    latest().open();
    latest().receive({ type: 'error', code: 'unauthorized', message: 'Sign in again' });
    latest().receive({ type: 'error', code: 'bad-json', message: 'not ours' });
    expect(heard).toEqual([{ type: 'ordersRefused' }]);
  });
});
