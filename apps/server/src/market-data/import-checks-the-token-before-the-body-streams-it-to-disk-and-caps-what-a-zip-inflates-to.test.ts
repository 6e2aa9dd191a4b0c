import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildImportApp, countRows, fixture, useImportDatabase } from './import-test-support';
import { readZip } from './zip-reader';
import { writeZip } from './zip-test-writer';

const TOKEN = 'operator-token-for-tests';
const URL_PATH = '/api/v3/MarketData/importFile';
const uploadsLeft = () => readdirSync(tmpdir()).filter((name) => name.startsWith('nivesh-upload-'));

describe('the import endpoint', () => {
  const ctx = useImportDatabase('pglite');
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function build(): Promise<FastifyInstance> {
    app = await buildImportApp(ctx.db, TOKEN, {
      bodyLimitBytes: 64 * 1024,
      zipLimits: { maxEntryBytes: 4096, maxTotalBytes: 6000 },
    });
    return app;
  }

  it('refuses a caller without the token before reading the body', async () => {
    const server = await build();
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    // Headers of a 60 MB upload and no body at all: only a token check that comes first can answer.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${URL_PATH}?fileName=big.zip`,
        headers: { 'content-type': 'application/zip', 'content-length': String(60 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.setTimeout(10_000, () => reject(new Error('no answer: the server waited for the body')));
      req.flushHeaders();
    });
    expect(status).toBe(401);
  });

  it('streams an upload to a temporary file, removed once answered, and refuses one over the limit', async () => {
    const server = await build();
    const before = new Set(uploadsLeft());
    const ok = await server.inject({
      method: 'POST',
      url: `${URL_PATH}?fileName=cm14MAR2024bhav.csv`,
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${TOKEN}` },
      payload: fixture('cm14MAR2024bhav.csv'),
    });
    expect(ok.json()).toMatchObject({ status: 1, files: [{ ok: true, rows: 3 }] });
    const tooBig = await server.inject({
      method: 'POST',
      url: `${URL_PATH}?fileName=big.csv`,
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${TOKEN}` },
      payload: 'x'.repeat(70 * 1024),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(uploadsLeft().filter((name) => !before.has(name))).toEqual([]);
    expect((await countRows(ctx.db)).equity).toBe(3);
  });

  it('refuses a zip that would inflate past the per-file or the total limit, saying which', async () => {
    const server = await build();
    const post = async (zip: Buffer) =>
      (
        await server.inject({
          method: 'POST',
          url: `${URL_PATH}?fileName=bomb.zip`,
          headers: { 'content-type': 'application/zip', authorization: `Bearer ${TOKEN}` },
          payload: zip,
        })
      ).json<{ status: number; message: string }>();
    const oneBig = await post(writeZip([{ name: 'a.csv', text: 'x'.repeat(5000) }]));
    expect(oneBig.status).toBe(0);
    expect(oneBig.message).toContain('a.csv would inflate to');
    expect(oneBig.message).toContain('one file of an archive may');
    const many = await post(writeZip([1, 2].map((n) => ({ name: `${n}.csv`, text: 'x'.repeat(4000) }))));
    expect(many.message).toContain('the archive would inflate to more than');
    expect((await countRows(ctx.db)).log).toBe(0);
  });
});

describe('the zip reader', () => {
  it('stops inflating an entry whose header understates its size', () => {
    const zip = writeZip([{ name: 'liar.csv', text: 'y'.repeat(100_000) }]);
    // Rewrite the uncompressed size in the central directory (offset 24 of the entry) to 100 bytes.
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(100, central + 24);
    expect(() => readZip('liar.zip', zip)).toThrow(/liar\.csv cannot be inflated/);
  });
});
