import type { PositionSide } from '../backtest/backtest-types';
import type { Product } from '../charges/charge-rates';
import type { StrategyDefinition, StrategyTimeframe } from './strategy-types';

/** Parameters of one member of a family, e.g. `{ fast: 20, slow: 50 }`. */
export type StrategyParameters = Readonly<Record<string, number>>;

/** The rules of one member, built from its parameters. */
export interface MemberRules {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly entry: string;
  readonly exit: string;
  readonly stopLossPercent: number;
  readonly targetPercent: number;
}

/** A family of strategies: one rule template and the parameter grid it is instantiated on. */
export interface StrategyFamily<P extends StrategyParameters> {
  readonly family: string;
  /** What the family does, for the catalogue page and docs/trading-tools.md. */
  readonly summary: string;
  readonly timeframe: StrategyTimeframe;
  readonly product: Product;
  readonly sides: readonly PositionSide[];
  readonly grid: readonly P[];
  readonly member: (parameters: P, side: PositionSide) => MemberRules;
}

/** The family's metadata without its generator (what pages and docs show). */
export interface StrategyFamilyInfo {
  readonly family: string;
  readonly summary: string;
  readonly timeframe: StrategyTimeframe;
  readonly product: Product;
  readonly sides: readonly PositionSide[];
}

/** Every member of a family: its grid × its sides. */
export function membersOf<P extends StrategyParameters>(spec: StrategyFamily<P>): StrategyDefinition[] {
  return spec.sides.flatMap((side) =>
    spec.grid.map((parameters) => ({
      ...spec.member(parameters, side),
      family: spec.family,
      timeframe: spec.timeframe,
      side,
      product: spec.product,
      parameters,
    })),
  );
}

/** A number as it appears in an id: `2.5` → `2p5`. */
export const idNumber = (value: number): string => String(value).replace('.', 'p');

/** Every combination of two lists, as parameter objects. */
export function grid2<A extends string, B extends string>(
  a: A,
  as: readonly number[],
  b: B,
  bs: readonly number[],
): Record<A | B, number>[] {
  return as.flatMap((x) => bs.map((y) => ({ [a]: x, [b]: y }) as Record<A | B, number>));
}
