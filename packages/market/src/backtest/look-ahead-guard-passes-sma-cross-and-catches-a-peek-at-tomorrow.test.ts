import { describe, expect, it } from 'vitest';
import type { OhlcvColumns } from '../daily-columns';
import { assertNoLookAhead, LookAheadError } from './look-ahead-guard';
import { smaCrossStrategy } from './sma-cross-strategy';
import { randomWalkPaise } from './test-bars';

const bars = randomWalkPaise(400, 7);

/** Cheats: enters when tomorrow's close is higher than today's. */
function peeking(b: OhlcvColumns) {
  const n = b.close.length;
  const entries = new Uint8Array(n);
  for (let t = 0; t + 1 < n; t++) entries[t] = (b.close[t + 1] ?? 0) > (b.close[t] ?? 0) ? 1 : 0;
  return { entries, exits: new Uint8Array(n) };
}

describe('assertNoLookAhead', () => {
  it('passes an honest SMA(20/50) crossover at every bar', () => {
    expect(() => assertNoLookAhead(smaCrossStrategy(20, 50), bars, 400)).not.toThrow();
  });

  it('catches a strategy reading close[t+1], naming the first bar that changes', () => {
    // the first bar whose next close is higher: truncating right after it flips its signal to 0
    let first = 0;
    while ((bars.close[first + 1] ?? 0) <= (bars.close[first] ?? 0)) first++;
    let caught: unknown;
    try {
      assertNoLookAhead(peeking, bars, 400);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(LookAheadError);
    expect(caught).toMatchObject({ bar: first, signal: 'entries', truncatedAt: first });
  });

  it('checks only the sample points it is given', () => {
    // at the last bar nothing is cut, so even the cheat agrees with itself
    expect(() => assertNoLookAhead(peeking, bars, [399])).not.toThrow();
  });
});
