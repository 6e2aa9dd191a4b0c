import {
  type PortfolioHoldingsAnswer,
  type PortfolioTransactionsAnswer,
  type RoboFollowAnswer,
  type RoboFollowStatusAnswer,
  type RoboHoldingsAnswer,
  roboFollowMinimumMessage,
} from '@nivesh/contracts';
import { chargesForOrder, followMinimumPaise } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';
import { RoboPortfoliosService } from './robo-portfolios.service';

type Body = Record<string, unknown>;
const { market } = createTestMarket();
const ltp = (symbol: string) => market.feed.state.quote(market.feed.state.idOf(symbol) ?? -1).ltp;

describe.each(testDrivers())('following a model portfolio (%s)', (driver) => {
  const ctx = useTestApp(driver, async () => ({ market }));
  const call = async (token: string | null, url: string, payload?: object) => {
    const res = await ctx.t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/v3/${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
    return { statusCode: res.statusCode, body: res.json<Body>() };
  };
  const follow = (token: string | null, model: string, amount: unknown) =>
    call(token, 'RoboPort/addRoboPortData', { model, amount });
  const asha = () => registerUser(ctx.t, { mobile: '9876543250', email: 'asha.r@example.in' });
  const ravi = () => registerUser(ctx.t, { mobile: '9876543251', email: 'ravi.r@example.in' });

  it('buys the latest rebalance at its weights in whole shares at the session price, with delivery charges, and keeps the rest as cash', async () => {
    const token = await asha();
    const { statusCode, body } = await follow(token, 'momentum', 500_000);
    expect(statusCode).toBe(200);
    const answer = body as unknown as RoboFollowAnswer;
    expect(answer).toMatchObject({ status: 1, portfolio: { name: 'Momentum (robo)' } });
    const today = market.feed.session().date;
    expect(answer.follow).toMatchObject({ model: 'momentum', since: today, amount: 500_000, notApplied: [] });

    const runs = await new RoboPortfoliosService(market).runs();
    const latest = runs.runs.get('momentum')?.run.rebalances.at(-1);
    const held = latest?.holdings ?? [];
    expect(held.length).toBeGreaterThan(0);
    const totalWeight = held.reduce((s, h) => s + h.weight, 0);
    expect(answer.buys.map((b) => b.symbol)).toEqual(held.map((h) => h.symbol));
    let spent = 0;
    for (const [i, b] of answer.buys.entries()) {
      const h = held[i];
      const price = ltp(b.symbol);
      expect(b.price).toBe(price / 100);
      // Whole shares up to the stock's share of the amount less the 0.2 % kept for charges.
      const target = (50_000_000 * 0.998 * (h?.weight ?? 0)) / totalWeight;
      expect(b.quantity).toBeGreaterThanOrEqual(1);
      expect(b.quantity * price).toBeLessThanOrEqual(target);
      expect((b.quantity + 1) * price).toBeGreaterThan(target - price);
      const charges = chargesForOrder({
        side: 'buy',
        product: 'delivery',
        quantity: b.quantity,
        pricePaise: price,
      });
      expect(b.charges).toBe(charges.total / 100);
      spent += b.quantity * price + charges.total;
    }
    expect(answer.spent).toBe(spent / 100);
    expect(answer.follow.cash).toBe((50_000_000 - spent) / 100);
    expect(answer.follow.cash).toBeGreaterThanOrEqual(0);

    const id = answer.portfolio.id;
    const txs = (await call(token, `portfolio/getTransactions?portfolio_id=${id}`))
      .body as unknown as PortfolioTransactionsAnswer;
    expect(txs.transactions.map((t) => [t.kind, t.symbol, t.date, t.quantity, t.price, t.charges])).toEqual(
      answer.buys.map((b) => ['buy', b.symbol, today, b.quantity, b.price, b.charges]),
    );
    const holdings = (await call(token, `portfolio/getHoldings?portfolio_id=${id}`))
      .body as unknown as PortfolioHoldingsAnswer;
    expect(holdings.status).toBe(1);
    expect(holdings.rows.map((r) => [r.symbol, r.quantity])).toEqual(
      [...answer.buys].sort((a, b) => (a.symbol < b.symbol ? -1 : 1)).map((b) => [b.symbol, b.quantity]),
    );
    expect(holdings.portfolio.invested).toBeCloseTo(answer.spent, 2);

    const status = (await call(token, `RoboPort/getFollow?portfolio_id=${id}`))
      .body as unknown as RoboFollowStatusAnswer;
    expect(status).toMatchObject({ status: 1, follow: { model: 'momentum', since: today, portfolioId: id } });

    // A second follow of the same model gets a name of its own.
    const again = (await follow(token, 'momentum', 500_000)).body as unknown as RoboFollowAnswer;
    expect(again.portfolio.name).toBe('Momentum (robo) 2');
  });

  it('refuses a bad or too small amount with a message, never a 500', async () => {
    const token = await asha();
    for (const amount of [0, -100, 'lots', 1e12, 10.123]) {
      const { statusCode, body } = await follow(token, 'momentum', amount);
      expect(statusCode).toBeLessThan(500);
      expect(body.status).toBe(0);
      expect(String(body.message).length).toBeGreaterThan(10);
    }
    const runs = await new RoboPortfoliosService(market).runs();
    const held = runs.runs.get('momentum')?.run.rebalances.at(-1)?.holdings ?? [];
    const minimum = followMinimumPaise(
      held.map((h) => ({ symbol: h.symbol, weight: h.weight, pricePaise: ltp(h.symbol) })),
    );
    expect((await follow(token, 'momentum', minimum / 100 - 1)).body).toEqual({
      status: 0,
      message: roboFollowMinimumMessage(minimum / 100, held.length),
    });
    expect((await follow(token, 'momentum', minimum / 100)).body.status).toBe(1);
    expect((await follow(token, 'nosuch', 500_000)).statusCode).toBe(400);
  });

  it('refuses a signed-out caller', async () => {
    const { statusCode, body } = await follow(null, 'momentum', 500_000);
    expect(statusCode).toBe(401);
    expect(body.status).toBe(0);
  });

  it('makes a portfolio only the follower can read', async () => {
    const owner = await asha();
    const other = await ravi();
    const answer = (await follow(owner, 'quality-fair-price', 1_000_000)).body as unknown as RoboFollowAnswer;
    expect(answer.status).toBe(1);
    const id = answer.portfolio.id;
    for (const url of [`portfolio/getHoldings?portfolio_id=${id}`, `RoboPort/getFollow?portfolio_id=${id}`]) {
      const refused = await call(other, url);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body).toEqual({ status: 0, message: 'No such portfolio' });
    }
    expect(((await call(other, 'portfolio/getlist')).body.portfolios as unknown[]).length).toBe(0);
  });

  it('values the model holdings at the price the stock page shows for the session', async () => {
    const holdings = (await call(null, 'RoboPort/getHoldings?model=momentum'))
      .body as unknown as RoboHoldingsAnswer;
    expect(holdings.pricedOn).toBe(market.feed.session().date);
    for (const h of holdings.holdings) {
      const page = (await call(null, `stock/stockDetails?symbol=${h.symbol}`)).body as {
        quote: { ltp: number };
      };
      expect(h.price).toBe(page.quote.ltp);
      expect(h.value).toBeCloseTo(h.quantity * h.price, 2);
    }
    const sum = holdings.holdings.reduce((s, h) => s + h.value, holdings.cash);
    expect(Math.abs(sum - holdings.value)).toBeLessThan(0.02);
  });
});
