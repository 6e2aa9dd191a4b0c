import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { streamHubOptions } from './stream.routes';
import { StreamHub } from './stream-hub';
import { FakeQuoteFeed, RecordingSocket } from './stream-test-support';

// The hub's clock and the timers are driven by hand: `now` is what the hub reads, and the fake
// timers decide when its deferred-push timer fires (so it can fire late, as on a busy server).
describe('push slots', () => {
  let now = 0;
  let hub: StreamHub | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    now = 10_000;
  });
  afterEach(() => {
    hub?.stop();
    vi.useRealTimers();
  });

  function start() {
    const feed = FakeQuoteFeed.with({ INFY: 100 });
    hub = new StreamHub({
      ...streamHubOptions({ feed, heartbeatMs: 600_000 }, { error: () => {} }),
      now: () => now,
    });
    const socket = new RecordingSocket();
    hub.receive(hub.connect(socket), JSON.stringify({ type: 'subscribe', symbols: ['INFY'] }));
    return { feed, socket };
  }

  it('counts a late deferred push at its slot, so the next batch still goes out at once', () => {
    const { feed, socket } = start();
    feed.tick({ INFY: 101 });
    expect(socket.pushedPrices()).toEqual([{ INFY: 101 }]);

    now += 400;
    vi.advanceTimersByTime(400);
    feed.tick({ INFY: 102 });
    expect(socket.pushedPrices()).toHaveLength(1);

    // The deferred push is due at +1000 but the server is busy: its timer runs at +1080.
    now += 680;
    vi.advanceTimersByTime(600);
    expect(socket.pushedPrices()).toEqual([{ INFY: 101 }, { INFY: 102 }]);

    // The next batch, one second after the first slot, is not held back by that lateness.
    now += 920;
    vi.advanceTimersByTime(920);
    feed.tick({ INFY: 103 });
    expect(socket.pushedPrices()).toEqual([{ INFY: 101 }, { INFY: 102 }, { INFY: 103 }]);
  });

  it('lets a batch out up to 25 ms before its slot and holds one that comes earlier', () => {
    const { feed, socket } = start();
    feed.tick({ INFY: 101 });
    now += 980;
    vi.advanceTimersByTime(980);
    feed.tick({ INFY: 102 });
    expect(socket.pushedPrices()).toHaveLength(2);

    // 50 ms before the next slot: held until the slot.
    now += 950;
    vi.advanceTimersByTime(950);
    feed.tick({ INFY: 103 });
    expect(socket.pushedPrices()).toHaveLength(2);
    now += 49;
    vi.advanceTimersByTime(49);
    expect(socket.pushedPrices()).toHaveLength(2);
    now += 1;
    vi.advanceTimersByTime(1);
    expect(socket.pushedPrices()).toEqual([{ INFY: 101 }, { INFY: 102 }, { INFY: 103 }]);
  });
});
