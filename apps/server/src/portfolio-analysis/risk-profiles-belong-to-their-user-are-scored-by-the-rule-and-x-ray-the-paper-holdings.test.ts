import {
  type RiskPerformanceAnswer,
  type RiskProfileDataAnswer,
  type RiskProfileListAnswer,
  scoreRiskAnswers,
} from '@nivesh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { simpleOrderPost } from '../orders/test-support';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';
import { apiCaller, type Body, MODERATE } from './test-support';

describe.each(testDrivers())('risk profiles and the risk X-ray (%s)', (driver) => {
  const tm = createTestMarket();
  const ctx = useTestApp(driver, async () => ({ market: tm.market }));
  const call = apiCaller(ctx);
  const add = async (token: string, form: object) =>
    (await call(token, 'PortfolioAnalysis/addProfile', form)).body;
  const asha = () => registerUser(ctx.t, { mobile: '9876543240', email: 'asha.r@example.in' });
  const ravi = () => registerUser(ctx.t, { mobile: '9876543241', email: 'ravi.r@example.in' });

  it('scores a questionnaire by the shared rule, keeps it, and lists the user’s profiles', async () => {
    const token = await asha();
    const saved = (await add(token, {
      name: '  Retirement  ',
      ...MODERATE,
    })) as unknown as RiskProfileDataAnswer;
    expect(saved).toMatchObject({
      status: 1,
      message: 'Saved “Retirement”: 19 of 36',
      profile: {
        name: 'Retirement',
        score: 19,
        maxScore: 36,
        category: 'moderate',
        cappedBy: null,
        allocation: { largeCap: 35, midCap: 15, smallCap: 10, debt: 30, gold: 5, cash: 5 },
      },
    });
    expect(saved.profile.rows).toEqual(scoreRiskAnswers(MODERATE).rows);
    expect(saved.profile.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const data = (await call(token, `PortfolioAnalysis/getProfileData?profile_id=${saved.profile.id}`))
      .body as unknown as RiskProfileDataAnswer;
    expect(data.profile).toEqual(saved.profile);
    const list = (await call(token, 'PortfolioAnalysis/getProfiles'))
      .body as unknown as RiskProfileListAnswer;
    expect(list.profiles.map((p) => [p.name, p.score, p.category])).toEqual([['Retirement', 19, 'moderate']]);
    expect(list.limit).toBe(10);
  });

  it('refuses an incomplete questionnaire with the form’s messages and keeps nothing', async () => {
    const token = await asha();
    expect(await add(token, { name: '', ...MODERATE })).toEqual({ status: 0, message: 'Name the profile' });
    expect(await add(token, { name: 'Me', ...MODERATE, goal: 'rich' })).toEqual({
      status: 0,
      message: 'Choose an answer',
    });
    const list = (await call(token, 'PortfolioAnalysis/getProfiles'))
      .body as unknown as RiskProfileListAnswer;
    expect(list.profiles).toEqual([]);
  });

  it('answers 404 for another user’s profile, as for one that does not exist, and 401 without a session', async () => {
    const a = await asha();
    const b = await ravi();
    const id = ((await add(a, { name: 'Mine', ...MODERATE })) as unknown as RiskProfileDataAnswer).profile.id;
    for (const url of [
      `PortfolioAnalysis/getProfileData?profile_id=${id}`,
      `PortfolioAnalysis/getPerformance?profile_id=${id}`,
      `PortfolioAnalysis/deleteProfile?profile_id=${id}`,
      'PortfolioAnalysis/getProfileData?profile_id=nosuchprofile',
    ]) {
      expect(await call(b, url), url).toEqual({
        statusCode: 404,
        body: { status: 0, message: 'No such profile' },
      });
    }
    const others = (await call(b, 'PortfolioAnalysis/getProfiles')).body as unknown as RiskProfileListAnswer;
    expect(others.profiles).toEqual([]);
    expect((await call(null, 'PortfolioAnalysis/getProfiles')).statusCode).toBe(401);
    // Still there for its owner, who may delete it.
    expect((await call(a, `PortfolioAnalysis/getProfileData?profile_id=${id}`)).statusCode).toBe(200);
    expect((await call(a, `PortfolioAnalysis/deleteProfile?profile_id=${id}`)).body).toEqual({
      status: 1,
      message: 'Profile deleted',
    });
    expect((await call(a, `PortfolioAnalysis/getProfileData?profile_id=${id}`)).statusCode).toBe(404);
  });

  it('keeps at most 10 profiles per user', async () => {
    const token = await asha();
    for (let i = 0; i < 10; i++)
      expect(await add(token, { name: `P${i}`, ...MODERATE })).toMatchObject({ status: 1 });
    expect(await add(token, { name: 'P10', ...MODERATE })).toEqual({
      status: 0,
      message: 'You can keep at most 10 profiles',
    });
  });

  it('X-rays nothing before the user holds shares, then the paper holdings against the profile', async () => {
    const token = await asha();
    const id = ((await add(token, { name: 'Mine', ...MODERATE })) as unknown as RiskProfileDataAnswer).profile
      .id;
    const performance = async () =>
      (await call(token, `PortfolioAnalysis/getPerformance?profile_id=${id}`))
        .body as unknown as RiskPerformanceAnswer;
    const empty = await performance();
    expect(empty).toMatchObject({ status: 1, message: 'No paper holdings yet', holdings: 'paper' });
    expect(empty.xray.holdings).toEqual([]);
    expect(empty.xray.warnings).toEqual([]);

    for (const [symbol, quantity] of [
      ['RELIANCE', '10'],
      ['ITC', '40'],
    ] as const) {
      const res = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/v3/OrderDashboard/submitSimpleOrderData',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(simpleOrderPost({ symbol, quantity, product: 'Delivery' })).toString(),
      });
      expect(res.json<Body>()).toMatchObject({ status: 1 });
    }
    // Past the close and into the next session: the delivery buys settle into holdings.
    tm.advance(5 * 3_600_000 + 5 * 60_000);
    await vi.waitFor(async () => expect((await performance()).xray.holdings).toHaveLength(2), {
      timeout: 15_000,
      interval: 200,
    });
    const answer = await performance();
    const { xray } = answer;
    expect(answer.message).toBe('2 holdings against “Mine”');
    expect(xray.holdings.map((h) => h.symbol).sort()).toEqual(['ITC', 'RELIANCE']);
    expect(xray.totalValue).toBeCloseTo(
      xray.holdings.reduce((s, h) => s + h.value, 0),
      1,
    );
    expect(xray.holdings.reduce((s, h) => s + h.pct, 0)).toBeCloseTo(100, 1);
    expect(xray.concentration.topSymbol).toBe(xray.holdings[0]?.symbol);
    expect(xray.comparison.find((c) => c.assetClass === 'debt')).toEqual({
      assetClass: 'debt',
      actualPct: 0,
      targetPct: 30,
      differencePct: -30,
    });
    // Two stocks: a few-holdings warning, and at least one over 20 %.
    const codes = xray.warnings.map((w) => w.code);
    expect(codes).toContain('fewHoldings');
    expect(codes).toContain('stockOver');
    expect(codes).toContain('equityAbove');
    expect(xray.risk).not.toBeNull();
    expect(xray.risk?.sessions).toBeGreaterThanOrEqual(200);
    expect(xray.risk?.volatilityPct).toBeGreaterThan(0);
    expect(xray.risk?.maxDrawdownPct).toBeGreaterThan(0);
    expect(xray.risk?.beta).not.toBeNull();
  }, 60_000);
});
