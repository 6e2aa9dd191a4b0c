import { describe, expect, it } from 'vitest';
import type { OptionChainExpiry, OptionSideColumns } from '../options/option-chain';
import { isoDate } from '../units';
import { compileScreen } from './compile-screen';
import { optionScreenCatalogue } from './option-catalogue';
import {
  contractScreenRows,
  OptionScreenUniverse,
  optionRowNumber,
  sortOptionMatches,
  underlyingScreenRow,
} from './option-screen-rows';
import { runScreen } from './run-screen';

const side = (columns: {
  price: number[];
  iv: number[];
  delta: number[];
  oi: number[];
  previousOi: number[];
  previousClose: number[];
  volume: number[];
}): OptionSideColumns => ({
  price: Int32Array.from(columns.price),
  bid: Int32Array.from(columns.price, (p) => p - 5),
  ask: Int32Array.from(columns.price, (p) => p + 5),
  iv: Float64Array.from(columns.iv),
  delta: Float64Array.from(columns.delta),
  gamma: new Float64Array(3),
  thetaPerDay: Float64Array.from([-0.5, -0.8, -0.6]),
  vegaPerVolPoint: new Float64Array(3),
  rhoPerRatePoint: new Float64Array(3),
  openInterest: Float64Array.from(columns.oi),
  previousOpenInterest: Float64Array.from(columns.previousOi),
  previousClose: Int32Array.from(columns.previousClose),
  volume: Float64Array.from(columns.volume),
});

/** Three strikes around a spot of 102 (previous close 100); prices in paise. */
const expiry: OptionChainExpiry = {
  expiry: isoDate('2026-12-29'),
  kind: 'monthly',
  expiresAt: new Date('2026-12-29T10:00:00Z'),
  years: 30 / 365,
  forward: 102.51,
  atmVol: 0.2,
  strikes: Float64Array.from([95, 100, 105]),
  modelVol: Float64Array.from([0.22, 0.2, 0.19]),
  call: side({
    price: [800, 400, 150],
    iv: [0.22, 0.2, 0.19],
    delta: [0.8, 0.55, 0.3],
    oi: [100, 300, 600],
    previousOi: [100, 200, 400],
    previousClose: [700, 320, 100],
    volume: [10, 50, 40],
  }),
  put: side({
    price: [100, 300, 700],
    iv: [0.24, 0.21, Number.NaN],
    delta: [-0.2, -0.45, -0.7],
    oi: [500, 400, 200],
    previousOi: [300, 400, 0],
    previousClose: [120, 350, 800],
    volume: [30, 60, 30],
  }),
};

const xyz = underlyingScreenRow({
  symbol: 'XYZ',
  kind: 'stock',
  spot: 102,
  previousClose: 100,
  lotSize: 500,
  expiry,
  daysToExpiry: 31,
  atmVolHistory: [0.1, 0.2, 0.3, Number.NaN],
  atmVolNow: 0.25,
});

