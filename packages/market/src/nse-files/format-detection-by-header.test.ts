import { describe, expect, it } from 'vitest';
import { detectNseFormat } from './detect-nse-format';
import { readFixture } from './read-fixture';

describe('format detection looks at the header, not the name', () => {
  it.each([
    ['cm14MAR2024bhav.csv', 'cm-bhavcopy'],
    ['cm10JUL2017bhav.csv', 'cm-bhavcopy'],
    ['BhavCopy_NSE_CM_0_0_0_20260519_F_0000.csv', 'cm-udiff-bhavcopy'],
    ['sec_bhavdata_full_30122024.csv', 'sec-bhavdata-full'],
    ['fo_futures_contracts_19JUL2024.csv', 'fo-futures-report'],
    ['fo19JUL2024bhav.csv', 'fo-bhavcopy'],
    ['NIFTY_50_daily_sample.csv', 'index-history'],
    ['INDIA_VIX_nse_sample.csv', 'index-history-nse'],
    ['nse_security_history_sample.csv', 'security-history-nse'],
    ['bhav_derived_history_sample.csv', 'security-history-bhav'],
    ['NIVESHDEMO_daily_noheader.csv', 'security-history-quoted'],
    ['EQUITY_L.csv', 'equity-list'],
    ['ind_nifty500list.csv', 'index-constituents'],
  ])('%s is %s even when renamed', (fixture, format) => {
    expect(detectNseFormat('bhavcopy.csv', readFixture(fixture))).toBe(format);
  });

  it('accepts a BOM and returns null for unknown headers and for UDiFF F&O rows', () => {
    expect(detectNseFormat('x.csv', `\uFEFF${readFixture('EQUITY_L.csv')}`)).toBe('equity-list');
    expect(detectNseFormat('x.csv', 'a,b,c\n1,2,3\n')).toBeNull();
    const udiff = readFixture('BhavCopy_NSE_CM_0_0_0_20260519_F_0000.csv').replaceAll(',CM,NSE,', ',FO,NSE,');
    expect(detectNseFormat('BhavCopy_NSE_FO_0_0_0_20260519_F_0000.csv', udiff)).toBeNull();
  });
});
