import { describe, expect, it } from 'vitest';
import { isoDate } from '../units';
import { type DatedCashFlow, xirr, xnpv } from './xirr';

const flow = (date: string, amount: number): DatedCashFlow => ({ date: isoDate(date), amount });

// Microsoft's XIRR documentation example (support.microsoft.com, "XIRR function").
const MICROSOFT = [
  flow('2008-01-01', -10000),
  flow('2008-03-01', 2750),
  flow('2008-10-30', 4250),
  flow('2009-02-15', 3250),
  flow('2009-04-01', 2750),
];

describe('XIRR matches Excel and says no-solution instead of a wrong number', () => {
  it("gives Microsoft's example 0.373362534 (37.34 %)", () => {
    const result = xirr(MICROSOFT);
    expect(result.kind).toBe('rate');
    if (result.kind !== 'rate') return;
    expect(result.rate).toBeCloseTo(0.373362534, 8);
    expect(Math.abs(xnpv(result.rate, MICROSOFT))).toBeLessThan(1e-6);
  });

  it('does not depend on the order of the flows (dates are measured from the earliest)', () => {
    const result = xirr([...MICROSOFT].reverse());
    expect(result.kind === 'rate' && result.rate).toBeCloseTo(0.373362534, 8);
  });

  it('a flat year at +10 % gives exactly 10 %', () => {
    const result = xirr([flow('2023-01-01', -100_000), flow('2024-01-01', 110_000)]);
    expect(result.kind === 'rate' && result.rate).toBeCloseTo(0.1, 10);
  });

  it('a near-total loss is found by the bracketing fallback', () => {
    // 1 lakh in, ₹1,000 back a (365-day) year later: −99 %; Newton from +10 % jumps below −100 %.
    const flows = [flow('2021-01-01', -100_000), flow('2022-01-01', 1000)];
    const result = xirr(flows);
    expect(result).toMatchObject({ kind: 'rate', method: 'bisection' });
    expect(result.kind === 'rate' && result.rate).toBeCloseTo(-0.99, 7);
  });

  it('a huge gain over a few days is still a rate whose NPV is zero', () => {
    const flows = [flow('2024-01-01', -1000), flow('2024-01-11', 3000)];
    const result = xirr(flows);
    expect(result.kind).toBe('rate');
    if (result.kind === 'rate') expect(Math.abs(xnpv(result.rate, flows))).toBeLessThan(1e-4);
  });

  it('flows that never change sign have no rate', () => {
    expect(xirr([flow('2024-01-01', -1000), flow('2024-06-01', -500)])).toEqual({
      kind: 'no-solution',
      reason: 'no-sign-change',
    });
    expect(xirr([flow('2024-01-01', 1000), flow('2024-06-01', 500)])).toMatchObject({ kind: 'no-solution' });
    expect(xirr([flow('2024-01-01', -1000)])).toEqual({ kind: 'no-solution', reason: 'too-few-flows' });
  });

  it('flows whose NPV never reaches zero say no-solution rather than a number', () => {
    // In 100, out 100 the same day and a later extra in: NPV = −50/(1+r)^t < 0 for every r > −1.
    const flows = [flow('2024-01-01', -100), flow('2024-01-01', 100), flow('2024-06-01', -50)];
    expect(xirr(flows)).toMatchObject({ kind: 'no-solution' });
  });
});
