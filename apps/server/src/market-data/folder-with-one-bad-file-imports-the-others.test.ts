import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { testDrivers } from '../testing/test-database';
import { importPath } from './import-path';
import { countRows, FIXTURES_DIR, fixture, useImportDatabase } from './import-test-support';
import { writeZip } from './zip-test-writer';

describe.each(testDrivers())('a folder with one bad file imports the others (%s)', (driver) => {
  const ctx = useImportDatabase(driver);
  const clock = new ManualClock();
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'nivesh-import-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('imports the good files in name order and reports the bad one with its line', async () => {
    const dir = tempDir();
    for (const name of [
      'cm13MAR2024bhav.csv',
      'cm14MAR2024bhav.csv',
      'BhavCopy_NSE_CM_0_0_0_20240315_F_0000.csv',
    ]) {
      copyFileSync(join(FIXTURES_DIR, name), join(dir, name));
    }
    writeFileSync(join(dir, 'README.md'), 'not a data file: ignored');
    const outcomes = await importPath(ctx.db, dir, clock);
    expect(outcomes.map((o) => [o.fileName, o.ok])).toEqual([
      ['BhavCopy_NSE_CM_0_0_0_20240315_F_0000.csv', true],
      ['README.md', false],
      ['cm13MAR2024bhav.csv', false],
      ['cm14MAR2024bhav.csv', true],
    ]);
    expect(outcomes[1]).toMatchObject({
      skipped: true,
      error: 'README.md: skipped, not a .csv, .json or .zip file',
    });
    expect(outcomes[2]).toMatchObject({
      error: "cm13MAR2024bhav.csv line 3: CLOSE is not a number ('12x.5')",
    });
    expect(await countRows(ctx.db)).toMatchObject({ equity: 5, log: 2 });
  });

  it('imports every entry of a zip, each in its own transaction, and refuses them all the second time', async () => {
    const dir = tempDir();
    const zip = join(dir, 'march.zip');
    writeFileSync(
      zip,
      writeZip(
        ['fo14MAR2024bhav.csv', 'cm13MAR2024bhav.csv', 'EQUITY_L.csv'].map((name) => ({
          name,
          text: fixture(name),
        })),
      ),
    );
    const first = await importPath(ctx.db, zip, clock);
    expect(first.map((o) => [o.fileName, o.ok])).toEqual([
      ['EQUITY_L.csv', true],
      ['cm13MAR2024bhav.csv', false],
      ['fo14MAR2024bhav.csv', true],
    ]);
    const before = await countRows(ctx.db);
    expect(before).toMatchObject({ fo: 3, instruments: 2, equity: 0, log: 2 });
    const second = await importPath(ctx.db, zip, clock);
    expect(second.every((o) => !o.ok)).toBe(true);
    expect(await countRows(ctx.db)).toEqual(before);
  });

  it('reports a damaged zip as a failed file', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'broken.zip'), 'PK not really');
    copyFileSync(join(FIXTURES_DIR, 'EQUITY_L.csv'), join(dir, 'EQUITY_L.csv'));
    const outcomes = await importPath(ctx.db, dir, clock);
    expect(outcomes.map((o) => [o.fileName, o.ok])).toEqual([
      ['EQUITY_L.csv', true],
      ['broken.zip', false],
    ]);
  });
});
