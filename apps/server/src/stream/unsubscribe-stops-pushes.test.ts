import { describe, expect, it } from 'vitest';
import { FakeQuoteFeed, prices, sleep, TestStreamClient, useStreamServers } from './stream-test-support';

describe('unsubscribe', () => {
  const start = useStreamServers();

  it('stops pushes of the removed symbols and keeps the others', async () => {
    const feed = FakeQuoteFeed.with({ INFY: 100, TCS: 200 });
    const server = await start({ feed, pushIntervalMs: 50 });
    const client = await TestStreamClient.subscribed(server.url, ['INFY', 'TCS']);

    client.send({ type: 'unsubscribe', symbols: ['TCS', 'SBIN', 'TCS'] });
    expect(await client.next('unsubscribed')).toEqual({ type: 'unsubscribed', removed: ['TCS'], total: 1 });
    expect(server.hub.stats()).toMatchObject({ subscriptions: 1, indexedSymbols: 1 });

    feed.tick({ INFY: 101, TCS: 201 });
    expect(prices(await client.next('quotes'))).toEqual({ INFY: 101 });

    await sleep(80);
    feed.tick({ TCS: 202 });
    await sleep(200);
    const pushed = client.all('quotes').filter((m) => !m.snapshot);
    expect(pushed.flatMap((m) => m.quotes.map((q) => q.symbol))).toEqual(['INFY']);

    client.send({ type: 'unsubscribe', symbols: ['INFY'] });
    expect(await client.next('unsubscribed')).toEqual({ type: 'unsubscribed', removed: ['INFY'], total: 0 });
    expect(server.hub.stats()).toMatchObject({ clients: 1, subscriptions: 0, indexedSymbols: 0 });
    feed.tick({ INFY: 102 });
    await sleep(200);
    expect(client.all('quotes').filter((m) => !m.snapshot)).toHaveLength(1);
    await client.close();
  });
});
