import type {
  RoboHoldingsAnswer,
  RoboModelsAnswer,
  RoboPerformanceAnswer,
  RoboRebalancesAnswer,
} from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';

const { market } = createTestMarket();

describe.each(testDrivers())('the model portfolios (%s)', (driver) => {
  const ctx = useTestApp(driver, async () => ({ market }));
  const get = async <T>(url: string) => {
    const res = await ctx.t.app.inject({ url: `/api/v3/${url}` });
    return { statusCode: res.statusCode, body: res.json<T>() };
  };

  it('lists both models without a session, with their rule, inception and return against NIFTY 50', async () => {
    const { statusCode, body } = await get<RoboModelsAnswer>('RoboPort/getModels');
    expect(statusCode).toBe(200);
    expect(body.status).toBe(1);
    expect(body.models.map((m) => m.id)).toEqual(['quality-fair-price', 'momentum']);
    for (const m of body.models) {
      expect(m.simulated).toBe(true);
      expect(m.rule.length).toBeGreaterThan(40);
      expect(m.since < m.asOf).toBe(true);
      expect(m.rebalances).toBeGreaterThan(3);
      expect(m.holdings).toBeGreaterThan(0);
      expect(Number.isFinite(m.metrics.cagr) && Number.isFinite(m.nifty.cagr)).toBe(true);
      expect(m.metrics.maxDrawdown).toBeGreaterThanOrEqual(0);
    }
  });

  it('holdings are at most ten, at most three per sector, and sum with cash to the value', async () => {
    const { body } = await get<RoboHoldingsAnswer>('RoboPort/getHoldings?model=momentum');
    expect(body.status).toBe(1);
    expect(body.holdings.length).toBeLessThanOrEqual(10);
    const perSector = new Map<string, number>();
    for (const h of body.holdings) perSector.set(h.sector, (perSector.get(h.sector) ?? 0) + 1);
    expect(Math.max(...perSector.values())).toBeLessThanOrEqual(3);
    const sum = body.holdings.reduce((s, h) => s + h.value, body.cash);
    expect(Math.abs(sum - body.value)).toBeLessThan(1);
  });

  it('the rebalance record is newest first, paged, and each rebalance is on the first trading day of its period from the day before', async () => {
    const p1 = await get<RoboRebalancesAnswer>('RoboPort/getRebalances?model=quality-fair-price&page=1');
    expect(p1.body.status).toBe(1);
    expect(p1.body.rebalances.length).toBe(Math.min(p1.body.pageSize, p1.body.total));
    const dates = p1.body.rebalances.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const r of p1.body.rebalances) {
      expect(r.dataAsOf < r.date).toBe(true);
      expect(['01', '04', '07', '10']).toContain(r.date.slice(5, 7));
    }
    const last = Math.ceil(p1.body.total / p1.body.pageSize);
    const end = await get<RoboRebalancesAnswer>(
      `RoboPort/getRebalances?model=quality-fair-price&page=${last}`,
    );
    expect(end.body.rebalances.at(-1)?.date).toBe(p1.body.model.since);
    const beyond = await get<RoboRebalancesAnswer>(
      `RoboPort/getRebalances?model=quality-fair-price&page=${last + 1}`,
    );
    expect(beyond.body.rebalances).toEqual([]);
  });

  it('the equity curve starts at the capital for NIFTY 50 and ends at the reported return; an unknown model is refused', async () => {
    const { body } = await get<RoboPerformanceAnswer>('RoboPort/getPerformance?model=momentum');
    expect(body.status).toBe(1);
    expect(body.curve[0]?.date).toBe(body.model.since);
    expect(body.curve[0]?.nifty).toBe(body.initialCapital);
    expect(body.totalCharges).toBeGreaterThan(0);
    const lastPoint = body.curve.at(-1);
    expect(lastPoint?.value ?? 0).toBeCloseTo(body.initialCapital * (1 + body.model.metrics.totalReturn), -2);
    const bad = await get<{ status: number }>('RoboPort/getPerformance?model=astrology');
    expect(bad.statusCode).toBe(400);
  });
});
