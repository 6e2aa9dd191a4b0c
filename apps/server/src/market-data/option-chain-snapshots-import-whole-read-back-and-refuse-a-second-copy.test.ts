import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NseFileError, parseNseFile } from '@nivesh/market';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { testDrivers } from '../testing/test-database';
import { chainSnapshot, listChainSnapshots } from './derivatives-files.repository';
import { ImportRefusedError, importNseFile } from './import.service';
import { importPath } from './import-path';
import {
  buildImportApp,
  countDerivativeRows,
  marketFixture,
  queryRows,
  useImportDatabase,
} from './import-test-support';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const NIFTY_2022 = join(
  REPO_ROOT,
  '../shared/data/nse_option_chain/option_chain_indices_NIFTY_2022-03-28T1047.json',
);
const V3 = 'option_chain_v3_NIFTY_22-Sep-2026.json';
const V1_EXTRACT = 'option_chain_indices_NIFTY_2022-03-28_extract.json';

interface RawChain {
  records: { data: { expiryDate: string; CE?: object; PE?: object }[] };
  filtered: { CE: { totOI: number }; PE: { totOI: number } };
}

/** The v3 fixture moved to another expiry (another file of the same instant) or another time. */
function v3Variant(edit: { expiry?: boolean; time?: string }): string {
  let text = marketFixture(V3);
  if (edit.expiry)
    text = text.replaceAll('22-Sep-2026', '29-Sep-2026').replaceAll('22-09-2026', '29-09-2026');
  if (edit.time) text = text.replace('"18-Sep-2026 15:30:00"', `"18-Sep-2026 ${edit.time}"`);
  return text;
}

