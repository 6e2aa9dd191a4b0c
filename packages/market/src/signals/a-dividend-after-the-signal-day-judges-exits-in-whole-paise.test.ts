import { describe, expect, it } from 'vitest';
import type { OhlcvColumns } from '../daily-columns';
import { daysAfterFromHistory } from './backfill';
import { evaluateOutcome } from './outcome';
import { planSignal } from './outcome-test-support';

/**
 * Six days of printed bars; a ₹3.17 dividend goes ex on day 3, so days 0–2 carry the backward factor
 * (P − D) / P and the days after the signal (day 1) are put on its basis by a non-integer ratio.
 */
function historyWithDividend(): OhlcvColumns {
  const close = [36_000, 35_900, 35_950, 36_300, 35_700, 35_640];
  const factor = (36_050 - 317) / 36_050;
  return {
    open: Int32Array.from(close, (c) => c - 15),
    high: Int32Array.from(close, (c) => c + 140),
    low: Int32Array.from(close, (c) => c - 130),
    close: Int32Array.from(close),
    volume: Float64Array.from(close, () => 10_000),
    adjFactor: Float64Array.from(close, (_c, t) => (t < 3 ? factor : 1)),
  };
}

describe('the days after a signal across a corporate action', () => {
  it('are whole paise on the signal day’s basis, so a stored exit price fits its bigint column', () => {
    const days = daysAfterFromHistory(historyWithDividend(), 1, 20);
    for (const column of [days.open, days.high, days.low, days.close])
      for (const value of Array.from(column)) expect(Number.isInteger(value)).toBe(true);
  });

  it('expire at a whole-paise close', () => {
    // Target and stop far away: the signal expires at the close of its horizon (day 4).
    const signal = planSignal('buy', 35_900, 60_000, 10_000, 3);
    const outcome = evaluateOutcome(signal, {
      m15: emptyBars(),
      daysAfter: daysAfterFromHistory(historyWithDividend(), 1),
    });
    expect(outcome.status).toBe('expired');
    expect(Number.isInteger(outcome.exitPrice)).toBe(true);
  });

  it('gap through the stop at a whole-paise open', () => {
    // A sell whose stop day 2 does not reach and day 3 (the ex-date) opens above.
    const signal = planSignal('sell', 35_900, 20_000, 36_200, 5);
    const outcome = evaluateOutcome(signal, {
      m15: emptyBars(),
      daysAfter: daysAfterFromHistory(historyWithDividend(), 1),
    });
    expect(outcome.status).toBe('stop');
    expect(outcome.exitPrice).toBeGreaterThan(36_200);
    expect(Number.isInteger(outcome.exitPrice)).toBe(true);
  });
});

function emptyBars() {
  return {
    open: new Int32Array(0),
    high: new Int32Array(0),
    low: new Int32Array(0),
    close: new Int32Array(0),
    volume: new Float64Array(0),
  };
}
