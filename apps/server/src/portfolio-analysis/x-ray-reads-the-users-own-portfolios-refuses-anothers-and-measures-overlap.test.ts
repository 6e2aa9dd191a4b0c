import type { PortfolioSummary, RiskPerformanceAnswer, RiskProfileDataAnswer } from '@nivesh/contracts';
import { equityBySymbol, indexConstituents } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';
import { apiCaller, MODERATE } from './test-support';

describe.each(testDrivers())('the risk X-ray of the user’s portfolios (%s)', (driver) => {
  const tm = createTestMarket();
  const ctx = useTestApp(driver, async () => ({ market: tm.market }));
  const call = apiCaller(ctx);
  const create = async (token: string, name: string) =>
    ((await call(token, 'portfolio/savePortfolio', { name })).body.portfolio as PortfolioSummary).id;
  const buy = async (token: string, portfolio_id: string, symbol: string, quantity: number, price: number) =>
    expect(
      (
        await call(token, 'portfolio/addTransaction', {
          portfolio_id,
          kind: 'buy',
          symbol,
          date: '2025-04-07',
          quantity,
          price,
          charges: 0,
        })
      ).body,
    ).toMatchObject({ status: 1 });
  const profileOf = async (token: string) =>
    (
      (await call(token, 'PortfolioAnalysis/addProfile', { name: 'Mine', ...MODERATE }))
        .body as unknown as RiskProfileDataAnswer
    ).profile.id;
  const asha = () => registerUser(ctx.t, { mobile: '9876543250', email: 'asha.x@example.in' });
  const ravi = () => registerUser(ctx.t, { mobile: '9876543251', email: 'ravi.x@example.in' });

  it('reads the first portfolio by default, any own portfolio or the paper book by id, and measures overlap', async () => {
    const token = await asha();
    const profile = await profileOf(token);
    const core = await create(token, 'Core');
    const twin = await create(token, 'Twin');
    await buy(token, core, 'INFY', 20, 1400);
    await buy(token, core, 'TCS', 2, 3200);
    await buy(token, twin, 'INFY', 5, 1400);
    const performance = async (query = '') =>
      (await call(token, `PortfolioAnalysis/getPerformance?profile_id=${profile}${query}`))
        .body as unknown as RiskPerformanceAnswer;

    // Without a portfolio_id: the first in the portfolios' own order (created together here, so by id).
    const byDefault = await performance();
    expect(byDefault).toMatchObject({ status: 1, holdings: 'portfolio' });
    expect(byDefault.portfolio).toEqual(byDefault.choices[0]);
    expect(byDefault.choices.map((c) => [c.name, c.kind, c.holdings]).sort()).toEqual([
      ['Core', 'portfolio', 2],
      ['Paper trading (order dashboard)', 'paper', 0],
      ['Twin', 'portfolio', 1],
    ]);
    expect(byDefault.choices[2]?.kind).toBe('paper');

    const first = await performance(`&portfolio_id=${core}`);
    expect(first).toMatchObject({ holdings: 'portfolio', portfolio: { id: core, name: 'Core' } });
    const x = first.xray;
    expect(x.holdings.map((h) => h.symbol)).toEqual(['INFY', 'TCS']);
    const state = tm.market.feed.state;
    const ltp = (symbol: string) => state.quote(state.idOf(symbol) ?? -1).ltp / 100;
    const infy = ltp('INFY') * 20;
    const tcs = ltp('TCS') * 2;
    expect(x.totalValue).toBeCloseTo(infy + tcs, 1);
    const infyPct = (infy / (infy + tcs)) * 100;
    expect(x.holdings[0]?.pct).toBeCloseTo(infyPct, 1);

    // Twin is all INFY: the overlap is Core's INFY weight, min(w, 100 %). The empty paper book is left out.
    expect(first.overlap.others.map((o) => [o.id, o.kind])).toEqual([[twin, 'portfolio']]);
    expect(first.overlap.others[0]?.overlapPct).toBeCloseTo(infyPct, 1);
    expect(first.overlap.others[0]?.common).toEqual([
      { symbol: 'INFY', portfolioPct: x.holdings[0]?.pct, otherPct: 100, commonPct: x.holdings[0]?.pct },
    ]);
    // NIFTY 50 by free-float market cap at the live price, recomputed here.
    const caps = (indexConstituents('NIFTY 50') ?? []).map((s) => {
      const e = equityBySymbol(s);
      return { s, cap: e ? ltp(s) * e.sharesOutstanding * e.freeFloat : 0 };
    });
    const indexTotal = caps.reduce((sum, c) => sum + c.cap, 0);
    const indexPct = (s: string) => ((caps.find((c) => c.s === s)?.cap ?? 0) / indexTotal) * 100;
    const expected = Math.min(infyPct, indexPct('INFY')) + Math.min(100 - infyPct, indexPct('TCS'));
    expect(first.overlap.benchmark).toMatchObject({ name: 'NIFTY 50', constituents: 50 });
    expect(first.overlap.benchmark?.overlapPct).toBeCloseTo(expected, 1);
    expect(first.overlap.rules).toEqual({ maxBenchmarkOverlapPct: 60, maxPortfolioOverlapPct: 50 });
    // INFY is over half of Core, all of Twin: the two portfolios are largely one.
    expect(infyPct).toBeGreaterThan(50);
    expect(x.warnings).toContainEqual({
      code: 'portfolioOverlapHigh',
      subject: 'Twin',
      actual: first.overlap.others[0]?.overlapPct,
      limit: 50,
    });
    expect(x.warnings.map((w) => w.code)).not.toContain('benchmarkOverlapHigh');

    const other = await performance(`&portfolio_id=${twin}`);
    expect(other).toMatchObject({ portfolio: { id: twin }, message: '1 holdings against “Mine”' });
    expect(other.overlap.others.map((o) => o.name)).toEqual(['Core']);
    expect(other.overlap.others[0]?.overlapPct).toBeCloseTo(infyPct, 1);

    const paper = await performance('&portfolio_id=paper');
    expect(paper).toMatchObject({
      holdings: 'paper',
      message: 'No paper holdings yet',
      portfolio: { id: 'paper' },
    });
    expect(paper.xray.holdings).toEqual([]);
    expect(paper.overlap.benchmark?.overlapPct).toBe(0);
    expect((await performance('&source=paper')).portfolio.id).toBe('paper');
  }, 60_000);

  it('teaches with an empty portfolio and falls back to the paper book without portfolios', async () => {
    const token = await asha();
    const profile = await profileOf(token);
    const url = `PortfolioAnalysis/getPerformance?profile_id=${profile}`;
    expect((await call(token, url)).body).toMatchObject({ holdings: 'paper', portfolio: { id: 'paper' } });
    const empty = await create(token, 'Empty');
    const answer = (await call(token, url)).body as unknown as RiskPerformanceAnswer;
    expect(answer).toMatchObject({
      message: 'No holdings in “Empty” yet',
      portfolio: { id: empty, holdings: 0 },
    });
    expect(answer.xray.warnings).toEqual([]);
  });

  it('answers 404 for another user’s portfolio, as the dashboard does, and for one that does not exist', async () => {
    const a = await asha();
    const b = await ravi();
    const theirs = await create(a, 'Core');
    await buy(a, theirs, 'INFY', 10, 1400);
    const mine = await profileOf(b);
    for (const id of [theirs, 'nosuchportfolio'])
      expect(
        await call(b, `PortfolioAnalysis/getPerformance?profile_id=${mine}&portfolio_id=${id}`),
        id,
      ).toEqual({
        statusCode: 404,
        body: { status: 0, message: 'No such portfolio' },
      });
    expect((await call(b, `DashboardRecord/getDashboardRecord?portfolio_id=${theirs}`)).statusCode).toBe(404);
    // Nor is it among the other user's choices.
    const own = (await call(b, `PortfolioAnalysis/getPerformance?profile_id=${mine}`))
      .body as unknown as RiskPerformanceAnswer;
    expect(own.choices.map((c) => c.id)).toEqual(['paper']);
  });
});
