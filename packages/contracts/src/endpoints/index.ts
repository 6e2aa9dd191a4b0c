import type { Endpoint } from '../endpoint';
import { accountEndpoints } from './account';
import { dashboardEndpoints } from './dashboard';
import { derivativeEndpoints } from './derivatives';
import { listEndpoints, overviewEndpoints, sectorEndpoints, stockEndpoints } from './market';
import { operatorEndpoints } from './operator';
import { optionScreenerEndpoints } from './option-screener';
import { optionTipEndpoints } from './option-tips';
import { optionTradingEndpoints } from './option-trading';
import { orderEndpoints } from './orders';
import { portfolioAnalysisEndpoints } from './portfolio-analysis';
import { portfolioEndpoints } from './portfolios';
import { roboPortfolioEndpoints } from './robo-portfolios';
import { builtinScreenerEndpoints, intradayScreenerEndpoints, screenEndpoints } from './screens';
import { policyEndpoints, subscriptionEndpoints } from './subscriptions';
import { todayActivityEndpoints } from './today-activity';
import { signalEndpoints, toolEndpoints, userStrategyEndpoints } from './tools';
import { watchlistEndpoints } from './watchlists';
import { webVitalsEndpoints } from './web-vitals';

export * from './account';
export * from './dashboard';
export * from './derivatives';
export * from './market';
export * from './operator';
export * from './option-screener';
export * from './option-tips';
export * from './option-trading';
export * from './orders';
export * from './portfolio-analysis';
export * from './portfolios';
export * from './robo-portfolios';
export * from './screens';
export * from './subscriptions';
export * from './today-activity';
export * from './tools';
export * from './watchlists';
export * from './web-vitals';

/** Every API v3 endpoint by area: the server registers exactly these, the OpenAPI document lists them. */
export const ENDPOINT_AREAS = {
  account: accountEndpoints,
  lists: listEndpoints,
  overview: overviewEndpoints,
  stock: stockEndpoints,
  sectors: sectorEndpoints,
  derivatives: derivativeEndpoints,
  todayActivity: todayActivityEndpoints,
  optionTips: optionTipEndpoints,
  optionScreener: optionScreenerEndpoints,
  screens: screenEndpoints,
  builtinScreeners: builtinScreenerEndpoints,
  intradayScreeners: intradayScreenerEndpoints,
  signals: signalEndpoints,
  tools: toolEndpoints,
  userStrategies: userStrategyEndpoints,
  watchlists: watchlistEndpoints,
  dashboard: dashboardEndpoints,
  portfolioAnalysis: portfolioAnalysisEndpoints,
  portfolios: portfolioEndpoints,
  roboPortfolios: roboPortfolioEndpoints,
  orders: orderEndpoints,
  optionTrading: optionTradingEndpoints,
  subscriptions: subscriptionEndpoints,
  policies: policyEndpoints,
  operator: operatorEndpoints,
  webVitals: webVitalsEndpoints,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint, once. */
export const ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_AREAS).flatMap((area) =>
  Object.values<Endpoint>(area),
);

/** `METHOD Controller/action`: the key of an endpoint (a path may answer GET and POST differently). */
export const endpointKey = (e: Pick<Endpoint, 'method' | 'path'>): string => `${e.method} ${e.path}`;
