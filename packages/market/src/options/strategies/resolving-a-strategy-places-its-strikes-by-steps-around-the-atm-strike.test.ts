import { describe, expect, it } from 'vitest';
import { isoDate } from '../../units';
import { findOptionStrategy } from './catalogue';
import { resolveStrategy } from './resolve-strategy';
import type { OptionStrategyDefinition } from './strategy-types';

const expiries = { near: isoDate('2025-01-30'), next: isoDate('2025-02-27') };

function strategy(id: string): OptionStrategyDefinition {
  const found = findOptionStrategy(id);
  if (!found) throw new Error(`missing ${id}`);
  return found;
}

describe('resolving a catalogue strategy on a chain', () => {
  it('puts an iron condor at ATM ± 2 and ± 4 steps (NIFTY: 22,800 / 22,900 / 23,100 / 23,200)', () => {
    const legs = resolveStrategy(strategy('short-iron-condor'), {
      atmStrike: 23_000,
      strikeStep: 50,
      expiries,
    });
    expect(legs).toEqual([
      { instrument: 'put', side: 'buy', lots: 1, strike: 22_800, expiry: expiries.near },
      { instrument: 'put', side: 'sell', lots: 1, strike: 22_900, expiry: expiries.near },
      { instrument: 'call', side: 'sell', lots: 1, strike: 23_100, expiry: expiries.near },
      { instrument: 'call', side: 'buy', lots: 1, strike: 23_200, expiry: expiries.near },
    ]);
  });

  it('puts the bought call of a calendar in the next expiry and keeps the ratio of a back spread', () => {
    const calendar = resolveStrategy(strategy('call-calendar'), {
      atmStrike: 48_000,
      strikeStep: 100,
      expiries,
    });
    expect(calendar.map((l) => [l.side, l.strike, l.expiry])).toEqual([
      ['sell', 48_000, expiries.near],
      ['buy', 48_000, expiries.next],
    ]);
    const back = resolveStrategy(strategy('call-ratio-backspread'), {
      atmStrike: 48_000,
      strikeStep: 100,
      expiries,
    });
    expect(back.map((l) => [l.side, l.lots, l.strike])).toEqual([
      ['sell', 1, 48_000],
      ['buy', 2, 48_200],
    ]);
  });

  it('gives stock legs neither strike nor expiry and futures an expiry but no strike', () => {
    const covered = resolveStrategy(strategy('covered-call'), { atmStrike: 1_500, strikeStep: 20, expiries });
    expect(covered[0]).toEqual({ instrument: 'stock', side: 'buy', lots: 1, strike: null, expiry: null });
    expect(covered[1]).toMatchObject({ instrument: 'call', side: 'sell', strike: 1_540 });
    const future = resolveStrategy(strategy('long-futures'), { atmStrike: 1_500, strikeStep: 20, expiries });
    expect(future).toEqual([
      { instrument: 'future', side: 'buy', lots: 1, strike: null, expiry: expiries.near },
    ]);
  });

  it('refuses a strike that would not be positive and a next expiry before the near one', () => {
    expect(() =>
      resolveStrategy(strategy('put-broken-wing-butterfly'), { atmStrike: 100, strikeStep: 20, expiries }),
    ).toThrow(RangeError);
    expect(() =>
      resolveStrategy(strategy('long-call'), {
        atmStrike: 23_000,
        strikeStep: 50,
        expiries: { near: expiries.next, next: expiries.near },
      }),
    ).toThrow(RangeError);
  });
});
