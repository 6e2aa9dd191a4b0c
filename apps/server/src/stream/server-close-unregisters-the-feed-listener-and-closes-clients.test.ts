import { describe, expect, it } from 'vitest';
import { FakeQuoteFeed, startStreamServer, TestStreamClient } from './stream-test-support';

describe('server close', () => {
  it('closes every client with 1001, stops listening to the feed and drops all client state', async () => {
    const feed = FakeQuoteFeed.with({ INFY: 100 });
    const server = await startStreamServer({ feed, heartbeatMs: 50 });
    expect(feed.listenerCount).toBe(1);
    const clients = await Promise.all([
      TestStreamClient.subscribed(server.url, ['INFY']),
      TestStreamClient.subscribed(server.url, ['INFY']),
    ]);
    expect(server.hub.stats()).toMatchObject({ clients: 2, subscriptions: 2 });

    await server.close();

    expect(feed.listenerCount).toBe(0);
    expect(await Promise.all(clients.map((c) => c.closed()))).toEqual([1001, 1001]);
    expect(server.hub.stats()).toEqual({
      clients: 0,
      indexedSymbols: 0,
      subscriptions: 0,
      deferredClients: 0,
      cachedQuotes: 0,
      pushes: 0,
      skippedForBackpressure: 0,
      batches: 0,
      fanOutMsTotal: 0,
      fanOutMsMax: 0,
      feedListening: false,
      orderAccounts: 0,
    });
    // A batch after close reaches nobody and does not throw.
    expect(() => feed.tick({ INFY: 101 })).not.toThrow();
  });
});
