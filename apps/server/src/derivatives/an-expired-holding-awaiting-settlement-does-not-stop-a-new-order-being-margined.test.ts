import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createTestMarket, type TestMarket } from '../testing/test-market';
import { ContractQuotes } from './contract-quotes';
import { DerivativesService } from './derivatives.service';

// The test market: Monday 2026-11-23, 10:30 IST. NIFTY's weekly contract of 2026-11-17 has expired.
describe('the margin of an F&O order beside holdings of the same underlying', () => {
  let database: TestDatabase;
  let t: TestMarket;
  let quotes: ContractQuotes;
  let atm = 0;
  let expiry = '';
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = createTestMarket();
    const derivatives = new DerivativesService(t.market, database.db);
    quotes = new ContractQuotes(derivatives.markets, t.market);
    const nifty = derivatives.markets.underlying('NIFTY');
    if (!nifty) throw new Error('NIFTY is an underlying');
    const first = derivatives.markets.liveChain(nifty).today.expiries[0];
    if (!first) throw new Error('NIFTY has an expiry');
    expiry = first.expiry;
    atm = first.strikes[Math.floor(first.strikes.length / 2)] ?? 0;
  });
  afterAll(async () => database.close());

  it('margins a short call beside an expired, unsettled long exactly as it would alone', () => {
    const order = { symbol: `NIFTY:${expiry}:CE:${atm}`, units: -65 };
    const alone = quotes.orderMargin(order, []);
    const expired = { symbol: `NIFTY:2026-11-17:CE:${atm}`, units: 65 };
    expect(quotes.quote(expired.symbol)).toBeUndefined();
    const beside = quotes.orderMargin(order, [expired]);
    expect(alone?.addedMargin).toBeGreaterThan(0);
    expect(beside).toEqual(alone);
  });

  it('still counts a live holding: a long call beside it hedges the short', () => {
    const order = { symbol: `NIFTY:${expiry}:CE:${atm}`, units: -65 };
    const hedge = { symbol: `NIFTY:${expiry}:CE:${atm + 200}`, units: 65 };
    const naked = quotes.orderMargin(order, []);
    const hedged = quotes.orderMargin(order, [hedge]);
    expect(hedged?.addedMargin).toBeLessThan(naked?.addedMargin ?? 0);
  });

  it('answers nothing for an order on a contract that is not quoted now', () => {
    expect(quotes.orderMargin({ symbol: `NIFTY:2026-11-17:CE:${atm}`, units: -65 }, [])).toBeUndefined();
  });
});
