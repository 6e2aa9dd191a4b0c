import { intradayRule } from './intraday';
import { jackpotRule } from './jackpot';
import { longTermRule } from './long-term';
import type { SignalRule } from './rule';
import { shortTermRule } from './short-term';
import { trendRule } from './trend';

/** Every auto-signal rule, in the order the engine evaluates them. */
export const SIGNAL_RULES: readonly SignalRule[] = [
  intradayRule,
  jackpotRule,
  trendRule,
  longTermRule,
  shortTermRule,
];
