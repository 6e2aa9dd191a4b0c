import type { PositionSide, Signals } from '../backtest/backtest-types';
import type { Product } from '../charges/charge-rates';
import { type CompiledScreen, compileScreen } from '../screening/compile-screen';
import { evaluateSeries } from '../screening/evaluate-series';
import { ScreenCache } from '../screening/screen-cache';
import { ScreenSyntaxError } from '../screening/screen-syntax-error';
import { SIGNAL_CATALOGUE } from '../signals/signal-catalogue';
import { findStrategy } from '../strategies/catalogue';
import type { StrategyDefinition } from '../strategies/strategy-types';
import {
  AUTOSIGNAL_REPLAY_METHOD,
  type AutosignalStrategy,
  autosignalSignals,
  findAutosignalStrategy,
} from './autosignal-replay';
import type { BacktestStock, BacktestStrategyChoice, ResolvedStrategyInfo } from './backtest-request';
import { BacktestRequestError } from './backtest-request-error';
import { firstUnsafePart } from './history-safe-rules';
import { INTRADAY_AUTOSIGNAL_REPLAY_METHOD, intradayAutosignalSignals } from './intraday-autosignal-replay';

/** Signals of one stock: a 1 on bar t acts at bar t+1's open; only days `from..to` need be computed. */
export type StockSignals = (
  stock: BacktestStock,
  dates: readonly string[],
  from: number,
  to: number,
) => Signals;

/** A strategy ready to run: what it is, its default trading rules and its signal function. */
export interface RunStrategy {
  readonly info: ResolvedStrategyInfo;
  readonly side: PositionSide;
  readonly product: Product;
  readonly stopLossPercent: number;
  readonly targetPercent: number;
  /** True for the auto-signal replay, whose cost per stock-day is far higher (see the limits). */
  readonly replay: boolean;
  /** The bars it runs on: daily history, or the 15-minute history of the last sessions (intraday tools). */
  readonly timeframe: 'daily' | 'm15';
  readonly signals: StockSignals;
}

export const M15_SCREEN_METHOD =
  'Entry and exit conditions evaluated on every 15-minute bar of the last completed sessions; a condition true at a bar’s close fills at the next bar’s open; intraday positions are squared off at each session’s last bar.';

export const SCREEN_METHOD =
  'Entry and exit conditions evaluated on every daily bar of the adjusted history (indicators warm up on the bars before the period); a condition true on day t fills at day t+1’s open.';

/** Compiles a rule as a condition of the screening language (throws `ScreenSyntaxError`). */
const compileCondition = (source: string): CompiledScreen => compileScreen(source, { expect: 'condition' });

/**
 * Compiles one custom, catalogue or user rule with `compile`, refusing mistakes and parts with no
 * history at their position.
 */
export function compileRule(
  field: 'entry' | 'exit',
  source: string,
  onM15 = false,
  compile: (source: string) => CompiledScreen = compileCondition,
): CompiledScreen {
  const label = field === 'entry' ? 'Entry' : 'Exit';
  if (source.trim() === '')
    throw new BacktestRequestError(field, `${label}: write a condition, e.g. close > sma(close, 50)`);
  let compiled: CompiledScreen;
  try {
    compiled = compile(source);
  } catch (error) {
    if (!(error instanceof ScreenSyntaxError)) throw error;
    throw new BacktestRequestError(field, `${label}: ${error.message}`, error);
  }
  const unsafe = firstUnsafePart(compiled, onM15);
  if (unsafe) {
    const at = new ScreenSyntaxError(unsafe.message, source, unsafe.position);
    throw new BacktestRequestError(field, `${label}: ${unsafe.message}`, at);
  }
  return compiled;
}

/** Signals of compiled entry and exit conditions on the daily bars, or on the 15-minute bars (`on: 'm15'`). */
export function screenSignals(
  entry: CompiledScreen,
  exit: CompiledScreen,
  on: 'daily' | 'm15' = 'daily',
): StockSignals {
  return (stock, dates) => {
    // Intraday tools read their 15-minute bars both as the bars of the series and inside `m15(…)`.
    const own = { ...stock.bars, dates };
    const bars = on === 'm15' ? { daily: own, m15: own } : { daily: own };
    const fields = {
      symbol: stock.symbol,
      texts: { sector: stock.sector, symbol: stock.symbol },
      indices: stock.indices ?? [],
    };
    const cache = new ScreenCache();
    const entries = evaluateSeries(entry, bars, fields, { cache, on });
    const exits = evaluateSeries(exit, bars, fields, { cache, on });
    if (!(entries instanceof Uint8Array) || !(exits instanceof Uint8Array))
      throw new TypeError('strategy rules must be conditions');
    return { entries, exits };
  };
}

const percent = (v: number) => (v > 0 ? `${v} %` : 'none');

