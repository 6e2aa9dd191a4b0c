import { describe, expect, it } from 'vitest';
import { TestStreamClient } from '../stream/stream-test-support';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { createTestMarket } from '../testing/test-market';

describe('order changes on the live stream (the whole app)', () => {
  const ctx = useTestApp('pglite', async () => ({ market: createTestMarket().market }));

  it('tells the user who placed an order, over their own channel, and not another user', async () => {
    const { app } = ctx.t;
    const alice = await registerUser(ctx.t, { mobile: '9876543220', email: 'alice.stream@example.in' });
    const bob = await registerUser(ctx.t, { mobile: '9876543221', email: 'bob.stream@example.in' });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `${address.replace('http', 'ws')}/api/v3/stream`;
    const join = async (token: string) => {
      const client = await TestStreamClient.connect(url);
      client.send({ type: 'orders', token });
      await client.next('ordersJoined');
      return client;
    };
    const [aliceStream, bobStream] = [await join(alice), await join(bob)];
    const placed = await app.inject({
      method: 'POST',
      url: '/api/v3/OrderDashboard/submitSimpleOrderData',
      headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        symbol: 'RELIANCE',
        quantity: '5',
        price: '',
        triggerPrice: '',
        type: 'Market',
        signalType: 'Buy',
        product: 'Intraday',
        request_id: 'stream-1',
      }).toString(),
    });
    expect(placed.json()).toMatchObject({ status: 1 });
    expect(await aliceStream.next('orders')).toMatchObject({ reason: 'events', revision: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bobStream.all('orders').filter((m) => m.reason === 'events')).toHaveLength(0);
    await Promise.all([aliceStream.close(), bobStream.close()]);
  });
});
