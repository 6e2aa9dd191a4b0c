import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientOnFakeTransport, quoteOf } from './fake-stream-transport';
import type { StreamStatus } from './stream-client';

function setup(random: () => number) {
  const { client, transport, latest } = clientOnFakeTransport(random);
  const statuses: StreamStatus[] = [];
  client.onStatus(() => statuses.push(client.getStatus()));
  return { client, transport, statuses, latest };
}

describe('reconnect', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries with doubling delays capped at the maximum, then resubscribes everything and backs off from the start again', async () => {
    // random 0.5: each delay is three quarters of its ceiling (100, 200, 400, 400 → 75, 150, 300, 300).
    const { client, transport, statuses, latest } = setup(() => 0.5);
    client.subscribe('INFY', () => {});
    client.subscribe('TCS', () => {});
    latest().open();
    latest().quotes([quoteOf('INFY', 101), quoteOf('TCS', 201)], true);

    latest().drop();
    expect(client.getStatus()).toBe('reconnecting');
    // The last known quote stays visible (the status says it may be stale).
    expect(client.getQuote('INFY')?.ltp).toBe(101);

    for (const delay of [75, 150, 300, 300]) {
      const before = transport.connections.length;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(transport.connections).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(transport.connections).toHaveLength(before + 1);
      latest().drop();
    }

    await vi.advanceTimersByTimeAsync(300);
    const resumed = latest();
    resumed.open();
    expect(client.getStatus()).toBe('open');
    expect(resumed.sentSymbols('subscribe')).toEqual([['INFY', 'TCS']]);
    resumed.quotes([quoteOf('INFY', 105), quoteOf('TCS', 205)], true);
    expect(client.getQuote('INFY')?.ltp).toBe(105);
    expect(client.getQuote('TCS')?.ltp).toBe(205);

    // The server greeted us: the next drop starts from the first delay again.
    const count = transport.connections.length;
    resumed.drop();
    await vi.advanceTimersByTimeAsync(74);
    expect(transport.connections).toHaveLength(count);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.connections).toHaveLength(count + 1);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open', 'reconnecting']);
  });

  it('spreads retries between half and all of the ceiling with jitter', async () => {
    const { client, transport, latest } = setup(() => 0);
    client.subscribe('INFY', () => {});
    latest().open();
    latest().drop();
    await vi.advanceTimersByTimeAsync(49);
    expect(transport.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.connections).toHaveLength(2);
  });

  it('treats 2.5 heartbeat intervals of silence as a dead link, closes it and reconnects', async () => {
    const { client, transport, latest } = setup(() => 0.5);
    client.subscribe('INFY', () => {});
    const first = latest();
    first.open(1000);
    await vi.advanceTimersByTimeAsync(2400);
    first.receive({ type: 'heartbeat', time: Date.now() });
    await vi.advanceTimersByTimeAsync(2499);
    expect(first.closedByClient).toBe(false);
    expect(client.getStatus()).toBe('open');
    await vi.advanceTimersByTimeAsync(1);
    expect(first.closedByClient).toBe(true);
    expect(client.getStatus()).toBe('reconnecting');
    // A late close event of the abandoned socket changes nothing.
    first.drop();
    await vi.advanceTimersByTimeAsync(75);
    expect(transport.connections).toHaveLength(2);
  });

  it('stops reconnecting when nobody wants quotes any more', async () => {
    const { client, transport, latest } = setup(() => 0.5);
    const release = client.subscribe('INFY', () => {});
    latest().open();
    release();
    latest().drop();
    expect(client.getStatus()).toBe('closed');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport.connections).toHaveLength(1);
  });

  it('gives up a pending reconnect when the last subscription goes while waiting', async () => {
    const { client, transport, latest } = setup(() => 0.5);
    const release = client.subscribe('INFY', () => {});
    latest().open();
    latest().drop();
    expect(client.getStatus()).toBe('reconnecting');
    release();
    await vi.advanceTimersByTimeAsync(75);
    expect(transport.connections).toHaveLength(1);
    expect(client.getStatus()).toBe('closed');
  });
});
