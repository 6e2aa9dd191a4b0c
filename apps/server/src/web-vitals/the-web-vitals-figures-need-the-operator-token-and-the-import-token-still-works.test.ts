import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../market-data/import-test-support';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase, testDrivers } from '../testing/test-database';
import { fetchSummary, OPERATOR } from './web-vitals-test-support';

const IMPORT_TOKEN = 'the-older-market-data-import-token';

describe.each(testDrivers())('the web-vitals figures (%s)', (driver) => {
  let database: TestDatabase | undefined;
  const apps: TestApp[] = [];
  /** A server over the shared database with these settings. */
  const server = async (env: Record<string, string>): Promise<TestApp> => {
    if (!database) throw new Error('The database is created in beforeAll');
    const t = await createTestApp(database, { env });
    apps.push(t);
    return t;
  };
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await database?.close();
  });

  it('are refused without the operator token or with a wrong one, and answered with it', async () => {
    const { app } = await server({ OPERATOR_TOKEN: OPERATOR });
    const none = await fetchSummary(app, null);
    expect(none.statusCode).toBe(401);
    expect(none.body.message).toBe('An operator token is required');
    expect((await fetchSummary(app, `${OPERATOR}-not`)).statusCode).toBe(401);
    const answered = await fetchSummary(app, OPERATOR);
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toMatchObject({ status: 1, days: 7, overall: [], by_route: [] });
    expect(answered.body.thresholds).toContainEqual({ metric: 'LCP', unit: 'ms', good: 2500, poor: 4000 });
    // The window is checked: 0 days, or more than ten years, is malformed.
    expect((await fetchSummary(app, OPERATOR, 0)).statusCode).toBe(400);
    expect((await fetchSummary(app, OPERATOR, 100_000)).statusCode).toBe(400);
  });

  it('are disabled, saying how to enable them, on a server without an operator token', async () => {
    const { app } = await server({});
    const refused = await fetchSummary(app, OPERATOR);
    expect(refused.statusCode).toBe(401);
    expect(refused.body.message).toBe('Operator endpoints are disabled on this server: set OPERATOR_TOKEN');
  });

  it('open with MARKET_DATA_IMPORT_TOKEN (the older name), and the import opens with OPERATOR_TOKEN', async () => {
    const older = await server({ MARKET_DATA_IMPORT_TOKEN: IMPORT_TOKEN });
    expect((await fetchSummary(older.app, IMPORT_TOKEN)).statusCode).toBe(200);
    const both = await server({ OPERATOR_TOKEN: OPERATOR, MARKET_DATA_IMPORT_TOKEN: IMPORT_TOKEN });
    expect((await fetchSummary(both.app, IMPORT_TOKEN)).statusCode).toBe(200);
    expect((await fetchSummary(both.app, OPERATOR)).statusCode).toBe(200);
    const newer = await server({ OPERATOR_TOKEN: OPERATOR });
    const imported = await newer.app.inject({
      method: 'POST',
      url: '/api/v3/MarketData/importFile?fileName=cm14MAR2024bhav.csv',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${OPERATOR}` },
      payload: fixture('cm14MAR2024bhav.csv'),
    });
    expect(imported.json()).toMatchObject({ status: 1, files: [{ ok: true, rows: 3 }] });
  });
});
