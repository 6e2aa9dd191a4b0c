import { describe, expect, it } from 'vitest';
import { backfillSignals, rescaled } from '../signals/backfill';
import { SignalEngine } from '../signals/engine';
import type { SignalType } from '../signals/signal-types';
import { sliceColumns } from '../signals/test-support';
import { findAutosignalStrategy } from './autosignal-replay';
import { resolveStrategy } from './resolve-strategy';
import { testIntradayMarket } from './test-intraday-history';

const DAYS = 300;
const SESSIONS = 8;
const market = testIntradayMarket(16, DAYS, SESSIONS);
const { data, intraday, sessionDays } = market;
const TYPES: readonly SignalType[] = ['IntradayBuy', 'IntradaySell', 'JackpotBuy', 'JackpotSell'];

/** `symbol type label` of every bar a type fires on (bar index into the 15-minute history). */
type Fire = string;
const fire = (symbol: string, type: SignalType, bar: number): Fire =>
  `${symbol} ${type} ${intraday.labels[bar]}`;

/** The replay's fire bars: each type's entries, which are also its opposite's exits. */
function replayFires(): Fire[] {
  const out: Fire[] = [];
  for (const type of TYPES) {
    const signals = resolveStrategy({ kind: 'autosignal', type }).signals;
    for (const stock of data.stocks) {
      const bars = intraday.bars(stock.symbol);
      if (!bars) throw new Error('stock without 15-minute bars');
      const m15Stock = { ...stock, bars, daily: { bars: stock.bars, dates: data.dates } };
      const { entries, exits } = signals(m15Stock, intraday.dates, 0, bars.close.length - 1);
      const opposite = findAutosignalStrategy(type)?.opposite;
      for (let bar = 0; bar < entries.length; bar++) {
        if (entries[bar]) out.push(fire(stock.symbol, type, bar));
        // The exits are the opposite type's fires: they must agree with that type's own entries.
        if (exits[bar] && opposite) out.push(fire(stock.symbol, opposite, bar));
      }
    }
  }
  return [...new Set(out)].sort();
}

const only15Minute = (type: SignalType) => TYPES.includes(type);

describe('the 15-minute auto-signal replay', () => {
  const replayed = replayFires();

  it('fires every type at least once on the synthetic sessions (so the comparison is not empty)', () => {
    for (const type of TYPES)
      expect(replayed.filter((f) => f.includes(` ${type} `)).length).toBeGreaterThan(0);
  });

  it('fires on exactly the bars the live SignalEngine fires when it scans each session bar by bar', () => {
    const live: Fire[] = [];
    // The first session has no previous session in the history: it only warms the indicators up.
    for (let k = 1; k < SESSIONS; k++) {
      const day = sessionDays[k] ?? 0;
      const engine = new SignalEngine();
      const universe = data.stocks.map((s) => {
        const m15 = market.m15ForDay(s.symbol, day);
        const previous = market.m15ForDay(s.symbol, day - 1);
        if (!m15 || !previous) throw new Error('missing session');
        const scale = (s.bars.adjFactor[day - 1] ?? 1) / (s.bars.adjFactor[day] ?? 1);
        return {
          symbol: s.symbol,
          sector: s.sector,
          // Only the completed days before the session: the live engine cannot see more.
          daily: sliceColumns(s.bars, day),
          m15,
          m15Previous: rescaled(previous, scale),
          todayAdjFactor: s.bars.adjFactor[day] ?? 1,
        };
      });
      for (let bar = 0; bar < 25; bar++)
        for (const signal of engine.scanAt(universe, bar))
          if (only15Minute(signal.type)) live.push(fire(signal.symbol, signal.type, k * 25 + bar));
    }
    expect(replayed).toEqual([...new Set(live)].sort());
  });

  it('fires on exactly the bars the signal backfill (the live scan replayed day by day) stores', () => {
    const stored = backfillSignals({
      universe: data.stocks.map((s) => ({ symbol: s.symbol, sector: s.sector, daily: s.bars })),
      fromDay: sessionDays[1] ?? 0,
      toDay: (sessionDays.at(-1) ?? 0) + 1,
      m15ForDay: market.m15ForDay,
    });
    const first = sessionDays[0] ?? 0;
    const live = stored
      .filter((s) => only15Minute(s.type))
      .map((s) => fire(s.symbol, s.type, (s.day - first) * 25 + s.barIndex));
    expect(replayed).toEqual([...new Set(live)].sort());
  });
});
