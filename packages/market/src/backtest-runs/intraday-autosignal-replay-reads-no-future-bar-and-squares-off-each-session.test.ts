import { describe, expect, it } from 'vitest';
import type { Signals } from '../backtest/backtest-types';
import { assertNoLookAhead, LookAheadError } from '../backtest/look-ahead-guard';
import type { OhlcvColumns } from '../daily-columns';
import type { SignalType } from '../signals/signal-types';
import { sliceColumns } from '../signals/test-support';
import type { BacktestStock } from './backtest-request';
import { INTRADAY_AUTOSIGNAL_REPLAY_METHOD } from './intraday-autosignal-replay';
import { resolveStrategy } from './resolve-strategy';
import { runBacktestRequest } from './run-backtest-request';
import { testIntradayMarket } from './test-intraday-history';

const DAYS = 300;
const SESSIONS = 8;
const BARS = SESSIONS * 25;
const { data, intraday } = testIntradayMarket(6, DAYS, SESSIONS);
const TYPES: readonly SignalType[] = ['IntradayBuy', 'IntradaySell', 'JackpotBuy', 'JackpotSell'];

/** Stock `k` as a 15-minute run hands it to the strategy: its 15-minute bars beside its daily history. */
function m15Stock(k: number, daysKept = DAYS): BacktestStock {
  const stock = data.stocks[k];
  const bars = stock && intraday.bars(stock.symbol);
  if (!stock || !bars) throw new Error(`no stock ${k}`);
  return {
    ...stock,
    bars,
    daily: { bars: sliceColumns(stock.bars, daysKept), dates: data.dates.slice(0, daysKept) },
  };
}

const ones = (column: Uint8Array, below = column.length) =>
  [...column.keys()].filter((i) => i < below && column[i] === 1);

describe('the 15-minute auto-signal replay reads no future bar', () => {
  it('gives every bar the same signal when all later bars are removed (every prefix of every session)', () => {
    for (const type of TYPES) {
      const { signals } = resolveStrategy({ kind: 'autosignal', type });
      for (const k of [0, 1, 2]) {
        const stock = m15Stock(k);
        expect(() =>
          assertNoLookAhead(
            (bars) => signals({ ...stock, bars }, intraday.dates.slice(0, bars.close.length), 0, BARS - 1),
            stock.bars,
            BARS,
          ),
        ).not.toThrow();
      }
    }
  });

  it('gives a session the same signals when the daily history stops before that session', () => {
    for (const type of TYPES) {
      const { signals } = resolveStrategy({ kind: 'autosignal', type });
      const full = signals(m15Stock(0), intraday.dates, 0, BARS - 1);
      for (let k = 1; k < SESSIONS; k++) {
        // Daily bars of the days before session k only, and 15-minute bars up to its end.
        const day = DAYS - SESSIONS + k;
        const stock = m15Stock(0, day);
        const end = (k + 1) * 25;
        const cut = signals(
          { ...stock, bars: sliceColumns(stock.bars, end) },
          intraday.dates.slice(0, end),
          0,
          end - 1,
        );
        expect(ones(cut.entries)).toEqual(ones(full.entries, end));
        expect(ones(cut.exits)).toEqual(ones(full.exits, end));
      }
    }
  });

  it('fails the look-ahead guard once it acts one bar early (on the fire of the bar after)', () => {
    const { signals } = resolveStrategy({ kind: 'autosignal', type: 'JackpotBuy' });
    const stock = m15Stock(0);
    const early = (column: Uint8Array) => Uint8Array.from(column, (_, i) => column[i + 1] ?? 0);
    const peeking = (bars: OhlcvColumns): Signals => {
      const s = signals({ ...stock, bars }, intraday.dates.slice(0, bars.close.length), 0, BARS - 1);
      return { entries: early(s.entries), exits: early(s.exits) };
    };
    const firstFire = Math.min(
      ...[signals(stock, intraday.dates, 0, BARS - 1)].flatMap((s) => [
        ones(s.entries)[0] ?? BARS,
        ones(s.exits)[0] ?? BARS,
      ]),
    );
    expect(firstFire).toBeLessThan(BARS);
    expect(() => assertNoLookAhead(peeking, stock.bars, BARS)).toThrow(
      new LookAheadError(firstFire - 1, 'entries', firstFire - 1),
    );
  });
});

describe('back-tests of the 15-minute auto-signal types', () => {
  it('enter at the bar after the type fires and close when its opposite fires or at the session’s last bar', () => {
    const label = (bar: number) => intraday.labels[bar] ?? '';
    for (const type of TYPES) {
      let trades = 0;
      data.stocks.forEach(({ symbol }, k) => {
        const run = runBacktestRequest(
          {
            strategy: { kind: 'autosignal', type },
            scope: { kind: 'symbol', symbol },
            capitalRupees: 100_000,
          },
          data,
        );
        const { signals } = resolveStrategy({ kind: 'autosignal', type });
        const { entries, exits } = signals(m15Stock(k), intraday.dates, 0, BARS - 1);
        expect(run.settings.product).toBe('intraday');
        expect(run.settings.side).toBe(type.endsWith('Sell') ? 'short' : 'long');
        expect(run.period).toEqual({ from: label(0), to: label(BARS - 1), bars: BARS });
        expect(run.stockDays).toBe(SESSIONS);
        expect(run.strategy.method).toBe(
          `${INTRADAY_AUTOSIGNAL_REPLAY_METHOD} Synthetic 15-minute sessions.`,
        );
        for (const t of run.result.trades) {
          expect(t.exitDate.slice(0, 10)).toBe(t.entryDate.slice(0, 10));
          expect(entries[t.entryIndex - 1]).toBe(1);
          if (t.reason === 'signal') expect(exits[t.exitIndex - 1]).toBe(1);
          if (t.reason === 'squareOff') expect(t.exitDate.slice(11)).toBe('15:15');
          // The first session only warms the indicators up.
          expect(t.entryIndex).toBeGreaterThan(25);
        }
        expect(run.result.trades.length).toBeLessThanOrEqual(ones(entries).length);
        trades += run.result.trades.length;
      });
      expect(trades).toBeGreaterThan(0);
    }
  });

  it('count one stock-session per stock and session against the replay limit (a whole universe fits)', () => {
    const run = runBacktestRequest(
      {
        strategy: { kind: 'autosignal', type: 'IntradayBuy' },
        scope: { kind: 'universe' },
        capitalRupees: 100_000,
        from: data.dates[DAYS - 3],
      },
      data,
    );
    expect(run.stockDays).toBe(6 * 3);
    expect(run.period.bars).toBe(3 * 25);
  });
});
