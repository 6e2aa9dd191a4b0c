import type { CommodityAnswer } from '@nivesh/contracts';
import { COMMODITIES } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { idOf, rupees, useOverviewApp } from './overview-test-app';

describe('Commodity/getCommodityData', () => {
  const app = useOverviewApp();

  it('lists every MCX contract with its unit, lot and lot value at the live price', async () => {
    const { body } = await app.get<CommodityAnswer>('Commodity/getCommodityData');
    expect(body.status).toBe(1);
    expect(body.rows.map((r) => r.symbol)).toEqual(COMMODITIES.map((c) => c.symbol));
    const silver = body.rows.find((r) => r.symbol === 'SILVER');
    const q = app.state.quote(idOf(app.state, 'SILVER'));
    const def = COMMODITIES.find((c) => c.symbol === 'SILVER');
    expect(silver).toMatchObject({
      ltp: rupees(q.ltp),
      high: rupees(q.high),
      low: rupees(q.low),
      volume: q.volume,
      unit: def?.quoteUnit,
      lot: def?.lot,
      group: 'Bullion',
    });
    expect(silver?.lotValue).toBeCloseTo(rupees(q.ltp) * (def?.lotMultiplier ?? 0), 2);
  });

  it('filters one group and refuses an unknown one', async () => {
    const energy = (await app.get<CommodityAnswer>('Commodity/getCommodityData?group=Energy')).body;
    expect(energy.group).toBe('Energy');
    expect(energy.rows.map((r) => r.symbol)).toEqual(['CRUDEOIL', 'CRUDEOILM', 'NATURALGAS', 'NATGASMINI']);
    expect((await app.get('Commodity/getCommodityData?group=Crypto')).statusCode).toBe(400);
  });
});
