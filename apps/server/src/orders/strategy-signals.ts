/**
 * Where a basket (strategy order) gets its stocks and its entry signals: the auto-signal record
 * (type `autosignal`) or the trading tools (type `tradingTool`).
 */
import { type SignalType, signalTypeOf } from '@nivesh/market';
import type { AutoSignalsRepository } from '../signals/auto-signals.repository';

export type StrategyKind = 'autosignal' | 'tradingTool';

export interface StrategySignalSource {
  /** The display name of a strategy, or undefined when there is no such strategy of that kind. */
  strategyName(kind: StrategyKind, strategyId: string): string | undefined;
  /** The top `count` stocks the strategy flags in `sector` today (newest signal first). */
  topFlagged(
    kind: StrategyKind,
    strategyId: string,
    sector: string,
    count: number,
    sessionDate: string,
  ): Promise<string[]>;
  /** Of `symbols`, those with a signal of the strategy at or after `sinceMs` today, with its time. */
  firedSince(
    kind: StrategyKind,
    strategyId: string,
    symbols: readonly string[],
    sinceMs: number,
    sessionDate: string,
  ): Promise<Set<string>>;
}

/** Tools of the trading-tools catalogue, as the basket source needs them (filled in by that area). */
export interface TradingToolSignals {
  name(strategyId: string): string | undefined;
  /** Symbols the tool flags now in a sector (null: every sector), best first; undefined for an unknown tool. */
  flaggedStocks(strategyId: string, sector: string | null, limit: number): Promise<string[] | undefined>;
}

/** The auto-signal record as a basket source, and the trading tools when given. */
export class RecordedStrategySignals implements StrategySignalSource {
  constructor(
    private readonly signals: AutoSignalsRepository,
    private readonly tools?: TradingToolSignals,
  ) {}

  strategyName(kind: StrategyKind, strategyId: string): string | undefined {
    if (kind === 'tradingTool') return this.tools?.name(strategyId);
    return signalTypeOf(strategyId);
  }

  async topFlagged(
    kind: StrategyKind,
    strategyId: string,
    sector: string,
    count: number,
    sessionDate: string,
  ): Promise<string[]> {
    if (kind === 'tradingTool') return (await this.tools?.flaggedStocks(strategyId, sector, count)) ?? [];
    const type = signalTypeOf(strategyId);
    if (!type) return [];
    const rows = await this.signals.onDay(sessionDate, { type, sector });
    const newestFirst = [...rows].reverse().map((row) => row.symbol);
    return [...new Set(newestFirst)].slice(0, count);
  }

  async firedSince(
    kind: StrategyKind,
    strategyId: string,
    symbols: readonly string[],
    sinceMs: number,
    sessionDate: string,
  ): Promise<Set<string>> {
    const wanted = new Set(symbols);
    if (kind === 'tradingTool') {
      // A tool's signal is its entry condition on the latest bar: a flagged stock has fired.
      const flagged = (await this.tools?.flaggedStocks(strategyId, null, Number.MAX_SAFE_INTEGER)) ?? [];
      return new Set(flagged.filter((symbol) => wanted.has(symbol)));
    }
    const type: SignalType | undefined = signalTypeOf(strategyId);
    if (!type) return new Set();
    const rows = await this.signals.onDay(sessionDate, { type });
    return new Set(
      rows
        .filter((row) => wanted.has(row.symbol) && row.signalAt.getTime() >= sinceMs)
        .map((row) => row.symbol),
    );
  }
}