describe('option screen fields on a three-strike chain', () => {
  it('computes each underlying field as worked out by hand', () => {
    const n = (field: string) => optionRowNumber(xyz, field);
    expect(n('spot')).toBe(102);
    expect(n('spot_change_pct')).toBeCloseTo(2, 10);
    // ATM = the strike nearest 102 (100): (20 % + 21 %) / 2.
    expect(n('iv')).toBeCloseTo(20.5, 10);
    // Window 0.1, 0.2, 0.3 and today's 0.25 (NaN skipped): (0.25 − 0.1) / (0.3 − 0.1) = 75; 2 of 4 below.
    expect(n('iv_rank')).toBeCloseTo(75, 10);
    expect(n('iv_percentile')).toBeCloseTo(50, 10);
    // Put OI 500 + 400 + 200 = 1100 over call OI 100 + 300 + 600 = 1000; volumes 120 / 100.
    expect(n('pcr')).toBeCloseTo(1.1, 10);
    expect(n('pcr_volume')).toBeCloseTo(1.2, 10);
    // Writers pay 4000 at 95 (puts 5·400 + 10·200), 1500 at 100 (calls 5·100, puts 5·200), 2500 at 105.
    expect(n('max_pain')).toBe(100);
    expect(n('max_pain_distance')).toBeCloseTo(((100 - 102) / 102) * 100, 10);
    expect([n('call_oi'), n('put_oi')]).toEqual([1000, 1100]);
    // Calls 1000 − (100 + 200 + 400); puts 1100 − (300 + 400 + 0).
    expect([n('call_oi_change'), n('put_oi_change'), n('oi_change')]).toEqual([300, 400, 700]);
    expect(n('forward_basis')).toBeCloseTo(0.5, 10);
    // Straddle at 100: ₹4 + ₹3.
    expect(n('straddle')).toBeCloseTo(7, 10);
    expect(n('expected_move')).toBeCloseTo((7 / 102) * 100, 10);
    expect([n('days_to_expiry'), n('lot_size')]).toEqual([31, 500]);
  });

  it('computes each contract field, and a contract reads its underlying’s', () => {
    const rows = contractScreenRows(xyz, expiry);
    expect(rows.map((r) => `${r.contract?.strike}${r.contract?.side}`)).toEqual([
      '95CE',
      '95PE',
      '100CE',
      '100PE',
      '105CE',
      '105PE',
    ]);
    const [, put95, , , call105, put105] = rows;
    const n = (row: typeof put95, field: string) => (row ? optionRowNumber(row, field) : Number.NaN);
    expect(n(call105, 'ltp')).toBeCloseTo(1.5, 10);
    expect(n(call105, 'ltp_change_pct')).toBeCloseTo(50, 10);
    expect(n(call105, 'contract_iv')).toBeCloseTo(19, 10);
    expect(n(call105, 'delta')).toBe(0.3);
    expect(n(call105, 'oi')).toBe(600);
    expect(n(call105, 'contract_oi_change')).toBe(200);
    expect(n(call105, 'oi_change_pct')).toBeCloseTo(50, 10);
    expect(n(call105, 'volume')).toBe(40);
    // A call 3 points above 102 is 2.94 % out of the money; a put at 95 is 6.86 % out of it.
    expect(n(call105, 'moneyness')).toBeCloseTo((3 / 102) * 100, 10);
    expect(n(put95, 'moneyness')).toBeCloseTo((7 / 102) * 100, 10);
    expect(n(put105, 'moneyness')).toBeCloseTo((-3 / 102) * 100, 10);
    // No IV fits the 105 put; it had no OI yesterday, so its OI change % is unknown.
    expect(n(put105, 'contract_iv')).toBeNaN();
    expect(n(put105, 'oi_change_pct')).toBeNaN();
    expect(n(put105, 'pcr')).toBeCloseTo(1.1, 10);
  });

  it('reads the chain at strikes counted from the ATM strike, on underlyings and their contracts', () => {
    const universe = new OptionScreenUniverse([xyz, ...contractScreenRows(xyz, expiry)]);
    const at = (row: number, key: string) => universe.number(row, key);
    // ATM is 100 (index 1): one strike up is 105, one down 95.
    expect(at(0, 'call_oi_at(1)')).toBe(600);
    expect(at(0, 'put_oi_at(-1)')).toBe(500);
    expect(at(0, 'call_iv_at(0)')).toBeCloseTo(20, 10);
    expect(at(0, 'put_iv_at(-1)')).toBeCloseTo(24, 10);
    // No IV fits the 105 put; there is no strike two above 105.
    expect(at(0, 'put_iv_at(1)')).toBeNaN();
    expect(at(0, 'call_oi_at(2)')).toBeNaN();
    // A contract row reads its underlying's chain.
    expect(at(3, 'put_oi_at(-1)')).toBe(500);
    const skew = runScreen(
      compileScreen('put_iv_at(-1) - call_iv_at(1) > 4', { catalogue: optionScreenCatalogue('underlyings') }),
      universe,
    );
    // 24 − 19 = 5 on every row of XYZ (the underlying and its six contracts).
    expect(skew.matches.length).toBe(7);
    expect(skew.columns.map((c) => c.key)).toEqual(['(put_iv_at(-1) - call_iv_at(1))']);
    expect(skew.columns[0]?.values[0]).toBeCloseTo(5, 10);
  });

  it('screens underlyings and contracts in the one language, sorted by a field', () => {
    const other = underlyingScreenRow({
      symbol: 'ABC',
      kind: 'index',
      spot: 104,
      previousClose: 104,
      lotSize: 75,
      expiry,
      daysToExpiry: 31,
      atmVolHistory: [0.3, 0.4],
      atmVolNow: 0.3,
    });
    const underlyings = new OptionScreenUniverse([xyz, other]);
    const rich = runScreen(
      compileScreen('iv_rank > 70 and pcr > 1 and kind = "stock"', {
        catalogue: optionScreenCatalogue('underlyings'),
      }),
      underlyings,
    );
    expect(rich.symbols).toEqual(['XYZ']);
    expect(rich.columns.map((c) => c.key)).toEqual(['iv_rank', 'pcr']);
    const contracts = new OptionScreenUniverse([
      ...contractScreenRows(xyz, expiry),
      ...contractScreenRows(other, expiry),
    ]);
    const otm = runScreen(
      compileScreen('moneyness > 0 and oi > 150 and iv_rank >= 0', {
        catalogue: optionScreenCatalogue('contracts'),
      }),
      contracts,
    );
    // Out of the money with OI over 150 — XYZ (spot 102) and ABC (104) alike: 95 PE, 100 PE, 105 CE.
    const described = sortOptionMatches(contracts, otm.matches, { field: 'oi', direction: 'desc' }).map(
      (i) =>
        `${contracts.rows[i]?.symbol} ${contracts.rows[i]?.contract?.strike}${contracts.rows[i]?.contract?.side}`,
    );
    expect(described).toEqual(['ABC 105CE', 'XYZ 105CE', 'ABC 95PE', 'XYZ 95PE', 'ABC 100PE', 'XYZ 100PE']);
  });
});
