import type { BacktestRunAnswer, BacktestTrade } from '@nivesh/contracts';
import { EQUITIES } from '@nivesh/market';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AutoSignalRow } from '../db/schema';
import { AutoSignalsRepository, signalMarketKey } from '../signals/auto-signals.repository';
import { SignalService } from '../signals/signal.service';
import { useTestApp } from '../testing/test-app-lifecycle';
import { createTestMarket, TEST_MARKET_SEED, type TestMarket } from '../testing/test-market';
import { intradayBarsOf } from '../trading-tools/measurement-bars';
import { INTRADAY_SESSIONS } from './intraday-history-cache';

/** 15-minute bars per session. */
const BARS = 25;
/** The seed the 15-minute history used to have of its own: sessions the market never played. */
const OTHER_SEED = 'trading-tools-intraday-history';
/** Each 15-minute entry type with the type that closes its position. */
const PAIRS = [
  { entry: 'IntradayBuy', exit: 'IntradaySell' },
  { entry: 'JackpotBuy', exit: 'JackpotSell' },
] as const;
type Pair = (typeof PAIRS)[number];
const SECTOR = 'Information Technology';
const SECTOR_SLOTS = 2;

/**
 * `YYYY-MM-DD HH:MM` (IST) of an instant. A stored signal's time is its bar's close, which is the
 * next bar's start, and a back-test bar is labelled with its start: so this is the entry bar's label.
 */
const istLabel = (at: Date): string =>
  new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

type Expected = Pick<BacktestTrade, 'symbol' | 'entryDate' | 'exitDate' | 'reason'>;

