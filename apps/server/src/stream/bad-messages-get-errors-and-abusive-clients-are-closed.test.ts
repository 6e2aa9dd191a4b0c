import { describe, expect, it } from 'vitest';
import { FakeQuoteFeed, sleep, TestStreamClient, useStreamServers } from './stream-test-support';

describe('bad messages', () => {
  const start = useStreamServers();

  async function connected(): Promise<{ client: TestStreamClient; clients: () => number }> {
    const server = await start({ feed: FakeQuoteFeed.with({ INFY: 100 }) });
    return { client: await TestStreamClient.connect(server.url), clients: () => server.hub.stats().clients };
  }

  it('answers each bad message with an error and keeps the connection usable', async () => {
    const { client } = await connected();
    client.send('not json');
    expect(await client.next('error')).toMatchObject({ code: 'bad-json' });
    client.send({ type: 'subscribe', symbols: [] });
    expect(await client.next('error')).toMatchObject({ code: 'bad-message' });
    client.send({ type: 'subscribe', symbols: Array.from({ length: 201 }, (_, i) => `S${i}`) });
    expect(await client.next('error')).toMatchObject({ code: 'bad-message' });
    client.send({ type: 'dance' });
    expect(await client.next('error')).toMatchObject({ code: 'bad-message' });
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    const binary = await client.next('error');
    expect(binary).toMatchObject({ code: 'bad-message', message: 'Only JSON text messages are accepted' });

    client.send({ type: 'subscribe', symbols: ['INFY'] });
    expect(await client.next('subscribed')).toMatchObject({ accepted: ['INFY'] });
    expect(client.closeCode).toBeUndefined();
    await client.close();
  });

  it('closes a client after more than 50 bad messages with a policy-violation code', async () => {
    const { client, clients } = await connected();
    for (let i = 0; i < 60; i += 1) client.send(`garbage ${i}`);
    expect(await client.closed()).toBe(1008);
    const errors = client.all('error');
    expect(errors).toHaveLength(51);
    expect(errors.at(-1)?.code).toBe('too-many-bad-messages');
    // The first 20 in the second were parsed; the rest were refused by the rate limit.
    expect(errors.filter((e) => e.code === 'bad-json')).toHaveLength(20);
    expect(clients()).toBe(0);
  });

  it('refuses more than 20 messages a second with rate-limited errors', async () => {
    const { client } = await connected();
    for (let i = 0; i < 25; i += 1) client.send({ type: 'ping', id: String(i) });
    await sleep(200);
    expect(client.all('pong')).toHaveLength(20);
    expect(client.all('error').map((e) => e.code)).toEqual(Array(5).fill('rate-limited'));
    expect(client.closeCode).toBeUndefined();
    await client.close();
  });

  it('closes a client that sends an oversized frame (1009)', async () => {
    const { client } = await connected();
    client.send(JSON.stringify({ type: 'ping', id: 'x'.repeat(20_000) }));
    expect(await client.closed()).toBe(1009);
  });
});
