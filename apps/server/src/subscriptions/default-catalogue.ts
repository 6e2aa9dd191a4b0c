import type { TierCode } from '@nivesh/contracts';

/**
 * The catalogue a new database is seeded with (docs/subscriptions-and-payments.md): the four tiers,
 * the packages sold and the comparison table mapping each premium area of the product to its tiers.
 * Prices are whole rupees with GST included. An operator edits the tables; this is only the start.
 */
export const DEFAULT_TIERS: readonly { code: TierCode; name: string; position: number }[] = [
  { code: 'free', name: 'Free', position: 0 },
  { code: 'pro', name: 'Pro', position: 1 },
  { code: 'proplus', name: 'Pro+', position: 2 },
  { code: 'fno', name: 'F&O', position: 3 },
];

export interface DefaultPackage {
  readonly id: number;
  readonly slug: string;
  readonly tier: TierCode;
  readonly name: string;
  readonly description: string;
  readonly onemonth: number;
  readonly threemonth: number;
  readonly sixmonth: number;
  readonly oneyear: number;
  readonly position: number;
}

export const DEFAULT_PACKAGES: readonly DefaultPackage[] = [
  {
    id: 1,
    slug: 'free',
    tier: 'free',
    name: 'Free',
    description: 'Market data, screeners, auto-signals, trading tools, back-tests and the order dashboard.',
    onemonth: 0,
    threemonth: 0,
    sixmonth: 0,
    oneyear: 0,
    position: 0,
  },
  {
    id: 2,
    slug: 'pro',
    tier: 'pro',
    name: 'Pro',
    description:
      'Everything in Free, plus the measured performance of every trading tool: win rate, expectancy, profit factor and drawdown, back-tested.',
    onemonth: 499,
    threemonth: 1349,
    sixmonth: 2499,
    oneyear: 4499,
    position: 1,
  },
  {
    id: 3,
    slug: 'pro-plus',
    tier: 'proplus',
    name: 'Pro+',
    description:
      'Everything in Pro, and the F&O analysis tools: option chain analysis and the open-interest tables. Robot premium tips are coming: they are listed as coming and are not part of the plan until their pages are built.',
    onemonth: 999,
    threemonth: 2699,
    sixmonth: 4999,
    oneyear: 8999,
    position: 2,
  },
  {
    id: 4,
    slug: 'fno',
    tier: 'fno',
    name: 'F&O',
    description:
      'The futures and options plan: option chain analysis, the open-interest tables and live option tips (their record of closed tips is public).',
    onemonth: 799,
    threemonth: 2149,
    sixmonth: 3999,
    oneyear: 7199,
    position: 3,
  },
];

export interface DefaultFeature {
  readonly key: string;
  readonly name: string;
  readonly description: string;
  readonly route: string | null;
  readonly free: string;
  readonly pro: string;
  readonly proplus: string;
  readonly fno: string;
}

const ALL = { free: '1', pro: '1', proplus: '1', fno: '1' } as const;

/**
 * The comparison table, keyed by feature key and route. `trading-tools-performance` and `fno-tools`
 * are enforced on the server today (their endpoints carry `premiumFeature` in the registry, so
 * `requireTier`: TradingTools/getPerformance and OptionchainOI/getAnalysisData); the other premium keys gate their
 * endpoints the same way as they ship. A row whose route is not built (BUILT_ROUTE_PATHS) is
 * answered as coming, included in no tier, whatever its values say (catalogue-answers.ts).
 */
export const DEFAULT_FEATURES: readonly DefaultFeature[] = [
  {
    key: 'market-data',
    name: 'Live market data, heat maps and sector analysis',
    description: 'Quotes, indices, gainers and losers, sectors and industries, the heat map.',
    route: '/market',
    ...ALL,
  },
  {
    key: 'screeners',
    name: 'Fundamental, technical, intraday and pre-market screeners',
    description: 'The built-in screens, the Piotroski scan and the price patterns, per sector.',
    route: '/fundamental-analysis',
    ...ALL,
  },
  {
    key: 'custom-screens',
    name: 'Custom screens in the screening language',
    description: 'Write a one-line screen, run it over the market and save it.',
    route: '/screener/',
    ...ALL,
  },
  {
    key: 'auto-signals',
    name: 'Auto-signals every 15 minutes',
    description: 'Signals at each 15-minute close with their measured hit rates.',
    route: '/autosignal/',
    ...ALL,
  },
  {
    key: 'trading-tools',
    name: 'Trading tools and the trading terminal',
    description: 'Every trading tool with the stocks it flags today.',
    route: '/trading-tools',
    ...ALL,
  },
  {
    key: 'back-testing',
    name: 'Back-testing with NSE charges',
    description: 'Back-test a tool, an auto-signal or your own screen.',
    route: '/back-testing',
    ...ALL,
  },
  {
    key: 'order-dashboard',
    name: 'Simulated order dashboard',
    description: 'Paper orders, positions and portfolios on the simulated market.',
    route: '/order-dashboard',
    ...ALL,
  },
  {
    key: 'trading-tools-performance',
    name: 'Measured performance of every trading tool',
    description: 'Win rate, expectancy, profit factor, CAGR and drawdown of each tool, back-tested.',
    route: '/trading-tools/performance',
    free: '0',
    pro: '1',
    proplus: '1',
    fno: '0',
  },
  {
    key: 'premium-stock-tips',
    name: 'Premium stock tips',
    description: 'Stock tips with entry, target and stop.',
    route: '/premimum-stock-tips',
    free: '0',
    pro: '1',
    proplus: '1',
    fno: '0',
  },
  {
    key: 'robo-premium-tips',
    name: 'Robot premium tips: swing, intraday, BTST and positional',
    description: 'Tips generated by rules, with their record.',
    route: '/robo-premium-stock-tips',
    free: '0',
    pro: '0',
    proplus: '1',
    fno: '0',
  },
  {
    key: 'fno-tools',
    name: 'F&O tools: option chain analysis and open interest',
    description:
      'OI and its change by strike, build-up, OI support and resistance, gamma exposure with its walls, IV smile, term structure, IV rank and the ATM straddle through the session, on /option-chain/analysis and /open-interest-analysis.',
    route: '/option-chain/analysis',
    free: '0',
    pro: '0',
    proplus: '1',
    fno: '1',
  },
  {
    key: 'live-option-tips',
    name: 'Live option tips',
    description:
      'Today’s option tips from stated rules as they are issued, with entry, target, stop and live P&L, on /option-chain/live-option-tips.',
    route: '/option-chain/live-option-tips',
    free: '0',
    pro: '0',
    proplus: '0',
    fno: '1',
  },
];

/** The feature the server gates today (docs/decisions/0007-payment-provider-port-and-sandbox.md). */
export const GATED_TRADING_TOOLS_PERFORMANCE = 'trading-tools-performance';

/** The messaging-channel and video-channel links of the subscription pages (spec 2.2, socialLink). */
export const SOCIAL_LINK = {
  telegram_link: 'https://t.me/nivesh_markets',
  youtube_link: 'https://www.youtube.com/@nivesh-markets',
} as const;
