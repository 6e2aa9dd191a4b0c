import type { navigationStrings } from './navigation.strings';
import { type AppPath, appPath, ORDER_DASHBOARD_LISTS } from './paths';

/** The product areas of the header's menus; their names are in ./navigation.strings.ts. */
export type NavGroupId = keyof typeof navigationStrings.en.groups;

export interface NavGroup {
  readonly id: NavGroupId;
  readonly links: readonly AppPath[];
}

const group = (id: NavGroupId, routes: readonly string[]): NavGroup => ({ id, links: routes.map(appPath) });

/** The header's menus (and the mobile drawer's accordions): one group per product area. */
export const NAV_GROUPS: readonly NavGroup[] = [
  group('market', [
    '/market',
    '/stock-market-today',
    '/cash',
    '/future-stock',
    '/global-market/',
    '/nse-sectors-list/',
    '/indian-industry-sector/',
    '/sector-analysis',
    '/nifty-heatmap',
    '/top-gainers-nse',
    '/top-losers-nse',
    '/52-week-high-stocks',
    '/52-week-low-stocks',
    '/market/all-time-high-stocks',
    '/breakout-stocks',
    '/nse-pre-market',
    '/commodity',
    '/exchange-traded-funds',
  ]),
  group('todaysActivity', [
    '/fii-dii-data-nse',
    '/fii-dii-activities',
    '/advance-decline-ratio-nse',
    '/market-breadth-today',
    '/bulk-deals-nse',
    '/bulk-deals-nse-performance',
    '/block-deals-nse',
    '/block-deals-nse-performance',
    '/insider-trading',
    '/corporate-action',
    '/event',
    '/new-fifty-two',
    '/india-vix',
  ]),
  group('screeners', [
    '/screener/',
    '/autosignal/',
    '/fundamental-analysis',
    '/technical-analysis',
    '/special-screener',
    '/intraday-screener',
    '/preMarket-screener',
    '/option-screener',
    '/piotroski-scan',
    '/hourly-gainer-looser',
    '/market-signal',
    '/buy-sell-alert',
    '/signal-alert',
  ]),
  group('derivatives', [
    '/nse-option-chain-data',
    '/option-chain/analysis',
    '/option-chain/option-strategy',
    '/option-chain/option-tips',
    '/option-dashboard',
    '/open-interest-analysis',
    '/put-call-ratio',
    '/fii-futures-data',
    '/futures-and-options',
    '/nse-derivative',
  ]),
  group('tools', [
    '/trading-tools',
    '/stratergy',
    '/back-testing',
    '/trading-terminal',
    '/support-and-target',
    '/multi-chart',
    '/stock-idea',
    '/free-stock-tips',
    '/premimum-stock-tips',
    '/robo-free-stock-tips',
    '/nifty-stock-tips',
    '/watchlist/',
    '/portfolio/',
    '/portfolio-analysis',
  ]),
  group('calculators', [
    '/Calculator',
    '/intrinsic-value-calculator',
    '/price-earnings-valuation-calculator',
    '/return-on-equity-calculator',
    '/graham-number-calculator',
    '/advanced-graham-number-calculator',
    '/dividend-cash-flow-model',
    '/dividend-discount-model',
  ]),
  group('learning', [
    '/basics-of-stock-market',
    '/investing',
    '/video-course',
    '/free-webinar',
    '/trader-community',
  ]),
  group('orders', ORDER_DASHBOARD_LISTS),
  group('premium', ['/premium', '/premium-services', '/subscription', '/subscription-feature']),
];

/** Information pages linked from the footer (spec section 2.3). */
export const FOOTER_LINKS: readonly AppPath[] = [
  '/about/',
  '/how-to-use/',
  '/why-us/',
  '/privacy-policy/',
  '/refund-policy/',
  '/terms-and-condition/',
  '/faq',
  '/important-link',
  '/support',
  '/symbols/',
].map(appPath);
