import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeConnection, fakeTransport, quoteOf } from './fake-stream-transport';
import { StreamClient, streamUrl } from './stream-client';

const URL = 'ws://localhost/api/v3/stream';

/** Lets the client's queued microtask (its batched subscribe/unsubscribe) run. */
const settle = () => Promise.resolve();

function setup(options: { idleCloseMs?: number } = {}) {
  const transport = fakeTransport();
  const client = new StreamClient({ url: URL, createTransport: transport.create, ...options });
  const connection = (index = 0): FakeConnection => {
    const found = transport.connections[index];
    if (!found) throw new Error(`No connection ${index}`);
    return found;
  };
  return { client, transport, connection };
}

describe('reference-counted subscriptions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects on the first subscription and subscribes everything wanted before the open in one message', () => {
    const { client, transport, connection } = setup();
    expect(client.getStatus()).toBe('closed');
    client.subscribe('INFY', () => {});
    client.subscribe('INFY', () => {});
    client.subscribe('TCS', () => {});
    expect(client.getStatus()).toBe('connecting');
    expect(transport.connections.map((c) => c.url)).toEqual([URL]);

    connection().open();
    expect(client.getStatus()).toBe('open');
    expect(connection().sentSymbols('subscribe')).toEqual([['INFY', 'TCS']]);
  });

  it('delivers quotes to every listener of the symbol and unsubscribes only when the last one leaves', async () => {
    const { client, connection } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    const releaseFirst = client.subscribe('INFY', first);
    const releaseSecond = client.subscribe('INFY', second);
    client.subscribe('TCS', other);
    connection().open();
    connection().quotes([quoteOf('INFY', 101)], true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(client.getQuote('INFY')?.ltp).toBe(101);

    releaseFirst();
    releaseFirst();
    await settle();
    expect(connection().sentSymbols('unsubscribe')).toEqual([]);
    connection().quotes([quoteOf('INFY', 102)]);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);

    releaseSecond();
    await settle();
    expect(connection().sentSymbols('unsubscribe')).toEqual([['INFY']]);
    expect(client.getQuote('INFY')).toBeUndefined();
    // A push that crossed the unsubscribe on the wire is dropped.
    connection().quotes([quoteOf('INFY', 103)]);
    expect(client.getQuote('INFY')).toBeUndefined();
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('batches changes made in one task and sends nothing for a symbol released and taken again (strict mode)', async () => {
    const { client, connection } = setup();
    const release = client.subscribe('INFY', () => {});
    connection().open();
    connection().quotes([quoteOf('INFY', 101)], true);

    release();
    client.subscribe('INFY', () => {});
    client.subscribe('SBIN', () => {});
    client.subscribe('ITC', () => {});
    await settle();
    expect(connection().sentSymbols('subscribe')).toEqual([['INFY'], ['SBIN', 'ITC']]);
    expect(connection().sentSymbols('unsubscribe')).toEqual([]);
    expect(client.getQuote('INFY')?.ltp).toBe(101);
  });

  it('splits more than 200 symbols into messages of at most 200', () => {
    const { client, connection } = setup();
    for (let i = 0; i < 450; i += 1) client.subscribe(`S${i}`, () => {});
    connection().open();
    expect(
      connection()
        .sentSymbols('subscribe')
        .map((symbols) => symbols.length),
    ).toEqual([200, 200, 50]);
  });

  it('closes the socket once nothing has been subscribed for the idle delay, and opens again on demand', async () => {
    vi.useFakeTimers();
    const { client, transport, connection } = setup({ idleCloseMs: 1000 });
    const release = client.subscribe('INFY', () => {});
    connection().open();
    release();
    await vi.advanceTimersByTimeAsync(999);
    expect(connection().closedByClient).toBe(false);
    expect(client.getStatus()).toBe('open');
    await vi.advanceTimersByTimeAsync(1);
    expect(connection().closedByClient).toBe(true);
    expect(client.getStatus()).toBe('closed');

    client.subscribe('TCS', () => {});
    expect(client.getStatus()).toBe('connecting');
    expect(transport.connections).toHaveLength(2);
    connection(1).open();
    expect(connection(1).sentSymbols('subscribe')).toEqual([['TCS']]);
  });

  it('ignores messages that do not match the contract', () => {
    const { client, connection } = setup();
    client.subscribe('INFY', () => {});
    connection().open();
    connection().receive('not json');
    connection().receive('{"type":"quotes","snapshot":false,"quotes":[{"symbol":"INFY","ltp":"high"}]}');
    expect(client.getQuote('INFY')).toBeUndefined();
    expect(client.getStatus()).toBe('open');
  });

  it('builds the stream URL from the page origin (wss under https)', () => {
    expect(streamUrl({ protocol: 'https:', host: 'nivesh.example' })).toBe(
      'wss://nivesh.example/api/v3/stream',
    );
    expect(streamUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/v3/stream',
    );
  });
});
