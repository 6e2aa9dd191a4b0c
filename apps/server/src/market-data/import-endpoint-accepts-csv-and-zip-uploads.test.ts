import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../testing/test-database';
import { buildImportApp, countRows, fixture, useImportDatabase } from './import-test-support';
import { writeZip } from './zip-test-writer';

const TOKEN = 'operator-token-for-tests';
const URL_PATH = '/api/v3/MarketData/importFile';

describe.each(testDrivers())('the import endpoint accepts csv and zip uploads (%s)', (driver) => {
  const ctx = useImportDatabase(driver);
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function build(): Promise<FastifyInstance> {
    app = await buildImportApp(ctx.db, TOKEN);
    return app;
  }

  it('imports a posted bhavcopy and refuses the same file the second time', async () => {
    const server = await build();
    const post = () =>
      server.inject({
        method: 'POST',
        url: `${URL_PATH}?fileName=cm14MAR2024bhav.csv`,
        headers: { 'content-type': 'text/csv', authorization: `Bearer ${TOKEN}` },
        payload: fixture('cm14MAR2024bhav.csv'),
      });
    const first = await post();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 1,
      files: [
        {
          file_name: 'cm14MAR2024bhav.csv',
          ok: true,
          format: 'cm-bhavcopy',
          rows: 3,
          trade_dates: ['2024-03-14'],
        },
      ],
    });
    const second = await post();
    expect(second.json()).toMatchObject({
      status: 0,
      message: expect.stringContaining('the same content was already imported'),
    });
    expect((await countRows(ctx.db)).equity).toBe(3);
  });

  it('imports a posted zip entry by entry', async () => {
    const server = await build();
    const res = await server.inject({
      method: 'POST',
      url: `${URL_PATH}?fileName=march.zip`,
      headers: { 'content-type': 'application/zip', authorization: `Bearer ${TOKEN}` },
      payload: writeZip(
        ['EQUITY_L.csv', 'fo14MAR2024bhav.csv'].map((name) => ({ name, text: fixture(name) })),
      ),
    });
    expect(res.json()).toMatchObject({
      status: 1,
      files: [
        { file_name: 'EQUITY_L.csv', ok: true },
        { file_name: 'fo14MAR2024bhav.csv', ok: true },
      ],
    });
  });

  it('answers 401 without the operator token and imports nothing', async () => {
    const server = await build();
    const res = await server.inject({
      method: 'POST',
      url: `${URL_PATH}?fileName=cm14MAR2024bhav.csv`,
      headers: { 'content-type': 'text/csv', authorization: 'Bearer wrong' },
      payload: fixture('cm14MAR2024bhav.csv'),
    });
    expect(res.statusCode).toBe(401);
    expect((await countRows(ctx.db)).log).toBe(0);
  });
});
