import { describe, expect, it } from 'vitest';
import { FakeQuoteFeed, prices, sleep, TestStreamClient, useStreamServers } from './stream-test-support';

describe('subscribe', () => {
  const start = useStreamServers();

  it('greets with the protocol settings, then answers a subscribe with the current quotes at once', async () => {
    const feed = FakeQuoteFeed.with({ INFY: 1500.5, TCS: 3512.05, 'NIFTY 50': 22450.3 });
    const server = await start({ feed, heartbeatMs: 60_000 });
    const client = await TestStreamClient.connect(server.url);
    expect(client.hello).toEqual({
      type: 'hello',
      protocol: 1,
      heartbeatMs: 60_000,
      maxSymbols: 200,
      pushIntervalMs: 1000,
      feed: 'simulated',
      simulated: true,
    });

    client.send({ type: 'subscribe', symbols: ['INFY', 'NOPE', 'NIFTY 50', 'INFY', 'infy'] });
    expect(await client.next('subscribed')).toEqual({
      type: 'subscribed',
      accepted: ['INFY', 'NIFTY 50'],
      unknown: ['NOPE', 'infy'],
      overLimit: [],
      total: 2,
    });
    const snapshot = await client.next('quotes');
    expect(snapshot.snapshot).toBe(true);
    expect(prices(snapshot)).toEqual({ INFY: 1500.5, 'NIFTY 50': 22450.3 });
    const infy = snapshot.quotes.find((q) => q.symbol === 'INFY');
    expect(infy).toMatchObject({ prevClose: 100, open: 100, volume: 1000 });
    expect(infy?.change).toBeCloseTo(1400.5, 9);
    await client.close();
  });

  it('says when the prices are not simulated', async () => {
    const server = await start({ feed: new FakeQuoteFeed(), feedName: 'replay' });
    const client = await TestStreamClient.connect(server.url);
    expect(client.hello).toMatchObject({ feed: 'replay', simulated: false });
    await client.close();
  });

  it('pushes each client only its subscribed symbols that changed, in sparse and in dense batches', async () => {
    const feed = FakeQuoteFeed.with({ INFY: 100, TCS: 100, SBIN: 100, HDFCBANK: 100, ITC: 100 });
    const server = await start({ feed, pushIntervalMs: 50 });
    const wide = await TestStreamClient.subscribed(server.url, ['INFY', 'TCS', 'SBIN', 'HDFCBANK']);
    const narrow = await TestStreamClient.subscribed(server.url, ['TCS']);

    // One subscription of five touched: the hub walks the symbol index.
    feed.tick({ INFY: 101, ITC: 300 });
    expect(prices(await wide.next('quotes'))).toEqual({ INFY: 101 });

    await sleep(60);
    // Every subscription touched: the hub walks the clients.
    feed.tick({ INFY: 102, TCS: 202, SBIN: 552, HDFCBANK: 1602, ITC: 302 });
    expect(prices(await wide.next('quotes'))).toEqual({ INFY: 102, TCS: 202, SBIN: 552, HDFCBANK: 1602 });
    const narrowPush = await narrow.next('quotes');
    expect(narrowPush.snapshot).toBe(false);
    expect(prices(narrowPush)).toEqual({ TCS: 202 });
    expect(narrow.all('quotes')).toHaveLength(2);
    await Promise.all([wide.close(), narrow.close()]);
  });

  it('refuses symbols beyond the per-client cap and says which', async () => {
    const feed = FakeQuoteFeed.with({ A: 10, B: 10, C: 10, D: 10 });
    const server = await start({ feed, maxSymbolsPerClient: 3 });
    const client = await TestStreamClient.connect(server.url);
    client.send({ type: 'subscribe', symbols: ['A', 'B'] });
    await client.next('subscribed');
    client.send({ type: 'subscribe', symbols: ['B', 'C', 'D', 'E'] });
    expect(await client.next('subscribed')).toEqual({
      type: 'subscribed',
      accepted: ['B', 'C'],
      unknown: ['E'],
      overLimit: ['D'],
      total: 3,
    });
    expect(server.hub.stats()).toMatchObject({ clients: 1, subscriptions: 3, indexedSymbols: 3 });
    await client.close();
  });
});
