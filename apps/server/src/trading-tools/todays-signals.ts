import {
  type CompiledScreen,
  compileScreen,
  runScreen,
  ScreenCache,
  type ScreenResult,
  STRATEGIES,
  type StrategyDefinition,
} from '@nivesh/market';
import { yieldToServer } from '../background/yield-to-server';
import { playedMinute } from '../intraday-screeners/session-bars-status';
import type { MarketService } from '../market/market.service';
import { MarketScreenUniverse } from '../screens/market-screen-universe';
import { RecentBarsUniverse } from './recent-bars-universe';

/**
 * Daily bars each tool's entry rule reads today: the 252-day high needs 253; the rest lets EMAs
 * settle (an EMA is seeded with a simple average, whose weight in EMA(200) after 400 more bars is
 * 0.99^400 ≈ 1.8 %).
 */
export const LIVE_DAILY_BARS = 600;

/** Longest stretch of synchronous screening before yielding to the server, ms. */
const SLICE_MS = 15;

/** One scan of every tool's entry rule over the live universe at the latest bar. */
export interface ToolScan {
  /** The universe minute the scan belongs to (it changes when the market plays a minute). */
  readonly minute: number;
  readonly results: ReadonlyMap<string, ScreenResult>;
  readonly universe: MarketScreenUniverse;
  readonly elapsedMs: number;
}

/**
 * Today's signals of every trading tool: each tool's entry condition run with `runScreen` over the
 * whole live universe (the last `LIVE_DAILY_BARS` daily bars plus today's bar so far, and today's
 * 15-minute bars), one `ScreenCache` shared by all tools so an indicator used by several tools is
 * computed once. A scan is kept until the market plays another minute (the universe's bars change
 * once a minute); concurrent callers share one scan in progress, which yields to the server
 * between tools.
 */
export class TodaysSignals {
  private readonly live: MarketScreenUniverse;
  private readonly universe: RecentBarsUniverse;
  private readonly compiled = new Map<string, CompiledScreen>();
  private cache = new ScreenCache();
  private current: ToolScan | undefined;
  private pending: Promise<ToolScan> | undefined;

  constructor(private readonly market: MarketService) {
    this.live = new MarketScreenUniverse(market);
    this.universe = new RecentBarsUniverse(market, this.live, LIVE_DAILY_BARS);
    for (const s of STRATEGIES) this.compiled.set(s.id, compileScreen(s.entry));
  }

  /** The current scan (computed if the market moved on since the last one). */
  async scan(): Promise<ToolScan> {
    if (this.pending) return this.pending;
    this.live.refresh();
    const minute = this.minuteOf();
    this.universe.refresh(minute);
    if (this.current?.minute === minute) return this.current;
    this.pending = this.run(minute).finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /**
   * Symbols a tool flags now in a sector (a sector name, or null for all), best first by traded
   * value (last price × volume today), at most `limit`; undefined for an unknown tool. For the
   * order dashboard's basket orders on a tool's top stocks.
   */
  async flaggedStocks(
    strategyId: string,
    sector: string | null,
    limit: number,
  ): Promise<string[] | undefined> {
    const definition = STRATEGIES.find((s) => s.id === strategyId);
    if (!definition) return undefined;
    const scan = await this.scan();
    return this.rowsOf(scan, definition, sector)
      .slice(0, Math.max(0, limit))
      .map((row) => row.symbol);
  }

  /** A tool's matches in a scan, with MarketState ids, filtered by sector, best traded value first. */
  rowsOf(
    scan: ToolScan,
    definition: StrategyDefinition,
    sector: string | null,
  ): { symbol: string; id: number; k: number }[] {
    const result = scan.results.get(definition.id);
    if (!result) return [];
    const state = this.market.feed.state;
    const rows: { symbol: string; id: number; k: number; value: number }[] = [];
    result.matches.forEach((row, k) => {
      const id = scan.universe.idAt(row);
      const meta = state.meta(id);
      if (sector !== null && meta.sector !== sector) return;
      const quote = state.quote(id);
      rows.push({ symbol: meta.symbol, id, k, value: quote.ltp * quote.volume });
    });
    return rows.sort((a, b) => b.value - a.value || a.symbol.localeCompare(b.symbol));
  }

  private minuteOf(): number {
    return playedMinute(this.market.feed);
  }

  private async run(minute: number): Promise<ToolScan> {
    const started = performance.now();
    // Bars of an earlier minute are dropped with their cache entries (weakly keyed); a fresh
    // cache per minute also frees indicators no tool reads any more.
    this.cache = new ScreenCache();
    const results = new Map<string, ScreenResult>();
    let sliceStart = performance.now();
    for (const s of STRATEGIES) {
      const compiled = this.compiled.get(s.id);
      if (!compiled) continue;
      results.set(s.id, runScreen(compiled, this.universe, { cache: this.cache }));
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToServer();
        // Only this object refreshes its universe, so the scan finishes on the bars it began with.
        sliceStart = performance.now();
      }
    }
    const scan: ToolScan = { minute, results, universe: this.live, elapsedMs: performance.now() - started };
    this.current = scan;
    return scan;
  }
}
