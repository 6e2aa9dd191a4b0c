import type { ChargesAnswer, ServiceDetailsAnswer, SubWebFunctionAnswer } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { buyPlan, callApi } from '../payments/payment-test-support';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { DEFAULT_FEATURES } from './default-catalogue';

describe.each(testDrivers())('subscription catalogue endpoints (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const get = async <T>(path: string, token: string | null = null) =>
    (await callApi(ctx.t.app, token, 'GET', path)).body as unknown as T;

  it('answers the seeded plans, the feature table and userStatus 0 for a visitor', async () => {
    const body = await get<SubWebFunctionAnswer>('Subscription/subWebFunction');
    expect(body.status).toBe(1);
    expect(body.data.userStatus).toBe(0);
    expect(body.data.socialLink.telegram_link).toMatch(/^https:\/\//);
    expect(body.data.result.map((p) => [p.name, p.onemonth, p.threemonth, p.sixmonth, p.oneyear])).toEqual([
      ['Free', 0, 0, 0, 0],
      ['Pro', 499, 1349, 2499, 4499],
      ['Pro+', 999, 2699, 4999, 8999],
      ['F&O', 799, 2149, 3999, 7199],
    ]);
    expect(body.data.featureOption).toHaveLength(DEFAULT_FEATURES.length);
    // Live option tips are built and belong to F&O only.
    expect(body.data.featureOption.find((f) => f.key === 'live-option-tips')).toMatchObject({
      free: '0',
      pro: '0',
      proplus: '0',
      FAndO: '1',
      comingTo: [],
    });
    // Pro's plan lists exactly the built features whose pro value is not 0, and the rest as coming.
    const pro = body.data.result.find((p) => p.slug === 'pro');
    expect(pro?.features).toEqual(
      DEFAULT_FEATURES.filter((f) => f.pro !== '0' && f.key !== 'premium-stock-tips').map((f) => f.name),
    );
    expect(pro?.coming).toEqual(['Premium stock tips']);
    expect(pro?.onSale).toBe(true);
    expect(pro?.active).toBeNull();
  });

  it('seeds the catalogue once when concurrent first requests find it empty', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get<SubWebFunctionAnswer>('Subscription/subWebFunction')),
    );
    expect(answers.map((a) => [a.data.result.length, a.data.featureOption.length])).toEqual(
      Array.from({ length: 5 }, () => [4, DEFAULT_FEATURES.length]),
    );
  });

  it('answers userStatus 1 and the held tier for a signed-in subscriber', async () => {
    const token = await registerUser(ctx.t, { mobile: '9876500101', email: 'cat@example.in' });
    await buyPlan(ctx.t.app, token, 2);
    const body = await get<SubWebFunctionAnswer>('Subscription/subWebFunction?pageName=subscription', token);
    expect(body.data.userStatus).toBe(1);
    expect(body.data.result.find((p) => p.slug === 'pro')?.active?.tierName).toBe('Pro');
    expect(body.data.result.find((p) => p.slug === 'fno')?.active).toBeNull();
  });

  it('lists the paid packages as premium services and details one, refusing an unknown slug', async () => {
    const services = await get<{ data: { slug: string; fromPrice: number; premiumFeatures: string[] }[] }>(
      'page/premiumService',
    );
    expect(services.data.map((s) => [s.slug, s.fromPrice])).toEqual([
      ['pro', 499],
      ['pro-plus', 999],
      ['fno', 799],
    ]);
    expect(services.data[0]?.premiumFeatures).toEqual(['Measured performance of every trading tool']);
    const details = await get<ServiceDetailsAnswer>('page/getServiceDetails?slug=fno');
    expect(details.data.package.oneyear).toBe(7199);
    // F&O adds the built option chain analysis and live option tips to Free, and is on sale.
    expect(details.data.features.filter((f) => f.included && !f.inFree).map((f) => f.key)).toEqual([
      'fno-tools',
      'live-option-tips',
    ]);
    expect(details.data.features.filter((f) => f.coming).map((f) => f.key)).toEqual([]);
    expect(details.data.service.onSale).toBe(true);
    expect(await get('page/getServiceDetails?slug=gold')).toEqual({
      status: 0,
      message: 'No premium service “gold”: choose Pro (pro), Pro+ (pro-plus), F&O (fno)',
    });
    expect((await get<{ data: unknown[] }>('subscription/packageDetails')).data).toHaveLength(4);
  });

  it('computes brokerage and charges with the market package (hand-computed contract notes)', async () => {
    // Intraday 100 × ₹2,500 → ₹2,550: ₹137.00 of charges (see packages/market/src/charges tests).
    const body = await get<ChargesAnswer>(
      'Calculator/charges?product=intraday&quantity=100&buy_price=2500&sell_price=2550',
    );
    expect(body.total).toMatchObject({
      brokerage: 40,
      stt: 64,
      exchange: 15,
      sebi: 0.51,
      stampDuty: 7.5,
      gst: 9.99,
      total: 137,
    });
    expect(body.grossPnl).toBe(5000);
    expect(body.netPnl).toBe(4863);
    expect(body.breakevenPerShare).toBe(1.37);
    // The rates as numbers (the web page words them in English or Hindi), in the table's order.
    expect(body.rates).toEqual([
      { key: 'brokerage', applies: true, capRupees: 20, percent: 0.03 },
      { key: 'stt', buyPercent: 0, sellPercent: 0.025 },
      { key: 'exchange', percent: 0.00297 },
      { key: 'sebi', rupeesPerCrore: 10 },
      { key: 'stampDuty', buyPercent: 0.003 },
      { key: 'dp', applies: false, rupeesPerScripSold: 13.5 },
      { key: 'gst', percent: 18 },
    ]);
    const delivery = await get<ChargesAnswer>(
      'Calculator/charges?product=delivery&quantity=100&buy_price=2500&sell_price=2550',
    );
    expect(delivery.rates).toEqual([
      { key: 'brokerage', applies: false, capRupees: 0, percent: 0 },
      { key: 'stt', buyPercent: 0.1, sellPercent: 0.1 },
      { key: 'exchange', percent: 0.00297 },
      { key: 'sebi', rupeesPerCrore: 10 },
      { key: 'stampDuty', buyPercent: 0.015 },
      { key: 'dp', applies: true, rupeesPerScripSold: 13.5 },
      { key: 'gst', percent: 18 },
    ]);
    const bad = await callApi(
      ctx.t.app,
      null,
      'GET',
      'Calculator/charges?product=intraday&quantity=0&buy_price=1&sell_price=1',
    );
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Quantity must be at least 1');
  });
});
