import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { MARKET_ORDER_FORM } from '../testing/order-forms';
import { createTestApp, registerUser, type TestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase, testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';
import { DISK_FULL_MESSAGE, HealthMonitor, isDiskFull, WRITE_FAILURE_SHOWN_MS } from './health-monitor';

const GiB = 1024 ** 3;

describe.each(testDrivers())('health and a full disk (%s)', (driver) => {
  let database: TestDatabase;
  let t: TestApp;
  let pings = 0;
  let freeBytes = 10 * GiB;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    // The PGlite data directory is watched; an in-memory test database stands for one here.
    const counted: Database = {
      db: database.db,
      driver: database.driver,
      dataDir: '/srv/nivesh/data',
      ping: () => {
        pings += 1;
        return database.ping();
      },
      close: () => database.close(),
    };
    t = await createTestApp(counted, {
      market: createTestMarket().market,
      diskSpace: async () => ({ freeBytes, totalBytes: 20 * GiB }),
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  const health = async () => {
    const res = await t.app.inject({ url: '/api/v3/health' });
    return { statusCode: res.statusCode, body: res.json<Record<string, unknown>>() };
  };

  it('answers from the background check: health requests do not query the database', async () => {
    const before = pings;
    const answers = await Promise.all(Array.from({ length: 200 }, health));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    // At most the one-second background check ran meanwhile, never one query per request.
    expect(pings - before).toBeLessThanOrEqual(3);
    expect(answers[0]?.body).toMatchObject({
      message: 'OK',
      database: { ok: true, driver, write: { ok: true } },
      disk: { ok: true, path: '/srv/nivesh/data', freeBytes: 10 * GiB },
    });
  });

  it('reports a data directory with no free space as unhealthy (503)', async () => {
    freeBytes = 1024;
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const res = await health();
      expect(res.statusCode).toBe(503);
      expect(res.body).toMatchObject({
        message: "The data directory's disk is full (1024 bytes free)",
        database: { ok: true },
        disk: { ok: false, freeBytes: 1024 },
      });
    } finally {
      freeBytes = 10 * GiB;
      // The next background check (every second) sees the space again: wait for it, so the next
      // test starts healthy however fast it runs.
      for (let i = 0; i < 50 && (await health()).statusCode !== 200; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('answers an order submit that fails for a full disk with 503 and a message, and health says writes fail', async () => {
    const token = await registerUser(t, { mobile: '9876543210', email: 'asha@example.in' });
    // PostgreSQL's own disk_full error (SQLSTATE 53100) on every stored broker event.
    await database.db.execute(sql`create or replace function nivesh_test_disk_full() returns trigger
      language plpgsql as $$ begin
        raise exception 'could not extend file "base/1/2": No space left on device' using errcode = 'disk_full';
      end $$`);
    await database.db.execute(sql`create trigger nivesh_test_disk_full before insert on broker_events
      for each row execute function nivesh_test_disk_full()`);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v3/OrderDashboard/submitSimpleOrderData',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...MARKET_ORDER_FORM, request_id: 'disk-1' }).toString(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 0, message: DISK_FULL_MESSAGE });
      const after = await health();
      expect(after.statusCode).toBe(503);
      expect(after.body).toMatchObject({ database: { ok: true, write: { ok: false } } });
      expect(String(after.body.message)).toContain('Database writes are failing: disk full');
    } finally {
      await database.db.execute(sql`drop trigger nivesh_test_disk_full on broker_events`);
    }
  });
});

describe('the health monitor', () => {
  it('recognises a full disk in a cause chain and forgets a write failure after a while', async () => {
    expect(isDiskFull(Object.assign(new Error('write'), { code: 'ENOSPC' }))).toBe(true);
    expect(
      isDiskFull(new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '53100' }) })),
    ).toBe(true);
    expect(isDiskFull(new Error('duplicate key'))).toBe(false);
    let now = 0;
    const monitor = new HealthMonitor({ ping: async () => 1 }, { dataDir: undefined, now: () => now });
    await monitor.check();
    monitor.recordWriteFailure(Object.assign(new Error('No space left on device'), { code: 'ENOSPC' }));
    expect(monitor.snapshot().write.ok).toBe(false);
    now += WRITE_FAILURE_SHOWN_MS;
    expect(monitor.snapshot()).toEqual({
      database: { ok: true, latencyMs: 1 },
      write: { ok: true },
      disk: null,
    });
  });

  it('reports a database that stopped answering', async () => {
    let up = true;
    const monitor = new HealthMonitor(
      {
        ping: async () => {
          if (!up) throw new Error('Connection terminated');
          return 2;
        },
      },
      { dataDir: undefined },
    );
    await monitor.check();
    up = false;
    await monitor.check();
    expect(monitor.snapshot().database).toEqual({ ok: false, latencyMs: 0, error: 'Connection terminated' });
  });
});
