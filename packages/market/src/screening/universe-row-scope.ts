import type { ScreenTimeframe } from './catalogue';
import type { PriceBars } from './price-bars';
import type { ScreenUniverse, SuppliedTimeframe } from './screen-universe';
import type { SymbolScope } from './symbol-scope';

/** Where a row scope gets its bars from (the column evaluator, which caches them per run). */
export interface RowPrices {
  pricesOf(i: number, timeframe: ScreenTimeframe): PriceBars | undefined;
}

/** The `SymbolScope` of one universe row (a class, not closures: one is made per row and run). */
export class UniverseRowScope implements SymbolScope {
  readonly symbol: string;

  constructor(
    private readonly universe: ScreenUniverse,
    private readonly row: number,
    private readonly evaluator: RowPrices,
  ) {
    this.symbol = universe.symbol(row);
  }

  number(field: string): number {
    return this.universe.number(this.row, field);
  }
  text(field: string): string | undefined {
    return this.universe.text(this.row, field);
  }
  indices(): readonly string[] {
    return this.universe.indices(this.row);
  }
  prices(timeframe: SuppliedTimeframe): PriceBars | undefined {
    return this.evaluator.pricesOf(this.row, timeframe);
  }
}
