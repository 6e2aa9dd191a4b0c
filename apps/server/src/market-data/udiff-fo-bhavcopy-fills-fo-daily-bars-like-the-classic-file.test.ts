import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { testDrivers } from '../testing/test-database';
import { importNseFile } from './import.service';
import { countDerivativeRows, marketFixture, queryRows, useImportDatabase } from './import-test-support';

const NAME = 'BhavCopy_NSE_FO_0_0_0_20240719_F_0000.csv';

describe.each(testDrivers())(
  'the UDiFF F&O bhavcopy fills fo_daily_bars like the classic file (%s)',
  (driver) => {
    const ctx = useImportDatabase(driver);
    const clock = new ManualClock('2026-11-23T04:00:00.000Z');

    it('stores futures with strike 0 and type "", options with the strike in paise, OI in units', async () => {
      const result = await importNseFile(ctx.db, NAME, marketFixture(NAME), clock);
      expect(result).toMatchObject({
        format: 'fo-udiff-bhavcopy',
        dataset: 'fo-bars',
        rows: 5,
        tradeDates: ['2024-07-19'],
      });
      const rows = await queryRows<Record<string, string | null>>(
        ctx.db,
        sql`select instrument, symbol, expiry::text, strike::text, option_type, open::text, close::text,
                 settle::text, contracts::text, traded_value::text, open_interest::text, change_in_oi::text
          from fo_daily_bars order by instrument, symbol, option_type`,
      );
      expect(rows.rows).toEqual([
        {
          instrument: 'FUTIDX',
          symbol: 'NIFTY',
          expiry: '2024-07-25',
          strike: '0',
          option_type: '',
          open: '2486500',
          close: '2452910',
          settle: '2452910',
          contracts: '320221',
          traded_value: '19733619051250',
          open_interest: '12345675',
          change_in_oi: '-215350',
        },
        expect.objectContaining({ instrument: 'FUTSTK', symbol: 'RELIANCE', strike: '0', settle: '310545' }),
        expect.objectContaining({
          instrument: 'OPTIDX',
          option_type: 'CE',
          strike: '2450000',
          close: '18540',
        }),
        expect.objectContaining({
          instrument: 'OPTIDX',
          option_type: 'PE',
          strike: '2450000',
          close: '12875',
        }),
        // Untraded: no open, the carried close, nothing traded.
        expect.objectContaining({
          instrument: 'OPTSTK',
          symbol: 'IDEA',
          open: null,
          close: '5',
          contracts: '0',
        }),
      ]);
    });

    it('a second file of the same day is refused and nothing changes', async () => {
      await importNseFile(ctx.db, NAME, marketFixture(NAME), clock);
      const before = await countDerivativeRows(ctx.db);
      const edited = marketFixture(NAME).replace(',24529.10,24525.00,', ',24529.15,24525.00,');
      await expect(importNseFile(ctx.db, 'fo-again.csv', edited, clock)).rejects.toThrow(
        'fo-again.csv: F&O bars for 2024-07-19 are already imported (from BhavCopy_NSE_FO_0_0_0_20240719_F_0000.csv on 2026-11-23T04:00:00.000Z); nothing was changed',
      );
      expect(await countDerivativeRows(ctx.db)).toEqual(before);
    });
  },
);
