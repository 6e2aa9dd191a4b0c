import { afterEach, describe, expect, it } from 'vitest';
import { streamHubOptions } from './stream.routes';
import { StreamHub } from './stream-hub';
import { FakeQuoteFeed, RecordingSocket, sleep } from './stream-test-support';

describe('backpressure', () => {
  let hub: StreamHub | undefined;
  afterEach(() => hub?.stop());

  it('skips a client whose buffer is full, then sends it the latest quote once it drains', async () => {
    const feed = FakeQuoteFeed.with({ INFY: 100, TCS: 200 });
    const options = { feed, heartbeatMs: 60_000, pushIntervalMs: 50, maxBufferedBytes: 1024 };
    hub = new StreamHub(streamHubOptions(options, { error: () => {} }));
    const slow = new RecordingSocket();
    const fast = new RecordingSocket();
    const slowClient = hub.connect(slow);
    hub.receive(slowClient, JSON.stringify({ type: 'subscribe', symbols: ['INFY', 'TCS'] }));
    hub.receive(hub.connect(fast), JSON.stringify({ type: 'subscribe', symbols: ['INFY'] }));

    slow.bufferedAmount = 1_000_000;
    feed.tick({ INFY: 101, TCS: 201 });
    expect(slow.pushedPrices()).toEqual([]);
    expect(fast.pushedPrices()).toEqual([{ INFY: 101 }]);
    expect(hub.stats().skippedForBackpressure).toBe(1);

    await sleep(70);
    feed.tick({ INFY: 102 });
    await sleep(70);
    expect(slow.pushedPrices()).toEqual([]);

    slow.bufferedAmount = 0;
    await sleep(150);
    // One push with both symbols' latest quotes: nothing stale, no change lost.
    expect(slow.pushedPrices()).toEqual([{ INFY: 102, TCS: 201 }]);
    expect(fast.pushedPrices()).toEqual([{ INFY: 101 }, { INFY: 102 }]);
    expect(hub.stats().deferredClients).toBe(0);
  });
});
