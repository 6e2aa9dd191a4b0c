import { describe, expect, it } from 'vitest';
import { compileScreen } from './compile-screen';
import { runScreen } from './run-screen';
import { barsFromCloses, ramp, tableUniverse } from './test-support';

// UP: 100, 101 … 129; DOWN: 200, 199 … 171; FLAT: 50 throughout. 30 bars each.
const universe = tableUniverse([
  {
    symbol: 'UP',
    daily: barsFromCloses(ramp(30, 100, 1)),
    numbers: { market_cap: 6000, roe: 20, pe: 18 },
    texts: { sector: 'IT', industry: 'Software' },
    indices: ['NIFTY 50', 'NIFTY IT'],
  },
  {
    symbol: 'DOWN',
    daily: barsFromCloses(ramp(30, 200, -1)),
    numbers: { market_cap: 6000, roe: 10, pe: 40 },
    texts: { sector: 'IT', industry: 'Services' },
    indices: ['NIFTY 50'],
  },
  {
    symbol: 'FLAT',
    daily: barsFromCloses(new Array(30).fill(50)),
    numbers: { market_cap: 10000, roe: 25 },
    texts: { sector: 'Banks' },
  },
]);

const symbols = (source: string) => runScreen(compileScreen(source), universe).symbols;

describe('runScreen on a three-symbol universe', () => {
  it.each([
    // SMA(5) at the last bar: UP (125..129)/5 = 127 < 129; DOWN 173 > 171; FLAT 50 = 50.
    ['close > sma(close, 5)', ['UP']],
    ['close < sma(close, 5)', ['DOWN']],
    ['close = sma(close, 5)', ['FLAT']],
    ['close >= sma(close, 5)', ['UP', 'FLAT']],
    // RSI: only gains → 100, only losses → 0, no change → 100 (no losses).
    ['rsi(14) < 30', ['DOWN']],
    ['rsi(14) = 100', ['UP', 'FLAT']],
    ['rsi() = rsi(14)', ['UP', 'DOWN', 'FLAT']],
    // Fundamentals and text fields.
    ['market_cap > 5000 and roe > 15', ['UP', 'FLAT']],
    ['pe < 20', ['UP']],
    ['sector = "IT"', ['UP', 'DOWN']],
    ['sector != "IT"', ['FLAT']],
    ['industry = "Software" or symbol = "FLAT"', ['UP', 'FLAT']],
    ['in_index("NIFTY 50") and not in_index("NIFTY IT")', ['DOWN']],
    // change_pct of UP: 129/128 − 1 = 0.78125 %; DOWN: 171/172 − 1 < 0.
    ['change_pct > 0.78 and change_pct < 0.79', ['UP']],
    ['abs(change_pct) > 0.5', ['UP', 'DOWN']],
    // Arithmetic: highest(high, 30) of UP is 129 + 1; lowest(low, 30) of DOWN is 171 − 1.
    ['highest(high, 30) - close = 1', ['UP', 'FLAT']],
    ['(close - lowest(low, 30)) * 2 = 2', ['DOWN', 'FLAT']],
    ['max(open, close) - min(open, close) = 1', ['UP', 'DOWN']],
    ['-close < -100', ['UP', 'DOWN']],
    ['close > sma(close, 200) or sector = "Banks"', ['FLAT']],
  ])('%s matches %j', (source, expected) => {
    expect(symbols(source)).toEqual(expected);
  });

  it('reports the numeric operands of each comparison as result columns, per match', () => {
    const result = runScreen(
      compileScreen('close > sma(close, 5) and rsi(14) > 50 and market_cap > 5000'),
      universe,
    );
    expect(result.matches).toEqual(Int32Array.from([0]));
    expect(result.columns.map((column) => column.key)).toEqual([
      'close',
      'sma(close, 5)',
      'rsi(14)',
      'market_cap',
    ]);
    expect(result.columns.map((column) => Array.from(column.values))).toEqual([[129], [127], [100], [6000]]);
  });

  it('uses adjusted prices: a 2:1 split before bar 15 leaves an adjusted close of 100 throughout', () => {
    const printed = [...new Array(15).fill(200), ...new Array(15).fill(100)];
    const adjFactor = [...new Array(15).fill(0.5), ...new Array(15).fill(1)];
    const split = tableUniverse([{ symbol: 'SPLIT', daily: barsFromCloses(printed, { adjFactor }) }]);
    expect(
      runScreen(compileScreen('close = sma(close, 20) and highest(close, 30) = 100'), split).symbols,
    ).toEqual(['SPLIT']);
    expect(runScreen(compileScreen('close[20] = 100'), split).symbols).toEqual(['SPLIT']);
  });

  it('compares volume with its average: volume is printed shares', () => {
    const volume = [...new Array(29).fill(1000), 5000];
    const spike = tableUniverse([{ symbol: 'VOL', daily: barsFromCloses(ramp(30, 10, 0), { volume }) }]);
    // avg_volume(5) = (4 × 1000 + 5000) / 5 = 1800.
    expect(
      runScreen(compileScreen('volume > 2.5 * avg_volume(5) and avg_volume(5) = 1800'), spike).symbols,
    ).toEqual(['VOL']);
  });
});