describe.each(testDrivers())(
  'option-chain snapshots import whole, read back, refuse a second copy (%s)',
  (driver) => {
    const ctx = useImportDatabase(driver);
    const clock = new ManualClock('2026-11-23T04:00:00.000Z');

    it.skipIf(!existsSync(NIFTY_2022))(
      'the real NIFTY 28-Mar-2022 snapshot imports with every CE and PE entry',
      async () => {
        const text = readFileSync(NIFTY_2022, 'utf8');
        const raw = JSON.parse(text) as RawChain;
        const ce = raw.records.data.filter((r) => r.CE !== undefined).length;
        const pe = raw.records.data.filter((r) => r.PE !== undefined).length;

        const started = performance.now();
        const result = await importNseFile(ctx.db, 'option_chain.json', text, clock);
        const ms = performance.now() - started;
        expect(result).toMatchObject({
          format: 'option-chain-json',
          dataset: 'option-chain:NIFTY',
          rows: ce + pe,
          tradeDates: ['2022-03-28'],
        });
        const bySide = await queryRows<{ side: string; n: number }>(
          ctx.db,
          sql`select side, count(*)::int as n from option_chain_rows group by side order by side`,
        );
        expect(bySide.rows).toEqual([
          { side: 'CE', n: ce },
          { side: 'PE', n: pe },
        ]);
        // NSE's filtered totals are the nearest expiry's; the stored rows must add up to them.
        const nearest = await queryRows<{ side: string; oi: number }>(
          ctx.db,
          sql`select side, sum(oi)::float8 as oi from option_chain_rows
            where expiry = (select min(expiry) from option_chain_rows) group by side order by side`,
        );
        expect(nearest.rows).toEqual([
          { side: 'CE', oi: raw.filtered.CE.totOI },
          { side: 'PE', oi: raw.filtered.PE.totOI },
        ]);
        const [listed] = await listChainSnapshots(ctx.db, 'NIFTY');
        expect(listed).toMatchObject({ takenAt: '2022-03-28T10:47:19+05:30', underlyingValue: 17022.5 });
        expect(listed?.expiries).toHaveLength(21);
        const parsed = parseNseFile('option_chain.json', text);
        if (parsed.format !== 'option-chain-json') throw new Error(parsed.format);
        expect(await chainSnapshot(ctx.db, listed?.id ?? 0)).toEqual(parsed.chain);
        console.log(`imported the real NIFTY chain (${ce + pe} rows) on ${driver} in ${Math.round(ms)} ms`);
      },
    );

    it('stores a v3 file and reads it back as the parser gave it', async () => {
      const result = await importNseFile(ctx.db, V3, marketFixture(V3), clock);
      expect(result).toMatchObject({ rows: 9, tradeDates: ['2026-09-18'], dataset: 'option-chain:NIFTY' });
      const listed = await listChainSnapshots(ctx.db);
      expect(listed).toEqual([
        {
          id: expect.any(Number),
          symbol: 'NIFTY',
          takenAt: '2026-09-18T15:30:00+05:30',
          underlyingValue: 23346.4,
          source: 'nse-json-v3',
          fileName: V3,
          expiries: ['2026-09-22'],
        },
      ]);
      const parsed = parseNseFile(V3, marketFixture(V3));
      if (parsed.format !== 'option-chain-json') throw new Error(parsed.format);
      expect(await chainSnapshot(ctx.db, listed[0]?.id ?? 0)).toEqual(parsed.chain);
      expect(await chainSnapshot(ctx.db, (listed[0]?.id ?? 0) + 1000)).toBeNull();
      const log = await queryRows<{ dataset: string; first_date: string; last_date: string }>(
        ctx.db,
        sql`select dataset, first_date::text, last_date::text from import_log`,
      );
      expect(log.rows).toEqual([
        { dataset: 'option-chain:NIFTY', first_date: '2026-09-18', last_date: '2026-09-18' },
      ]);
    });

    it('takes other instants of the day and other expiries of the instant; refuses an expiry twice', async () => {
      await importNseFile(ctx.db, V3, marketFixture(V3), clock);
      await importNseFile(ctx.db, 'nifty-29sep.json', v3Variant({ expiry: true }), clock);
      await importNseFile(ctx.db, 'nifty-1129.json', v3Variant({ time: '11:29:03' }), clock);
      const before = await countDerivativeRows(ctx.db);
      expect(before).toMatchObject({ snapshots: 3, chainRows: 27, log: 3 });

      // The 22-Sep expiry at 15:30 again, with a changed spot so the sha256 is new.
      const again = v3Variant({}).replace(
        '"underlyingValue": 23346.4,\n    "expiryDates"',
        '"underlyingValue": 23350,\n    "expiryDates"',
      );
      const refused = importNseFile(ctx.db, 'nifty-again.json', again, clock);
      await expect(refused).rejects.toThrow(ImportRefusedError);
      await expect(refused).rejects.toThrow(
        `nifty-again.json: the NIFTY option chain of 2026-09-18T15:30:00+05:30 (expiry 2026-09-22) is already imported (from ${V3} on 2026-11-23T04:00:00.000Z); nothing was changed`,
      );
      expect(await countDerivativeRows(ctx.db)).toEqual(before);

      const day = await listChainSnapshots(ctx.db, 'NIFTY', '2026-09-18' as never);
      expect(day.map((s) => [s.takenAt, s.expiries])).toEqual([
        ['2026-09-18T11:29:03+05:30', ['2026-09-22']],
        ['2026-09-18T15:30:00+05:30', ['2026-09-22']],
        ['2026-09-18T15:30:00+05:30', ['2026-09-29']],
      ]);
      expect(await listChainSnapshots(ctx.db, 'NIFTY', '2026-09-17' as never)).toEqual([]);
      expect(await listChainSnapshots(ctx.db, 'BANKNIFTY')).toEqual([]);
    });

    it('an old-API file holds every expiry: the same symbol and instant again is refused', async () => {
      await importNseFile(ctx.db, V1_EXTRACT, marketFixture(V1_EXTRACT), clock);
      const before = await countDerivativeRows(ctx.db);
      await expect(importNseFile(ctx.db, 'copy.json', marketFixture(V1_EXTRACT), clock)).rejects.toThrow(
        /^copy\.json: the NIFTY option chain of 2022-03-28T10:47:19\+05:30 \(expiry 2022-03-31\) is already imported/,
      );
      expect(await countDerivativeRows(ctx.db)).toEqual(before);
    });

    it('a damaged file is refused with its line and nothing is stored', async () => {
      await importNseFile(ctx.db, V3, marketFixture(V3), clock);
      const before = await countDerivativeRows(ctx.db);
      const lines = v3Variant({ time: '10:00:00' }).split('\n');
      const at = lines.findIndex((l) => l.includes('"lastPrice": 65.2')) + 1;
      const damaged = lines.map((l, i) => (i === at - 1 ? l.replace('65.2', '"65.2"') : l)).join('\n');
      const error = await importNseFile(ctx.db, 'damaged.json', damaged, clock).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NseFileError);
      expect(error).toMatchObject({ fileName: 'damaged.json', line: at });
      expect(await countDerivativeRows(ctx.db)).toEqual(before);
    });

    it('a folder import takes its .json files (and reports other files as skipped)', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'nivesh-chains-'));
      try {
        writeFileSync(join(dir, V3), marketFixture(V3));
        writeFileSync(join(dir, 'notes.txt'), 'not a market file');
        const outcomes = await importPath(ctx.db, dir, clock);
        expect(outcomes.map((o) => [o.fileName, o.ok])).toEqual([
          ['notes.txt', false],
          [V3, true],
        ]);
        expect(outcomes[0]).toMatchObject({
          skipped: true,
          error: 'notes.txt: skipped, not a .csv, .json or .zip file',
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    describe('through the endpoint', () => {
      let app: FastifyInstance | undefined;
      afterEach(async () => app?.close());

      it('accepts a chain posted as application/json', async () => {
        app = await buildImportApp(ctx.db, 'operator-token');
        const answer = await app.inject({
          method: 'POST',
          url: `/api/v3/MarketData/importFile?fileName=${V3}`,
          headers: { 'content-type': 'application/json', authorization: 'Bearer operator-token' },
          payload: marketFixture(V3),
        });
        expect(answer.json()).toMatchObject({
          status: 1,
          files: [
            { file_name: V3, ok: true, format: 'option-chain-json', rows: 9, trade_dates: ['2026-09-18'] },
          ],
        });
        expect((await countDerivativeRows(ctx.db)).snapshots).toBe(1);
      });
    });
  },
);
