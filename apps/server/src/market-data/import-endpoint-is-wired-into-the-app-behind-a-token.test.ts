import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { fixture } from './import-test-support';

const TOKEN = 'operator-token-for-the-wired-app';
const URL_PATH = '/api/v3/MarketData/importFile?fileName=cm14MAR2024bhav.csv';

describe.each(testDrivers())('the import endpoint in the real app (%s)', (driver) => {
  const enabled = useTestApp(driver, { env: { MARKET_DATA_IMPORT_TOKEN: TOKEN } });

  it('imports with the operator token and refuses without it', async () => {
    const post = (authorization?: string) =>
      enabled.t.app.inject({
        method: 'POST',
        url: URL_PATH,
        headers: { 'content-type': 'text/csv', ...(authorization ? { authorization } : {}) },
        payload: fixture('cm14MAR2024bhav.csv'),
      });
    expect((await post()).statusCode).toBe(401);
    expect((await post('Bearer not-the-token-at-all-no')).statusCode).toBe(401);
    const ok = await post(`Bearer ${TOKEN}`);
    expect(ok.json()).toMatchObject({ status: 1, files: [{ ok: true, rows: 3 }] });
  });
});

describe('the import endpoint without MARKET_DATA_IMPORT_TOKEN', () => {
  const disabled = useTestApp('pglite');

  it('says how to enable it or import from the command line', async () => {
    const res = await disabled.t.app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: { 'content-type': 'text/csv' },
      payload: 'SYMBOL\n',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(
      'Market data import over HTTP is disabled on this server: set MARKET_DATA_IMPORT_TOKEN, or use npm run import',
    );
  });
});