describe('15-minute auto-signal back-tests on the sessions the market played', () => {
  let t: TestMarket | undefined;
  const ctx = useTestApp('pglite', async () => {
    t = createTestMarket();
    return { market: t.market, env: { MARKET_SEED: TEST_MARKET_SEED } };
  });
  const state = () => {
    if (!t) throw new Error('The test market is created in beforeAll');
    return t.market.feed.state;
  };
  /** The back-test's window: its first session warms the rules up, the others are traded. */
  let sessions: string[] = [];
  let traded: string[] = [];
  /** The stored record of the window's sessions (read before the app's database is emptied). */
  let stored: AutoSignalRow[] = [];

  beforeAll(async () => {
    if (!t) throw new Error('The test market is created in beforeAll');
    const repo = new AutoSignalsRepository(ctx.database.db, signalMarketKey('simulated', TEST_MARKET_SEED));
    const service = new SignalService(t.market, repo, {
      seed: TEST_MARKET_SEED,
      backfillDays: INTRADAY_SESSIONS,
    });
    expect(await service.backfill()).toBe(INTRADAY_SESSIONS);
    sessions = state().dates.slice(-INTRADAY_SESSIONS);
    traded = sessions.slice(1);
    stored = (await repo.all()).filter((r) => sessions.includes(r.sessionDate));
  }, 240_000);

  const run = async (params: Record<string, string | number>): Promise<BacktestRunAnswer> => {
    const query = new URLSearchParams({ strategy_type: 'autosignal', capital: '10000000' });
    for (const [k, v] of Object.entries(params)) query.set(k, String(v));
    const res = await ctx.t.app.inject({ url: `/api/v3/BackTest/run?${query.toString()}` });
    const body = res.json<BacktestRunAnswer>();
    if (body.status !== 1) throw new Error(`BackTest/run refused: ${res.body}`);
    expect(body.tradesTotal).toBe(body.trades.length);
    return body;
  };

  const entriesOf = (pair: Pair, symbols: readonly string[]) =>
    stored.filter(
      (r) => r.type === pair.entry && symbols.includes(r.symbol) && traded.includes(r.sessionDate),
    );

  /**
   * The trade a stored entry signal opens: at the next bar's open; closed at the next bar after the
   * first stored opposite signal later in that session, else squared off at the session's last bar
   * (the run's very last bar closes as `end`).
   */
  const tradeOf = (pair: Pair, entry: AutoSignalRow): Expected => {
    const exit = stored.find(
      (r) =>
        r.type === pair.exit &&
        r.symbol === entry.symbol &&
        r.sessionDate === entry.sessionDate &&
        r.barIndex > entry.barIndex,
    );
    const last = entry.sessionDate === sessions.at(-1);
    return {
      symbol: entry.symbol,
      entryDate: istLabel(entry.signalAt),
      exitDate: exit ? istLabel(exit.signalAt) : `${entry.sessionDate} 15:15`,
      reason: exit ? 'signal' : last ? 'end' : 'squareOff',
    };
  };
  const shape = (x: Expected): Expected => ({
    symbol: x.symbol,
    entryDate: x.entryDate,
    exitDate: x.exitDate,
    reason: x.reason,
  });
  const byEntry = (a: Expected, b: Expected) =>
    a.entryDate.localeCompare(b.entryDate) || a.symbol.localeCompare(b.symbol);

  it('scans the record on the very 15-minute bars the back-test reads (a signal’s price is its bar’s close)', () => {
    const s = state();
    const inSector = new Set(EQUITIES.filter((e) => e.sector === SECTOR).map((e) => e.symbol));
    const rows = stored.filter((r) => inSector.has(r.symbol) && r.horizonDays === 0);
    expect(rows.length).toBeGreaterThan(20);
    let played = 0;
    let other = 0;
    for (const symbol of new Set(rows.map((r) => r.symbol))) {
      const id = s.idOf(symbol);
      if (id === undefined) throw new Error(`No symbol ${symbol}`);
      const bars = intradayBarsOf(TEST_MARKET_SEED, s, id, INTRADAY_SESSIONS)?.bars.close;
      const elsewhere = intradayBarsOf(OTHER_SEED, s, id, INTRADAY_SESSIONS)?.bars.close;
      for (const r of rows.filter((x) => x.symbol === symbol)) {
        const at = sessions.indexOf(r.sessionDate) * BARS + r.barIndex;
        if (bars?.[at] === r.price) played++;
        if (elsewhere?.[at] === r.price) other++;
      }
    }
    // Every one on the played paths; on paths drawn from another seed, hardly any.
    expect(played).toBe(rows.length);
    expect(other).toBeLessThan(rows.length / 10);
  });

  it('enters every stored IntradayBuy of a few stocks at the next bar, and exits where the stored IntradaySell says', async () => {
    const pair = PAIRS[0];
    const counts = new Map<string, number>();
    for (const r of entriesOf(
      pair,
      EQUITIES.map((e) => e.symbol),
    ))
      counts.set(r.symbol, (counts.get(r.symbol) ?? 0) + 1);
    // The three stocks with the most signals in the window (ties by name).
    const symbols = [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 3)
      .map(([symbol]) => symbol);
    for (const symbol of symbols) {
      const body = await run({ strategy_id: pair.entry, scope: 'symbol', symbol });
      const expected = entriesOf(pair, [symbol])
        .map((r) => tradeOf(pair, r))
        .sort(byEntry);
      expect(expected.length).toBeGreaterThanOrEqual(2);
      expect(body.trades.map(shape).sort(byEntry)).toEqual(expected);
      // Nothing is traded on the warm-up session.
      expect(body.trades.every((x) => x.entryDate >= (traded[0] ?? ''))).toBe(true);
    }
  }, 60_000);

  it.each(PAIRS)(
    'runs $entry over a sector with $exit closing: each trade follows a stored signal, each stored signal is a trade or met full slots',
    async (pair) => {
      const symbols = EQUITIES.filter((e) => e.sector === SECTOR).map((e) => e.symbol);
      const body = await run({
        strategy_id: pair.entry,
        scope: 'sector',
        sector_id: SECTOR,
        max_positions: SECTOR_SLOTS,
      });
      const signals = entriesOf(pair, symbols);
      const expected = new Map(signals.map((r) => [`${r.symbol} ${istLabel(r.signalAt)}`, tradeOf(pair, r)]));
      // Every trade: the bar after a stored signal of its type, stock and session, and its stored exit.
      for (const trade of body.trades)
        expect(shape(trade)).toEqual(expected.get(`${trade.symbol} ${trade.entryDate}`));
      // Every stored signal not traded: all slots were held when it would have filled (an exit on a
      // signal frees its slot at that bar's open, before entries; a square-off only at the close).
      const entered = new Set(body.trades.map((x) => `${x.symbol} ${x.entryDate}`));
      const missed = [...expected].filter(([key]) => !entered.has(key));
      for (const [, would] of missed) {
        const at = would.entryDate;
        const held = body.trades.filter(
          (u) => u.entryDate <= at && (u.exitDate > at || (u.exitDate === at && u.reason !== 'signal')),
        );
        expect(held.length, `${would.symbol} at ${at}`).toBe(SECTOR_SLOTS);
      }
      expect(body.trades.length + missed.length).toBe(signals.length);
      // Two slots over a whole sector: both paths are taken (here 39 + 43 IntradayBuy, 20 + 7 JackpotBuy).
      expect(body.trades.length).toBeGreaterThan(0);
      expect(missed.length).toBeGreaterThan(0);
    },
    60_000,
  );
});
