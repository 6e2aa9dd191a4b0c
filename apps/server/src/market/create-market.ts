/**
 * Builds the market the config asks for (MARKET_FEED, MARKET_CLOCK, MARKET_SEED): the feed, the
 * market clock over the server's clock, and the service that moves it.
 */
import {
  createMarketClock,
  type DemoAnchor,
  demoAnchorAt,
  generateSimulatedNse,
  type MarketClock,
  type NseCalendar,
  nseCalendar,
} from '@nivesh/market';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import { MarketService } from './market.service';
import type { MarketFeed } from './market-feed';
import { SimulatedFeed } from './simulated/simulated-feed';

export interface CreateMarketOptions {
  readonly config: Pick<AppConfig, 'marketFeed' | 'marketClock' | 'marketSeed' | 'marketDemoStart'>;
  readonly clock: Clock;
  /** Builds the replay feed (it reads imported days from the database). */
  readonly replayFeed?: (marketClock: MarketClock) => Promise<MarketFeed>;
  readonly onError?: (error: unknown) => void;
}

/** The simulated market's generated window, built once per process and seed (it is pure). */
const simulatedWindows = new Map<string, ReturnType<typeof generateSimulatedNse>>();

export function simulatedNse(seed: string): ReturnType<typeof generateSimulatedNse> {
  let nse = simulatedWindows.get(seed);
  if (!nse) {
    nse = generateSimulatedNse(seed);
    simulatedWindows.set(seed, nse);
  }
  return nse;
}

/** MARKET_DEMO_START: the demo clock shows that instant (or the next session's open) now. */
function demoAnchor(
  config: CreateMarketOptions['config'],
  clock: Clock,
  calendar: NseCalendar,
): DemoAnchor | undefined {
  if (config.marketDemoStart === undefined) return undefined;
  return { ...demoAnchorAt(config.marketDemoStart, calendar), real: clock.now() };
}

export async function createMarket(options: CreateMarketOptions): Promise<MarketService> {
  const { config, clock } = options;
  if (config.marketFeed === 'replay') {
    if (!options.replayFeed)
      throw new Error('MARKET_FEED=replay needs the database to read imported days from');
    const marketClock = createMarketClock(config.marketClock, clock, {
      anchor: demoAnchor(config, clock, nseCalendar),
    });
    return new MarketService(await options.replayFeed(marketClock), marketClock, options.onError);
  }
  const nse = simulatedNse(config.marketSeed);
  const marketClock = createMarketClock(config.marketClock, clock, {
    calendar: nse.calendar,
    anchor: demoAnchor(config, clock, nse.calendar),
  });
  const feed = new SimulatedFeed(nse, marketClock.now());
  return new MarketService(feed, marketClock, options.onError);
}
