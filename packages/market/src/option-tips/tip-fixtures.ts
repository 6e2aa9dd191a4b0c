/** Hand-made tips and quotes for the option-tips tests. */
import type { TipQuote } from './judge';
import type { OptionTip } from './rules';

/** 09:45 IST on 15 Jan 2025 (a trade date on the rates of 1 October 2024). */
export const ISSUED = Date.parse('2025-01-15T04:15:00Z');
export const EXIT_BY = Date.parse('2025-01-15T09:50:00Z');
export const MINUTE = 60_000;

/** Buy one NIFTY lot (75) of the 24000 CE quoted at ₹115 at issue: target ₹149.50, stop ₹92. */
export const callTip: OptionTip = {
  underlying: 'NIFTY',
  rule: 'put-wall-bounce',
  sessionDate: '2025-01-15',
  issuedAt: ISSUED,
  exitBy: EXIT_BY,
  lotSize: 75,
  side: 'buy',
  legs: [{ expiry: '2025-01-16', strike: 24000, right: 'CE', side: 'buy', lots: 1, priceAtIssue: 11_500 }],
  premiumAtIssue: 11_500,
  target: 14_950,
  stop: 9_200,
  facts: { spot: 23_960, spotBefore: 23_920, pcr: 1.3, ivRank: 40, level: 23_900 },
};

/** One leg quoted `minutes` after the issue, rupees. */
export const quote = (minutes: number, bid: number, ask: number): TipQuote => ({
  at: ISSUED + minutes * MINUTE,
  legs: [{ bid: Math.round(bid * 100), ask: Math.round(ask * 100) }],
});
