import {
  BOLLINGER_BREAKOUT,
  BOLLINGER_REVERSION,
  BOLLINGER_SQUEEZE,
  MEAN_REVERSION,
} from './families/daily-bands';
import {
  DONCHIAN_BREAKOUT,
  GAP_DOWN_REVERSAL,
  GAP_UP_CONTINUATION,
  HIGH_52_WEEK,
  VOLUME_BREAKOUT,
} from './families/daily-breakouts';
import {
  MACD_SIGNAL_CROSS,
  MACD_ZERO_LINE,
  ROC_MOMENTUM,
  RSI_MOMENTUM,
  RSI_REVERSAL,
  RSI2_PULLBACK,
  STOCHASTIC_REVERSAL,
} from './families/daily-oscillators';
import {
  EMA_CROSSOVER,
  EMA_RIBBON,
  KELTNER_BREAKOUT,
  PRICE_ABOVE_EMA,
  PRICE_ABOVE_SMA,
  SMA_CROSSOVER,
  SUPERTREND_FLIP,
} from './families/daily-trend';
import {
  M15_BOLLINGER_BREAKOUT,
  M15_EMA_CROSS,
  M15_RSI_REVERSAL,
  M15_SUPERTREND,
  OPENING_RANGE_BREAKOUT,
  VWAP_CROSS,
  VWAP_RSI,
} from './families/intraday';
import {
  membersOf,
  type StrategyFamily,
  type StrategyFamilyInfo,
  type StrategyParameters,
} from './family-builder';
import type { StrategyDefinition } from './strategy-types';

/** A family's description and its generated members. */
interface BuiltFamily {
  readonly info: StrategyFamilyInfo;
  readonly members: readonly StrategyDefinition[];
}

function build<P extends StrategyParameters>(spec: StrategyFamily<P>): BuiltFamily {
  const { family, summary, timeframe, product, sides } = spec;
  return { info: { family, summary, timeframe, product, sides }, members: membersOf(spec) };
}

/** Every family, in the order the catalogue lists them (docs/trading-tools.md describes each). */
const FAMILIES: readonly BuiltFamily[] = [
  build(SMA_CROSSOVER),
  build(EMA_CROSSOVER),
  build(PRICE_ABOVE_SMA),
  build(PRICE_ABOVE_EMA),
  build(EMA_RIBBON),
  build(SUPERTREND_FLIP),
  build(KELTNER_BREAKOUT),
  build(RSI_REVERSAL),
  build(RSI_MOMENTUM),
  build(RSI2_PULLBACK),
  build(STOCHASTIC_REVERSAL),
  build(ROC_MOMENTUM),
  build(MACD_SIGNAL_CROSS),
  build(MACD_ZERO_LINE),
  build(BOLLINGER_REVERSION),
  build(BOLLINGER_BREAKOUT),
  build(BOLLINGER_SQUEEZE),
  build(MEAN_REVERSION),
  build(DONCHIAN_BREAKOUT),
  build(HIGH_52_WEEK),
  build(VOLUME_BREAKOUT),
  build(GAP_UP_CONTINUATION),
  build(GAP_DOWN_REVERSAL),
  build(VWAP_CROSS),
  build(VWAP_RSI),
  build(OPENING_RANGE_BREAKOUT),
  build(M15_EMA_CROSS),
  build(M15_RSI_REVERSAL),
  build(M15_SUPERTREND),
  build(M15_BOLLINGER_BREAKOUT),
];

/** The families' descriptions (name, summary, timeframe, product, sides). */
export const STRATEGY_FAMILIES: readonly StrategyFamilyInfo[] = FAMILIES.map((f) => f.info);

/**
 * Every strategy Nivesh ships: each family's rule template over its parameter grid. The count shown
 * in the product is `STRATEGIES.length`, never a hand-written number.
 */
export const STRATEGIES: readonly StrategyDefinition[] = FAMILIES.flatMap((f) => f.members);

const BY_ID = new Map(STRATEGIES.map((s) => [s.id, s]));

/** The strategy with this id, or undefined. */
export function findStrategy(id: string): StrategyDefinition | undefined {
  return BY_ID.get(id);
}
