/**
 * The judge of a stock tip: what the market did after the issue day, net of charges.
 *
 * - Only daily bars strictly after the issue day count, put on the issue day's basis across splits,
 *   bonuses and dividends (`daysAfterFromHistory`, as the signals' outcomes are judged).
 * - Entry: the first session of the entry window whose range meets the entry range fills at its open
 *   when the open lies in the range, else at the range edge the price crossed (a gap up fills at the
 *   top of the range once it trades back there, a gap down at the bottom). No such session: `unfilled`.
 * - Exit: from the entry session on, the first bar whose low reaches the stop closes at the stop (at
 *   the open when it opened through it), else the first whose high reaches the target closes at the
 *   target; the stop counts first when both lie in one bar (conservative, as signals/outcome.ts).
 *   Without a hit the tip closes at the close of its last session (`time`); before that it is `open`,
 *   marked at the latest close.
 * - P&L: (exit − entry) × quantity, quantity = whole shares of `STOCK_TIP_CAPITAL_PAISE` at the entry
 *   (at least one), less both orders' charges (`chargesForOrder`): intraday rates when entry and exit
 *   fall in one session, delivery otherwise. An open tip counts the charges of closing at the mark.
 *
 * Statuses are the option tips' (`TipStatus`), so the record (`tipRecord`) reads both alike.
 */

import type { Product } from '../charges/charge-rates';
import { chargesForOrder } from '../charges/charges-for-order';
import type { OhlcvColumns } from '../daily-columns';
import type { TipStatus } from '../option-tips/judge';
import { daysAfterFromHistory } from '../signals/backfill';
import { valueAt } from '../signals/session-bars';
import type { StockTip } from './rules';

/** The capital one tip is judged with: ₹1,00,000. */
export const STOCK_TIP_CAPITAL_PAISE = 10_000_000;

/** A price on the issue day's basis, in the `session`-th session after the issue (1 = the next). */
export interface StockTipFill {
  readonly session: number;
  readonly price: number;
}

export interface StockTipJudgement {
  readonly status: TipStatus;
  readonly entry: StockTipFill | null;
  /** The exit (closed tips) or the latest mark (open tips). */
  readonly exit: StockTipFill | null;
  readonly quantity: number;
  readonly product: Product | null;
  readonly grossPaise: number;
  readonly chargesPaise: number;
  readonly netPaise: number;
}

const NOTHING = { quantity: 0, product: null, grossPaise: 0, chargesPaise: 0, netPaise: 0 } as const;

function pnl(entry: StockTipFill, exit: StockTipFill) {
  const quantity = Math.max(1, Math.floor(STOCK_TIP_CAPITAL_PAISE / entry.price));
  const product: Product = entry.session === exit.session ? 'intraday' : 'delivery';
  const charges =
    chargesForOrder({ side: 'buy', product, quantity, pricePaise: entry.price }).total +
    chargesForOrder({ side: 'sell', product, quantity, pricePaise: exit.price }).total;
  const gross = (exit.price - entry.price) * quantity;
  return { quantity, product, grossPaise: gross, chargesPaise: charges, netPaise: gross - charges };
}

/** Judges `tip` on `daily` (the same columns it was issued from, with whatever bars followed). */
export function judgeStockTip(tip: StockTip, daily: OhlcvColumns): StockTipJudgement {
  const days = daysAfterFromHistory(daily, tip.issueDay, tip.horizonSessions);
  const available = days.close.length;
  let entry: StockTipFill | null = null;
  for (let d = 1; d <= Math.min(available, tip.entryWindowSessions, tip.horizonSessions) && !entry; d++) {
    const open = valueAt(days.open, d - 1);
    if (valueAt(days.low, d - 1) <= tip.entryHigh && valueAt(days.high, d - 1) >= tip.entryLow)
      entry = { session: d, price: Math.min(tip.entryHigh, Math.max(tip.entryLow, open)) };
  }
  if (!entry) {
    const windowOver = available >= Math.min(tip.entryWindowSessions, tip.horizonSessions);
    return { status: windowOver ? 'unfilled' : 'open', entry: null, exit: null, ...NOTHING };
  }
  for (let d = entry.session; d <= available; d++) {
    const i = d - 1;
    // On the entry bar the position exists from the fill on: its open is the fill.
    const open = d === entry.session ? entry.price : valueAt(days.open, i);
    if (valueAt(days.low, i) <= tip.stop) {
      const exit = { session: d, price: open < tip.stop ? open : tip.stop };
      return { status: 'stop', entry, exit, ...pnl(entry, exit) };
    }
    if (valueAt(days.high, i) >= tip.target) {
      const exit = { session: d, price: tip.target };
      return { status: 'target', entry, exit, ...pnl(entry, exit) };
    }
  }
  const mark = { session: available, price: valueAt(days.close, available - 1) };
  const status: TipStatus = available >= tip.horizonSessions ? 'time' : 'open';
  return { status, entry, exit: mark, ...pnl(entry, mark) };
}
