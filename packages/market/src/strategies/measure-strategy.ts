import type { Trade } from '../backtest/backtest-types';
import { tradeStatistics } from '../backtest/metrics';
import type { PortfolioInstrument } from '../backtest/run-backtest';
import { backtest, portfolioBacktest } from '../backtest/run-backtest';
import type { OhlcvColumns } from '../daily-columns';
import type { ScreenCache } from '../screening/screen-cache';
import type { ScreenBars } from '../screening/screen-universe';
import { type CompiledStrategy, strategySignals } from './strategy-signals';

/** How tools are measured: the same settings for every strategy (shown with the results). */
export interface MeasurementSettings {
  /** Capital of each trade in the per-signal back-tests, paise (₹1,00,000). */
  readonly tradeCapitalPaise: number;
  /** Slots and starting capital of the equal-slot portfolio. */
  readonly portfolioSlots: number;
  readonly portfolioCapitalPaise: number;
  /** Adverse slippage on every market fill, basis points. */
  readonly slippageBps: number;
}

export const MEASUREMENT_SETTINGS: MeasurementSettings = {
  tradeCapitalPaise: 10_000_000,
  portfolioSlots: 10,
  portfolioCapitalPaise: 100_000_000,
  slippageBps: 5,
};

/**
 * The bars a measurement runs over: every symbol's bars share one time axis of `labels.length`
 * bars; signals are computed over the whole bars (the warm-up included), trades happen only from
 * bar `start` on. `labels` name the bars (ISO dates; `YYYY-MM-DD HH:MM` for 15-minute bars).
 */
export interface MeasurementWindow {
  readonly labels: readonly string[];
  readonly start: number;
}

/** One strategy's measured performance (fractions as percent, money in rupees). */
export interface StrategyPerformance {
  readonly strategyId: string;
  /** Symbols that had bars in the window. */
  readonly symbols: number;
  readonly from: string;
  readonly to: string;
  /** Bars in the window (trading days, or 15-minute bars). */
  readonly bars: number;
  /** Trades of the per-signal back-tests (every entry signal on every symbol, ₹1 lakh each). */
  readonly trades: number;
  readonly winRatePct: number | null;
  /** Mean net return of a trade on its capital, after charges and slippage. */
  readonly avgNetReturnPct: number | null;
  /** Mean net profit per ₹1 lakh trade, rupees. */
  readonly expectancyRupees: number | null;
  readonly profitFactor: number | null;
  /** Mean bars a trade was held. */
  readonly avgBarsHeld: number | null;
  /** Equal-slot portfolio over the same window. */
  readonly portfolioTrades: number;
  readonly portfolioReturnPct: number;
  /** Compound annual growth of the portfolio; null when the window is shorter than a year. */
  readonly portfolioCagrPct: number | null;
  readonly portfolioMaxDrawdownPct: number;
}

const pct = (fraction: number | null): number | null => (fraction === null ? null : fraction * 100);
const slice = (bars: ScreenBars, start: number): OhlcvColumns => ({
  open: bars.open.subarray(start),
  high: bars.high.subarray(start),
  low: bars.low.subarray(start),
  close: bars.close.subarray(start),
  volume: bars.volume.subarray(start),
  adjFactor: bars.adjFactor.subarray(start),
});

/**
 * Measures one strategy over a universe, a symbol at a time (so a caller can yield between
 * symbols): `add` computes the symbol's signals and back-tests every entry with a fixed ₹1 lakh
 * (`backtest`, fills at the next open, stop and target from the definition, NSE charges for the
 * strategy's product, slippage); `finish` runs the equal-slot portfolio (`portfolioBacktest`,
 * simultaneous entries ranked by the traded value of the signal bar) and summarises.
 */
export class StrategyMeasurement {
  private readonly trades: Trade[] = [];
  private readonly instruments: PortfolioInstrument[] = [];
  private symbols = 0;

  constructor(
    private readonly strategy: CompiledStrategy,
    private readonly window: MeasurementWindow,
    private readonly options: { cache?: ScreenCache; settings?: MeasurementSettings } = {},
  ) {}

  private get settings(): MeasurementSettings {
    return this.options.settings ?? MEASUREMENT_SETTINGS;
  }

  private get rules() {
    const d = this.strategy.definition;
    return {
      side: d.side,
      product: d.product,
      stopLossPercent: d.stopLossPercent,
      targetPercent: d.targetPercent,
      slippageBps: this.settings.slippageBps,
      periodsPerYear: d.timeframe === 'm15' ? 252 * 25 : 252,
    };
  }

