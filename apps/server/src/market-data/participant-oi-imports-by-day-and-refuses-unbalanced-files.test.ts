import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type IsoDate, NseFileError, parseNseFile } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { testDrivers } from '../testing/test-database';
import { participantOi } from './derivatives-files.repository';
import { importNseFile } from './import.service';
import { countDerivativeRows, marketFixture, useImportDatabase } from './import-test-support';

const NAME = 'fao_participant_oi_01112021.csv';
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const NOVEMBER = join(REPO_ROOT, '../shared/data/nse_institutional/fao_participant_oi_2021-11.csv');

describe.each(testDrivers())('participant OI imports by day and refuses unbalanced files (%s)', (driver) => {
  const ctx = useImportDatabase(driver);
  const clock = new ManualClock('2026-11-23T04:00:00.000Z');

  it('stores the four participants of the day and reads them back as parsed', async () => {
    const result = await importNseFile(ctx.db, NAME, marketFixture(NAME), clock);
    expect(result).toMatchObject({
      format: 'participant-oi',
      dataset: 'participant-oi',
      rows: 4,
      tradeDates: ['2021-11-01'],
    });
    const parsed = parseNseFile(NAME, marketFixture(NAME));
    expect(await participantOi(ctx.db)).toEqual(parsed.rows);
    const [client] = await participantOi(ctx.db, {
      from: '2021-11-01' as IsoDate,
      to: '2021-11-01' as IsoDate,
    });
    expect(client).toMatchObject({
      clientType: 'Client',
      futureIndexLong: 172095,
      optionStockPutShort: 358137,
    });
    expect(await participantOi(ctx.db, { from: '2021-11-02' as IsoDate })).toEqual([]);
  });

  it('refuses a file whose long and short totals disagree, naming the line; nothing stored', async () => {
    // FII future index short +1000 on line 5, its row total and the TOTAL row moved along.
    const lines = marketFixture(NAME).split('\r\n');
    const bump = (n: number, cells: number[]) => {
      const fields = (lines[n - 1] ?? '').split(',');
      for (const i of cells) fields[i] = String(Number(fields[i]) + 1000);
      lines[n - 1] = fields.join(',');
    };
    bump(5, [2, 14]);
    bump(7, [2, 14]);
    const before = await countDerivativeRows(ctx.db);
    const error = await importNseFile(ctx.db, NAME, lines.join('\r\n'), clock).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NseFileError);
    expect(error).toMatchObject({ line: 7 });
    expect(String(error)).toContain('future index long adds up to 320973 but future index short to 321973');
    expect(await countDerivativeRows(ctx.db)).toEqual(before);
  });

  it.skipIf(!existsSync(NOVEMBER))(
    'the real November 2021 compilation: 19 days, and its days refused again',
    async () => {
      const result = await importNseFile(
        ctx.db,
        'fao_participant_oi_2021-11.csv',
        readFileSync(NOVEMBER, 'utf8'),
        clock,
      );
      expect(result).toMatchObject({ format: 'participant-oi-compiled', rows: 76 });
      expect(result.tradeDates).toHaveLength(19);
      const rows = await participantOi(ctx.db, { from: '2021-11-29' as IsoDate });
      expect(rows.map((r) => r.clientType)).toEqual(['Client', 'DII', 'FII', 'Pro']);
      await expect(importNseFile(ctx.db, NAME, marketFixture(NAME), clock)).rejects.toThrow(
        'fao_participant_oi_01112021.csv: participant OI figures for 2021-11-01 are already imported (from fao_participant_oi_2021-11.csv on 2026-11-23T04:00:00.000Z); nothing was changed',
      );
    },
  );
});
