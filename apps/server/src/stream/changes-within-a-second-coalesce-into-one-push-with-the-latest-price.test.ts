import { describe, expect, it } from 'vitest';
import { FakeQuoteFeed, prices, sleep, TestStreamClient, useStreamServers } from './stream-test-support';

// Real timers and the production 1-second interval: the point is what a client sees over time.
describe('coalescing', () => {
  const start = useStreamServers();

  it('holds changes made within a second of the last push and then sends one push with the latest prices', async () => {
    const feed = FakeQuoteFeed.with({ INFY: 100, TCS: 200 });
    const server = await start({ feed });
    const client = await TestStreamClient.subscribed(server.url, ['INFY', 'TCS']);

    feed.tick({ INFY: 101 });
    const first = await client.next('quotes');
    const firstAt = client.log.at(-1)?.at ?? 0;
    expect(prices(first)).toEqual({ INFY: 101 });

    await sleep(50);
    feed.tick({ INFY: 102 });
    await sleep(50);
    feed.tick({ INFY: 103, TCS: 201 });
    await sleep(600);
    // Nothing may go out within the second after the first push.
    expect(client.all('quotes').filter((m) => !m.snapshot)).toHaveLength(1);

    const second = await client.next('quotes', 2000);
    const secondAt = client.log.at(-1)?.at ?? 0;
    expect(prices(second)).toEqual({ INFY: 103, TCS: 201 });
    expect(secondAt - firstAt).toBeGreaterThanOrEqual(990);
    expect(secondAt - firstAt).toBeLessThan(1300);

    // The feed went quiet: no further pushes, and none of the intermediate prices was ever sent.
    await sleep(1200);
    const pushed = client.all('quotes').filter((m) => !m.snapshot);
    expect(pushed.map(prices)).toEqual([{ INFY: 101 }, { INFY: 103, TCS: 201 }]);
    await client.close();
  });

  it('sends a change at once when the last push was longer ago than the interval', async () => {
    const feed = FakeQuoteFeed.with({ INFY: 100 });
    const server = await start({ feed, pushIntervalMs: 200 });
    const client = await TestStreamClient.subscribed(server.url, ['INFY']);

    feed.tick({ INFY: 101 });
    await client.next('quotes');
    await sleep(250);
    const sentAt = performance.now();
    feed.tick({ INFY: 104 });
    expect(prices(await client.next('quotes'))).toEqual({ INFY: 104 });
    expect((client.log.at(-1)?.at ?? 0) - sentAt).toBeLessThan(100);
    await client.close();
  });
});
