import { describe, expect, it } from 'vitest';
import { evaluateOutcome } from './outcome';
import { daysFromCloses, planSignal } from './outcome-test-support';
import { m15FromCloses, repeat } from './test-support';

/** A flat session at 10,000 (bars 9,990–10,010) that a test may modify. */
const newFlatDay = () => m15FromCloses(repeat(10_000, 25), repeat(1_000, 25), 10);
const flatDay = newFlatDay();

describe('outcome tracking', () => {
  it('counts the stop first when one later bar reaches both target and stop (conservative)', () => {
    const day = newFlatDay();
    day.high[7] = 10_200;
    day.low[7] = 9_800;
    const outcome = evaluateOutcome(planSignal('buy', 10_000, 10_100, 9_950, 0), { m15: day });
    expect(outcome).toMatchObject({ status: 'stop', exitPrice: 9_950, exitDay: 0, exitBar: 7 });
    expect(outcome.exitReturn).toBeCloseTo(-0.005, 12);
  });

  it('records the target when only the target is reached, on the first bar that reaches it', () => {
    const day = newFlatDay();
    day.high[6] = 10_100;
    day.low[9] = 9_900;
    const outcome = evaluateOutcome(planSignal('buy', 10_000, 10_100, 9_950, 0), { m15: day });
    expect(outcome).toMatchObject({ status: 'target', exitPrice: 10_100, exitBar: 6, exitReturn: 0.01 });
  });

  it('ignores the signal bar itself and bars before it', () => {
    const day = newFlatDay();
    day.low[4] = 9_000;
    const outcome = evaluateOutcome(planSignal('buy', 10_000, 10_100, 9_950, 0), { m15: day });
    expect(outcome.status).toBe('expired');
  });

  it('expires an intraday signal at the close of the 15:15 bar, and keeps it open before that bar is complete', () => {
    const day = m15FromCloses([...repeat(10_000, 23), 10_030, 10_500], repeat(1_000, 25), 10);
    const signal = planSignal('buy', 10_000, 10_100, 9_950, 0);
    expect(evaluateOutcome(signal, { m15: day })).toMatchObject({
      status: 'expired',
      exitPrice: 10_030,
      exitBar: 23,
    });
    expect(evaluateOutcome(signal, { m15: day, m15Count: 23 }).status).toBe('open');
  });

  it('computes 1/5/20-day close-to-close returns, sign-adjusted for a sell', () => {
    // Entry 10,000; closes of the following days: day 1 10,100, day 5 9,800, day 20 10,500.
    const closes = repeat(10_000, 20);
    closes[0] = 10_100;
    closes[4] = 9_800;
    closes[19] = 10_500;
    const days = daysFromCloses(closes);
    const buy = evaluateOutcome(planSignal('buy', 10_000, 11_000, 9_000, 20), {
      m15: flatDay,
      daysAfter: days,
    });
    expect([buy.return1d, buy.return5d, buy.return20d]).toEqual([0.01, -0.02, 0.05]);
    expect(buy).toMatchObject({ status: 'expired', exitPrice: 10_500, exitDay: 20, exitReturn: 0.05 });
    const sell = evaluateOutcome(planSignal('sell', 10_000, 9_000, 11_000, 20), {
      m15: flatDay,
      daysAfter: days,
    });
    expect([sell.return1d, sell.return5d, sell.return20d]).toEqual([-0.01, 0.02, -0.05]);
    expect(sell.exitReturn).toBe(-0.05);
  });

  it('keeps a daily signal open until its horizon has passed, with the returns it already has', () => {
    const outcome = evaluateOutcome(planSignal('buy', 10_000, 11_000, 9_000, 5), {
      m15: flatDay,
      daysAfter: daysFromCloses([10_100, 10_200]),
    });
    expect(outcome).toMatchObject({
      status: 'open',
      exitPrice: null,
      return1d: 0.01,
      return5d: null,
      return20d: null,
    });
  });

  it('finds a sell target on the daily low and a sell stop on the daily high', () => {
    const sell = planSignal('sell', 10_000, 9_800, 10_100, 5);
    const target = evaluateOutcome(sell, { m15: flatDay, daysAfter: daysFromCloses([9_950, 9_850], 0, 60) });
    expect(target).toMatchObject({ status: 'target', exitPrice: 9_800, exitDay: 2, exitReturn: 0.02 });
    const stop = evaluateOutcome(sell, { m15: flatDay, daysAfter: daysFromCloses([10_050, 10_090], 20, 0) });
    expect(stop).toMatchObject({ status: 'stop', exitPrice: 10_100, exitDay: 2, exitReturn: -0.01 });
  });

  it('fills a stop at the open when the day gaps through it', () => {
    const days = { open: [9_800], high: [9_850], low: [9_700], close: [9_750] };
    const outcome = evaluateOutcome(planSignal('buy', 10_000, 10_500, 9_900, 5), {
      m15: flatDay,
      daysAfter: days,
    });
    expect(outcome).toMatchObject({ status: 'stop', exitPrice: 9_800, exitDay: 1 });
  });
});
