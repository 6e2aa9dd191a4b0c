import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { testDrivers } from '../testing/test-database';
import { importNseFile } from './import.service';
import { countRows, fixture, queryRows, useImportDatabase } from './import-test-support';

const DAY = 'cm14MAR2024bhav.csv';
const HEADER =
  'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN,';

describe.each(testDrivers())(
  'overlapping files merge by (symbol, date): identical rows accepted, conflicts reported (%s)',
  (driver) => {
    const ctx = useImportDatabase(driver);
    const clock = new ManualClock('2026-11-23T04:00:00.000Z');

    it('a multi-day subset and the daily file of one of its days: identical rows accepted, the others added', async () => {
      const day = fixture(DAY);
      const reliance = day.split('\n')[1] ?? '';
      // A compilation of one symbol (named unlike a daily file), then the full day.
      const subset = `${HEADER}\n${reliance}\n`;
      const first = await importNseFile(ctx.db, 'subset_RELIANCE_EQ.csv', subset, clock);
      expect(first).toMatchObject({ rows: 1, identical: 0, conflicts: [] });
      const second = await importNseFile(ctx.db, DAY, day, clock);
      expect(second).toMatchObject({ rows: 3, identical: 1, conflicts: [], tradeDates: ['2024-03-14'] });
      expect(await countRows(ctx.db)).toMatchObject({ equity: 3, log: 2 });
    });

    it('a re-download with other figures: the differing row is reported with file, line, key and figures, and not written', async () => {
      await importNseFile(ctx.db, DAY, fixture(DAY), clock);
      const edited = fixture(DAY).replace('2930.25,2962.4,', '2930.25,2962.5,');
      const result = await importNseFile(ctx.db, DAY, edited, clock);
      expect(result).toMatchObject({
        rows: 2,
        identical: 2,
        conflicts: [
          {
            line: 2,
            key: 'RELIANCE EQ on 2024-03-14',
            differences: 'close 2962.40 vs 2962.50 (stored from cm14MAR2024bhav.csv first)',
          },
        ],
      });
      const stored = await queryRows<{ close: number }>(
        ctx.db,
        sql`select close::int as close from equity_daily_bars where symbol = 'RELIANCE' and series = 'EQ'`,
      );
      expect(stored.rows).toEqual([{ close: 296240 }]);
    });

    it('an index history overlapping an earlier one adds its new days; levels agreeing at the coarser precision are identical', async () => {
      await importNseFile(ctx.db, 'NIFTY_50_daily_2024.csv', fixture('NIFTY_50_daily_2024.csv'), clock);
      const header = 'Date,Open,High,Low,Close,Volume,Turnover';
      // 2024-03-15 again with two more decimals on the close (as NSE's own VIX file prints levels),
      // and a new day.
      const more = `${header}\n2024-03-15,22064.85,22120.9,21941.3,22023.3501,1,1\n2024-03-18,22000.1,22100.2,21900.3,22050.4,1,1\n`;
      const result = await importNseFile(ctx.db, 'NIFTY_50_daily_more.csv', more, clock);
      expect(result).toMatchObject({ rows: 2, identical: 1, conflicts: [] });
      expect((await countRows(ctx.db)).index).toBe(3);
      const other = `${header}\n2024-03-15,22064.85,22120.9,21941.3,22024.35,1,1\n`;
      const again = await importNseFile(ctx.db, 'NIFTY_50_daily_other.csv', other, clock);
      expect(again).toMatchObject({ rows: 0, identical: 0 });
      expect(again.conflicts).toEqual([
        {
          line: 2,
          key: 'NIFTY 50 on 2024-03-15',
          differences: 'close 22023.35 vs 22024.35 (stored from NIFTY_50_daily_2024.csv first)',
        },
      ]);
      expect((await countRows(ctx.db)).index).toBe(3);
    });

    it('a per-security history is also checked against the bhavcopy bar of its day', async () => {
      await importNseFile(ctx.db, DAY, fixture(DAY), clock);
      // NSE's historical-data export for RELIANCE on the bhavcopy's day, once agreeing and once not.
      const header =
        'DATE,SERIES,OPEN,HIGH,LOW,PREV. CLOSE,LTP,CLOSE,VWAP,52W H,52W L,VOLUME,VALUE,NO OF TRADES,SYMBOL';
      const agreeing = `${header}\n2024-03-14,EQ,2950,2975.5,2930.25,2948.9,2963,2962.4,2955.1,3024.9,2220.3,5123456,15171234567.85,123456,RELIANCE\n`;
      expect(await importNseFile(ctx.db, 'RELIANCE_history.csv', agreeing, clock)).toMatchObject({
        rows: 1,
        conflicts: [],
      });
      const other = agreeing.replace(',2962.4,', ',2962.9,');
      const result = await importNseFile(ctx.db, 'RELIANCE_history_2.csv', other, clock);
      expect(result.conflicts).toEqual([
        {
          line: 2,
          key: 'RELIANCE EQ on 2024-03-14',
          differences:
            'close 2962.40 vs 2962.90 (stored from RELIANCE_history.csv first); close 2962.40 vs 2962.90 (stored in equity_daily_bars from cm14MAR2024bhav.csv first)',
        },
      ]);
    });
  },
);
