import { equityBySymbol, lotSize } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app-lifecycle';
import { stockTestMarket } from './stock-test-support';

const t = stockTestMarket();
const { idOf } = t;
const state = t.market.feed.state;

describe('stock/stockDetails, market/marketDetails and stock/getAllStockData', () => {
  const ctx = useTestApp('pglite', { market: t.market });
  const get = async (url: string) => {
    const res = await ctx.t.app.inject({ url: `/api/v3/${url}` });
    return { code: res.statusCode, body: res.json() };
  };

  it('describes RELIANCE with the live quote, ISIN, lot, 52-week range, market cap and circuit band', async () => {
    const { code, body } = await get('stock/stockDetails?symbol=RELIANCE');
    expect(code).toBe(200);
    const id = idOf('RELIANCE');
    const quote = state.quote(id);
    const levels = state.referenceLevels(id);
    const shares = state.meta(id).sharesOutstanding ?? 0;
    expect(body.status).toBe(1);
    expect(body.source).toMatchObject({ simulated: true, feed: 'simulated', sessionDate: state.sessionDate });
    expect(body.profile).toEqual({
      symbol: 'RELIANCE',
      name: 'Reliance Industries Ltd.',
      kind: 'equity',
      isin: equityBySymbol('RELIANCE')?.isin,
      sector: 'Oil Gas & Consumable Fuels',
      industry: 'Refineries & Marketing',
      faceValue: 10,
      lotSize: lotSize('RELIANCE'),
    });
    expect(body.quote.ltp).toBe(quote.ltp / 100);
    expect(body.quote.prevClose).toBe(quote.prevClose / 100);
    expect(body.quote.volume).toBe(quote.volume);
    expect(body.stats.high52).toBeCloseTo(levels.high52 / 100, 2);
    expect(body.stats.low52).toBeCloseTo(levels.low52 / 100, 2);
    expect(body.stats.marketCapCr).toBe(Math.round(((quote.ltp / 100) * shares) / 1e7));
    // An F&O stock: NSE's ±10 % dynamic band around the previous close, on the ₹0.05 tick.
    expect(body.stats.circuitBandPct).toBe(10);
    expect(body.stats.upperCircuit).toBeCloseTo((Math.round((quote.prevClose * 1.1) / 5) * 5) / 100, 2);
    expect(body.stats.lowerCircuit).toBeCloseTo((Math.round((quote.prevClose * 0.9) / 5) * 5) / 100, 2);
    expect(body.stats.vwap).toBeGreaterThanOrEqual(quote.low / 100);
    expect(body.stats.vwap).toBeLessThanOrEqual(quote.high / 100);
    // Tells the page whether it may subscribe to the quote stream.
    expect(body.stream).toBe(ctx.t.app.hasRoute({ method: 'GET', url: '/api/v3/stream' }));
  });

  it('follows the market as it moves: a later call carries the later quote', async () => {
    const before = (await get('stock/stockDetails?symbol=INFY')).body;
    t.advance(30_000);
    const after = (await get('stock/stockDetails?symbol=INFY')).body;
    const quote = state.quote(idOf('INFY'));
    expect(after.quote.time).toBeGreaterThan(before.quote.time);
    expect(after.quote.ltp).toBe(quote.ltp / 100);
    expect(after.quote.volume).toBeGreaterThan(before.quote.volume);
  });

  it('reads symbols with & and - from an encoded query, and a lower-case symbol as upper case', async () => {
    expect((await get('stock/stockDetails?symbol=M%26M')).body.profile.name).toBe('Mahindra & Mahindra Ltd.');
    expect((await get('stock/stockDetails?symbol=BAJAJ-AUTO')).body.profile.symbol).toBe('BAJAJ-AUTO');
    expect((await get('stock/stockDetails?symbol=reliance')).body.profile.symbol).toBe('RELIANCE');
  });

  it('refuses an unknown symbol with status 0 and HTTP 200, and a malformed one with HTTP 400', async () => {
    expect(await get('stock/stockDetails?symbol=NOSUCHCO')).toEqual({
      code: 200,
      body: { status: 0, message: 'No stock with symbol NOSUCHCO' },
    });
    expect((await get('market/marketDetails?symbol=NOSUCHCO')).body.status).toBe(0);
    expect((await get('stock/stockDetails?symbol=%3Cscript%3E')).code).toBe(400);
    expect((await get('stock/stockDetails')).code).toBe(400);
  });

  it('describes an index without ISIN, face value, market cap or circuit band', async () => {
    const { body } = await get('stock/stockDetails?symbol=NIFTY%2050');
    expect(body.profile).toMatchObject({ kind: 'index', isin: null, faceValue: null, lotSize: 65 });
    expect(body.stats).toMatchObject({ marketCapCr: null, upperCircuit: null, circuitBandPct: null });
    expect(body.quote.ltp).toBe(state.quote(idOf('NIFTY 50')).ltp / 100);
  });

  it('market details carry a simulated 5-level book around the LTP, the same for the same LTP', async () => {
    const first = (await get('market/marketDetails?symbol=TCS')).body;
    const again = (await get('market/marketDetails?symbol=TCS')).body;
    const ltp = state.quote(idOf('TCS')).ltp / 100;
    expect(first.quote.ltp).toBe(ltp);
    expect(first.depth.simulated).toBe(true);
    expect(first.depth.bids).toHaveLength(5);
    expect(first.depth.asks).toHaveLength(5);
    expect(first.depth.bids[0].price).toBe(ltp);
    expect(first.depth.asks[0].price).toBeGreaterThan(ltp);
    const bidPrices = first.depth.bids.map((l: { price: number }) => l.price);
    const askPrices = first.depth.asks.map((l: { price: number }) => l.price);
    expect(bidPrices).toEqual([...bidPrices].sort((a, b) => b - a));
    expect(askPrices).toEqual([...askPrices].sort((a, b) => a - b));
    expect(first.depth.totalBidQuantity).toBe(
      first.depth.bids.reduce((s: number, l: { quantity: number }) => s + l.quantity, 0),
    );
    expect(again.depth).toEqual(first.depth);
    expect(first.deliveryPct).toBeNull();
    const index = (await get('market/marketDetails?symbol=NIFTY%2050')).body;
    expect(index.depth.bids).toEqual([]);
  });

  it('lists every symbol of the market with its live price, alphabetically', async () => {
    const { body } = await get('stock/getAllStockData');
    expect(body.total).toBe(state.symbolCount);
    expect(body.stocks).toHaveLength(state.symbolCount);
    const symbols = body.stocks.map((s: { symbol: string }) => s.symbol);
    expect(symbols).toEqual([...symbols].sort());
    const tcs = body.stocks.find((s: { symbol: string }) => s.symbol === 'TCS');
    expect(tcs).toMatchObject({
      name: 'Tata Consultancy Services Ltd.',
      kind: 'equity',
      ltp: state.quote(idOf('TCS')).ltp / 100,
    });
    expect(body.stocks.find((s: { symbol: string }) => s.symbol === 'NIFTY BANK')?.kind).toBe('index');
  });
});
