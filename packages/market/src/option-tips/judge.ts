/**
 * The judge of an option tip: what the market did after the issue, net of F&O charges.
 *
 * - Only quotes strictly after the issue count; the entry fills at the first of them where every
 *   leg can trade: the ask for a leg bought, the bid for a leg sold (the next tradable price).
 * - Then each later quote up to the latest exit (15:20 IST) is read at the price the position would
 *   close at (bid for legs held long, ask for legs held short). The first quote at or beyond the
 *   target closes it there (`target`), the first at or beyond the stop closes it there (`stop`):
 *   the exit is at that quote, so a jump past the stop costs what it cost.
 * - Otherwise, once the clock is past the latest exit, it closes at the last quote before it (`time`);
 *   a tip no quote could fill by then is `unfilled` (no trade). Before that it is `open`, marked at
 *   the latest quote.
 * - P&L: the legs' price change × lots × lot size, less the charges of every order (entry and exit,
 *   `fnoRoundTrip`: brokerage, STT, exchange, SEBI, stamp duty, GST). An open tip's P&L counts
 *   the charges it would pay closing at the mark.
 */
import { fnoRoundTrip } from '../charges/fno-charges';
import type { IsoDate } from '../units';
import type { OptionTip, TipSide } from './rules';

/** One leg's quote, paise per unit. */
export interface LegQuote {
  readonly bid: number;
  readonly ask: number;
}

/** The tip's legs quoted at one instant (in the tip's leg order). */
export interface TipQuote {
  readonly at: number;
  readonly legs: readonly LegQuote[];
}

export const TIP_STATUSES = ['open', 'target', 'stop', 'time', 'unfilled'] as const;
export type TipStatus = (typeof TIP_STATUSES)[number];

/** Prices of the legs at one instant (paise per unit) and their sum. */
export interface TipFill {
  readonly at: number;
  readonly legs: readonly number[];
  readonly premium: number;
}

export interface TipJudgement {
  readonly status: TipStatus;
  readonly entry: TipFill | null;
  /** The exit (closed tips) or the latest mark (open tips). */
  readonly exit: TipFill | null;
  /** Paise for the whole position (lots × lot size). */
  readonly grossPaise: number;
  readonly chargesPaise: number;
  readonly netPaise: number;
}

/** The legs' prices for trading `side` at `quote`, or null when a leg has no such price. */
function fillAt(quote: TipQuote, side: TipSide, legCount: number): TipFill | null {
  if (quote.legs.length !== legCount) return null;
  const legs = quote.legs.map((q) => (side === 'buy' ? q.ask : q.bid));
  if (legs.some((p) => !(p > 0))) return null;
  return { at: quote.at, legs, premium: legs.reduce((a, b) => a + b, 0) };
}

/** Gross P&L, charges and net of a round trip from `entry` to `exit`. */
function pnl(tip: OptionTip, entry: TipFill, exit: TipFill) {
  const tradeDate = tip.sessionDate as IsoDate;
  let gross = 0;
  let charges = 0;
  tip.legs.forEach((leg, i) => {
    const quantity = leg.lots * tip.lotSize;
    const opened = entry.legs[i] ?? 0;
    const closed = exit.legs[i] ?? 0;
    const long = leg.side === 'buy';
    gross += (long ? closed - opened : opened - closed) * quantity;
    charges += fnoRoundTrip({
      instrument: 'options',
      quantity,
      buyPricePaise: long ? opened : closed,
      sellPricePaise: long ? closed : opened,
      tradeDate,
    }).total;
  });
  return { grossPaise: gross, chargesPaise: charges, netPaise: gross - charges };
}

const NO_TRADE = { grossPaise: 0, chargesPaise: 0, netPaise: 0 } as const;

/** Judges `tip` on `quotes` (any order; only those after the issue are read) with the clock at `now`. */
export function judgeTip(tip: OptionTip, quotes: readonly TipQuote[], now: number): TipJudgement {
  const after = quotes.filter((q) => q.at > tip.issuedAt && q.at <= tip.exitBy).sort((a, b) => a.at - b.at);
  const legCount = tip.legs.length;
  const closing: TipSide = tip.side === 'buy' ? 'sell' : 'buy';
  let entry: TipFill | null = null;
  let mark: TipFill | null = null;
  for (const quote of after) {
    if (!entry) {
      entry = fillAt(quote, tip.side, legCount);
      if (entry) mark = fillAt(quote, closing, legCount);
      continue;
    }
    const exit = fillAt(quote, closing, legCount);
    if (!exit) continue;
    mark = exit;
    const v = exit.premium;
    const hitTarget = tip.side === 'buy' ? v >= tip.target : v <= tip.target;
    const hitStop = tip.side === 'buy' ? v <= tip.stop : v >= tip.stop;
    if (hitTarget || hitStop)
      return { status: hitTarget ? 'target' : 'stop', entry, exit, ...pnl(tip, entry, exit) };
  }
  const over = now >= tip.exitBy;
  // Never filled, or filled but never quoted for an exit (no bid after the entry): no measurable trade.
  if (!entry || !mark) return { status: over ? 'unfilled' : 'open', entry, exit: null, ...NO_TRADE };
  return { status: over ? 'time' : 'open', entry, exit: mark, ...pnl(tip, entry, mark) };
}
