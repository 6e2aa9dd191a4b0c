import { describe, expect, it } from 'vitest';
import { hasSharedData } from '../nse-files/read-fixture';
import { maxPain, pcr } from './chain-statistics';
import { readSnapshot } from './nse-option-chain-snapshot';

const strikes = [100, 110, 120, 130];

describe('PCR and max pain on a hand-made expiry', () => {
  const expiry = {
    strikes,
    call: { openInterest: [10, 20, 30, 40], volume: [1, 2, 3, 4] },
    put: { openInterest: [40, 30, 25, 10], volume: [8, 3, 2, 1] },
  };

  it('PCR = Σ put ÷ Σ call, by OI and by volume, over one or several expiries', () => {
    const one = pcr(expiry);
    expect(one.byOpenInterest).toBeCloseTo(105 / 100, 12);
    expect(one.byVolume).toBeCloseTo(14 / 10, 12);
    const both = pcr([expiry, { ...expiry, put: { openInterest: [0, 0, 0, 95], volume: [0, 0, 0, 6] } }]);
    expect(both.byOpenInterest).toBeCloseTo(200 / 200, 12);
    expect(both.byVolume).toBeCloseTo(20 / 20, 12);
    expect(
      pcr({ strikes, call: { openInterest: [0, 0, 0, 0], volume: [0, 0, 0, 0] }, put: expiry.put })
        .byOpenInterest,
    ).toBeNaN();
  });

  it('max pain is the strike with the least total writer payout (here 120, payout 500)', () => {
    // Payout at 100: 30·10 + 25·20 + 10·30 = 1100; at 110: 10·10 + 25·10 + 10·20 = 550;
    // at 120: 10·20 + 20·10 + 10·10 = 500; at 130: 10·30 + 20·20 + 30·10 = 1000.
    const pain = maxPain(expiry);
    expect(Array.from(pain.payouts)).toEqual([1100, 550, 500, 1000]);
    expect(pain.strike).toBe(120);
    expect(pain.payout).toBe(500);
  });

  it('takes the lower strike on a tie', () => {
    const tie = { ...expiry, put: { openInterest: [40, 30, 20, 10], volume: [0, 0, 0, 0] } };
    expect(Array.from(maxPain(tie).payouts)).toEqual([1000, 500, 500, 1000]);
    expect(maxPain(tie).strike).toBe(110);
  });
});

describe.skipIf(!hasSharedData)(
  'PCR and max pain on the real NSE option-chain snapshots (REFERENCE_VALUES §5)',
  () => {
    it('NIFTY 28-Mar-2022 10:47: PCR 0.7333 (OI), 0.8058 (volume), max pain 17100', () => {
      const snap = readSnapshot('option_chain_indices_NIFTY_2022-03-28T1047.json');
      expect(snap.nearest.expiry).toBe('31-Mar-2022');
      const ratio = pcr(snap.nearest);
      expect(ratio.callOpenInterest).toBe(2_017_305);
      expect(ratio.putOpenInterest).toBe(1_479_301);
      expect(ratio.byOpenInterest).toBeCloseTo(0.7333, 4);
      expect(ratio.byVolume).toBeCloseTo(0.8058, 4);
      expect(maxPain(snap.nearest).strike).toBe(17_100);
      expect(pcr(snap.all).byOpenInterest).toBeCloseTo(0.8523, 4);
    });

    it('BANKNIFTY 03-May-2023 15:30: PCR 1.0886 (OI), 0.9749 (volume), max pain 43200', () => {
      const snap = readSnapshot('option_chain_indices_BANKNIFTY_2023-05-03T1530.json');
      expect(snap.nearest.expiry).toBe('04-May-2023');
      const ratio = pcr(snap.nearest);
      expect(ratio.byOpenInterest).toBeCloseTo(1.0886, 4);
      expect(ratio.byVolume).toBeCloseTo(0.9749, 4);
      expect(maxPain(snap.nearest).strike).toBe(43_200);
      expect(pcr(snap.all).byOpenInterest).toBeCloseTo(1.0856, 4);
    });
  },
);
