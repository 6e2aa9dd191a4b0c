import { describe, expect, it } from 'vitest';
import { hasSharedData, readShared } from '../nse-files/read-fixture';
import { atmImpliedVolatility, straddlePremium } from './chain-analytics';
import { gammaExposure } from './gamma-exposure';
import { type OiBuildUp, sideBuildUp } from './oi-build-up';
import { oiLevels } from './oi-levels';

// The analytics on NSE's own option-chain API snapshots (shared/data/nse_option_chain), nearest
// expiry (`filtered.data`). Expected values were read off the JSON by a separate script.

interface NseSide {
  openInterest?: number;
  changeinOpenInterest?: number;
  lastPrice?: number;
  change?: number;
  impliedVolatility?: number;
}
interface NseRow {
  strikePrice: number;
  CE?: NseSide;
  PE?: NseSide;
}

/** One side in chain units: prices in paise, previous values from NSE's changes. */
function side(rows: readonly NseRow[], key: 'CE' | 'PE') {
  const pick = (f: (s: NseSide) => number) => Float64Array.from(rows, (r) => f(r[key] ?? {}));
  return {
    openInterest: pick((s) => s.openInterest ?? 0),
    previousOpenInterest: pick((s) => (s.openInterest ?? 0) - (s.changeinOpenInterest ?? 0)),
    price: pick((s) => (s.lastPrice ?? 0) * 100),
    previousClose: pick((s) => ((s.lastPrice ?? 0) - (s.change ?? 0)) * 100),
    /** NSE publishes IV in %, 0 when none. */
    iv: pick((s) => s.impliedVolatility ?? 0),
  };
}

function nearest(file: string) {
  const json = JSON.parse(readShared(`nse_option_chain/${file}`)) as {
    records: { underlyingValue: number };
    filtered: { data: NseRow[] };
  };
  const rows = [...json.filtered.data].sort((a, b) => a.strikePrice - b.strikePrice);
  const spot = json.records.underlyingValue;
  return {
    spot,
    // NSE quotes IV against the spot; so do we here.
    forward: spot,
    strikes: Float64Array.from(rows, (r) => r.strikePrice),
    call: side(rows, 'CE'),
    put: side(rows, 'PE'),
  };
}

function counts(readings: readonly OiBuildUp[]): Partial<Record<OiBuildUp, number>> {
  const out: Partial<Record<OiBuildUp, number>> = {};
  for (const r of readings) out[r] = (out[r] ?? 0) + 1;
  return out;
}

