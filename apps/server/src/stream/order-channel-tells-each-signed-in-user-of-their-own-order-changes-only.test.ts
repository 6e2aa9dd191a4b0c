import { describe, expect, it } from 'vitest';
import type { OrderChannelSource } from './order-channel';
import { fromSameOrigin } from './stream.routes';
import { FakeQuoteFeed, sleep, TestStreamClient, useStreamServers } from './stream-test-support';

/** Sessions `alice-token` and `bob-token`, broker changes fired by hand, priced symbols set by hand. */
class FakeOrders implements OrderChannelSource {
  readonly priced = new Map<string, Set<string>>();
  private readonly listeners = new Set<(accounts: ReadonlySet<string> | 'all') => void>();

  async authenticate(token: string): Promise<string | null> {
    return token.endsWith('-token') ? token.slice(0, -'-token'.length) : null;
  }

  onChange(listener: (accounts: ReadonlySet<string> | 'all') => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  pricedSymbols(account: string): ReadonlySet<string> {
    return this.priced.get(account) ?? new Set();
  }

  change(accounts: ReadonlySet<string> | 'all'): void {
    for (const listener of this.listeners) listener(accounts);
  }
}

const PRICE_INTERVAL_MS = 300;

describe('the order channel of the live stream', () => {
  const start = useStreamServers();
  const setUp = async () => {
    const orders = new FakeOrders();
    const feed = FakeQuoteFeed.with({ INFY: 1500, TCS: 3500 });
    const server = await start({ feed, orders, orderPriceIntervalMs: PRICE_INTERVAL_MS });
    const join = async (account: string) => {
      const client = await TestStreamClient.connect(server.url);
      client.send({ type: 'orders', token: `${account}-token` });
      expect(await client.next('ordersJoined')).toEqual({ type: 'ordersJoined', revision: 0 });
      return client;
    };
    return { orders, feed, server, join };
  };

  it('tells every connection of the user once for a burst of broker events, and nobody else', async () => {
    const { orders, join } = await setUp();
    const [alice1, alice2, bob] = [await join('alice'), await join('alice'), await join('bob')];
    orders.change(new Set(['alice']));
    orders.change(new Set(['alice']));
    for (const client of [alice1, alice2])
      expect(await client.next('orders')).toMatchObject({ type: 'orders', revision: 1, reason: 'events' });
    await sleep(250);
    expect(alice1.all('orders')).toHaveLength(1);
    expect(bob.all('orders')).toHaveLength(0);
    orders.change('all');
    expect(await bob.next('orders')).toMatchObject({ revision: 1, reason: 'events' });
    expect(await alice1.next('orders')).toMatchObject({ revision: 2, reason: 'events' });
  });

  it('pushes price moves of the symbols the user is valued at, at most once per interval', async () => {
    const { orders, feed, join } = await setUp();
    orders.priced.set('alice', new Set(['INFY']));
    const alice = await join('alice');
    feed.tick({ TCS: 3510 });
    await sleep(150);
    expect(alice.all('orders')).toHaveLength(0);
    feed.tick({ INFY: 1501 });
    const first = await alice.next('orders');
    expect(first.reason).toBe('prices');
    const firstAt = performance.now();
    feed.tick({ INFY: 1502 });
    feed.tick({ INFY: 1503 });
    const second = await alice.next('orders');
    expect(second).toMatchObject({ revision: 2, reason: 'prices' });
    expect(performance.now() - firstAt).toBeGreaterThanOrEqual(PRICE_INTERVAL_MS - 50);
    await sleep(PRICE_INTERVAL_MS + 100);
    expect(alice.all('orders')).toHaveLength(2);
  });

  it('refuses an unknown session and a page of another origin, and stops after leaving', async () => {
    const { orders, server, join } = await setUp();
    const stranger = await TestStreamClient.connect(server.url);
    stranger.send({ type: 'orders', token: 'forged' });
    expect(await stranger.next('error')).toMatchObject({ code: 'unauthorized' });
    const foreign = await TestStreamClient.connect(server.url, { origin: 'https://evil.example' });
    foreign.send({ type: 'orders', token: 'alice-token' });
    expect(await foreign.next('error')).toMatchObject({ code: 'unauthorized' });

    const alice = await join('alice');
    alice.send({ type: 'orders', token: null });
    await sleep(50);
    orders.change(new Set(['alice']));
    await sleep(250);
    expect([...alice.all('orders'), ...foreign.all('orders')]).toHaveLength(0);
  });

  it('forgets a user whose last connection closed', async () => {
    const { server, join } = await setUp();
    const alice = await join('alice');
    const again = await join('alice');
    expect(server.hub.stats().orderAccounts).toBe(1);
    await alice.close();
    await sleep(50);
    expect(server.hub.stats().orderAccounts).toBe(1);
    await again.close();
    await sleep(50);
    expect(server.hub.stats()).toMatchObject({ clients: 0, orderAccounts: 0 });
  });
});

describe('the origin check of a stream upgrade', () => {
  it('admits no origin, the same host and the proxy’s forwarded host, and nothing else', () => {
    expect(fromSameOrigin({ host: 'nivesh.in' })).toBe(true);
    expect(fromSameOrigin({ origin: 'https://nivesh.in', host: 'nivesh.in' })).toBe(true);
    expect(
      fromSameOrigin({ origin: 'https://nivesh.in', host: '10.0.0.5:3000', 'x-forwarded-host': 'nivesh.in' }),
    ).toBe(true);
    expect(fromSameOrigin({ origin: 'https://evil.example', host: 'nivesh.in' })).toBe(false);
    expect(fromSameOrigin({ origin: 'not a url', host: 'nivesh.in' })).toBe(false);
  });
});
