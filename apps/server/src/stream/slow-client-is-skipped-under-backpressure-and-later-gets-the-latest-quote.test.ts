import { parseStreamServerMessage, type StreamServerMessage } from '@nivesh/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { streamHubOptions } from './stream.routes';
import { StreamHub, type StreamSocket } from './stream-hub';
import { FakeQuoteFeed, sleep } from './stream-test-support';

/** A socket whose send buffer the test fills and drains by hand. */
class FakeSocket implements StreamSocket {
  bufferedAmount = 0;
  readonly sent: StreamServerMessage[] = [];
  send(data: string): void {
    const parsed = parseStreamServerMessage(data);
    if (!parsed.ok) throw new Error(parsed.reason);
    this.sent.push(parsed.message);
  }
  ping(): void {}
  close(): void {}
  terminate(): void {}
  pushedPrices(): Array<Record<string, number>> {
    return this.sent.flatMap((m) =>
      m.type === 'quotes' && !m.snapshot ? [Object.fromEntries(m.quotes.map((q) => [q.symbol, q.ltp]))] : [],
    );
  }
}

describe('backpressure', () => {
  let hub: StreamHub | undefined;
  afterEach(() => hub?.stop());

  it('skips a client whose buffer is full, then sends it the latest quote once it drains', async () => {
    const feed = FakeQuoteFeed.with({ INFY: 100, TCS: 200 });
    const options = { feed, heartbeatMs: 60_000, pushIntervalMs: 50, maxBufferedBytes: 1024 };
    hub = new StreamHub(streamHubOptions(options, { error: () => {} }));
    const slow = new FakeSocket();
    const fast = new FakeSocket();
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
