import type { IsoDate } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { importNseFile } from '../market-data/import.service';
import { marketFixture, useImportDatabase } from '../market-data/import-test-support';
import { testDrivers } from '../testing/test-database';
import { importedInsiderBetween } from './imported-insider-trades';

const NAME = 'CF-Insider-Trading-equities-27-11-2026.csv';
const FILE = marketFixture(NAME);
const EARLIER = 'CF-Insider-Trading-equities-18-11-2026.csv';

describe.each(testDrivers())(
  'imported insider disclosures are read back by range and stock (%s)',
  (driver) => {
    const ctx = useImportDatabase(driver);
    const clock = new ManualClock('2026-11-28T04:00:00.000Z');

    it('groups a range’s disclosures by session, largest value first, with the last file, and filters by stock', async () => {
      await importNseFile(ctx.db, NAME, FILE, clock);
      await importNseFile(ctx.db, EARLIER, FILE.replaceAll('27-Nov-2026', '18-Nov-2026'), clock);
      const both = await importedInsiderBetween(ctx.db, '2026-11-18' as IsoDate, '2026-11-27' as IsoDate);
      expect([...both.byDate.keys()]).toEqual(['2026-11-18', '2026-11-27']);
      expect(both.byDate.get('2026-11-27')?.map((r) => r.symbol)).toEqual([
        'ADANIPORTS',
        'RELIANCE',
        'HDFCBANK',
        'TCS',
        'INFY',
        'TITAN',
      ]);
      expect(both.fileName).toBe(NAME);
      const one = await importedInsiderBetween(
        ctx.db,
        '2026-11-19' as IsoDate,
        '2026-11-27' as IsoDate,
        'TCS',
      );
      expect([...one.byDate.entries()].map(([d, rows]) => [d, rows.map((r) => r.person)])).toEqual([
        ['2026-11-27', ['Rakesh Menon']],
      ]);
      const none = await importedInsiderBetween(ctx.db, '2026-11-19' as IsoDate, '2026-11-26' as IsoDate);
      expect(none).toEqual({ byDate: new Map(), fileName: null });
    });
  },
);
