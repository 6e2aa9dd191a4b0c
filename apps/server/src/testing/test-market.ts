/**
 * A simulated market for server tests: the real simulated NSE (seed `nivesh-test`, generated once
 * per test worker) on a demo clock the test moves by hand, so endpoints answer from real data.
 */
import { createMarketClock, FixedClock } from '@nivesh/market';
import { simulatedNse } from '../market/create-market';
import { MarketService } from '../market/market.service';
import { SimulatedFeed } from '../market/simulated/simulated-feed';

export const TEST_MARKET_SEED = 'nivesh-test';

export interface TestMarket {
  readonly market: MarketService;
  /** The real-time source behind the demo clock: advance it to move the market. */
  readonly realClock: FixedClock;
  /** Moves real time forward by `ms` and applies the ticks (as the 1-second timer would). */
  advance(ms: number): readonly string[];
}

/** A fresh market (its own MarketState) over the shared generated window, at `start` real time. */
export function createTestMarket(start: Date = new Date('2026-11-23T05:00:00Z')): TestMarket {
  const nse = simulatedNse(TEST_MARKET_SEED);
  const realClock = new FixedClock(start);
  const marketClock = createMarketClock('demo', realClock, { calendar: nse.calendar });
  const market = new MarketService(new SimulatedFeed(nse, marketClock.now()), marketClock);
  return {
    market,
    realClock,
    advance(ms: number) {
      realClock.advance(ms);
      return market.tick();
    },
  };
}
