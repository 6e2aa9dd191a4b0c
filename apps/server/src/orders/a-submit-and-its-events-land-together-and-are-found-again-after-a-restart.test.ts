import { type BrokerEvent, chargesForOrder } from '@nivesh/market';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UsersRepository } from '../auth/users.repository';
import { createTestDatabase, type TestDatabase, testDrivers } from '../testing/test-database';
import { BrokerEventsRepository } from './broker-events.repository';

const placed: BrokerEvent = {
  type: 'placed',
  at: 1,
  order: {
    id: 'SO1',
    account: 'a',
    symbol: 'INFY',
    side: 'buy',
    kind: 'market',
    product: 'intraday',
    quantity: 1,
    pricePaise: 0,
    triggerPaise: 0,
  },
};
const filled: BrokerEvent = {
  type: 'filled',
  at: 2,
  id: 'SO1',
  pricePaise: 150_000,
  charges: chargesForOrder({ side: 'buy', product: 'intraday', quantity: 1, pricePaise: 150_000 }),
};

describe.each(testDrivers())('stored submits (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => database?.close());
  beforeEach(async () => database.reset());
  const now = new Date('2026-11-25T05:00:00Z');

  it('stores the events and the submit in one statement, and a new process finds the submit', async () => {
    const user = await new UsersRepository(database.db).insert({
      mobile: '9876500001',
      userName: 'Asha',
      email: 'asha.submits@example.in',
      googleSub: null,
      createdAt: now,
    });
    const first = new BrokerEventsRepository(database.db, 'simulated:1');
    expect(await first.submitted(user.id, 'k1')).toBeUndefined();
    await first.append([placed, filled], now, [{ userId: user.id, key: 'k1', orderId: 'SO1' }]);
    expect(await first.submitted(user.id, 'k1')).toBe('SO1');
    expect(await first.all()).toEqual([placed, filled]);

    const restarted = new BrokerEventsRepository(database.db, 'simulated:1');
    expect(await restarted.submitted(user.id, 'k1')).toBe('SO1');
    expect(await restarted.submitted(user.id, 'k2')).toBeUndefined();
  });

  it('stores nothing when the submit cannot be stored, and reads the table again afterwards', async () => {
    const repository = new BrokerEventsRepository(database.db, 'simulated:1');
    expect(await repository.submitted('00000000-0000-4000-8000-000000000000', 'k')).toBeUndefined();
    // No such user: the submit's foreign key fails, and the events of the same statement with it.
    await expect(
      repository.append([placed], now, [
        { userId: '00000000-0000-4000-8000-000000000000', key: 'k', orderId: 'SO1' },
      ]),
    ).rejects.toThrow();
    expect(await repository.all()).toEqual([]);
    expect(await repository.submitted('00000000-0000-4000-8000-000000000000', 'k')).toBeUndefined();
  });
});
