import type { BacktestRefusal, BacktestRunAnswer, BacktestStrategiesAnswer } from '@nivesh/contracts';
import {
  backtest,
  buyAndHold,
  compileStrategy,
  EQUITIES,
  findStrategy,
  INTRADAY_AUTOSIGNAL_REPLAY_METHOD,
  type IntradayColumns,
  indexConstituents,
  rescaleIntradayBars,
  SignalEngine,
  STRATEGIES,
  strategySignals,
} from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { dayIndex, idOf, useMarketTestApp } from '../testing/market-test-app';
import { TEST_MARKET_SEED } from '../testing/test-market';
import { intradayBarsOf } from '../trading-tools/measurement-bars';
import { INTRADAY_SESSIONS, intradayHistoryMethod } from './intraday-history-cache';

const run = (params: Record<string, string | number>) => {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) query.set(k, String(v));
  return `BackTest/run?${query.toString()}`;
};

/** The stock of the 15-minute auto-signal run. */
const SYMBOL = 'RELIANCE';

/** Session `k` (25 bars) of a 15-minute history, as the signal engine reads a day's bars. */
function sessionOf(bars: IntradayColumns, k: number): IntradayColumns {
  const [from, end] = [k * 25, (k + 1) * 25];
  return {
    open: bars.open.subarray(from, end),
    high: bars.high.subarray(from, end),
    low: bars.low.subarray(from, end),
    close: bars.close.subarray(from, end),
    volume: bars.volume.subarray(from, end),
  };
}

const CROSS_SMA20 = {
  strategy_type: 'custom',
  entry: 'crosses_above(close, sma(close, 20))',
  exit: 'crosses_below(close, sma(close, 20))',
};
const SMA = {
  strategy_type: 'tradingTool',
  strategy_id: 'sma-cross-20-50',
  scope: 'symbol',
  symbol: 'RELIANCE',
};

