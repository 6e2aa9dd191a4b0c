import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { atr } from './average-true-range';
import { bollingerBands } from './bollinger-bands';
import { macd } from './macd';
import { ema, sma } from './moving-averages';
import { rsi } from './rsi';
import {
  alignRight,
  hasReference,
  maxRelativeDiff,
  referenceDir,
  roundLikeTechnicalIndicators,
} from './test-support';
import { vwap } from './vwap';

type Row = Record<string, number | null>;
interface Vector {
  indicator: string;
  params: Record<string, number | boolean>;
  input: Record<string, number[]>;
  expected: (number | Row)[];
}

const file = 'technicalindicators_test_vectors.json';
const vectors: Vector[] = hasReference(file)
  ? (JSON.parse(readFileSync(resolve(referenceDir, file), 'utf8')) as { vectors: Vector[] }).vectors
  : [];

function numbers(v: Vector, key: string): number[] {
  const values = v.input[key];
  if (!values) throw new Error(`${v.indicator}: missing input ${key}`);
  return values;
}
function param(v: Vector, key: string): number {
  const value = v.params[key];
  if (typeof value !== 'number') throw new Error(`${v.indicator}: missing param ${key}`);
  return value;
}
function scalars(v: Vector): number[] {
  return v.expected.map((e) => (typeof e === 'number' ? e : Number.NaN));
}
function field(v: Vector, key: string): (number | null)[] {
  return v.expected.map((e) => (typeof e === 'number' ? e : (e[key] ?? null)));
}
function of(name: string): Vector[] {
  return vectors.filter((v) => v.indicator === name);
}

describe.skipIf(!hasReference(file))('technicalindicators published test vectors', () => {
  it('SMA', () => {
    for (const v of of('SMA')) {
      const values = numbers(v, 'values');
      const expected = alignRight(scalars(v), values.length);
      expect(maxRelativeDiff(sma(values, param(v, 'period')), expected)).toBeLessThanOrEqual(1e-9);
    }
  });
  it('EMA', () => {
    for (const v of of('EMA')) {
      const values = numbers(v, 'values');
      const expected = alignRight(scalars(v), values.length);
      expect(maxRelativeDiff(ema(values, param(v, 'period')), expected)).toBeLessThanOrEqual(1e-9);
    }
  });
  it('RSI (rounded to 2 decimals as the library does), including the no-loss edge case', () => {
    expect(of('RSI').length).toBe(2);
    for (const v of of('RSI')) {
      const values = numbers(v, 'values');
      const expected = alignRight(scalars(v), values.length);
      const ours = roundLikeTechnicalIndicators(rsi(values, param(v, 'period')));
      expect(maxRelativeDiff(ours, expected)).toBe(0);
    }
  });
  it('MACD 5/8/3 with EMA oscillator and EMA signal', () => {
    for (const v of of('MACD')) {
      const values = numbers(v, 'values');
      const result = macd(values, {
        fastPeriod: param(v, 'fastPeriod'),
        slowPeriod: param(v, 'slowPeriod'),
        signalPeriod: param(v, 'signalPeriod'),
        oscillatorMa: v.params.SimpleMAOscillator ? 'sma' : 'ema',
        signalMa: v.params.SimpleMASignal ? 'sma' : 'ema',
      });
      const n = values.length;
      expect(maxRelativeDiff(result.macd, alignRight(field(v, 'MACD'), n))).toBeLessThanOrEqual(1e-9);
      expect(maxRelativeDiff(result.signal, alignRight(field(v, 'signal'), n))).toBeLessThanOrEqual(1e-9);
      expect(maxRelativeDiff(result.histogram, alignRight(field(v, 'histogram'), n))).toBeLessThanOrEqual(
        1e-9,
      );
    }
  });
  it('Bollinger bands with %B', () => {
    for (const v of of('BollingerBands')) {
      const values = numbers(v, 'values');
      const n = values.length;
      const result = bollingerBands(values, param(v, 'period'), param(v, 'stdDev'));
      for (const key of ['middle', 'upper', 'lower', 'pb'] as const) {
        expect(maxRelativeDiff(result[key], alignRight(field(v, key), n))).toBeLessThanOrEqual(1e-9);
      }
    }
  });
  it('ATR', () => {
    for (const v of of('ATR')) {
      const high = numbers(v, 'high');
      const expected = alignRight(scalars(v), high.length);
      const ours = atr(high, numbers(v, 'low'), numbers(v, 'close'), param(v, 'period'));
      expect(maxRelativeDiff(ours, expected)).toBeLessThanOrEqual(1e-9);
    }
  });
  it('VWAP (the library test compares after toFixed(2))', () => {
    for (const v of of('VWAP')) {
      const high = numbers(v, 'high');
      const expected = alignRight(scalars(v), high.length);
      const ours = vwap(high, numbers(v, 'low'), numbers(v, 'close'), numbers(v, 'volume'));
      expect(maxRelativeDiff(roundLikeTechnicalIndicators(ours), expected)).toBe(0);
    }
  });
});
