/**
 * The record of judged tips: what the tips measured, per rule and overall. Closed tips (target,
 * stop, time exit) are the sample; open tips are counted beside it and unfilled tips (no trade)
 * are counted apart. Every figure is net of charges, in paise for one position as tipped.
 *
 * - hit rate: share of closed tips whose net P&L is above zero;
 * - average win / average loss: mean net P&L of the winners / of the rest;
 * - expectancy: mean net P&L of a closed tip;
 * - profit factor: gross winnings over gross losses (null when nothing was lost);
 * - max drawdown: the largest fall of the cumulative net P&L from a peak, tips taken in the order
 *   they closed (the record starts at zero).
 */
import type { TipStatus } from './judge';

/** One tip as the record reads it. */
export interface RecordedTip {
  readonly rule: string;
  readonly status: TipStatus;
  readonly netPaise: number;
  /** Epoch ms of the exit (closed tips); orders the drawdown. */
  readonly exitAt: number | null;
}

export interface TipRecordStats {
  /** Closed tips: the sample every ratio is over. */
  readonly sampleSize: number;
  readonly open: number;
  readonly unfilled: number;
  readonly wins: number;
  readonly losses: number;
  readonly byStatus: { readonly target: number; readonly stop: number; readonly time: number };
  /** 0–1, null without a closed tip. */
  readonly hitRate: number | null;
  readonly averageWinPaise: number | null;
  readonly averageLossPaise: number | null;
  readonly expectancyPaise: number | null;
  readonly profitFactor: number | null;
  readonly maxDrawdownPaise: number;
  readonly netPaise: number;
}

const mean = (xs: readonly number[]): number | null =>
  xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length;

const isClosed = (s: TipStatus): s is 'target' | 'stop' | 'time' =>
  s === 'target' || s === 'stop' || s === 'time';

/** The statistics of `tips` (any order). */
export function tipRecordStats(tips: readonly RecordedTip[]): TipRecordStats {
  const closed = tips.filter((t) => isClosed(t.status)).sort((a, b) => (a.exitAt ?? 0) - (b.exitAt ?? 0));
  const wins = closed.filter((t) => t.netPaise > 0).map((t) => t.netPaise);
  const losses = closed.filter((t) => t.netPaise <= 0).map((t) => t.netPaise);
  const won = wins.reduce((a, b) => a + b, 0);
  const lost = -losses.reduce((a, b) => a + b, 0);
  let equity = 0;
  let peak = 0;
  let drawdown = 0;
  for (const t of closed) {
    equity += t.netPaise;
    peak = Math.max(peak, equity);
    drawdown = Math.max(drawdown, peak - equity);
  }
  const count = (s: TipStatus) => tips.filter((t) => t.status === s).length;
  return {
    sampleSize: closed.length,
    open: count('open'),
    unfilled: count('unfilled'),
    wins: wins.length,
    losses: losses.length,
    byStatus: { target: count('target'), stop: count('stop'), time: count('time') },
    hitRate: closed.length === 0 ? null : wins.length / closed.length,
    averageWinPaise: mean(wins),
    averageLossPaise: mean(losses),
    expectancyPaise: mean(closed.map((t) => t.netPaise)),
    profitFactor: lost > 0 ? won / lost : null,
    maxDrawdownPaise: drawdown,
    netPaise: equity,
  };
}

/** The statistics per rule (in `rules` order, every rule listed even without tips) and overall. */
export function tipRecord<Rule extends string>(
  tips: readonly RecordedTip[],
  rules: readonly Rule[],
): { readonly overall: TipRecordStats; readonly byRule: { rule: Rule; stats: TipRecordStats }[] } {
  return {
    overall: tipRecordStats(tips),
    byRule: rules.map((rule) => ({ rule, stats: tipRecordStats(tips.filter((t) => t.rule === rule)) })),
  };
}
