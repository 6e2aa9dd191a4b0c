import type { StrategyLeg } from '@nivesh/contracts';
import { contractSymbolSchema } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { contractSymbolOf, exitLeg, orderBody, withLeg, withLegChange, withoutLeg } from './basket';

const call: StrategyLeg = { instrument: 'call', side: 'buy', lots: 1, strike: 24000, expiry: '2026-12-01' };
const put: StrategyLeg = { instrument: 'put', side: 'sell', lots: 2, strike: 1402.5, expiry: '2026-12-29' };
const future: StrategyLeg = {
  instrument: 'future',
  side: 'sell',
  lots: 1,
  strike: null,
  expiry: '2026-12-29',
};
const stock: StrategyLeg = { instrument: 'stock', side: 'buy', lots: 1, strike: null, expiry: null };

describe('the terminal basket', () => {
  it('writes each F&O leg as the contract symbol the broker trades, and leaves stock legs out', () => {
    expect(contractSymbolOf('NIFTY', call)).toBe('NIFTY:2026-12-01:CE:24000');
    expect(contractSymbolOf('RELIANCE', put)).toBe('RELIANCE:2026-12-29:PE:1402.5');
    expect(contractSymbolOf('NIFTY', future)).toBe('NIFTY:2026-12-29:FUT');
    expect(contractSymbolOf('NIFTY', stock)).toBeNull();
    for (const leg of [call, put, future])
      expect(contractSymbolSchema.safeParse(contractSymbolOf('NIFTY', leg)).success).toBe(true);
    expect(orderBody('NIFTY', [call, stock, future], 'MIS', 'r1')).toEqual({
      legs: [
        { symbol: 'NIFTY:2026-12-01:CE:24000', side: 'buy', lots: 1, kind: 'market', product: 'MIS' },
        { symbol: 'NIFTY:2026-12-29:FUT', side: 'sell', lots: 1, kind: 'market', product: 'MIS' },
      ],
      requestId: 'r1',
    });
  });

  it('adds a lot to the same contract and side, a new leg otherwise, and edits or removes by position', () => {
    const twice = withLeg(withLeg([], call, 100), call, 100);
    expect(twice).toEqual([{ ...call, lots: 2 }]);
    expect(withLeg(twice, { ...call, side: 'sell' }, 100)).toHaveLength(2);
    expect(withLeg([{ ...call, lots: 100 }], call, 100)).toEqual([{ ...call, lots: 100 }]);
    expect(withLegChange([call, put], 1, { side: 'buy', lots: 3 })).toEqual([
      call,
      { ...put, side: 'buy', lots: 3 },
    ]);
    expect(withoutLeg([call, put], 0)).toEqual([put]);
  });

  it('exits a long by selling its lots and a short by buying them back, at the market in its product', () => {
    expect(exitLeg({ symbol: 'NIFTY:2026-12-01:CE:24000', lots: 2, product: 'NRML' })).toEqual({
      symbol: 'NIFTY:2026-12-01:CE:24000',
      side: 'sell',
      lots: 2,
      kind: 'market',
      product: 'NRML',
    });
    expect(exitLeg({ symbol: 'NIFTY:2026-12-29:FUT', lots: -1, product: 'MIS' })).toMatchObject({
      side: 'buy',
      lots: 1,
    });
  });
});
