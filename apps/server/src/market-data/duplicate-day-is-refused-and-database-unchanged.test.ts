import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { testDrivers } from '../testing/test-database';
import { ImportRefusedError, importNseFile } from './import.service';
import { countRows, fixture, useImportDatabase } from './import-test-support';

describe.each(testDrivers())('a duplicate day is refused and the database is unchanged (%s)', (driver) => {
  const ctx = useImportDatabase(driver);
  const clock = new ManualClock('2026-11-23T04:00:00.000Z');

  it('refuses the same bhavcopy twice, naming the day and the earlier file', async () => {
    await importNseFile(ctx.db, 'cm14MAR2024bhav.csv', fixture('cm14MAR2024bhav.csv'), clock);
    const before = await countRows(ctx.db);
    const again = importNseFile(ctx.db, 'cm14MAR2024bhav.csv', fixture('cm14MAR2024bhav.csv'), clock);
    await expect(again).rejects.toThrow(ImportRefusedError);
    await expect(again).rejects.toThrow(
      'cm14MAR2024bhav.csv: equity bars for 2024-03-14 are already imported (from cm14MAR2024bhav.csv on 2026-11-23T04:00:00.000Z); nothing was changed',
    );
    expect(await countRows(ctx.db)).toEqual(before);
  });

  it('refuses a different file of an already imported day (a re-download with other figures)', async () => {
    await importNseFile(ctx.db, 'cm14MAR2024bhav.csv', fixture('cm14MAR2024bhav.csv'), clock);
    const before = await countRows(ctx.db);
    const edited = fixture('cm14MAR2024bhav.csv').replace('2962.4,', '2962.5,');
    await expect(importNseFile(ctx.db, 'cm14MAR2024bhav.csv', edited, clock)).rejects.toThrow(
      /equity bars for 2024-03-14 are already imported/,
    );
    expect(await countRows(ctx.db)).toEqual(before);
  });

  it('refuses the same content under another name', async () => {
    await importNseFile(ctx.db, 'EQUITY_L.csv', fixture('EQUITY_L.csv'), clock);
    const before = await countRows(ctx.db);
    await expect(importNseFile(ctx.db, 'EQUITY_L copy.csv', fixture('EQUITY_L.csv'), clock)).rejects.toThrow(
      'EQUITY_L copy.csv: the same content was already imported (as EQUITY_L.csv on 2026-11-23T04:00:00.000Z); nothing was changed',
    );
    expect(await countRows(ctx.db)).toEqual(before);
  });

  it('refuses an index history overlapping days already imported for that index', async () => {
    await importNseFile(ctx.db, 'NIFTY_50_daily_2024.csv', fixture('NIFTY_50_daily_2024.csv'), clock);
    const lastDay =
      'Date,Open,High,Low,Close,Volume,Turnover\n2024-03-15,22064.85,22120.9,21941.3,22023.35,1,1\n';
    await expect(importNseFile(ctx.db, 'NIFTY_50_daily_extra.csv', lastDay, clock)).rejects.toThrow(
      /NIFTY 50 index bars for 2024-03-15 are already imported \(from NIFTY_50_daily_2024.csv/,
    );
    // Another index on the same days is another dataset.
    await importNseFile(ctx.db, 'NIFTY_BANK_daily.csv', lastDay, clock);
    expect((await countRows(ctx.db)).index).toBe(3);
  });
});
