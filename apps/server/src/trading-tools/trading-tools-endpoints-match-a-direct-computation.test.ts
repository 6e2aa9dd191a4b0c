import type {
  TerminalDataAnswer,
  ToolPerformanceAnswer,
  TradingTerminalAnswer,
  TradingToolsAnswer,
} from '@nivesh/contracts';
import {
  backtest,
  compileStrategy,
  findStrategy,
  type MarketState,
  STRATEGIES,
  strategySignals,
} from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { equityIds } from '../market/day/list-scope';
import { proUserQuery } from '../payments/payment-test-support';
import { useMarketTestApp } from '../testing/market-test-app';
import { WARM_UP_DAYS } from './measurement-bars';
import { TodaysSignals } from './todays-signals';

// A short back-test window keeps the background measurement of this file to a few seconds.
const HISTORY = { TRADING_TOOLS_HISTORY_DAYS: '40' };

type Refusal = { status: 0; message: string };

/** Equities whose close crossed above their 20-day average at the latest bar (today's bar so far). */
function crossedAboveSma20(state: MarketState): Set<string> {
  const out = new Set<string>();
  for (const id of equityIds(state)) {
    const d = state.daily(id);
    const q = state.quote(id);
    const closes = Array.from(d.close, (c, t) => (c * (d.adjFactor[t] ?? 1)) / 100);
    if (q.volume > 0 && q.open > 0) closes.push(q.ltp / 100);
    if (closes.length < 22) continue;
    const sma = (end: number) => closes.slice(end - 20, end).reduce((a, b) => a + b, 0) / 20;
    const n = closes.length;
    const now = closes[n - 1] ?? 0;
    const before = closes[n - 2] ?? 0;
    if (now > sma(n) && before <= sma(n - 1)) out.add(state.meta(id).symbol);
  }
  return out;
}