describe.skipIf(!hasSharedData)('analytics on the real NSE snapshots', () => {
  const nifty = hasSharedData ? nearest('option_chain_indices_NIFTY_2022-03-28T1047.json') : null;
  const bank = hasSharedData ? nearest('option_chain_indices_BANKNIFTY_2023-05-03T1530.json') : null;

  // Expected levels: [strike, OI] for supports and resistances, [strike, change] for additions.
  const expectedLevels = [
    {
      name: 'NIFTY 28-Mar-2022 10:47 (spot 17,022.5): support 16,000 / 16,500, resistance 18,000 / 17,200',
      file: 'option_chain_indices_NIFTY_2022-03-28T1047.json',
      support: [16_000, 131_184, 16_500, 115_074],
      resistance: [18_000, 209_377, 17_200, 128_335],
      additions: [16_500, 21_068, 18_000, 50_596],
      immediate: [16_500, 18_000],
    },
    {
      name: 'BANKNIFTY 03-May-2023 15:30 (spot 43,312.7): support 43,000, resistance 43,500, fresh puts at 43,200',
      file: 'option_chain_indices_BANKNIFTY_2023-05-03T1530.json',
      support: [43_000, 179_704, 43_200, 125_204],
      resistance: [43_500, 168_798, 44_500, 139_710],
      additions: [43_200, 55_441, 43_200, 36_220],
      immediate: [43_200, 44_500],
    },
  ] as const;

  for (const c of expectedLevels) {
    it(c.name, () => {
      const chain = nearest(c.file);
      const levels = oiLevels(chain, chain.spot);
      const [s1, s1oi, s2, s2oi] = c.support;
      const [r1, r1oi, r2, r2oi] = c.resistance;
      const [putAt, putAdded, callAt, callAdded] = c.additions;
      expect(levels.support).toMatchObject({ strike: s1, openInterest: s1oi });
      expect(levels.secondSupport).toMatchObject({ strike: s2, openInterest: s2oi });
      expect(levels.resistance).toMatchObject({ strike: r1, openInterest: r1oi });
      expect(levels.secondResistance).toMatchObject({ strike: r2, openInterest: r2oi });
      expect(levels.largestPutAddition).toMatchObject({ strike: putAt, change: putAdded });
      expect(levels.largestCallAddition).toMatchObject({ strike: callAt, change: callAdded });
      expect(levels.immediateSupport?.strike).toBe(c.immediate[0]);
      expect(levels.immediateResistance?.strike).toBe(c.immediate[1]);
    });
  }

  it('reads the build-up of every strike: on a falling NIFTY morning the calls are being written', () => {
    if (!nifty || !bank) throw new Error('no data');
    expect(counts(sideBuildUp(nifty.call))).toEqual({
      'short-build-up': 48,
      'long-unwinding': 40,
      neutral: 29,
    });
    expect(counts(sideBuildUp(nifty.put))).toEqual({
      'long-build-up': 24,
      'short-build-up': 26,
      'long-unwinding': 21,
      'short-covering': 18,
      neutral: 28,
    });
    expect(counts(sideBuildUp(bank.put))).toEqual({
      'short-build-up': 52,
      'long-unwinding': 23,
      'long-build-up': 9,
      'short-covering': 9,
      neutral: 13,
    });
  });

  it("NIFTY: ATM IV 26.04 % at spot, and the 17,000 straddle's implied σ agrees within a vol point", () => {
    if (!nifty) throw new Error('no data');
    // Put IV at 17,000 is 25.69, call IV at 17,050 is 26.46: 0.55·25.69 + 0.45·26.46 = 26.0365.
    const atmIv = atmImpliedVolatility(nifty);
    expect(atmIv).toBeCloseTo(26.0365, 10);
    const straddle = straddlePremium(nifty, nifty.spot);
    // ₹181.50 + ₹144.45 = ₹325.95 → one σ = 408.52 points = 2.3999 % over 3 days 4 h 43 min.
    expect(straddle).toMatchObject({ atmStrike: 17_000, straddlePaise: 32_595 });
    const years = (3 * 1_440 + 4 * 60 + 42 + 41 / 60) / 525_600;
    const implied = (straddle?.oneSigmaPercent ?? 0) / Math.sqrt(years);
    expect(implied).toBeCloseTo(25.645, 2);
    expect(Math.abs(implied - atmIv)).toBeLessThan(1);
  });

  it('NIFTY GEX with the OTM IVs (lot 50): +₹2,215 crore per 1 %, call wall 17,200, put wall 17,000, flip ≈ 16,921', () => {
    if (!nifty) throw new Error('no data');
    const modelVol = nifty.strikes.map((k, i) => {
      const iv = k < nifty.spot ? (nifty.put.iv[i] ?? 0) : (nifty.call.iv[i] ?? 0);
      return iv > 0 ? iv / 100 : Number.NaN;
    });
    const years = (3 * 1_440 + 4 * 60 + 42 + 41 / 60) / 525_600;
    const gex = gammaExposure({ ...nifty, years, modelVol }, nifty.spot, 50, { rate: 0.065 });
    expect(gex.total).toBeCloseTo(2_215.456, 2);
    expect(gex.callTotal).toBeCloseTo(10_703.169, 2);
    expect(gex.callWall).toBe(17_200);
    expect(gex.putWall).toBe(17_000);
    expect(gex.zeroGamma ?? 0).toBeCloseTo(16_921.16, 1);
  });
});
