import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { atr } from './average-true-range';
import { bollingerBands } from './bollinger-bands';
import { macd } from './macd';
import { ema, sma } from './moving-averages';
import { rsi } from './rsi';
import { supertrend } from './supertrend';
import { hasReference, maxRelativeDiff, referenceDir } from './test-support';

// Stock.Indicators (.NET) "standard" baselines on SPY daily bars 2017-2018 (502 bars). Their
// warm-up lengths match ours for every indicator here, so whole series are compared. Their
// values are doubles computed from decimal quotes, so agreement is to rounding, not bit-exact.
const folder = 'stock_indicators_baselines';
const quotesFile = `${folder}/default_quotes_SPY_2017-2018.csv`;
const TOLERANCE = 1e-9;

type BaselineRow = Record<string, number | string | null>;

function loadQuotes(): { high: Float64Array; low: Float64Array; close: Float64Array } {
  const lines = readFileSync(resolve(referenceDir, quotesFile), 'utf8').trim().split('\n').slice(1);
  const high = new Float64Array(lines.length);
  const low = new Float64Array(lines.length);
  const close = new Float64Array(lines.length);
  lines.forEach((line, i) => {
    const [, , h, l, c] = line.split(',');
    high[i] = Number(h);
    low[i] = Number(l);
    close[i] = Number(c);
  });
  return { high, low, close };
}

function baseline(name: string, key: string): (number | null)[] {
  const rows = JSON.parse(
    readFileSync(resolve(referenceDir, `${folder}/${name}.standard.json`), 'utf8'),
  ) as BaselineRow[];
  return rows.map((row) => {
    const value = row[key];
    return typeof value === 'number' ? value : null;
  });
}

describe.skipIf(!hasReference(quotesFile))('Stock.Indicators baselines on SPY 2017-2018', () => {
  const q = hasReference(quotesFile) ? loadQuotes() : { high: [], low: [], close: [] };

  it('SMA(20)', () => {
    expect(maxRelativeDiff(sma(q.close, 20), baseline('sma', 'sma'))).toBeLessThanOrEqual(TOLERANCE);
  });
  it('EMA(20)', () => {
    expect(maxRelativeDiff(ema(q.close, 20), baseline('ema', 'ema'))).toBeLessThanOrEqual(TOLERANCE);
  });
  it('RSI(14), unrounded', () => {
    expect(maxRelativeDiff(rsi(q.close, 14), baseline('rsi', 'rsi'))).toBeLessThanOrEqual(TOLERANCE);
  });
  it('MACD(12,26,9)', () => {
    const ours = macd(q.close);
    expect(maxRelativeDiff(ours.macd, baseline('macd', 'macd'))).toBeLessThanOrEqual(TOLERANCE);
    expect(maxRelativeDiff(ours.signal, baseline('macd', 'signal'))).toBeLessThanOrEqual(TOLERANCE);
    expect(maxRelativeDiff(ours.histogram, baseline('macd', 'histogram'))).toBeLessThanOrEqual(TOLERANCE);
  });
  it('Bollinger(20, 2) with %B', () => {
    const ours = bollingerBands(q.close, 20, 2);
    expect(maxRelativeDiff(ours.middle, baseline('bb', 'sma'))).toBeLessThanOrEqual(TOLERANCE);
    expect(maxRelativeDiff(ours.upper, baseline('bb', 'upperBand'))).toBeLessThanOrEqual(TOLERANCE);
    expect(maxRelativeDiff(ours.lower, baseline('bb', 'lowerBand'))).toBeLessThanOrEqual(TOLERANCE);
    expect(maxRelativeDiff(ours.pb, baseline('bb', 'percentB'))).toBeLessThanOrEqual(TOLERANCE);
  });
  it('ATR(14)', () => {
    expect(maxRelativeDiff(atr(q.high, q.low, q.close, 14), baseline('atr', 'atr'))).toBeLessThanOrEqual(
      TOLERANCE,
    );
  });
  it('Supertrend(10, 3), including which band is active', () => {
    const ours = supertrend(q.high, q.low, q.close, 10, 3);
    expect(maxRelativeDiff(ours.supertrend, baseline('supertrend', 'superTrend'))).toBeLessThanOrEqual(
      TOLERANCE,
    );
    expect(maxRelativeDiff(ours.upperBand, baseline('supertrend', 'upperBand'))).toBeLessThanOrEqual(
      TOLERANCE,
    );
    expect(maxRelativeDiff(ours.lowerBand, baseline('supertrend', 'lowerBand'))).toBeLessThanOrEqual(
      TOLERANCE,
    );
  });
});
