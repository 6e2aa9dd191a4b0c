import { type LiveQuotesAnswer, type PreMarketAnswer, STREAM_PATH } from '@nivesh/contracts';
import { FNO_STOCKS, indexConstituents } from '@nivesh/market';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ONLY_GATES } from '../../../testing/public-gates';
import { createTestMarket } from '../../../testing/test-market';
import { overviewRoutes } from '../overview.routes';
import { idOf, rupees, useOverviewApp } from './overview-test-app';
import { preOpenBook } from './pre-market';

describe('PreMarket/getPreMarketData', () => {
  const app = useOverviewApp();

  it("gives each NIFTY 50 stock's equilibrium price as the session open, and the pre-open breadth", async () => {
    const { body } = await app.get<PreMarketAnswer>('PreMarket/getPreMarketData');
    expect(body.status).toBe(1);
    expect(body.simulatedOrderBook).toBe(true);
    expect(body.category).toBe('nifty50');
    expect(new Set(body.rows.map((r) => r.symbol))).toEqual(new Set(indexConstituents('NIFTY 50')));
    for (const row of body.rows) {
      const q = app.state.quote(idOf(app.state, row.symbol));
      expect(row.iep).toBe(rupees(q.open));
      expect(row.prevClose).toBe(rupees(q.prevClose));
      expect(row.finalQuantity).toBeLessThanOrEqual(Math.min(row.buyQuantity, row.sellQuantity));
    }
    const advances = body.rows.filter((r) => r.iep > r.prevClose).length;
    expect(body.breadth.advances).toBe(advances);
    expect(body.rows[0]?.changePct ?? 0).toBeGreaterThanOrEqual(body.rows[1]?.changePct ?? 0);
    const nifty = app.state.quote(idOf(app.state, 'NIFTY 50'));
    expect(body.indices[0]).toMatchObject({ symbol: 'NIFTY 50', iep: rupees(nifty.open) });
  });

  it('keeps the same order book all day, and tilts it toward the side of the gap', async () => {
    const before = (await app.get<PreMarketAnswer>('PreMarket/getPreMarketData?category=fo')).body;
    expect(before.rows).toHaveLength(FNO_STOCKS.length);
    app.market.advance(30 * 60_000);
    const after = (await app.get<PreMarketAnswer>('PreMarket/getPreMarketData?category=fo')).body;
    expect(after.rows).toEqual(before.rows);
    // Over many draws a big gap up brings more buy than sell orders.
    let buyHeavy = 0;
    for (let i = 0; i < 200; i++) {
      const book = preOpenBook(`S${i}`, '2026-11-23', 1_000_000, 3);
      if (book.buyQuantity > book.sellQuantity) buyHeavy++;
    }
    expect(buyHeavy).toBeGreaterThan(180);
  });
});

describe('market/liveQuotes', () => {
  const app = useOverviewApp();

  it('gives the quotes of the symbols asked, in order, and lists the unknown ones', async () => {
    const { body } = await app.get<LiveQuotesAnswer>(
      'market/liveQuotes?symbols=NIFTY%20BANK,NIFTY%2050,INDIA%20VIX,reliance,NOSUCHCO',
    );
    expect(body.quotes.map((q) => q.symbol)).toEqual(['NIFTY BANK', 'NIFTY 50', 'INDIA VIX', 'RELIANCE']);
    const bank = app.state.quote(idOf(app.state, 'NIFTY BANK'));
    expect(body.quotes[0]).toMatchObject({ ltp: rupees(bank.ltp), prevClose: rupees(bank.prevClose) });
    expect(body.unknown).toEqual(['NOSUCHCO']);
    // These overview routes run without the stream plugin: clients are told to poll.
    expect(body.stream).toBe(false);
    const strip = (await app.get<LiveQuotesAnswer>('market/liveQuotes')).body;
    expect(strip.quotes.map((q) => q.symbol)).toEqual(['NIFTY 50', 'NIFTY BANK', 'INDIA VIX']);
    const many = Array.from({ length: 21 }, (_, i) => `S${i}`).join(',');
    expect((await app.get(`market/liveQuotes?symbols=${many}`)).body).toEqual({
      status: 0,
      message: 'Ask for at most 20 symbols',
    });
  });
});

describe('market/liveQuotes beside the quote stream', () => {
  it('tells clients the stream is there when the server has the stream route', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(overviewRoutes, { market: createTestMarket().market, gates: PUBLIC_ONLY_GATES });
    await app.register(async (stream) => {
      stream.get(STREAM_PATH, async () => 'upgrade required');
    });
    const body = (await app.inject({ url: '/api/v3/market/liveQuotes' })).json<LiveQuotesAnswer>();
    expect(body.stream).toBe(true);
    expect(body.quotes.map((q) => q.symbol)).toEqual(['NIFTY 50', 'NIFTY BANK', 'INDIA VIX']);
    await app.close();
  });
});
