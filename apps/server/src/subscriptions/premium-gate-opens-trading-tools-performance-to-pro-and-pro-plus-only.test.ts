import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { buyPlan, callApi } from '../payments/payment-test-support';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { createTestMarket } from '../testing/test-market';
import { DEFAULT_FEATURES } from './default-catalogue';
import { EntitlementsRepository } from './entitlements.repository';
import { premiumRefusal, tiersIncluding } from './require-tier';

const PERFORMANCE = 'TradingTools/getPerformance';
// Packages of the default catalogue: 2 Pro, 3 Pro+ (F&O, 4, is not on sale while its pages are not built).
const PACKAGE = { pro: 2, proplus: 3 } as const;

describe('requireTier on TradingTools/getPerformance (Pro and Pro+ in the feature table)', () => {
  const ctx = useTestApp('pglite', async () => ({
    market: createTestMarket().market,
    // A short back-test window keeps the background measurement of this file light.
    env: { SESSION_TTL_DAYS: '3650', TRADING_TOOLS_HISTORY_DAYS: '20' },
  }));
  let n = 0;
  const user = () => {
    n += 1;
    return registerUser(ctx.t, { mobile: `97000000${10 + n}`, email: `gate${n}@example.in` });
  };
  /** A tier held from an earlier sale (F&O cannot be bought today), written as the grant writes it. */
  const holdTier = async (tier: string) => {
    const mobile = `97000000${10 + n}`;
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
    if (!row) throw new Error(`No user ${mobile}`);
    const now = ctx.t.clock.now();
    await new EntitlementsRepository(ctx.database.db).insert({
      userId: row.id,
      tier,
      orderId: `order_earlier_${mobile}`,
      paymentId: `pay_earlier_${mobile}`,
      invoiceNumber: 'NIV/2026/000001',
      startsAt: now,
      endsAt: new Date(now.getTime() + 30 * 86_400_000),
      createdAt: now,
    });
  };
  const performance = async (token: string | null) =>
    (await callApi(ctx.t.app, token, 'GET', PERFORMANCE)).body;

  it('refuses a visitor and a Free user with status 0, the tiers and /subscription', async () => {
    expect(await performance(null)).toEqual({
      status: 0,
      message:
        'Measured performance of every trading tool is part of the Pro or Pro+ plan. Sign in and subscribe at /subscription to open it.',
      premium: {
        feature: 'trading-tools-performance',
        featureName: 'Measured performance of every trading tool',
        tiers: ['pro', 'proplus'],
        tierNames: ['Pro', 'Pro+'],
        subscribeAt: '/subscription',
        signedIn: false,
      },
    });
    const free = await performance(await user());
    expect(free).toMatchObject({ status: 0, premium: { signedIn: true } });
    expect(free.message).toMatch(/Pro or Pro\+ plan\. Subscribe at \/subscription/);
    // Credentials that are not a live session are a 401, not an upgrade prompt.
    expect((await callApi(ctx.t.app, 'not-a-token', 'GET', PERFORMANCE)).statusCode).toBe(401);
  });

  it('opens to Pro and Pro+, stays closed to F&O, and closes again when the plan expires', async () => {
    const pro = await user();
    await buyPlan(ctx.t.app, pro, PACKAGE.pro);
    const plus = await user();
    await buyPlan(ctx.t.app, plus, PACKAGE.proplus);
    const fno = await user();
    await holdTier('fno');
    expect(await performance(pro)).toMatchObject({ status: 1, method: expect.any(String) });
    expect(await performance(plus)).toMatchObject({ status: 1 });
    expect(await performance(fno)).toMatchObject({ status: 0, premium: { tiers: ['pro', 'proplus'] } });
    ctx.t.clock.advanceSeconds(30 * 86_400);
    expect(await performance(pro)).toMatchObject({ status: 0, premium: { signedIn: true } });
  });

  it('reads the tiers from the feature table: a value that parses to 0 closes the tier', () => {
    const fnoTools = DEFAULT_FEATURES.find((f) => f.key === 'fno-tools');
    if (!fnoTools) throw new Error('fno-tools missing from the catalogue');
    const row = { ...fnoTools, position: 0 };
    expect(tiersIncluding(row)).toEqual(['proplus', 'fno']);
    expect(tiersIncluding({ ...row, pro: '0.0', fno: 'Yes' })).toEqual(['proplus', 'fno']);
    expect(premiumRefusal(row, ['fno'], true).message).toBe(
      'F&O tools: option chain analysis and open interest is part of the F&O plan. Subscribe at /subscription to open it.',
    );
  });
});
