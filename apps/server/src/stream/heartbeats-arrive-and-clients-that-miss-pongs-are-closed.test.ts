import { describe, expect, it } from 'vitest';
import { FakeQuoteFeed, TestStreamClient, useStreamServers } from './stream-test-support';

describe('heartbeats', () => {
  const start = useStreamServers();

  it('sends a heartbeat every interval to a live client and keeps it connected', async () => {
    const server = await start({ feed: new FakeQuoteFeed(), heartbeatMs: 100 });
    const client = await TestStreamClient.connect(server.url);
    const before = Date.now();
    const first = await client.next('heartbeat', 1000);
    await client.next('heartbeat', 1000);
    await client.next('heartbeat', 1000);
    expect(first.time).toBeGreaterThanOrEqual(before - 5);
    expect(client.closeCode).toBeUndefined();
    expect(server.hub.stats().clients).toBe(1);
    await client.close();
  });

  it('closes a client that answers no WebSocket ping for two intervals and frees its state', async () => {
    const server = await start({ feed: FakeQuoteFeed.with({ INFY: 100 }), heartbeatMs: 100 });
    const live = await TestStreamClient.connect(server.url);
    const silent = await TestStreamClient.connect(server.url, { autoPong: false });
    silent.send({ type: 'subscribe', symbols: ['INFY'] });
    await silent.next('subscribed');
    expect(server.hub.stats()).toMatchObject({ clients: 2, subscriptions: 1 });

    const code = await silent.closed(1500);
    expect(code).toBe(1006);
    expect(server.hub.stats()).toMatchObject({ clients: 1, subscriptions: 0, indexedSymbols: 0 });
    expect(live.closeCode).toBeUndefined();
    await live.close();
  });

  it('answers an application ping with a pong carrying its id', async () => {
    const server = await start({ feed: new FakeQuoteFeed() });
    const client = await TestStreamClient.connect(server.url);
    client.send({ type: 'ping', id: 'p-1' });
    const pong = await client.next('pong');
    expect(pong.id).toBe('p-1');
    expect(Math.abs(pong.time - Date.now())).toBeLessThan(1000);
    await client.close();
  });
});
