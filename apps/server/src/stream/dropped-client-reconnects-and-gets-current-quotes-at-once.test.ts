import { describe, expect, it } from 'vitest';
import { FakeQuoteFeed, prices, sleep, TestStreamClient, useStreamServers } from './stream-test-support';

describe('resume after a drop', () => {
  const start = useStreamServers();

  it('frees a dropped client and gives the resubscribing client the prices it missed at once', async () => {
    const feed = FakeQuoteFeed.with({ INFY: 100, TCS: 200 });
    const server = await start({ feed });
    const first = await TestStreamClient.subscribed(server.url, ['INFY', 'TCS']);
    feed.tick({ INFY: 101 });
    await first.next('quotes');

    // The network goes away without a close handshake.
    first.socket.terminate();
    await first.closed();
    await sleep(50);
    expect(server.hub.stats()).toMatchObject({
      clients: 0,
      subscriptions: 0,
      indexedSymbols: 0,
      deferredClients: 0,
    });

    feed.tick({ INFY: 105, TCS: 210 });
    feed.tick({ INFY: 106 });

    const again = await TestStreamClient.connect(server.url);
    const asked = performance.now();
    again.send({ type: 'subscribe', symbols: ['INFY', 'TCS'] });
    const snapshot = await again.next('quotes');
    expect(snapshot.snapshot).toBe(true);
    expect(prices(snapshot)).toEqual({ INFY: 106, TCS: 210 });
    // Not held back by the one-second push pacing.
    expect((again.log.at(-1)?.at ?? 0) - asked).toBeLessThan(200);

    feed.tick({ TCS: 211 });
    expect(prices(await again.next('quotes'))).toEqual({ TCS: 211 });
    await again.close();
  });
});
