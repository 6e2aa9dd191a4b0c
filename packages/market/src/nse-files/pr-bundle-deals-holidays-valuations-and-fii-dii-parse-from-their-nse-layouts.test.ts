import { describe, expect, it } from 'vitest';
import { NseFileError } from './nse-file-error';
import { parseNseFile } from './parse-nse-file';
import { hasSharedData, readFixture, readShared } from './read-fixture';

const parse = (name: string, text = readFixture(name)) => parseNseFile(name, text);

describe('PR bundle, deals, holidays, index valuations and FII/DII parse from their NSE layouts', () => {
  it('corporate actions: blanks as one space are null dates, PURPOSE unpadded, the day from the name', () => {
    const parsed = parse('Bc010721.csv');
    expect(parsed).toMatchObject({ format: 'corporate-actions', tradeDate: '2021-07-01' });
    expect(parsed.rows).toEqual([
      {
        series: '16',
        symbol: 'SRTRANSFIN',
        security: 'Sec Red NCD 9.3 Sr.IV',
        recordDate: '2021-08-07',
        bookClosureStart: null,
        bookClosureEnd: null,
        exDate: '2021-08-05',
        noDeliveryStart: null,
        noDeliveryEnd: null,
        purpose: 'INTEREST PAYMENT',
      },
      expect.objectContaining({ symbol: 'PDMJEPAPER', recordDate: null, bookClosureEnd: '2021-08-21' }),
    ]);
  });

  it('52-week hits: INDEX FLAG left off the line is empty; a high and a low of one security are two rows', () => {
    const parsed = parse('bh010721.csv');
    expect(parsed).toMatchObject({ format: 'week52-hits', tradeDate: '2021-07-01' });
    expect(parsed.rows.map((r) => ('highLow' in r ? [r.symbol, r.highLow, r.indexFlag] : []))).toEqual([
      ['ANKITMETAL', 'H', null],
      ['ANKITMETAL', 'L', null],
    ]);
  });

  it('bulk deals with remarks and block deals without, prices in paise', () => {
    const bulk = parse('bulk_deals_11-DEC-2017.csv');
    expect(bulk).toMatchObject({ format: 'deals', kind: 'bulk' });
    expect(bulk.rows[0]).toEqual({
      tradeDate: '2017-12-11',
      symbol: 'BSL',
      securityName: 'BSL Ltd',
      clientName: 'ZAKI ABBAS NASSER',
      side: 'BUY',
      quantity: 55000,
      price: 7477,
      remarks: null,
    });
    const block = parse('block_deals_20-AUG-2026.csv');
    expect(block).toMatchObject({ format: 'deals', kind: 'block' });
    expect(block.rows[0]).toMatchObject({ symbol: 'KFINTECH', quantity: 1783784, price: 92500 });
  });

  it('a holiday list: segment from the name, weekend holidays kept, a wrong weekday refused', () => {
    const parsed = parse('fo_holidays_2026.csv');
    expect(parsed).toMatchObject({ format: 'holiday-calendar', segment: 'FO' });
    expect(parsed.rows.map((r) => ('weekDay' in r ? [r.date, r.weekDay] : []))).toEqual([
      ['2026-01-26', 'Monday'],
      ['2026-02-15', 'Sunday'],
    ]);
    const wrong = readFixture('fo_holidays_2026.csv').replace('Monday', 'Tuesday');
    expect(() => parse('fo_holidays_2026.csv', wrong)).toThrow(
      'fo_holidays_2026.csv line 2: weekDay is Tuesday but 2026-01-26 is a Monday',
    );
    expect(() => parse('holidays.csv', readFixture('fo_holidays_2026.csv'))).toThrow(NseFileError);
  });

  it('NIFTY P/E, P/B and dividend yield', () => {
    expect(parse('NIFTY_50_PE_PB_DivYield_sample.csv')).toMatchObject({
      format: 'index-valuations',
      rows: [
        { date: '2000-01-03', pe: 25.91, pb: 4.63, divYield: 0.95 },
        { date: '2000-01-04', pe: 26.67, pb: 4.76, divYield: 0.92 },
      ],
    });
  });

  it('FII/DII: daily categories as NSE names them, monthly as two rows a month, ₹ crore in paise, net checked', () => {
    const daily = parse('fii_dii_cash_daily_sample.csv');
    expect(daily).toMatchObject({ format: 'fii-dii-daily', period: 'day' });
    expect(daily.rows[1]).toEqual({
      date: '2022-01-04',
      category: 'FII',
      buy: 5_834_72_00_000_00,
      sell: 4_560_86_00_000_00,
      net: 1_273_86_00_000_00,
    });
    const monthly = parse('fii_dii_cash_monthly_sample.csv');
    expect(monthly).toMatchObject({ format: 'fii-dii-monthly', period: 'month' });
    expect(monthly.rows.map((r) => ('category' in r ? r.category : ''))).toEqual(['FII', 'DII']);
    const badNet = readFixture('fii_dii_cash_monthly_sample.csv').replace(',1734.54,', ',1734.00,');
    expect(() => parse('fii_dii_cash_monthly_sample.csv', badNet)).toThrow(
      'fii_dii_cash_monthly_sample.csv line 2: FII net 1734.00 is not purchases 43647.59 − sales 41913.05 (₹ crore)',
    );
  });

  it.skipIf(!hasSharedData)('the real files of shared/data (PROVENANCE §§6-10)', () => {
    const real = (path: string) => parseNseFile(path.split('/').pop() ?? path, readShared(path));
    expect(real('nse_pr_bundle/Bc010721_corporate_actions.csv').rows).toHaveLength(687);
    expect(real('nse_pr_bundle/bh010721_52week_high_low_hits.csv').rows).toHaveLength(345);
    expect(real('nse_deals/bulk_deals_20-AUG-2026.csv').rows).toHaveLength(169);
    expect(real('nse_deals/block_deals_20-AUG-2026.csv').rows).toHaveLength(16);
    expect(real('nse_calendar/fo_holidays_2026.csv').rows).toHaveLength(20);
    expect(real('nse_indices/NIFTY_50_PE_PB_DivYield_2000-2022.csv').rows).toHaveLength(5640);
    expect(real('nse_institutional/fii_dii_cash_monthly_2007-2026.csv').rows).toHaveLength(452);
    // 48 lines, 8 of them repeated (24-Dec, 23-Dec, 17-Dec and 09-Dec twice): 20 days.
    const daily = real('nse_institutional/fii_dii_cash_daily_nse_2021-12_2022-01.csv');
    expect(daily.rows).toHaveLength(40);
    expect(daily.warnings).toHaveLength(8);
  });
});
