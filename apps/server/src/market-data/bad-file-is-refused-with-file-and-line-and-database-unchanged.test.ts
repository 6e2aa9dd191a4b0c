import { NseFileError } from '@nivesh/market';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { testDrivers } from '../testing/test-database';
import { importNseFile } from './import.service';
import { countRows, fixture, useImportDatabase } from './import-test-support';

describe.each(testDrivers())(
  'a bad file is refused with file and line, database unchanged (%s)',
  (driver) => {
    const ctx = useImportDatabase(driver);
    const clock = new ManualClock();

    it('refuses a non-numeric CLOSE on line 3 and leaves every table as it was', async () => {
      await importNseFile(ctx.db, 'cm14MAR2024bhav.csv', fixture('cm14MAR2024bhav.csv'), clock);
      const before = await countRows(ctx.db);
      const error = await importNseFile(
        ctx.db,
        'cm13MAR2024bhav.csv',
        fixture('cm13MAR2024bhav.csv'),
        clock,
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NseFileError);
      expect(error).toMatchObject({ fileName: 'cm13MAR2024bhav.csv', line: 3 });
      expect((error as Error).message).toBe("cm13MAR2024bhav.csv line 3: CLOSE is not a number ('12x.5')");
      expect(await countRows(ctx.db)).toEqual(before);
    });

    it('refuses a half-written file (cut inside its last line)', async () => {
      const text = fixture('cm14MAR2024bhav.csv');
      const cut = text.slice(0, text.lastIndexOf('14-MAR-2024'));
      await expect(importNseFile(ctx.db, 'cm14MAR2024bhav.csv', cut, clock)).rejects.toThrow(
        /^cm14MAR2024bhav\.csv line 4: /,
      );
      expect(await countRows(ctx.db)).toEqual({
        equity: 0,
        fo: 0,
        index: 0,
        instruments: 0,
        constituents: 0,
        log: 0,
      });
    });

    it('refuses an unknown format on line 1', async () => {
      await expect(importNseFile(ctx.db, 'notes.csv', 'a,b,c\n1,2,3\n', clock)).rejects.toThrow(
        /^notes\.csv line 1: unknown file format/,
      );
    });

    it('turns a database conflict into a refusal and rolls the file back', async () => {
      // A bar put there by other means (not through the import log) collides with the file's rows.
      await ctx.db.execute(sql`insert into fo_daily_bars (instrument, symbol, expiry, strike, option_type, trade_date, contracts, source_file)
      values ('OPTIDX', 'NIFTY', '2024-03-28', 2200000, 'PE', '2024-03-14', 1, 'by hand')`);
      const before = await countRows(ctx.db);
      await expect(
        importNseFile(ctx.db, 'fo14MAR2024bhav.csv', fixture('fo14MAR2024bhav.csv'), clock),
      ).rejects.toThrow(
        /^fo14MAR2024bhav\.csv: F&O bars: a row is already in the database \(Key .*\); nothing was changed$/,
      );
      expect(await countRows(ctx.db)).toEqual(before);
    });
  },
);
