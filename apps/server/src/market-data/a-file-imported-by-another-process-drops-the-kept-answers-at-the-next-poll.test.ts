import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { testDrivers } from '../testing/test-database';
import { importNseFile } from './import.service';
import { fixture, useImportDatabase } from './import-test-support';
import { ImportWatch, latestImportId } from './import-watch';

// `npm run import` and the fetcher write the database from their own process: the server learns of
// their files from the import log, as it does of its own HTTP imports, and drops its kept answers.
describe.each(testDrivers())('the import watch (%s)', (driver) => {
  const ctx = useImportDatabase(driver);
  const clock = new ManualClock();

  it('calls back once per new import, not at its first look or when nothing changed', async () => {
    let calls = 0;
    const watch = new ImportWatch(ctx.db, () => calls++);
    await watch.poll();
    expect(calls).toBe(0);
    await watch.poll();
    expect(calls).toBe(0);

    await importNseFile(ctx.db, 'cm14MAR2024bhav.csv', fixture('cm14MAR2024bhav.csv'), clock);
    expect(await latestImportId(ctx.db)).toBeGreaterThan(0);
    await watch.poll();
    expect(calls).toBe(1);
    await watch.poll();
    expect(calls).toBe(1);

    await importNseFile(
      ctx.db,
      'BhavCopy_NSE_CM_0_0_0_20240315_F_0000.csv',
      fixture('BhavCopy_NSE_CM_0_0_0_20240315_F_0000.csv'),
      clock,
    );
    await watch.poll();
    expect(calls).toBe(2);
  });

  it('does not count a refused file as an import', async () => {
    let calls = 0;
    const watch = new ImportWatch(ctx.db, () => calls++);
    await importNseFile(ctx.db, 'cm14MAR2024bhav.csv', fixture('cm14MAR2024bhav.csv'), clock);
    await watch.poll();
    await importNseFile(ctx.db, 'cm14MAR2024bhav.csv', fixture('cm14MAR2024bhav.csv'), clock).catch(
      () => undefined,
    );
    await watch.poll();
    expect(calls).toBe(0);
  });

  it('starts and stops its timer without keeping the process alive', async () => {
    let calls = 0;
    const watch = new ImportWatch(ctx.db, () => calls++, 5);
    watch.start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await importNseFile(ctx.db, 'cm14MAR2024bhav.csv', fixture('cm14MAR2024bhav.csv'), clock);
    await expect.poll(() => calls, { timeout: 2_000 }).toBe(1);
    watch.stop();
  });
});
