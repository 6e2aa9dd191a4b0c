import type { StrategyLeg } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { pricedLegs } from '../test/strategy-test-fixtures';
import {
  addFutureLeg,
  addOptionLeg,
  changeLeg,
  clampLots,
  legsOfPosition,
  sameLegs,
  withEntryPrices,
} from './builder-legs';
import { addDays, daysBetween, valueAt } from './payoff-math';

const AT = { atmStrike: 24_300, expiry: '2026-11-24', futureExpiry: '2026-11-26' };
const CALL: StrategyLeg = {
  instrument: 'call',
  side: 'buy',
  lots: 1,
  strike: 24_300,
  expiry: '2026-11-24',
  entryPrice: 120.5,
};

describe('editing a leg', () => {
  it('adds an option at the money and a future on the monthly expiry', () => {
    const legs = addFutureLeg(addOptionLeg([], AT, 'put'), AT);
    expect(legs).toEqual([
      { instrument: 'put', side: 'buy', lots: 1, strike: 24_300, expiry: '2026-11-24' },
      { instrument: 'future', side: 'buy', lots: 1, strike: null, expiry: '2026-11-26' },
    ]);
  });

  it('keeps the entry price when only the side or lots change, drops it for another contract', () => {
    expect(changeLeg([CALL], 0, { side: 'sell', lots: 3 }, AT)[0]).toEqual({
      ...CALL,
      side: 'sell',
      lots: 3,
    });
    expect(changeLeg([CALL], 0, { strike: 24_400 }, AT)[0]).toEqual({
      instrument: 'call',
      side: 'buy',
      lots: 1,
      strike: 24_400,
      expiry: '2026-11-24',
    });
    expect(changeLeg([CALL], 0, { expiry: '2026-12-01' }, AT)[0]?.entryPrice).toBeUndefined();
  });

  it('gives a leg switched to a future its monthly expiry, and back to an option the ATM strike', () => {
    const future = changeLeg([CALL], 0, { instrument: 'future' }, AT);
    expect(future[0]).toEqual({
      instrument: 'future',
      side: 'buy',
      lots: 1,
      strike: null,
      expiry: '2026-11-26',
    });
    expect(changeLeg(future, 0, { instrument: 'put' }, AT)[0]).toEqual({
      instrument: 'put',
      side: 'buy',
      lots: 1,
      strike: 24_300,
      expiry: '2026-11-24',
    });
    expect(changeLeg([CALL], 0, { instrument: 'stock' }, AT)[0]).toMatchObject({
      strike: null,
      expiry: null,
    });
  });

  it('keeps lots whole and within 1–100', () => {
    expect([clampLots(0), clampLots(2.6), clampLots(500), clampLots(Number.NaN)]).toEqual([1, 3, 100, 1]);
  });

  it('writes the live entry price into a leg that had none, once', () => {
    const fresh: StrategyLeg[] = [{ ...CALL, entryPrice: undefined }, CALL];
    const withPrices = withEntryPrices(fresh, pricedLegs([{ ...CALL, entryPrice: 131.275 }, CALL]));
    expect(withPrices?.map((l) => l.entryPrice)).toEqual([131.28, 120.5]);
    expect(withEntryPrices(withPrices ?? [], pricedLegs(withPrices ?? []))).toBeNull();
    // A different contract in the answer (an older request) is not taken.
    expect(withEntryPrices(fresh, pricedLegs([{ ...CALL, strike: 24_400 }, CALL]))).toBeNull();
    expect(sameLegs(legsOfPosition(pricedLegs([CALL])), [CALL])).toBe(true);
  });
});

describe('reading the curves and dates', () => {
  it('reads a curve between its grid points and counts calendar days', () => {
    expect(valueAt([100, 200], [0, 1_000], 150)).toBe(500);
    expect(valueAt([100, 200], [0, 1_000], 250)).toBeNull();
    expect(daysBetween('2026-11-23', '2026-12-01')).toBe(8);
    expect(addDays('2026-11-28', 5)).toBe('2026-12-03');
  });
});