  /**
   * Adds one symbol; `bars` are on the window's time axis (`daily` always, `m15` for intraday
   * rules). `cache` (else the measurement's own, if any) holds the symbol's indicators.
   */
  add(symbol: string, bars: { daily: ScreenBars; m15?: ScreenBars }, cache?: ScreenCache): void {
    const on = this.strategy.definition.timeframe;
    const own = on === 'm15' ? bars.m15 : bars.daily;
    const { labels, start } = this.window;
    if (!own || own.close.length !== labels.length) return;
    const signals = strategySignals(
      this.strategy,
      bars,
      { symbol },
      { cache: cache ?? this.options.cache, on },
    );
    const windowBars = slice(own, start);
    const entries = signals.entries.subarray(start);
    const exits = signals.exits.subarray(start);
    const dates = labels.slice(start);
    const result = backtest(
      { bars: windowBars, dates },
      { entries, exits },
      {
        ...this.rules,
        symbol,
        // Cash never limits a per-signal trade: each one gets exactly the trade capital.
        initialCapitalPaise: this.settings.tradeCapitalPaise * 1000,
        sizing: { kind: 'fixed', capitalPaise: this.settings.tradeCapitalPaise },
      },
    );
    for (const trade of result.trades) this.trades.push(trade);
    this.symbols++;
    // A stock that never signals in the window cannot trade: the portfolio need not walk it.
    if (!entries.includes(1)) return;
    const score = Float64Array.from(windowBars.close, (c, t) => c * (windowBars.volume[t] ?? 0));
    this.instruments.push({ symbol, bars: windowBars, entries, exits, score });
  }

  finish(): StrategyPerformance {
    const { labels, start } = this.window;
    const dates = labels.slice(start);
    const stats = tradeStatistics(this.trades);
    const portfolio = portfolioBacktest(dates, this.instruments, {
      ...this.rules,
      maxOpenPositions: this.settings.portfolioSlots,
      initialCapitalPaise: this.settings.portfolioCapitalPaise,
    });
    const n = this.trades.length;
    let returns = 0;
    let held = 0;
    for (const t of this.trades) {
      returns += t.netPnlPaise / (t.entryPricePaise * t.quantity);
      held += t.exitIndex - t.entryIndex + 1;
    }
    const years = (dates.length - 1) / this.rules.periodsPerYear;
    const m = portfolio.metrics;
    return {
      strategyId: this.strategy.definition.id,
      symbols: this.symbols,
      from: dates[0] ?? '',
      to: dates.at(-1) ?? '',
      bars: dates.length,
      trades: n,
      winRatePct: pct(stats.winRate),
      avgNetReturnPct: n > 0 ? (returns / n) * 100 : null,
      expectancyRupees: stats.expectancyPaise === null ? null : stats.expectancyPaise / 100,
      profitFactor: stats.profitFactor,
      avgBarsHeld: n > 0 ? held / n : null,
      portfolioTrades: m.trades,
      portfolioReturnPct: m.totalReturn * 100,
      portfolioCagrPct: years >= 1 ? m.cagr * 100 : null,
      portfolioMaxDrawdownPct: m.maxDrawdown.fraction * 100,
    };
  }
}

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

/** How the numbers are measured, in words (shown beside them). */
export function measurementMethod(settings: MeasurementSettings = MEASUREMENT_SETTINGS): string {
  return [
    "Each tool is back-tested on the market's own history: daily tools over the daily window, 15-minute tools over the recent 15-minute sessions as the market played them, on every equity of the universe.",
    'A rule true at the close of a bar acts at the next bar’s open (no look-ahead); the stop and target of the tool are checked inside every bar (a gap through a level fills at the open); intraday tools are squared off at the session’s last bar; positions still open at the end of the window are closed at its last close.',
    `Trades, win rate, average net return, expectancy and profit factor: every entry signal on every stock taken with ${rupees(settings.tradeCapitalPaise)}, whatever else is open. Net means after NSE charges (brokerage, STT, exchange, SEBI, stamp duty, GST) for the tool's product and ${settings.slippageBps} bps of slippage on every fill.`,
    `Portfolio return, CAGR and maximum drawdown: one account of ${rupees(settings.portfolioCapitalPaise)} with ${settings.portfolioSlots} equal slots (each new position gets equity ÷ ${settings.portfolioSlots}); when more stocks signal than slots are free, the highest traded value of the signal bar goes first. CAGR is shown only for windows of a year or more.`,
  ].join(' ');
}
