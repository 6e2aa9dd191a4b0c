import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CmBhavcopyRow } from './cm-bhavcopy-row';
import { detectNseFormat } from './detect-nse-format';
import { parseNseFile } from './parse-nse-file';
import { hasSharedData, readShared, SHARED_DATA } from './read-fixture';
import { parseSecurityHistoryBhav, parseSecurityHistoryQuoted } from './security-history';

// Figures are those of ../shared/data/PROVENANCE.md; skipped only when that folder is absent.
describe.skipIf(!hasSharedData)('real NSE files in shared/data match PROVENANCE.md', () => {
  const parse = (path: string) => parseNseFile(path.split('/').pop() ?? path, readShared(path));

  it('parses all 25 old-format 2017 bhavcopies, one date each, every ISIN valid', () => {
    const files = readdirSync(join(SHARED_DATA, 'nse_bhavcopy_cm_2017')).filter((f) => f.endsWith('.csv'));
    expect(files).toHaveLength(25);
    const dates = new Set<string>();
    for (const f of files) {
      const parsed = parse(`nse_bhavcopy_cm_2017/${f}`);
      expect(parsed.format).toBe('cm-bhavcopy');
      if (parsed.format !== 'cm-bhavcopy') continue;
      expect(parsed.rows.length).toBeGreaterThan(1700);
      expect(parsed.rows.every((r) => r.isinValid)).toBe(true);
      dates.add(parsed.tradeDate ?? '');
    }
    expect(dates.size).toBe(25);
  });

  it('cm14MAR2024bhav.csv has 2,718 rows', () => {
    const parsed = parse('nse_bhavcopy_cm_2024/cm14MAR2024bhav.csv');
    expect(parsed).toMatchObject({ format: 'cm-bhavcopy', tradeDate: '2024-03-14' });
    expect(parsed.rows).toHaveLength(2718);
  });

  it('UDiFF file: 3,359 rows on 2026-05-19 with the series mix of PROVENANCE', () => {
    const parsed = parse('nse_bhavcopy_udiff/BhavCopy_NSE_CM_0_0_0_20260519_F_0000.csv');
    expect(parsed).toMatchObject({ format: 'cm-udiff-bhavcopy', tradeDate: '2026-05-19' });
    if (parsed.format !== 'cm-udiff-bhavcopy') return;
    expect(parsed.rows).toHaveLength(3359);
    const count = (s: string) => parsed.rows.filter((r) => r.series === s).length;
    expect([count('EQ'), count('SM'), count('BE'), count('ST'), count('GS'), count('GB')]).toEqual([
      2463, 310, 189, 112, 46, 42,
    ]);
  });

  it('sec_bhavdata_full: 2,799 rows on 2024-12-30, BE rows without delivery', () => {
    const parsed = parse('nse_sec_bhavdata_full/sec_bhavdata_full_30122024.csv');
    expect(parsed).toMatchObject({ format: 'sec-bhavdata-full', tradeDate: '2024-12-30' });
    if (parsed.format !== 'sec-bhavdata-full') return;
    expect(parsed.rows).toHaveLength(2799);
    expect(parsed.rows.filter((r) => r.series === 'BE').every((r) => r.deliveryQty === null)).toBe(true);
  });

  it('futures report: 557 contracts, 15 FUTIDX, NIFTY 25-JUL-2024 settles 24529.10, lot check', () => {
    const parsed = parse('nse_fo_bhavcopy/fo_futures_contracts_19JUL2024.csv');
    expect(parsed).toMatchObject({ format: 'fo-futures-report', tradeDate: '2024-07-19' });
    if (parsed.format !== 'fo-futures-report') return;
    expect(parsed.rows).toHaveLength(557);
    expect(parsed.rows.filter((r) => r.instrument === 'FUTIDX')).toHaveLength(15);
    const nifty = parsed.rows.find((r) => r.symbol === 'NIFTY' && r.expiry === '2024-07-25');
    expect(nifty).toMatchObject({ settlement: 2452910, tradedContracts: 320221, tradedQuantity: 8005525 });
    // Real F&O data breaks OHLC order (IPCALAB, SUNTV): flagged, not refused.
    expect(parsed.rows.filter((r) => r.ohlcFlag !== null).map((r) => r.symbol)).toEqual(['IPCALAB', 'SUNTV']);
  });

  it('2016-2017 subset: 7,320 rows, RELIANCE 1:1 bonus visible (1645.40 then open ≈ 823)', () => {
    const parsed = parse('nse_bhavcopy_cm_2016_2017_subset/nse_bhavcopy_cm_2016_2017_nifty15_EQ.csv');
    expect(parsed.format).toBe('cm-bhavcopy');
    expect(parsed.tradeDate).toBeUndefined();
    if (parsed.format !== 'cm-bhavcopy') return;
    expect(parsed.rows).toHaveLength(7320);
    const rel = parsed.rows.filter((r: CmBhavcopyRow) => r.symbol === 'RELIANCE');
    expect(rel).toHaveLength(488);
    const ex = rel.findIndex((r) => r.tradeDate === '2017-09-07');
    expect(rel[ex - 1]?.close).toBe(164540);
    const open = rel[ex]?.open ?? 0;
    expect(open).toBeGreaterThan(80000);
    expect(open).toBeLessThan(84000);
  });

  it('index histories: NIFTY 50 5,636 rows, VIX 2013-08-22 flagged', () => {
    const nifty = parse('nse_indices/NIFTY_50_daily_2000-2022.csv');
    expect(nifty.format).toBe('index-history');
    expect(nifty.rows).toHaveLength(5636);
    const bank = parse('nse_indices/NIFTY_BANK_daily_2000-2022.csv');
    expect(bank.rows[0]).toMatchObject({ date: '2000-01-01', open: null, close: 1000 });
    const vix = parse('nse_indices/INDIA_VIX_daily_2010-2022.csv');
    if (vix.format !== 'index-history') return;
    expect(vix.rows.filter((r) => r.ohlcFlag !== null).map((r) => r.date)).toEqual(['2013-08-22']);
    const vixNse = parse('nse_indices/INDIA_VIX_nse_format_2016-2023.csv');
    expect(vixNse.format).toBe('index-history-nse');
    expect(vixNse.rows[0]).toMatchObject({ date: '2016-01-01', high: 14.3475 });
  });

  it('per-security histories parse in all three layouts', () => {
    const life = parse('nse_history/HDFCLIFE_nse_historical_with_52w_2017-2021.csv');
    expect(life.format).toBe('security-history-nse');
    expect(life.rows).toHaveLength(879);
    // Both bhav-derived files are damaged the same way: 2020-07-13 appears twice, once with the
    // ISIN in TOTALTRADES. That cell is read as empty and the next line (the same day with the
    // count) merges into it: two warnings naming the lines, one bar with the count.
    const damaged: Array<[string, number, string, number]> = [
      ['HDFCBANK_bhav_derived_1995-2024.csv', 931, 'INE040A01034', 7021],
      ['INFY_bhav_derived_2011-2024.csv', 913, 'INE009A01021', 3087],
    ];
    for (const [file, line, isin, eqRows] of damaged) {
      const text = readShared(`nse_history/${file}`);
      expect(detectNseFormat(file, text)).toBe('security-history-bhav');
      const parsed = parseSecurityHistoryBhav(file, text);
      expect(parsed.warnings.map((w) => w.line)).toEqual([line, line + 1]);
      expect(parsed.warnings[0]?.message).toContain(`TOTALTRADES holds the ISIN ${isin}`);
      expect(parsed.rows.filter((r) => r.series === 'EQ')).toHaveLength(eqRows);
      const day = parsed.rows.filter((r) => r.date === '2020-07-13' && r.series === 'EQ');
      expect(day).toHaveLength(1);
      expect(day[0]?.trades).toBeGreaterThan(0);
    }
    for (const s of ['RELIANCE', 'TCS', 'INFY', 'HDFCBANK', 'SBIN']) {
      const q = parse(`nse_history/${s}_daily_2017-2022_noheader.csv`);
      expect(q.format).toBe('security-history-quoted');
      expect(q.rows).toHaveLength(1277);
    }
    const rel = parseSecurityHistoryQuoted(
      'RELIANCE.csv',
      readShared('nse_history/RELIANCE_daily_2017-2022_noheader.csv'),
    );
    const ex = rel.rows.findIndex((r) => r.date === '2017-09-07');
    expect(rel.rows[ex - 1]?.close).toBe(164540);
  });

  it('lists: EQUITY_L 1,980 rows, NIFTY 500 and NIFTY 50 constituents', () => {
    expect(parse('nse_lists/EQUITY_L_2024-07-20.csv')).toMatchObject({ format: 'equity-list' });
    expect(parse('nse_lists/EQUITY_L_2024-07-20.csv').rows).toHaveLength(1980);
    expect(parse('nse_lists/ind_nifty500list_2026-03-05.csv').rows).toHaveLength(500);
    expect(parse('nse_lists/ind_nifty50list_2025-06-06.csv').rows).toHaveLength(50);
  });

  it('does not mistake the other shared files for these formats', () => {
    expect(detectNseFormat('x.csv', readShared('nse_deals/bulk_deals_11-DEC-2017.csv'))).toBe('deals');
    expect(detectNseFormat('x.csv', readShared('nse_indices/NIFTY_50_PE_PB_DivYield_2000-2022.csv'))).toBe(
      'index-valuations',
    );
    expect(detectNseFormat('x.csv', readShared('reference/bsm_haug_test_values.csv'))).toBeNull();
  });

  it('parses the largest bhavcopy quickly', () => {
    const text = readShared('nse_bhavcopy_udiff/BhavCopy_NSE_CM_0_0_0_20260519_F_0000.csv');
    const start = performance.now();
    for (let i = 0; i < 5; i++) parseNseFile('BhavCopy_NSE_CM_0_0_0_20260519_F_0000.csv', text);
    const ms = (performance.now() - start) / 5;
    console.info(`UDiFF bhavcopy (3,359 rows, 579 KB) parsed in ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(500);
  });
});
