import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../testing/test-database';
import { buildImportApp, fixture, useImportDatabase } from './import-test-support';
import { writeZip } from './zip-test-writer';

const TOKEN = 'operator-token-for-tests';
const DAY = 'cm14MAR2024bhav.csv';

describe.each(testDrivers())(
  'the import endpoint answers each file with identical rows, conflicts, warnings and skipped entries (%s)',
  (driver) => {
    const ctx = useImportDatabase(driver);
    let app: FastifyInstance | undefined;
    afterEach(async () => app?.close());

    it('a zip: a day, the same day re-downloaded with a line repeated and one price changed, and a note', async () => {
      app = await buildImportApp(ctx.db, TOKEN);
      const lines = fixture(DAY).trimEnd().split('\n');
      // The re-download: RELIANCE EQ's close changed, and INFY's line printed twice.
      const redownload = [
        lines[0],
        (lines[1] ?? '').replace('2930.25,2962.4,', '2930.25,2962.5,'),
        lines[2],
        lines[2],
        lines[3],
      ].join('\n');
      const post = (name: string, files: Array<{ name: string; text: string }>) =>
        app?.inject({
          method: 'POST',
          url: `/api/v3/MarketData/importFile?fileName=${name}`,
          headers: { 'content-type': 'application/zip', authorization: `Bearer ${TOKEN}` },
          payload: writeZip(files),
        });
      await post('first.zip', [{ name: DAY, text: fixture(DAY) }]);
      const res = await post('again.zip', [
        { name: 'README.txt', text: 'downloaded again on Monday' },
        { name: DAY, text: `${redownload}\n` },
      ]);
      expect(res?.json()).toEqual({
        status: 1,
        message:
          '1 file(s) imported, 1 row(s) conflicting with stored rows were not written, 1 warning(s), 1 skipped',
        files: [
          {
            file_name: 'README.txt',
            ok: false,
            skipped: true,
            error: 'README.txt: skipped, not a .csv, .json or .zip file',
            ms: 0,
          },
          {
            file_name: DAY,
            ok: true,
            format: 'cm-bhavcopy',
            rows: 2,
            identical: 2,
            conflicts: [
              {
                line: 2,
                key: 'RELIANCE EQ on 2024-03-14',
                differences: 'close 2962.40 vs 2962.50 (stored from cm14MAR2024bhav.csv first)',
              },
            ],
            warnings: [
              'cm14MAR2024bhav.csv line 4: duplicated row for INFY EQ (the same as line 3) was dropped',
            ],
            trade_dates: ['2024-03-14'],
            ms: expect.any(Number),
          },
        ],
      });
    });
  },
);
