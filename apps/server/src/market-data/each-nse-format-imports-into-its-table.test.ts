import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { testDrivers } from '../testing/test-database';
import { importNseFile } from './import.service';
import { countRows, fixture, queryRows, useImportDatabase } from './import-test-support';

describe.each(testDrivers())('each NSE format imports into its table (%s)', (driver) => {
  const ctx = useImportDatabase(driver);
  const clock = new ManualClock();
  const load = (name: string) => importNseFile(ctx.db, name, fixture(name), clock);

  it('imports an old-format CM bhavcopy into equity_daily_bars with prices in paise', async () => {
    const result = await load('cm14MAR2024bhav.csv');
    expect(result).toMatchObject({ format: 'cm-bhavcopy', rows: 3, tradeDates: ['2024-03-14'] });
    const bars = await queryRows<{ close: string; turnover: string; isin: string; trades: number }>(
      ctx.db,
      sql`select close::text, turnover::text, isin, trades from equity_daily_bars where symbol = 'RELIANCE' and series = 'EQ'`,
    );
    expect(bars.rows).toEqual([
      { close: '296240', turnover: '1517123456785', isin: 'INE002A01018', trades: 123456 },
    ]);
    const log = await queryRows<{ file_name: string; first_date: string; rows: number; sha256: string }>(
      ctx.db,
      sql`select file_name, first_date::text, rows, sha256 from import_log`,
    );
    expect(log.rows).toEqual([
      {
        file_name: 'cm14MAR2024bhav.csv',
        first_date: '2024-03-14',
        rows: 3,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
  });

  it('imports a UDiFF CM bhavcopy next to an old-format day', async () => {
    await load('cm14MAR2024bhav.csv');
    const result = await load('BhavCopy_NSE_CM_0_0_0_20240315_F_0000.csv');
    expect(result).toMatchObject({ format: 'cm-udiff-bhavcopy', rows: 2, tradeDates: ['2024-03-15'] });
    const closes = await queryRows<{ trade_date: string; close: string }>(
      ctx.db,
      sql`select trade_date::text, close::text from equity_daily_bars where symbol = 'INFY' order by trade_date`,
    );
    expect(closes.rows).toEqual([
      { trade_date: '2024-03-14', close: '161845' },
      { trade_date: '2024-03-15', close: '160010' },
    ]);
  });

  it('sec_bhavdata_full adds delivery and VWAP to existing bars and inserts the bars it alone has', async () => {
    await load('cm14MAR2024bhav.csv');
    const result = await load('sec_bhavdata_full_14032024.csv');
    expect(result).toMatchObject({ format: 'sec-bhavdata-full', rows: 2, dataset: 'equity-delivery' });
    const bars = await queryRows<{
      symbol: string;
      delivery_qty: string | null;
      vwap: string;
      turnover: string;
      source_file: string;
    }>(
      ctx.db,
      sql`select symbol, delivery_qty::text, vwap::text, turnover::text, source_file from equity_daily_bars
          where series in ('EQ', 'BE') and symbol in ('RELIANCE', 'TATASTEEL') order by symbol`,
    );
    expect(bars.rows).toEqual([
      // The bhavcopy's turnover (rupees) stays; sec_bhavdata's is rounded to the lakh.
      {
        symbol: 'RELIANCE',
        delivery_qty: '2561728',
        vwap: '296112',
        turnover: '1517123456785',
        source_file: 'cm14MAR2024bhav.csv',
      },
      {
        symbol: 'TATASTEEL',
        delivery_qty: null,
        vwap: '15140',
        turnover: '108900000',
        source_file: 'sec_bhavdata_full_14032024.csv',
      },
    ]);
    expect((await countRows(ctx.db)).equity).toBe(4);
  });

  it('a bhavcopy after sec_bhavdata_full keeps the delivery figures', async () => {
    await load('sec_bhavdata_full_14032024.csv');
    await load('cm14MAR2024bhav.csv');
    const bar = await queryRows<{ delivery_qty: string; isin: string }>(
      ctx.db,
      sql`select delivery_qty::text, isin from equity_daily_bars where symbol = 'RELIANCE' and series = 'EQ'`,
    );
    expect(bar.rows).toEqual([{ delivery_qty: '2561728', isin: 'INE002A01018' }]);
  });

  it('imports futures and options from the F&O bhavcopy and the futures report', async () => {
    expect(await load('fo14MAR2024bhav.csv')).toMatchObject({ format: 'fo-bhavcopy', rows: 3 });
    expect(await load('fo_futures_contracts_15MAR2024.csv')).toMatchObject({
      format: 'fo-futures-report',
      rows: 2,
      tradeDates: ['2024-03-15'],
    });
    const rows = await queryRows<Record<string, string | null>>(
      ctx.db,
      sql`select trade_date::text, instrument, symbol, strike::text, option_type, open::text, close::text, settle::text,
                 open_interest::text, open_interest_contracts::text
          from fo_daily_bars order by trade_date, symbol, option_type`,
    );
    expect(rows.rows).toEqual([
      {
        trade_date: '2024-03-14',
        instrument: 'FUTIDX',
        symbol: 'NIFTY',
        strike: '0',
        option_type: '',
        open: '2220000',
        close: '2201050',
        settle: '2201050',
        open_interest: '13508025',
        open_interest_contracts: null,
      },
      {
        trade_date: '2024-03-14',
        instrument: 'OPTIDX',
        symbol: 'NIFTY',
        strike: '2200000',
        option_type: 'CE',
        open: '21000',
        close: '17835',
        settle: '17835',
        open_interest: '5123400',
        open_interest_contracts: null,
      },
      {
        trade_date: '2024-03-14',
        instrument: 'OPTIDX',
        symbol: 'NIFTY',
        strike: '2200000',
        option_type: 'PE',
        open: null,
        close: '14820',
        settle: '14820',
        open_interest: '4987650',
        open_interest_contracts: null,
      },
      {
        trade_date: '2024-03-15',
        instrument: 'FUTSTK',
        symbol: 'BAJAJ-AUTO',
        strike: '0',
        option_type: '',
        open: null,
        close: null,
        settle: '955025',
        open_interest: null,
        open_interest_contracts: '12',
      },
      {
        trade_date: '2024-03-15',
        instrument: 'FUTIDX',
        symbol: 'NIFTY',
        strike: '0',
        option_type: '',
        open: '2200000',
        close: '2205010',
        settle: '2205010',
        open_interest: null,
        open_interest_contracts: '540321',
      },
    ]);
  });

  it('imports an index history under the index named by the file', async () => {
    expect(await load('NIFTY_50_daily_2024.csv')).toMatchObject({
      format: 'index-history',
      dataset: 'index-bars:NIFTY 50',
      tradeDates: ['2024-03-14', '2024-03-15'],
    });
    const bars = await queryRows<{ index_name: string; trade_date: string; close: number }>(
      ctx.db,
      sql`select index_name, trade_date::text, close from index_daily_bars order by trade_date`,
    );
    expect(bars.rows).toEqual([
      { index_name: 'NIFTY 50', trade_date: '2024-03-14', close: 22146.65 },
      { index_name: 'NIFTY 50', trade_date: '2024-03-15', close: 22023.35 },
    ]);
  });

  it('imports EQUITY_L into instruments and an index list into index_constituents', async () => {
    expect(await load('EQUITY_L.csv')).toMatchObject({ format: 'equity-list', rows: 2, tradeDates: [] });
    expect(await load('ind_nifty50list_2024-03-14.csv')).toMatchObject({
      format: 'index-constituents',
      dataset: 'index-constituents:NIFTY 50',
      tradeDates: ['2024-03-14'],
    });
    const instruments = await queryRows<Record<string, string | number>>(
      ctx.db,
      sql`select symbol, name, listing_date::text, face_value::text, market_lot from instruments order by symbol`,
    );
    expect(instruments.rows).toEqual([
      {
        symbol: 'INFY',
        name: 'Infosys Limited',
        listing_date: '1995-02-08',
        face_value: '500',
        market_lot: 1,
      },
      {
        symbol: 'RELIANCE',
        name: 'Reliance Industries Limited',
        listing_date: '1995-11-29',
        face_value: '1000',
        market_lot: 1,
      },
    ]);
    const members = await queryRows<Record<string, string>>(
      ctx.db,
      sql`select index_name, as_of::text, symbol, industry from index_constituents order by symbol`,
    );
    expect(members.rows).toEqual([
      { index_name: 'NIFTY 50', as_of: '2024-03-14', symbol: 'INFY', industry: 'Information Technology' },
      {
        index_name: 'NIFTY 50',
        as_of: '2024-03-14',
        symbol: 'RELIANCE',
        industry: 'Oil Gas & Consumable Fuels',
      },
    ]);
  });
});
