import { describe, expect, it } from 'vitest';
import { MarketState } from '../market-state/market-state';
import { generateDailyHistory } from '../simulator/daily-history';
import { universe, weekdays } from '../simulator/test-support';
import { type IsoDate, isoDate } from '../units';
import { type SessionDayBar, SessionPlayer } from './session-player';

// A played day must end exactly on the day bar it was planned from (the bhavcopy's OHLC and
// volume), whether it was played second by second or caught up in one call, and move the index.
const dates = weekdays('2024-01-01', 300);
const instruments = universe(30, 3);
const history = generateDailyHistory({
  seed: 'player',
  dates,
  instruments,
  indices: [{ symbol: 'SIM INDEX', constituents: instruments.slice(0, 20).map((i) => i.symbol) }],
});
const last = dates.length - 1;
const today = dates[last] as IsoDate;
const OPEN_MS = Date.parse(`${today}T03:45:00Z`);

function freshState(): MarketState {
  const n = last;
  const symbols = instruments.map((spec) => {
    const s = history.series.get(spec.symbol);
    if (!s) throw new Error(spec.symbol);
    return {
      meta: { symbol: spec.symbol, sector: spec.sector, isIndex: false, sharesOutstanding: 1e7 },
      open: s.open.subarray(0, n),
      high: s.high.subarray(0, n),
      low: s.low.subarray(0, n),
      close: s.close.subarray(0, n),
      volume: s.volume.subarray(0, n),
    };
  });
  const index = history.indices.get('SIM INDEX');
  if (!index) throw new Error('index');
  const hundredths = (p: Float64Array) => Int32Array.from(p.subarray(0, n), (x) => Math.round(x * 100));
  symbols.push({
    meta: { symbol: 'SIM INDEX', sector: 'INDEX', isIndex: true, sharesOutstanding: 0 },
    open: hundredths(index.open),
    high: hundredths(index.high),
    low: hundredths(index.low),
    close: hundredths(index.close),
    volume: new Float64Array(n),
  });
  return new MarketState({ dates: dates.slice(0, n), symbols, sessionDate: today });
}

function todaysBars(): Map<string, SessionDayBar> {
  const bars = new Map<string, SessionDayBar>();
  for (const [symbol, s] of history.series) {
    bars.set(symbol, {
      open: s.open[last] ?? 0,
      high: s.high[last] ?? 0,
      low: s.low[last] ?? 0,
      close: s.close[last] ?? 0,
      volume: s.volume[last] ?? 0,
    });
  }
  return bars;
}

function player(state: MarketState): SessionPlayer {
  const p = new SessionPlayer({
    state,
    seed: 'player',
    indices: [
      {
        symbol: 'SIM INDEX',
        constituents: instruments.slice(0, 20).map((i) => i.symbol),
        freeFloatShares: () => 1e7,
      },
    ],
  });
  p.openDay(today, OPEN_MS, todaysBars());
  return p;
}

describe('a played session', () => {
  it('ends on every bar exactly when played second by second through the close', () => {
    const state = freshState();
    const p = player(state);
    const bars = todaysBars();
    for (let t = OPEN_MS; t <= OPEN_MS + 22_500_000; t += 7_000) p.advanceTo(t);
    p.advanceTo(OPEN_MS + 22_500_000);
    expect(p.secondsPlayed).toBe(22_500);
    for (const [symbol, bar] of bars) {
      const q = state.quote(state.idOf(symbol) ?? -1);
      expect([q.open, q.high, q.low, q.ltp, q.volume]).toEqual([
        bar.open,
        bar.high,
        bar.low,
        bar.close,
        bar.volume,
      ]);
    }
  });

  it('gives the same quotes when a late start catches up in one call', () => {
    const stepped = freshState();
    const caught = freshState();
    const a = player(stepped);
    const b = player(caught);
    const at = OPEN_MS + 3 * 3_600_000 + 17_000;
    for (let t = OPEN_MS; t <= at; t += 1_000) a.advanceTo(t);
    b.advanceTo(at);
    for (const spec of instruments) {
      const qa = stepped.quote(stepped.idOf(spec.symbol) ?? -1);
      const qb = caught.quote(caught.idOf(spec.symbol) ?? -1);
      expect([qb.ltp, qb.high, qb.low, qb.volume]).toEqual([qa.ltp, qa.high, qa.low, qa.volume]);
    }
    const minute = b.minuteBars(instruments[0]?.symbol ?? '');
    expect(minute?.count).toBe(181);
  });

  it('moves the index with its constituents and records its minute bars', () => {
    const state = freshState();
    const p = player(state);
    const changed = p.advanceTo(OPEN_MS + 3_600_000);
    const id = state.idOf('SIM INDEX') ?? -1;
    expect(changed).toContain(id);
    const q = state.quote(id);
    expect(q.ltp).toBeGreaterThan(0);
    expect(q.ltp).not.toBe(q.prevClose);
    const bars = p.minuteBars('SIM INDEX');
    expect(bars?.count).toBe(61);
    expect(bars?.close[60]).toBe(q.ltp);
    for (let m = 0; m < (bars?.count ?? 0); m++) {
      expect(bars?.low[m] ?? 0).toBeLessThanOrEqual(bars?.high[m] ?? 0);
    }
  });

  it('rolls the state to the next day and refuses to go back', () => {
    const state = freshState();
    const p = player(state);
    p.advanceTo(OPEN_MS + 22_500_000);
    const next = isoDate('2099-01-01');
    p.openDay(next, OPEN_MS + 86_400_000, new Map());
    expect(state.sessionDate).toBe(next);
    expect(() => p.openDay(today, OPEN_MS, new Map())).toThrow(RangeError);
  });
});

describe('a split going ex on the next session', () => {
  it('restates the previous close and history in the new terms and doubles the shares', () => {
    const state = freshState();
    const p = player(state);
    p.advanceTo(OPEN_MS + 22_500_000);
    const symbol = instruments[3]?.symbol ?? '';
    const id = state.idOf(symbol) ?? -1;
    const close = state.quote(id).ltp;
    const high52 = state.referenceLevels(id).high52;
    p.openDay(
      isoDate('2099-01-01'),
      OPEN_MS + 86_400_000,
      new Map(),
      new Map([[symbol, { priceFactor: 0.5, shareMultiplier: 2 }]]),
    );
    expect(state.quote(id).prevClose).toBe(Math.round(close * 0.5));
    expect(state.referenceLevels(id).high52).toBeCloseTo(Math.max(high52, close) * 0.5, 6);
  });
});

describe('minute closes', () => {
  it('keep the last price of every minute played, equal to the minute bars', () => {
    const state = freshState();
    const p = player(state);
    p.advanceTo(OPEN_MS + 2 * 3_600_000 + 30_000);
    const symbol = instruments[5]?.symbol ?? '';
    const closes = p.minuteCloses(symbol);
    const bars = p.minuteBars(symbol);
    expect(closes?.length).toBe(121);
    expect(Array.from(closes ?? [])).toEqual(Array.from(bars?.close ?? []));
    expect(p.minuteCloses('SIM INDEX')?.length).toBe(121);
  });
});
