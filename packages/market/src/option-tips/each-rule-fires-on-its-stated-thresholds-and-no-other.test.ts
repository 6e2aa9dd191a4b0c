import { describe, expect, it } from 'vitest';
import { type TipMoment, tipsAt } from './rules';
import { EXIT_BY, ISSUED } from './tip-fixtures';

const strikes = [23_800, 23_900, 24_000, 24_100, 24_200];
/** A hand-made nearest expiry: put OI peaks at 23900 (support), call OI at 24100 (resistance). */
function expiry(callOi: number[], putOi: number[]) {
  const side = (oi: number[], price: number[]) => ({
    openInterest: Float64Array.from(oi),
    previousOpenInterest: Float64Array.from(oi),
    volume: Float64Array.from(oi),
    price: Int32Array.from(price),
  });
  return {
    expiry: '2025-01-16' as never,
    strikes: Float64Array.from(strikes),
    call: side(callOi, [22_000, 15_000, 9_500, 5_500, 2_800]),
    put: side(putOi, [2_500, 4_800, 8_800, 14_500, 21_000]),
  } as unknown as TipMoment['expiry'];
}

const moment = (over: Partial<TipMoment>): TipMoment => ({
  underlying: 'NIFTY',
  sessionDate: '2025-01-15',
  at: ISSUED,
  exitBy: EXIT_BY,
  lotSize: 75,
  spot: 23_960,
  spotBefore: 23_920,
  ivRank: 50,
  // Put OI 1,300 against call OI 1,000: PCR 1.3.
  expiry: expiry([100, 150, 200, 400, 150], [150, 600, 300, 150, 100]),
  ...over,
});
const rules = (m: TipMoment) => tipsAt(m).map((t) => t.rule);

describe('the option-tip rules', () => {
  it('buy the ATM call when spot bounces off the put-OI support with PCR above 1.2', () => {
    const [tip] = tipsAt(moment({}));
    expect(tip).toMatchObject({
      rule: 'put-wall-bounce',
      side: 'buy',
      legs: [{ strike: 24_000, right: 'CE', side: 'buy', lots: 1, priceAtIssue: 9_500 }],
      // ₹95 + 30 % = ₹123.50; − 20 % = ₹76.
      target: 12_350,
      stop: 7_600,
      facts: { level: 23_900, pcr: 1.3 },
    });
  });

  it('do not buy the bounce at PCR 1.2, when spot was not near support, or when it fell', () => {
    // PCR exactly 1.2: 1,200 / 1,000.
    expect(rules(moment({ expiry: expiry([100, 150, 200, 400, 150], [150, 500, 300, 150, 100]) }))).toEqual(
      [],
    );
    // 23,900 × 0.4 % = 95.6 points: 23,996 is too far above it.
    expect(rules(moment({ spotBefore: 23_996, spot: 24_010 }))).toEqual([]);
    expect(rules(moment({ spot: 23_910 }))).toEqual([]);
  });

  it('buy the ATM put when spot is turned back at the call-OI resistance with PCR below 0.7', () => {
    // Put OI 600 against call OI 1,000: PCR 0.6; spot from 24,080 down to 24,040 under 24,100.
    const m = moment({
      spotBefore: 24_080,
      spot: 24_040,
      expiry: expiry([100, 150, 200, 400, 150], [100, 250, 100, 100, 50]),
    });
    expect(tipsAt(m)).toMatchObject([
      { rule: 'call-wall-rejection', legs: [{ strike: 24_000, right: 'PE' }], facts: { level: 24_100 } },
    ]);
  });

  it('sell the ATM straddle above IV rank 80 and buy it below 20, nothing in between', () => {
    const rich = tipsAt(moment({ spotBefore: 24_500, ivRank: 80.1 }));
    expect(rich).toMatchObject([
      {
        rule: 'rich-iv-short-straddle',
        side: 'sell',
        premiumAtIssue: 18_300,
        // Credit ₹183: target at ₹146.40 (−20 %), stop at ₹228.75 (+25 %), on the ₹0.05 tick.
        target: 14_640,
        stop: 22_875,
      },
    ]);
    expect(rich[0]?.legs.map((l) => l.right)).toEqual(['CE', 'PE']);
    expect(rules(moment({ spotBefore: 24_500, ivRank: 80 }))).toEqual([]);
    expect(rules(moment({ spotBefore: 24_500, ivRank: 19.9 }))).toEqual(['cheap-iv-long-straddle']);
    expect(rules(moment({ spotBefore: 24_500, ivRank: Number.NaN }))).toEqual([]);
  });

  it('issue nothing on a leg quoted under ₹5', () => {
    const cheap = expiry([100, 150, 200, 400, 150], [150, 600, 300, 150, 100]);
    (cheap.call.price as Int32Array)[2] = 495;
    expect(rules(moment({ expiry: cheap }))).toEqual([]);
  });
});