/** `Entry: … · Exit: … · Stop … · Target …` of a catalogue tool. */
export function toolSummary(d: StrategyDefinition): string {
  return `Entry: ${d.entry} · Exit: ${d.exit} · Stop ${percent(d.stopLossPercent)} · Target ${percent(d.targetPercent)}`;
}

/** Why a catalogue tool cannot be back-tested, or null when it can. */
export function toolUnavailableReason(d: StrategyDefinition): string | null {
  const onM15 = d.timeframe === 'm15';
  try {
    compileRule('entry', d.entry, onM15);
    compileRule('exit', d.exit, onM15);
  } catch (error) {
    if (error instanceof BacktestRequestError) return error.message;
    throw error;
  }
  return null;
}

function resolveTool(id: string): RunStrategy {
  const d = findStrategy(id);
  if (!d) throw new BacktestRequestError('strategy', `No trading tool "${id}"`);
  const on = d.timeframe;
  const method = on === 'm15' ? M15_SCREEN_METHOD : SCREEN_METHOD;
  return {
    info: { kind: 'tradingTool', id: d.id, name: d.name, summary: toolSummary(d), method },
    side: d.side,
    product: d.product,
    stopLossPercent: d.stopLossPercent,
    targetPercent: d.targetPercent,
    replay: false,
    timeframe: on,
    signals: screenSignals(
      compileRule('entry', d.entry, on === 'm15'),
      compileRule('exit', d.exit, on === 'm15'),
      on,
    ),
  };
}

/**
 * `Entry: buy when Up Trend fires (…) · Exit: when Down Trend fires`; a daily Sell type sells short
 * and squares off the same day; a 15-minute type closes when its opposite fires, else at the
 * session's last bar.
 */
export function autosignalSummary(s: AutosignalStrategy): string {
  const opposite = SIGNAL_CATALOGUE.find((c) => c.type === s.opposite)?.label ?? s.opposite;
  const entry = `Entry: ${s.info.side === 'sell' ? 'sell short' : 'buy'} when ${s.info.label} fires (${s.info.description})`;
  if (s.timeframe === 'm15')
    return `${entry} · Exit: when ${opposite} fires, else square off at the session's last 15-minute bar (intraday)`;
  if (s.info.side === 'sell') return `${entry} · Exit: square off at that day's close (intraday)`;
  return `${entry} · Exit: when ${opposite} fires`;
}

/** A 15-minute type's signals: its rule replayed session by session on the stock's 15-minute history. */
function intradayReplaySignals(s: AutosignalStrategy): StockSignals {
  const entrySide = s.rule.buy === s.info.type ? 'buy' : 'sell';
  return (stock, dates, from, to) => {
    if (!stock.daily) throw new TypeError(`${s.info.type} replays need the stock's daily history`);
    const bars = {
      m15: stock.bars,
      sessionDates: dates,
      daily: stock.daily.bars,
      dailyDates: stock.daily.dates,
    };
    return intradayAutosignalSignals(s.rule, entrySide, bars, from, to);
  };
}

function resolveAutosignal(type: string): RunStrategy {
  const s = findAutosignalStrategy(type);
  if (!s) throw new BacktestRequestError('strategy', `No auto-signal type "${type}"`);
  const short = s.info.side === 'sell';
  const m15 = s.timeframe === 'm15';
  return {
    info: {
      kind: 'autosignal',
      id: s.info.type,
      name: s.info.label,
      summary: autosignalSummary(s),
      method: m15 ? INTRADAY_AUTOSIGNAL_REPLAY_METHOD : AUTOSIGNAL_REPLAY_METHOD,
    },
    side: short ? 'short' : 'long',
    product: short || m15 ? 'intraday' : 'delivery',
    stopLossPercent: 0,
    targetPercent: 0,
    replay: true,
    timeframe: s.timeframe,
    signals: m15
      ? intradayReplaySignals(s)
      : (stock, _dates, from, to) => autosignalSignals(s, stock.bars, from, to),
  };
}

function resolveCustom(entrySource: string, exitSource: string): RunStrategy {
  const entry = compileRule('entry', entrySource);
  const exit = compileRule('exit', exitSource);
  return {
    info: {
      kind: 'custom',
      id: 'custom',
      name: 'Custom screen',
      summary: `Entry: ${entry.source.trim()} · Exit: ${exit.source.trim()}`,
      method: SCREEN_METHOD,
    },
    side: 'long',
    product: 'delivery',
    stopLossPercent: 0,
    targetPercent: 0,
    replay: false,
    timeframe: 'daily',
    signals: screenSignals(entry, exit),
  };
}

/** The strategy a request names, compiled; throws `BacktestRequestError` for unknown ids and bad rules. */
export function resolveStrategy(choice: BacktestStrategyChoice): RunStrategy {
  if (choice.kind === 'tradingTool') return resolveTool(choice.id);
  if (choice.kind === 'autosignal') return resolveAutosignal(choice.type);
  return resolveCustom(choice.entry, choice.exit);
}
