import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { testDrivers } from '../testing/test-database';
import { ImportRefusedError, importNseFile } from './import.service';
import { countRows, fixture, useImportDatabase } from './import-test-support';

// Price, index, ratio and flow files merge by key (overlapping-files-merge-….test.ts); what is
// refused whole is the same content again, and a day again of a dataset that does not merge.
describe.each(testDrivers())(
  'the same file twice, or a day of a non-merging dataset twice, is refused (%s)',
  (driver) => {
    const ctx = useImportDatabase(driver);
    const clock = new ManualClock('2026-11-23T04:00:00.000Z');

    it('refuses the same bhavcopy twice, naming the earlier file', async () => {
      await importNseFile(ctx.db, 'cm14MAR2024bhav.csv', fixture('cm14MAR2024bhav.csv'), clock);
      const before = await countRows(ctx.db);
      const again = importNseFile(ctx.db, 'cm14MAR2024bhav.csv', fixture('cm14MAR2024bhav.csv'), clock);
      await expect(again).rejects.toThrow(ImportRefusedError);
      await expect(again).rejects.toThrow(
        'cm14MAR2024bhav.csv: the same content was already imported (as cm14MAR2024bhav.csv on 2026-11-23T04:00:00.000Z); nothing was changed',
      );
      expect(await countRows(ctx.db)).toEqual(before);
    });

    it('refuses the same content under another name', async () => {
      await importNseFile(ctx.db, 'EQUITY_L.csv', fixture('EQUITY_L.csv'), clock);
      const before = await countRows(ctx.db);
      await expect(
        importNseFile(ctx.db, 'EQUITY_L copy.csv', fixture('EQUITY_L.csv'), clock),
      ).rejects.toThrow(
        'EQUITY_L copy.csv: the same content was already imported (as EQUITY_L.csv on 2026-11-23T04:00:00.000Z); nothing was changed',
      );
      expect(await countRows(ctx.db)).toEqual(before);
    });

    it('refuses an F&O day already imported (F&O bars do not merge)', async () => {
      await importNseFile(ctx.db, 'fo14MAR2024bhav.csv', fixture('fo14MAR2024bhav.csv'), clock);
      const before = await countRows(ctx.db);
      // Other bytes (a blank line more), so it is the day, not the content, that is refused.
      const text = `${fixture('fo14MAR2024bhav.csv')}\n`;
      await expect(importNseFile(ctx.db, 'fo14MAR2024bhav.csv', text, clock)).rejects.toThrow(
        /F&O bars for 2024-03-14 are already imported \(from fo14MAR2024bhav.csv/,
      );
      expect(await countRows(ctx.db)).toEqual(before);
    });
  },
);
