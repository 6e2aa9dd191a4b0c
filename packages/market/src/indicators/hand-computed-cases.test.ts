import { describe, expect, it } from 'vitest';
import { atr, trueRange } from './average-true-range';
import { bollingerBands } from './bollinger-bands';
import { macd } from './macd';
import { ema, sma } from './moving-averages';
import { rsi } from './rsi';
import { supertrend } from './supertrend';
import { vwap } from './vwap';

const constant = new Float64Array(30).fill(50);
const allNaN = (a: Float64Array) => a.every((v) => Number.isNaN(v));

describe('indicators on cases checkable by hand', () => {
  it('a constant series gives the constant, zero spread, zero MACD, and RSI 100 (no losses)', () => {
    expect(Array.from(sma(constant, 5).slice(4))).toEqual(new Array(26).fill(50));
    expect(Array.from(ema(constant, 5).slice(4))).toEqual(new Array(26).fill(50));
    const bands = bollingerBands(constant, 5, 2);
    expect(bands.upper[10]).toBe(50);
    expect(bands.lower[10]).toBe(50);
    expect(bands.pb[10]).toBeNaN(); // 0/0: the bands have collapsed
    expect(macd(constant, { fastPeriod: 3, slowPeriod: 5, signalPeriod: 2 }).histogram[29]).toBe(0);
    expect(rsi(constant, 14)[29]).toBe(100);
    expect(atr(constant, constant, constant, 5)[29]).toBe(0);
  });

  it('period 1 reproduces the input', () => {
    const values = [3, 1, 4, 1, 5];
    expect(Array.from(sma(values, 1))).toEqual(values);
    expect(Array.from(ema(values, 1))).toEqual(values);
  });

  it('computes small windows exactly', () => {
    expect(Array.from(sma([1, 2, 3, 4, 5], 3))).toEqual([Number.NaN, Number.NaN, 2, 3, 4]);
    // EMA(3): seed (1+2+3)/3 = 2, then (4−2)·0.5+2 = 3, then (5−3)·0.5+3 = 4.
    expect(Array.from(ema([1, 2, 3, 4, 5], 3))).toEqual([Number.NaN, Number.NaN, 2, 3, 4]);
    // Population SD of 1,2,3 is sqrt(2/3).
    expect(bollingerBands([1, 2, 3], 3, 1).upper[2]).toBeCloseTo(2 + Math.sqrt(2 / 3), 14);
    // RSI(2) of 1,2,1: avg gain 0.5, avg loss 0.5 → 50.
    expect(rsi([1, 2, 1], 2)[2]).toBe(50);
    // True range takes the gap from the previous close: max(1, |12−8|, |11−8|) = 4.
    expect(Array.from(trueRange([10, 12], [9, 11], [8, 11.5]))).toEqual([Number.NaN, 4]);
  });

  it('input shorter than the period gives all NaN and no exception', () => {
    const short = [1, 2, 3];
    expect(allNaN(sma(short, 5))).toBe(true);
    expect(allNaN(ema(short, 5))).toBe(true);
    expect(allNaN(rsi(short, 3))).toBe(true);
    expect(allNaN(bollingerBands(short, 5).middle)).toBe(true);
    expect(allNaN(macd(short).signal)).toBe(true);
    expect(allNaN(atr(short, short, short, 3))).toBe(true);
    expect(allNaN(supertrend(short, short, short, 3).supertrend)).toBe(true);
    expect(sma([], 3).length).toBe(0);
    expect(vwap([], [], [], []).length).toBe(0);
  });

  it('refuses a period that is not a positive integer', () => {
    expect(() => sma([1, 2], 0)).toThrow(RangeError);
    expect(() => ema([1, 2], 2.5)).toThrow(RangeError);
  });

  it('VWAP restarts at each session start', () => {
    const price = [10, 20, 30, 40];
    const volume = [1, 3, 1, 1];
    expect(Array.from(vwap(price, price, price, volume))).toEqual([10, 17.5, 20, 23.333333333333332]);
    expect(Array.from(vwap(price, price, price, volume, [0, 2]))).toEqual([10, 17.5, 30, 35]);
    // Zero volume so far has no average price.
    expect(vwap([5], [5], [5], [0])[0]).toBeNaN();
  });

  it('Supertrend flips to the upper band when the close falls through the lower band', () => {
    // Flat bars of range 2 (ATR 2), then a collapse: lower band 100 − 3·2 = 94 is broken.
    const high = [101, 101, 101, 101, 91];
    const low = [99, 99, 99, 99, 89];
    const close = [100, 100, 100, 100, 90];
    const result = supertrend(high, low, close, 2, 3);
    expect(result.lowerBand[2]).toBe(94);
    expect(result.supertrend[3]).toBe(94);
    expect(result.upperBand[4]).toBeGreaterThan(90);
    expect(result.lowerBand[4]).toBeNaN();
  });
});
