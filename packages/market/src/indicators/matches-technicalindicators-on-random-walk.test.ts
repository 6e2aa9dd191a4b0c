import { ATR, BollingerBands, EMA, MACD, RSI, SMA, VWAP } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { atr } from './average-true-range';
import { bollingerBands } from './bollinger-bands';
import { macd } from './macd';
import { ema, sma } from './moving-averages';
import { rsi } from './rsi';
import { randomWalkOhlcv } from './synthetic-ohlcv';
import { alignRight, maxRelativeDiff, roundLikeTechnicalIndicators } from './test-support';
import { vwap } from './vwap';

// 2,500 daily bars (about ten years): long enough for rolling-sum drift to show if it existed.
const bars = randomWalkOhlcv(2500, 20261122);
const n = bars.close.length;
const values = Array.from(bars.close);
const high = Array.from(bars.high);
const low = Array.from(bars.low);
const close = values;
const volume = Array.from(bars.volume);
const TOLERANCE = 1e-9;

describe('side by side with technicalindicators 3.1.0 on a seeded 2,500-bar random walk', () => {
  it.each([1, 2, 5, 20, 50, 200])('SMA(%i)', (period) => {
    const theirs = alignRight(SMA.calculate({ period, values }), n);
    expect(maxRelativeDiff(sma(bars.close, period), theirs)).toBeLessThanOrEqual(TOLERANCE);
  });
  it.each([1, 2, 9, 20, 50, 200])('EMA(%i)', (period) => {
    const theirs = alignRight(EMA.calculate({ period, values }), n);
    expect(maxRelativeDiff(ema(bars.close, period), theirs)).toBeLessThanOrEqual(TOLERANCE);
  });
  it.each([2, 14, 30])('RSI(%i) after the same 2-decimal rounding', (period) => {
    const theirs = alignRight(RSI.calculate({ period, values }), n);
    expect(maxRelativeDiff(roundLikeTechnicalIndicators(rsi(bars.close, period)), theirs)).toBe(0);
  });
  it.each([
    [false, false],
    [true, true],
    [false, true],
  ])('MACD(12,26,9) SimpleMAOscillator=%s SimpleMASignal=%s', (simpleOsc, simpleSignal) => {
    const theirs = MACD.calculate({
      values,
      fastPeriod: 12,
      slowPeriod: 26,
      signalPeriod: 9,
      SimpleMAOscillator: simpleOsc,
      SimpleMASignal: simpleSignal,
    });
    const ours = macd(bars.close, {
      oscillatorMa: simpleOsc ? 'sma' : 'ema',
      signalMa: simpleSignal ? 'sma' : 'ema',
    });
    expect(
      maxRelativeDiff(
        ours.macd,
        alignRight(
          theirs.map((r) => r.MACD),
          n,
        ),
      ),
    ).toBeLessThanOrEqual(TOLERANCE);
    expect(
      maxRelativeDiff(
        ours.signal,
        alignRight(
          theirs.map((r) => r.signal),
          n,
        ),
      ),
    ).toBeLessThanOrEqual(TOLERANCE);
    expect(
      maxRelativeDiff(
        ours.histogram,
        alignRight(
          theirs.map((r) => r.histogram),
          n,
        ),
      ),
    ).toBeLessThanOrEqual(TOLERANCE);
  });
  it.each([
    [20, 2],
    [10, 1.5],
    [50, 2.5],
  ])('Bollinger(%i, %f)', (period, stdDev) => {
    const theirs = BollingerBands.calculate({ period, stdDev, values });
    const ours = bollingerBands(bars.close, period, stdDev);
    for (const key of ['middle', 'upper', 'lower', 'pb'] as const) {
      expect(
        maxRelativeDiff(
          ours[key],
          alignRight(
            theirs.map((r) => r[key]),
            n,
          ),
        ),
      ).toBeLessThanOrEqual(TOLERANCE);
    }
  });
  it.each([1, 14, 50])('ATR(%i)', (period) => {
    const theirs = alignRight(ATR.calculate({ period, high, low, close }), n);
    expect(maxRelativeDiff(atr(bars.high, bars.low, bars.close, period), theirs)).toBeLessThanOrEqual(
      TOLERANCE,
    );
  });
  it('VWAP (cumulative)', () => {
    const theirs = alignRight(VWAP.calculate({ high, low, close, volume }), n);
    expect(maxRelativeDiff(vwap(bars.high, bars.low, bars.close, bars.volume), theirs)).toBeLessThanOrEqual(
      TOLERANCE,
    );
  });
});