describe('BackTest/gettypDaata and BackTest/run on the running market', () => {
  const app = useMarketTestApp();

  it('lists the trading tools and the auto-signal types with their rules and availability', async () => {
    const tools = (await app.get<BacktestStrategiesAnswer>('BackTest/gettypDaata?type=tradingTool')).body;
    expect(tools.status).toBe(1);
    expect(tools.strategies.find((s) => s.id === 'sma-cross-20-50')).toMatchObject({
      name: 'SMA 20/50 crossover',
      available: true,
      summary:
        'Entry: crosses_above(sma(close, 20), sma(close, 50)) · Exit: crosses_below(sma(close, 20), sma(close, 50)) · Stop 8 % · Target none',
    });
    const signals = (await app.get<BacktestStrategiesAnswer>('BackTest/gettypDaata?type=autosignal')).body;
    expect(signals.strategies).toHaveLength(10);
    expect(signals.strategies.find((s) => s.id === 'UpTrend')).toMatchObject({
      available: true,
      side: 'long',
    });
    expect(signals.strategies.find((s) => s.id === 'DnTrend')).toMatchObject({
      available: true,
      side: 'short',
      product: 'intraday',
    });
    // The 15-minute types are replayed on the 15-minute history of the last sessions.
    expect(signals.strategies.filter((s) => !s.available)).toEqual([]);
    expect(signals.strategies.find((s) => s.id === 'IntradaySell')).toMatchObject({
      side: 'short',
      product: 'intraday',
      timeframe: '15-minute',
    });
    expect(signals.method).toContain('15-minute types: The signal rule itself');
    expect(signals.method).toContain(
      'the path the simulated market played that day, rebuilt from the feed’s seed',
    );
    // Tools on 15-minute bars run on the 15-minute history of the last sessions.
    const m15 = STRATEGIES.filter((d) => d.timeframe === 'm15').map((d) => d.id);
    expect(m15.length).toBeGreaterThan(0);
    expect(tools.strategies.filter((s) => m15.includes(s.id) && !s.available)).toEqual([]);
    expect((await app.get('BackTest/gettypDaata?type=options')).statusCode).toBe(400);
  });

  it('runs SMA 20/50 on one stock exactly as a direct engine call on the same bars', async () => {
    const params = { ...SMA, from: '2023-01-02', to: '2025-12-31', capital: 500_000, slippage_bps: 5 };
    const { statusCode, body } = await app.get<BacktestRunAnswer>(run(params));
    expect(statusCode).toBe(200);
    expect(body.status).toBe(1);
    const s = app.state;
    const daily = s.daily(idOf(s, 'RELIANCE'));
    const first = dayIndex(s, body.period.from);
    const end = dayIndex(s, body.period.to) + 1;
    const definition = findStrategy('sma-cross-20-50');
    if (!definition) throw new Error('seed tool missing');
    const signals = strategySignals(compileStrategy(definition), { daily: { ...daily, dates: s.dates } });
    const cut = <T extends Int32Array | Float64Array | Uint8Array>(c: T) => c.subarray(first, end) as T;
    const dates = s.dates.slice(first, end);
    const direct = backtest(
      {
        bars: {
          open: cut(daily.open),
          high: cut(daily.high),
          low: cut(daily.low),
          close: cut(daily.close),
          volume: cut(daily.volume),
          adjFactor: cut(daily.adjFactor),
        },
        dates,
      },
      { entries: cut(signals.entries), exits: cut(signals.exits) },
      {
        symbol: 'RELIANCE',
        initialCapitalPaise: 50_000_000,
        slippageBps: 5,
        stopLossPercent: 8,
        sizing: { kind: 'percentOfEquity', percent: 100 },
      },
    );
    expect(body.period.from >= '2023-01-02' && body.period.to <= '2025-12-31').toBe(true);
    expect(body.metrics.trades).toBe(direct.metrics.trades);
    expect(body.metrics.trades).toBeGreaterThan(0);
    expect(body.metrics.finalEquity).toBe(Math.round(direct.equityPaise.at(-1) ?? 0) / 100);
    expect(body.metrics.totalReturnPct).toBeCloseTo(direct.metrics.totalReturn * 100, 2);
    expect(body.metrics.maxDrawdownPct).toBeCloseTo(direct.metrics.maxDrawdown.fraction * 100, 2);
    expect(body.metrics.charges).toBe(direct.metrics.totalChargesPaise / 100);
    expect(body.charges.total).toBe(body.metrics.charges);
    expect(body.trades.map((t) => t.entryDate)).toEqual(direct.trades.map((t) => t.entryDate));
    expect(body.trades[0]?.net).toBe((direct.trades[0]?.netPnlPaise ?? 0) / 100);
    const nifty = s.daily(idOf(s, 'NIFTY 50')).close;
    const hold = buyAndHold(dates, { dates: s.dates, close: nifty }, 50_000_000);
    expect(body.benchmark).toMatchObject({ name: 'NIFTY 50' });
    expect(body.benchmark.totalReturnPct).toBeCloseTo(hold.totalReturn * 100, 2);
    expect(body.equity.dates).toEqual(dates);
    expect(body.equity.benchmark.at(-1)).toBeCloseTo((hold.equityPaise.at(-1) ?? 0) / 100, 2);
    expect(body.settings).toMatchObject({
      stopLossPct: 8,
      product: 'delivery',
      plan: 'discount',
      slippageBps: 5,
    });
    expect(body.source.simulated).toBe(true);
    expect(body.cached).toBe(false);
    const again = (await app.get<BacktestRunAnswer>(run(params))).body;
    expect(again.cached).toBe(true);
    expect(again.metrics).toEqual(body.metrics);
  });

  it('runs a 15-minute tool on one stock over the last sessions, squared off each session, as a direct engine call', async () => {
    const definition = STRATEGIES.find((d) => d.timeframe === 'm15' && d.side === 'long');
    if (!definition) throw new Error('no 15-minute tool');
    const params = {
      strategy_type: 'tradingTool',
      strategy_id: definition.id,
      scope: 'symbol',
      symbol: 'RELIANCE',
    };
    const { body } = await app.get<BacktestRunAnswer>(run({ ...params, capital: 500_000 }));
    expect(body.status).toBe(1);
    const s = app.state;
    const built = intradayBarsOf(TEST_MARKET_SEED, s, idOf(s, 'RELIANCE'), INTRADAY_SESSIONS);
    if (!built) throw new Error('no 15-minute history');
    expect(body.period.bars).toBe(built.labels.length);
    expect(body.equity.dates).toEqual(built.labels);
    const signals = strategySignals(
      compileStrategy(definition),
      { daily: built.bars, m15: built.bars },
      {},
      { on: 'm15' },
    );
    const direct = backtest({ bars: built.bars, dates: built.labels }, signals, {
      symbol: 'RELIANCE',
      side: definition.side,
      product: definition.product,
      stopLossPercent: definition.stopLossPercent,
      targetPercent: definition.targetPercent,
      initialCapitalPaise: 50_000_000,
      periodsPerYear: 252 * 25,
      sizing: { kind: 'percentOfEquity', percent: 100 },
    });
    expect(body.metrics.trades).toBe(direct.metrics.trades);
    expect(body.trades.map((t) => t.entryDate)).toEqual(direct.trades.map((t) => t.entryDate));
    // Intraday: every trade opens and closes in one session.
    for (const t of body.trades) expect(t.exitDate.slice(0, 10)).toBe(t.entryDate.slice(0, 10));
    expect(body.strategy.method).toContain('15-minute');
  });

  it('replays IntradayBuy on one stock over the last sessions exactly as the live SignalEngine fires, as a direct engine call', async () => {
    const params = {
      strategy_type: 'autosignal',
      strategy_id: 'IntradayBuy',
      scope: 'symbol',
      symbol: SYMBOL,
    };
    const { body } = await app.get<BacktestRunAnswer>(run({ ...params, capital: 500_000 }));
    expect(body.status).toBe(1);
    const s = app.state;
    const id = idOf(s, SYMBOL);
    const built = intradayBarsOf(TEST_MARKET_SEED, s, id, INTRADAY_SESSIONS);
    if (!built) throw new Error('no 15-minute history');
    const n = built.labels.length;
    // The live engine scans each session bar by bar (the first session only warms up).
    const daily = s.daily(id);
    const session = (k: number) => sessionOf(built.bars, k);
    const entries = new Uint8Array(n);
    const exits = new Uint8Array(n);
    for (let k = 1; k < INTRADAY_SESSIONS; k++) {
      const day = s.dates.length - INTRADAY_SESSIONS + k;
      const factor = daily.adjFactor[day] ?? 1;
      const bars = {
        symbol: SYMBOL,
        sector: s.meta(id).sector,
        daily,
        days: day,
        m15: session(k),
        m15Previous: rescaleIntradayBars(session(k - 1), (daily.adjFactor[day - 1] ?? 1) / factor),
        todayAdjFactor: factor,
      };
      const engine = new SignalEngine();
      for (let bar = 0; bar < 25; bar++)
        for (const signal of engine.scanAt([bars], bar)) {
          if (signal.type === 'IntradayBuy') entries[k * 25 + bar] = 1;
          if (signal.type === 'IntradaySell') exits[k * 25 + bar] = 1;
        }
    }
    const direct = backtest(
      { bars: built.bars, dates: built.labels },
      { entries, exits },
      {
        symbol: SYMBOL,
        side: 'long',
        product: 'intraday',
        initialCapitalPaise: 50_000_000,
        periodsPerYear: 252 * 25,
        sizing: { kind: 'percentOfEquity', percent: 100 },
      },
    );
    expect(entries.some((v) => v === 1)).toBe(true);
    expect(body.settings).toMatchObject({ side: 'long', product: 'intraday' });
    expect(body.metrics.trades).toBe(direct.metrics.trades);
    expect(body.metrics.trades).toBeGreaterThan(0);
    expect(body.trades.map((t) => [t.entryDate, t.exitDate, t.reason])).toEqual(
      direct.trades.map((t) => [t.entryDate, t.exitDate, t.reason]),
    );
    expect(body.metrics.finalEquity).toBe(Math.round(direct.equityPaise.at(-1) ?? 0) / 100);
    expect(body.metrics.charges).toBe(direct.metrics.totalChargesPaise / 100);
    expect(body.stockDays).toBe(INTRADAY_SESSIONS);
    expect(body.strategy.method).toBe(`${INTRADAY_AUTOSIGNAL_REPLAY_METHOD} ${intradayHistoryMethod(true)}`);
    expect(body.assumptions).toContain(body.strategy.method);
    expect(body.assumptions[0]).toMatch(/^Orders fill at the open of the 15-minute bar after the signal/);
    expect(body.assumptions).toContain(
      'Positions are intraday: each one is squared off at the close of its session’s last 15-minute bar (15:30).',
    );
  });

  it('runs a custom screen over a sector as one portfolio of its stocks', async () => {
    const { body } = await app.get<BacktestRunAnswer>(
      run({
        ...CROSS_SMA20,
        scope: 'sector',
        sector_id: 'information-technology',
        from: '2024-01-01',
        capital: 1_000_000,
        max_positions: 5,
      }),
    );
    expect(body.status).toBe(1);
    const inSector = EQUITIES.filter(
      (e) => e.sector === 'Information Technology' && app.state.idOf(e.symbol) !== undefined,
    ).map((e) => e.symbol);
    expect(body.scope).toEqual({ kind: 'sector', label: 'Information Technology', stocks: inSector.length });
    expect(body.trades.every((t) => inSector.includes(t.symbol))).toBe(true);
    expect(body.metrics.trades).toBeGreaterThan(5);
    // Never more than 5 positions at once: count the trades open at each entry (entry ≤ d < exit).
    for (const t of body.trades) {
      const held = body.trades.filter((u) => u.entryDate <= t.entryDate && t.entryDate < u.exitDate);
      expect(held.length).toBeLessThanOrEqual(5);
    }
  });

  it('reads index membership in a custom screen over all stocks', async () => {
    const { body } = await app.get<BacktestRunAnswer>(
      run({
        ...CROSS_SMA20,
        entry: `in_index("NIFTY 50") and ${CROSS_SMA20.entry}`,
        scope: 'universe',
        from: '2025-01-01',
        capital: 1_000_000,
      }),
    );
    expect(body.status).toBe(1);
    const nifty = new Set(indexConstituents('NIFTY 50'));
    expect(body.trades.length).toBeGreaterThan(10);
    expect(body.trades.every((t) => nifty.has(t.symbol))).toBe(true);
  });

  it('refuses a custom screen with a mistake at its position, and other mistakes naming the field', async () => {
    const refused = async (params: Record<string, string | number>) =>
      (await app.get<BacktestRefusal>(run({ capital: 100_000, ...params }))).body;
    const custom = { strategy_type: 'custom', exit: 'close < 1', scope: 'universe' };
    const bad = await refused({ ...custom, entry: 'close > smaa(close, 20)' });
    expect(bad).toMatchObject({ status: 0, field: 'entry', position: 8, line: 1, column: 9 });
    expect(bad.message).toMatch(/^Entry: .*smaa.*did you mean "sma"/);
    const future = await refused({ ...SMA, from: '2031-01-01' });
    expect(future).toMatchObject({ status: 0, field: 'from' });
    expect(future.message).toMatch(/^From is after the last completed session \(\d{4}-\d\d-\d\d\)$/);
    const shipping = { scope: 'sector', sector_id: 'shipping' };
    expect(await refused({ ...SMA, ...shipping })).toMatchObject({
      field: 'sector',
      message: 'No sector "shipping"',
    });
    // The rule is checked before the scope: its mistake is the one shown.
    expect(await refused({ ...custom, ...shipping, entry: 'close >' })).toMatchObject({
      field: 'entry',
      position: 7,
    });
    expect((await app.get(run({ ...SMA, capital: 'lots' }))).statusCode).toBe(400);
  });
});
