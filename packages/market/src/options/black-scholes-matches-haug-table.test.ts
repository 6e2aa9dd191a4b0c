import { describe, expect, it } from 'vitest';
import { hasSharedData, readShared } from '../nse-files/read-fixture';
import { bsmPrice } from './black-scholes';
import { impliedVolatility } from './implied-volatility';

// Haug (1998) pp. 2-8, 24, 27 as tabulated in QuantLib's test suite; the file is in shared/data.
const FILE = 'reference/bsm_haug_test_values.csv';

interface HaugCase {
  kind: 'call' | 'put';
  strike: number;
  spot: number;
  dividendYield: number;
  rate: number;
  years: number;
  volatility: number;
  expected: number;
}

function readCases(): HaugCase[] {
  const [, ...lines] = readShared(FILE).trim().split('\n');
  return lines.map((line) => {
    const [kind, strike, spot, q, r, t, vol, expected] = line.split(',');
    if (kind !== 'call' && kind !== 'put') throw new Error(`Unexpected option type in ${line}`);
    return {
      kind,
      strike: Number(strike),
      spot: Number(spot),
      dividendYield: Number(q),
      rate: Number(r),
      years: Number(t),
      volatility: Number(vol),
      expected: Number(expected),
    };
  });
}

describe.skipIf(!hasSharedData)("Haug's 43 European option values", () => {
  it('are all reproduced within 1e-4 and their volatilities recovered', () => {
    const cases = readCases();
    expect(cases).toHaveLength(43);
    let worst = 0;
    for (const c of cases) {
      const price = bsmPrice(c);
      worst = Math.max(worst, Math.abs(price - c.expected));
      const iv = impliedVolatility({ ...c, price });
      expect(iv).not.toBeNull();
      expect(iv ?? 0).toBeCloseTo(c.volatility, 8);
    }
    expect(worst).toBeLessThan(1e-4);
  });
});
