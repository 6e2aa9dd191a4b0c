import type { IsoDate } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { importNseFile } from '../../market-data/import.service';
import { fixture, useImportDatabase } from '../../market-data/import-test-support';
import { testDrivers } from '../../testing/test-database';
import { replayStartIndex } from './replay-feed';
import { clockAt, importFolder, replay } from './replay-test-support';

describe.each(testDrivers())('replay without imported days tells the operator to import (%s)', (driver) => {
  const ctx = useImportDatabase(driver);
  const clock = clockAt('2026-11-23', '10:00');

  it('refuses an empty database with the import command', async () => {
    await expect(replay(ctx.db, clock)).rejects.toThrow(
      'MARKET_FEED=replay found no imported NSE equity days in the database. Import bhavcopies first with `npm run import -- <file|folder|zip>`',
    );
  });

  it('refuses a database with index bars but no equity day', async () => {
    await importNseFile(
      ctx.db,
      'NIFTY_50_daily_2024.csv',
      fixture('NIFTY_50_daily_2024.csv'),
      new ManualClock(),
    );
    await expect(replay(ctx.db, clock)).rejects.toThrow('npm run import -- <file|folder|zip>');
  });

  it('refuses a single imported day: nothing would be history', async () => {
    await importNseFile(ctx.db, 'cm14MAR2024bhav.csv', fixture('cm14MAR2024bhav.csv'), new ManualClock());
    await expect(replay(ctx.db, clock)).rejects.toThrow(
      'needs at least two imported trading days (one as history, one to play); the database has only 2024-03-14',
    );
  });

  it('checks MARKET_REPLAY_FROM against the imported days', async () => {
    await importFolder(ctx.db, 'replay-dec-2017');
    await expect(replay(ctx.db, clock, '2017-12-20')).rejects.toThrow(
      'MARKET_REPLAY_FROM=2017-12-20 leaves no imported day before it as history: the earliest it can be is 2017-12-21',
    );
    await expect(replay(ctx.db, clock, '2018-01-01')).rejects.toThrow(
      'MARKET_REPLAY_FROM=2018-01-01 is after the last imported day 2017-12-22',
    );
    expect((await replay(ctx.db, clock, '2017-12-21')).session().date).toBe('2017-12-21');
  });

  it('starts a MARKET_REPLAY_FROM between imported days at the next one, and defaults to the last', () => {
    const days = ['2017-12-20', '2017-12-22', '2017-12-26'] as IsoDate[];
    expect(replayStartIndex(days, '2017-12-21')).toBe(1);
    expect(replayStartIndex(days, undefined)).toBe(2);
  });
});
