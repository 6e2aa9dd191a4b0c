import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, maskUrl, messageOf } from './logger';
import { LogCapture } from './testing/log-capture';
import { createTestApp, type TestApp } from './testing/test-app';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

describe('logs', () => {
  let database: TestDatabase;
  let t: TestApp;
  const logs = new LogCapture();

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await createTestApp(database, { env: { LOG_LEVEL: 'info' }, logDestination: logs });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  it('mask every mobile number in a URL, keeping its last 4 digits', () => {
    expect(maskUrl('/api/v3/login/sendotp?mobile=9876543210')).toBe(
      '/api/v3/login/sendotp?mobile=xxxxxx3210',
    );
    expect(maskUrl('/x?page=1&mobile_no=%2B91%2098765%2043210&phone=9876543210')).toBe(
      '/x?page=1&mobile_no=xxxxxxxxxxx3210&phone=xxxxxx3210',
    );
    expect(maskUrl('/x?Mobile=98&q=9876543210')).toBe('/x?Mobile=98&q=9876543210');
  });

  it('write one line per request with method, masked URL, status, time and request id', async () => {
    logs.text = '';
    const res = await t.app.inject({ url: '/api/v3/login/sendotp?mobile=9876543210' });
    const missing = await t.app.inject({ url: '/api/v3/no/such?mobile=9123456789' });
    const lines = logs.lines().filter((line) => line.msg !== undefined && line.sms === undefined);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'GET',
        url: '/api/v3/login/sendotp?mobile=xxxxxx3210',
        status: 200,
        ms: expect.any(Number),
        reqId: res.headers['x-request-id'],
      }),
      expect.objectContaining({
        msg: 'request',
        url: '/api/v3/no/such?mobile=xxxxxx6789',
        status: 404,
        reqId: missing.headers['x-request-id'],
      }),
    ]);
    expect(logs.text).not.toContain('9876543210');
    expect(logs.text).not.toContain('9123456789');
  });

  it('keep the SQL of a failed query but drop its parameters', async () => {
    const captured = new LogCapture();
    const log = createLogger({ level: 'info', destination: captured });
    const secret = 'Asha-9876543210';
    let failure: unknown;
    try {
      await database.db.execute(sql`select * from no_such_table where name = ${secret}`);
    } catch (error) {
      failure = error;
    }
    expect(String(failure)).toContain(secret);
    log.error({ err: failure }, 'query failed');
    expect(captured.text).toContain('select * from no_such_table where name = $1');
    expect(captured.text).not.toContain(secret);
    expect(captured.text).not.toContain('"params"');
    // Start-up and market feed failures print the message alone: it loses the values too.
    expect(messageOf(failure)).toMatch(/^Failed query: select \* from no_such_table where name = \$1$/);
  });
});
