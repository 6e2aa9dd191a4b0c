import type { BarDto, LiveQuoteDto } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { type LiveBarChart, liveBarFrom } from './live-bar';

const OPEN = 1_795_405_500; // 09:15 IST, epoch seconds
const quote = (ltp: number, seconds: number, extra: Partial<LiveQuoteDto> = {}): LiveQuoteDto => ({
  symbol: 'RELIANCE',
  ltp,
  change: 0,
  changePct: 0,
  open: 100,
  high: 105,
  low: 99,
  prevClose: 100,
  volume: 5000,
  time: seconds * 1000,
  ...extra,
});
const bar = (time: number | string, close: number): BarDto => ({
  time,
  open: 100,
  high: Math.max(100, close),
  low: Math.min(100, close),
  close,
  volume: 10,
});

describe('the live last bar', () => {
  const minuteChart: LiveBarChart = {
    interval: '1m',
    intraday: true,
    lastBarLive: true,
    bars: [bar(OPEN, 101), bar(OPEN + 60, 102)],
  };

  it('stretches the current minute to the LTP, keeping its open and volume', () => {
    expect(liveBarFrom(minuteChart, quote(103.5, OPEN + 90))).toEqual({
      time: OPEN + 60,
      open: 100,
      high: 103.5,
      low: 100,
      close: 103.5,
      volume: 10,
    });
  });

  it('opens a new minute bar when the quote is from a later minute', () => {
    expect(liveBarFrom(minuteChart, quote(99.5, OPEN + 185))).toEqual({
      time: OPEN + 180,
      open: 99.5,
      high: 99.5,
      low: 99.5,
      close: 99.5,
      volume: 0,
    });
  });

  it('keeps a new minute’s range across quotes until the chart data catches up', () => {
    const opened = liveBarFrom(minuteChart, quote(99.5, OPEN + 185));
    const next = liveBarFrom(minuteChart, quote(100.25, OPEN + 190), opened);
    expect(next).toEqual({ time: OPEN + 180, open: 99.5, high: 100.25, low: 99.5, close: 100.25, volume: 0 });
  });

  it('ignores a quote older than the last bar, and a chart that ends in the past', () => {
    expect(liveBarFrom(minuteChart, quote(101, OPEN))).toBeNull();
    expect(liveBarFrom({ ...minuteChart, lastBarLive: false }, quote(101, OPEN + 90))).toBeNull();
  });

  it('replaces a daily bar with the session’s open, high, low, LTP and volume', () => {
    const daily: LiveBarChart = {
      interval: '1d',
      intraday: false,
      lastBarLive: true,
      bars: [bar('2026-11-23', 101)],
    };
    expect(liveBarFrom(daily, quote(104, OPEN + 600))).toEqual({
      time: '2026-11-23',
      open: 100,
      high: 105,
      low: 99,
      close: 104,
      volume: 5000,
    });
  });

  it('stretches a weekly bar to the LTP without touching its volume', () => {
    const weekly: LiveBarChart = {
      interval: '1w',
      intraday: false,
      lastBarLive: true,
      bars: [bar('2026-11-23', 101)],
    };
    expect(liveBarFrom(weekly, quote(97, OPEN + 600))).toMatchObject({ low: 97, close: 97, volume: 10 });
  });
});
