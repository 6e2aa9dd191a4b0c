/** Shared setup of the stock endpoint tests: a real simulated market and a symbol → id lookup. */
import { createTestMarket, type TestMarket } from '../../../testing/test-market';

export interface StockTestMarket extends TestMarket {
  /** The MarketState id of a symbol; throws when the test market lacks it. */
  idOf(symbol: string): number;
}

export function stockTestMarket(): StockTestMarket {
  const t = createTestMarket();
  return {
    ...t,
    idOf(symbol: string): number {
      const id = t.market.feed.state.idOf(symbol);
      if (id === undefined) throw new Error(`${symbol} is not in the test market`);
      return id;
    },
  };
}
