import type {
  PortfolioHoldingsAnswer,
  PortfolioTransactionsAnswer,
  RoboFollowAnswer,
  RoboFollowStatusAnswer,
} from '@nivesh/contracts';
import { chargesForOrder, type IsoDate } from '@nivesh/market';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portfolioTransactions, roboFollows } from '../db/schema';
import { PortfoliosRepository } from '../portfolios/portfolios.repository';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';
import { RoboPortfoliosService } from './robo-portfolios.service';

type Body = Record<string, unknown>;
const HOUR = 3_600_000;

describe.each(testDrivers())('a followed model’s later rebalances (%s)', (driver) => {
  const moving = createTestMarket();
  const { market } = moving;
  const ctx = useTestApp(driver, async () => ({ market }));
  const call = async (token: string, url: string, payload?: object) => {
    const res = await ctx.t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/v3/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    return res.json<Body>();
  };

  it('are made in the portfolio once, on the rebalance day at its closes, and only the owner can see or trigger them', async () => {
    const owner = await registerUser(ctx.t, { mobile: '9876543260', email: 'asha.f@example.in' });
    const other = await registerUser(ctx.t, { mobile: '9876543261', email: 'ravi.f@example.in' });
    const followed = (await call(owner, 'RoboPort/addRoboPortData', {
      model: 'momentum',
      amount: 500_000,
    })) as unknown as RoboFollowAnswer;
    expect(followed.status).toBe(1);
    const id = followed.portfolio.id;
    const since = followed.follow.since;

    // The market moves on past the model's next (monthly) rebalance (the demo clock runs a market
    // day in about five real hours; each advance simulates its ticks, so it costs seconds).
    const robo = new RoboPortfoliosService(market);
    let after: string | undefined;
    moving.advance(30 * HOUR);
    for (let k = 0; k < 20 && after === undefined; k++) {
      moving.advance(2 * HOUR);
      const dates = market.feed.state.dates;
      if (dates.some((d) => d > since && d.slice(0, 7) !== since.slice(0, 7)))
        after = (await robo.runs()).runs.get('momentum')?.run.rebalances.find((r) => r.date > since)?.date;
    }
    expect(after).toBeDefined();
    const rebalance = (await robo.runs()).runs.get('momentum')?.run.rebalances.find((r) => r.date === after);
    expect(rebalance).toBeDefined();

    // Another user can neither read nor trigger it.
    for (const url of [
      `RoboPort/getFollow?portfolio_id=${id}`,
      `portfolio/getHoldings?portfolio_id=${id}`,
      `portfolio/getTransactions?portfolio_id=${id}`,
    ])
      expect(await call(other, url)).toEqual({ status: 0, message: 'No such portfolio' });
    const [row] = await ctx.database.db.select().from(roboFollows);
    expect(row?.appliedThrough).toBe(since);

    // The dashboard's portfolio card alone makes it (its figures are the rebalanced portfolio's).
    const day = await call(owner, `DashboardRecord/getDashboardRecord?portfolio_id=${id}`);
    expect(day.status).toBe(1);
    const [made1] = await ctx.database.db.select().from(roboFollows);
    expect(made1?.appliedThrough).toBe(after);

    // The owner's reads, several at once and then again: the rebalance is made once.
    await Promise.all([
      call(owner, `portfolio/getHoldings?portfolio_id=${id}`),
      call(owner, `RoboPort/getFollow?portfolio_id=${id}`),
      call(owner, 'portfolio/getlist'),
    ]);
    const status = (await call(
      owner,
      `RoboPort/getFollow?portfolio_id=${id}`,
    )) as unknown as RoboFollowStatusAnswer;
    const txs = (await call(owner, `portfolio/getTransactions?portfolio_id=${id}`))
      .transactions as PortfolioTransactionsAnswer['transactions'];
    const label = `Robo rebalance: Momentum ${after}`;
    const made = txs.filter((t) => t.sourceFile === label);
    expect(made.length).toBeGreaterThan(0);
    expect(status.follow?.appliedThrough).toBe(after);
    expect(status.follow?.applied.map((r) => [r.date, r.trades])).toEqual([[after, made.length]]);
    expect(status.follow?.notApplied).toEqual([]);

    // At the day's printed closes, with contract-note charges; sells before buys; the cash follows them.
    const state = market.feed.state;
    const t = state.dates.indexOf(after as IsoDate);
    let cash = Math.round(followed.follow.cash * 100);
    for (const tx of made) {
      expect(tx.date).toBe(after);
      const close = Math.round(state.daily(state.idOf(tx.symbol) ?? -1).close[t] ?? 0);
      expect(Math.round((tx.price ?? 0) * 100)).toBe(close);
      const side = tx.kind === 'sell' ? 'sell' : 'buy';
      const q = tx.quantity ?? 0;
      const charges = chargesForOrder({ side, product: 'delivery', quantity: q, pricePaise: close }).total;
      expect(Math.round(tx.charges * 100)).toBe(charges);
      cash += side === 'sell' ? q * close - charges : -(q * close + charges);
    }
    expect(Math.round((status.follow?.cash ?? 0) * 100)).toBe(cash);
    expect(cash).toBeGreaterThanOrEqual(0);

    // What left the model is gone from the portfolio; what it holds now is held.
    const holdings = (await call(
      owner,
      `portfolio/getHoldings?portfolio_id=${id}`,
    )) as unknown as PortfolioHoldingsAnswer;
    const held = new Set(holdings.rows.filter((r) => r.quantity > 0).map((r) => r.symbol));
    for (const symbol of rebalance?.exited ?? []) expect(held.has(symbol)).toBe(false);
    for (const h of rebalance?.holdings ?? []) expect(held.has(h.symbol)).toBe(true);

    // Read again: still once.
    await call(owner, `portfolio/getHoldings?portfolio_id=${id}`);
    const again = (await call(owner, `portfolio/getTransactions?portfolio_id=${id}`))
      .transactions as PortfolioTransactionsAnswer['transactions'];
    expect(again.filter((t) => t.sourceFile === label).length).toBe(made.length);
    expect(again.length).toBe(txs.length);
  }, 240_000);
});

