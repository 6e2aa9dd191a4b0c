import {
  isBuiltRoute,
  type PremiumServiceAnswer,
  type ServiceDetailsAnswer,
  type SubWebFunctionAnswer,
} from '@nivesh/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionFeatures } from '../db/schema';
import { callApi } from '../payments/payment-test-support';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { CatalogueRepository } from './catalogue.repository';

describe.each(testDrivers())('plans sell only what is built (%s)', (driver) => {
  const ctx = useTestApp(driver, { env: { SESSION_TTL_DAYS: '3650' } });
  const get = async <T>(path: string) => (await callApi(ctx.t.app, null, 'GET', path)).body as unknown as T;

  /** Every name a plan, a card, the table or a service shows as included, with the route behind it. */
  async function includedEverywhere(): Promise<{ where: string; route: string | null }[]> {
    const features = await new CatalogueRepository(ctx.database.db).features();
    const routeOf = (name: string) => features.find((f) => f.name === name)?.route ?? null;
    const sub = await get<SubWebFunctionAnswer>('Subscription/subWebFunction');
    const services = await get<PremiumServiceAnswer>('page/premiumService');
    const out: { where: string; route: string | null }[] = [];
    for (const plan of sub.data.result)
      for (const name of plan.features) out.push({ where: `plan ${plan.slug}`, route: routeOf(name) });
    for (const row of sub.data.featureOption)
      for (const tier of ['free', 'pro', 'proplus', 'FAndO'] as const)
        if (Number.parseFloat(row[tier]) !== 0) out.push({ where: `table ${tier}`, route: row.route });
    for (const service of services.data) {
      for (const name of service.premiumFeatures)
        out.push({ where: `service ${service.slug}`, route: routeOf(name) });
      const details = await get<ServiceDetailsAnswer>(`page/getServiceDetails?slug=${service.slug}`);
      for (const f of details.data.features.filter((x) => x.included || x.inFree))
        out.push({ where: `details ${service.slug}`, route: f.route });
    }
    return out;
  }

  it('never shows a feature as included unless its route is built, and lists the rest as coming', async () => {
    const included = await includedEverywhere();
    expect(included.length).toBeGreaterThan(20);
    expect(included.filter((i) => !isBuiltRoute(i.route))).toEqual([]);
    const sub = await get<SubWebFunctionAnswer>('Subscription/subWebFunction');
    const comingOf = (slug: string) => sub.data.result.find((p) => p.slug === slug)?.coming;
    expect(comingOf('pro')).toEqual(['Premium stock tips']);
    expect(comingOf('pro-plus')).toEqual([
      'Premium stock tips',
      'Robot premium tips: swing, intraday, BTST and positional',
    ]);
    expect(comingOf('fno')).toEqual([]);
  });

  it('holds when an operator marks an unbuilt feature as included in every tier', async () => {
    await new CatalogueRepository(ctx.database.db).ensureSeeded();
    await ctx.database.db
      .update(subscriptionFeatures)
      .set({ free: '1', pro: '1', proplus: '1', fno: '1' })
      .where(eq(subscriptionFeatures.key, 'premium-stock-tips'));
    await ctx.database.db.insert(subscriptionFeatures).values({
      key: 'no-page',
      name: 'A feature with no page',
      description: 'x',
      route: null,
      free: '1',
      pro: '1',
      proplus: '1',
      fno: '1',
      position: 99,
    });
    const included = await includedEverywhere();
    expect(included.filter((i) => !isBuiltRoute(i.route))).toEqual([]);
    const sub = await get<SubWebFunctionAnswer>('Subscription/subWebFunction');
    expect(sub.data.featureOption.find((f) => f.key === 'premium-stock-tips')).toMatchObject({
      free: '0',
      FAndO: '0',
      comingTo: ['free', 'pro', 'proplus', 'fno'],
    });
  });

  it('does not sell a plan that adds no built page to Free', async () => {
    const token = await registerUser(ctx.t, { mobile: '9876800011', email: 'built@example.in' });
    // Every paid plan adds a built page today (F&O: the option chain analysis and live option tips)…
    const sold = await get<SubWebFunctionAnswer>('Subscription/subWebFunction');
    expect(sold.data.result.map((p) => [p.slug, p.onSale])).toEqual([
      ['free', false],
      ['pro', true],
      ['pro-plus', true],
      ['fno', true],
    ]);
    // …until an operator takes the F&O tools out of the F&O plan and points live option tips at a
    // page not built: it then adds only a coming page.
    await ctx.database.db
      .update(subscriptionFeatures)
      .set({ fno: '0' })
      .where(eq(subscriptionFeatures.key, 'fno-tools'));
    await ctx.database.db
      .update(subscriptionFeatures)
      .set({ route: '/premimum-stock-tips' })
      .where(eq(subscriptionFeatures.key, 'live-option-tips'));
    const sub = await get<SubWebFunctionAnswer>('Subscription/subWebFunction');
    expect(sub.data.result.map((p) => [p.slug, p.onSale])).toEqual([
      ['free', false],
      ['pro', true],
      ['pro-plus', true],
      ['fno', false],
    ]);
    const res = await callApi(ctx.t.app, token, 'POST', 'Payment/orderDetails', {
      package_id: 4,
      duration: 'onemonth',
    });
    expect(res.body).toEqual({
      status: 0,
      message:
        'F&O is not on sale yet: what it adds to Free (Live option tips) is still being built. See /subscription-feature for what is coming to the F&O plan.',
    });
  });
});