describe('TradingTools/* and TradingTerminal/*', () => {
  const t = useMarketTestApp(HISTORY);

  it('lists the whole catalogue with today’s signal counts computed over the live universe', async () => {
    const { statusCode, body } = await t.get<TradingToolsAnswer>('TradingTools/getData');
    expect(statusCode).toBe(200);
    expect(body.status).toBe(1);
    expect(body.catalogueCount).toBe(STRATEGIES.length);
    expect(body.tools).toHaveLength(STRATEGIES.length);
    expect(body.families.reduce((a, f) => a + f.count, 0)).toBe(STRATEGIES.length);
    expect(body.source.simulated).toBe(true);
    const expected = crossedAboveSma20(t.state);
    expect(expected.size).toBeGreaterThan(0);
    expect(body.tools.find((x) => x.id === 'close-above-sma-20')?.signalsToday).toBe(expected.size);
  });

  it('gives one tool’s signals with entry, stop and target levels and quotes', async () => {
    const { body } = await t.get<TradingToolsAnswer>('TradingTools/getData?strategy_id=close-above-sma-20');
    const selected = body.selected;
    if (!selected) throw new Error('no selected tool');
    expect(new Set(selected.signals.map((s) => s.symbol))).toEqual(crossedAboveSma20(t.state));
    expect(selected.columns).toEqual(['close', 'sma(close, 20)']);
    const first = selected.signals[0];
    if (!first) throw new Error('no signal');
    const id = t.state.idOf(first.symbol) ?? -1;
    expect(first.ltp).toBe(t.state.quote(id).ltp / 100);
    // close-above-sma-20: stop 4 %, target 10 %, on the ₹0.05 tick
    expect(first.stopLoss).toBeCloseTo(Math.round(first.ltp * 0.96 * 20) / 20, 6);
    expect(first.target).toBeCloseTo(Math.round(first.ltp * 1.1 * 20) / 20, 6);
    expect(first.values[0]).toBeCloseTo(first.ltp, 2);
    expect(first.values[1]).toBeLessThan(first.ltp);
    // best traded value first
    const values = selected.signals.map((s) => s.ltp * s.volume);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('filters by family, timeframe, side and sector', async () => {
    const { body } = await t.get<TradingToolsAnswer>('TradingTools/getData?timeframe=m15&side=short');
    expect(body.tools.length).toBe(
      STRATEGIES.filter((s) => s.timeframe === 'm15' && s.side === 'short').length,
    );
    expect(body.tools.every((x) => x.side === 'short' && x.product === 'intraday')).toBe(true);
    const family = await t.get<TradingToolsAnswer>(
      'TradingTools/getData?family=Donchian%20channel%20breakout',
    );
    expect(family.body.tools.map((x) => x.id)).toEqual(
      STRATEGIES.filter((s) => s.family === 'Donchian channel breakout').map((s) => s.id),
    );
    const all = await t.get<TradingToolsAnswer>('TradingTools/getData?strategy_id=close-above-sma-20');
    const sector = all.body.selected?.signals[0]?.sector ?? '';
    const inSector = await t.get<TradingToolsAnswer>(
      `TradingTools/getData?strategy_id=close-above-sma-20&sector_id=${encodeURIComponent(sector)}`,
    );
    expect(inSector.body.sector).toBe(sector);
    expect(inSector.body.selected?.signals.every((s) => s.sector === sector)).toBe(true);
    expect(inSector.body.tools.find((x) => x.id === 'close-above-sma-20')?.signalsToday).toBe(
      inSector.body.selected?.signals.length,
    );
  });

  it('flaggedStocks gives a tool’s top stocks of a sector, best traded value first', async () => {
    const all = await t.get<TradingToolsAnswer>('TradingTools/getData?strategy_id=close-above-sma-20');
    const signals = all.body.selected?.signals ?? [];
    const flagged = await new TodaysSignals(t.market.market).flaggedStocks('close-above-sma-20', null, 3);
    expect(flagged).toEqual(signals.slice(0, 3).map((s) => s.symbol));
    expect(await new TodaysSignals(t.market.market).flaggedStocks('nope', null, 3)).toBeUndefined();
  });

  it('refuses unknown tools, families and sectors clearly (never a 500)', async () => {
    const pro = await proUserQuery(t.t);
    const cases: [string, RegExp][] = [
      ['TradingTools/getData?strategy_id=nope', /No trading tool “nope”/],
      ['TradingTools/getData?family=Astrology', /No strategy family “Astrology”/],
      ['TradingTools/getData?sector_id=Nowhere', /No sector Nowhere/],
      [`TradingTools/getPerformance?family=Astrology&${pro}`, /No strategy family/],
      ['TradingTerminal/getTradingTerminalData?strategy_id=1', /No trading tool “1”/],
      ['TradingTerminal/getTradingTerminalData?strategy_id=sma-cross-20-50&sector_id=zz', /No sector zz/],
    ];
    for (const [path, message] of cases) {
      const { statusCode, body } = await t.get<Refusal>(path);
      expect(statusCode, path).toBe(200);
      expect(body.status, path).toBe(0);
      expect(body.message, path).toMatch(message);
    }
    expect((await t.get('TradingTools/getData?timeframe=weekly')).statusCode).toBe(400);
    expect((await t.get('TradingTerminal/getTradingTerminalData')).statusCode).toBe(400);
  });

  it('serves the terminal: every tool for the picker, and a tool’s signals with quotes', async () => {
    const picker = await t.get<TradingTerminalAnswer>('TradingTerminal/getTradingTerminal');
    expect(picker.body.tools).toHaveLength(STRATEGIES.length);
    const data = await t.get<TerminalDataAnswer>(
      'TradingTerminal/getTradingTerminalData?strategy_id=close-above-sma-20',
    );
    expect(data.body.status).toBe(1);
    expect(new Set(data.body.signals.map((s) => s.symbol))).toEqual(crossedAboveSma20(t.state));
    expect(picker.body.tools.find((x) => x.id === 'close-above-sma-20')?.signalsToday).toBe(
      data.body.signals.length,
    );
  });

  it('measures every tool in the background and reports the per-signal back-tests exactly', async () => {
    // A Pro feature (issue 6): asked as a user who bought Pro.
    const pro = await proUserQuery(t.t);
    const first = await t.get<ToolPerformanceAnswer>(`TradingTools/getPerformance?${pro}`);
    expect(first.body.status).toBe(1);
    expect(first.body.method).toMatch(/next bar’s open/);
    let body = first.body;
    const deadline = Date.now() + 60_000;
    while (body.progress.state !== 'done' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      body = (await t.get<ToolPerformanceAnswer>(`TradingTools/getPerformance?${pro}`)).body;
    }
    expect(body.progress).toMatchObject({
      state: 'done',
      measured: STRATEGIES.length,
      dailyWindowDays: 40,
      intradaySessions: 2,
    });
    expect(body.rows.every((r) => r.performance !== null)).toBe(true);

    // Direct: SMA 20/50 on every equity listed before the window's warm-up, ₹1 lakh a trade.
    const state = t.state;
    const last = state.dates.length;
    const from = last - 40 - WARM_UP_DAYS;
    const definition = findStrategy('sma-cross-20-50');
    if (!definition) throw new Error('seed missing');
    const compiled = compileStrategy(definition);
    let trades = 0;
    let wins = 0;
    for (const id of equityIds(state)) {
      const d = state.daily(id);
      if (d.firstDay < 0 || d.firstDay > from) continue;
      const cut = <A extends Int32Array | Float64Array>(a: A) => a.subarray(from, last) as A;
      const bars = {
        open: cut(d.open),
        high: cut(d.high),
        low: cut(d.low),
        close: cut(d.close),
        volume: cut(d.volume),
        adjFactor: cut(d.adjFactor),
      };
      const dates = state.dates.slice(from, last);
      const sig = strategySignals(compiled, { daily: { ...bars, dates } });
      const window = (a: Int32Array | Float64Array) => a.subarray(WARM_UP_DAYS);
      const result = backtest(
        {
          bars: {
            open: window(bars.open) as Int32Array,
            high: window(bars.high) as Int32Array,
            low: window(bars.low) as Int32Array,
            close: window(bars.close) as Int32Array,
            volume: window(bars.volume) as Float64Array,
            adjFactor: window(bars.adjFactor) as Float64Array,
          },
          dates: dates.slice(WARM_UP_DAYS),
        },
        { entries: sig.entries.subarray(WARM_UP_DAYS), exits: sig.exits.subarray(WARM_UP_DAYS) },
        {
          side: 'long',
          product: 'delivery',
          stopLossPercent: 8,
          slippageBps: 5,
          initialCapitalPaise: 1e10,
          sizing: { kind: 'fixed', capitalPaise: 10_000_000 },
        },
      );
      trades += result.trades.length;
      wins += result.trades.filter((x) => x.netPnlPaise > 0).length;
    }
    const row = body.rows.find((r) => r.id === 'sma-cross-20-50')?.performance;
    expect(row?.trades).toBe(trades);
    expect(row?.winRatePct).toBeCloseTo((wins / trades) * 100, 2);
    expect(row).toMatchObject({ bars: 40, from: state.dates[last - 40], to: state.dates[last - 1] });
    const intraday = body.rows.find((r) => r.id === 'm15-vwap-long-0p5-1')?.performance;
    expect(intraday?.bars).toBe(25); // the second of two sessions; the first warms up
    expect(intraday?.portfolioCagrPct).toBeNull();
  }, 90_000);
});