describe.each(testDrivers())(
  'a followed model’s rebalance that the user’s later trades contradict (%s)',
  (driver) => {
    const { market } = createTestMarket();
    const ctx = useTestApp(driver, async () => ({ market }));
    const call = async (token: string, url: string) =>
      (
        await ctx.t.app.inject({
          method: 'GET',
          url: `/api/v3/${url}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).json<Body>();

    it('is left pending while applying it would sell shares the user sold later, and made once they are not', async () => {
      const owner = await registerUser(ctx.t, { mobile: '9876543262', email: 'meera.f@example.in' });
      const res = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/v3/RoboPort/addRoboPortData',
        headers: { authorization: `Bearer ${owner}` },
        payload: { model: 'momentum', amount: 500_000 },
      });
      const followed = res.json<RoboFollowAnswer>();
      const id = followed.portfolio.id;
      const today = followed.follow.since;
      // Wind the follow back before the model's latest rebalance, with a stock the model does not hold
      // bought then and sold by hand today: the rebalance would sell it on its day as well.
      const latest = (await new RoboPortfoliosService(market).runs()).runs
        .get('momentum')
        ?.run.rebalances.at(-1);
      const dates = market.feed.state.dates;
      const before = dates[dates.indexOf((latest?.date ?? '') as IsoDate) - 1] ?? '';
      const db = ctx.database.db;
      await db.update(roboFollows).set({ since: before, appliedThrough: before });
      await db.update(portfolioTransactions).set({ tradeDate: before });
      const other =
        ['ITC', 'RELIANCE', 'HDFCBANK'].find((s) => !latest?.holdings.some((h) => h.symbol === s)) ?? '';
      const trade = { symbol: other, isin: null, quantity: 10, pricePaise: 10_000, chargesPaise: 0 };
      const none = { ratioNew: null, ratioOld: null, acquiredOn: null, source: 'manual', sourceFile: null };
      const repo = new PortfoliosRepository(db);
      await repo.addTransactions(id, [{ ...trade, ...none, kind: 'buy', tradeDate: before }], new Date());
      await repo.addTransactions(id, [{ ...trade, ...none, kind: 'sell', tradeDate: today }], new Date());

      const followOf = async () =>
        ((await call(owner, `RoboPort/getFollow?portfolio_id=${id}`)) as unknown as RoboFollowStatusAnswer)
          .follow;
      const pending = await followOf();
      expect(pending?.applied).toEqual([]);
      expect(pending?.notApplied.map((r) => r.date)).toEqual([latest?.date]);
      expect((await call(owner, `portfolio/getHoldings?portfolio_id=${id}`)).status).toBe(1);

      // The hand sell deleted: the next read makes the rebalance, selling that stock on its day.
      const rows = await repo.transactionsOf([id]);
      const sell = rows.find((r) => r.kind === 'sell' && r.symbol === other);
      await db.delete(portfolioTransactions).where(eq(portfolioTransactions.id, sell?.id ?? ''));
      const made = await followOf();
      expect(made?.notApplied).toEqual([]);
      expect(made?.applied.map((r) => r.date)).toEqual([latest?.date]);
      const txs = (await call(owner, `portfolio/getTransactions?portfolio_id=${id}`))
        .transactions as PortfolioTransactionsAnswer['transactions'];
      expect(
        txs.filter((t) => t.sourceFile?.startsWith('Robo rebalance')).find((t) => t.symbol === other),
      ).toMatchObject({ kind: 'sell', quantity: 10, date: latest?.date });
    }, 120_000);
  },
);
