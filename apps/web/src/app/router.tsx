import { createBrowserRouter, type RouteObject } from 'react-router';
import { APP_PATHS, type AppPath, isOrderDashboardPath } from '@/config/paths';
import { RequireMobile } from '@/features/auth/components/require-mobile';
import { RootErrorPage } from './layout/root-error-page';
import { RootHydrateFallback, RootLayout } from './layout/root-layout';
import { BACKTEST_PAGES } from './page-modules/backtest-pages';
import { BUILTIN_SCREENERS_PAGES } from './page-modules/builtin-screeners-pages';
import { DASHBOARD_PAGES } from './page-modules/dashboard-pages';
import { DERIVATIVES_PAGES } from './page-modules/derivatives-pages';
import { INFORMATION_PAGES } from './page-modules/information-pages';
import { INTRADAY_SCREENERS_PAGES } from './page-modules/intraday-screeners-pages';
import type { LazyModule } from './page-modules/lazy-module';
import { LISTS_PAGES } from './page-modules/lists-pages';
import { ORDER_DASHBOARD_PAGES } from './page-modules/order-dashboard-pages';
import { OVERVIEW_PAGES } from './page-modules/overview-pages';
import { PORTFOLIO_ANALYSIS_PAGES } from './page-modules/portfolio-analysis-pages';
import { PORTFOLIOS_PAGES } from './page-modules/portfolios-pages';
import { SCREENERS_PAGES } from './page-modules/screeners-pages';
import { SECTORS_PAGES } from './page-modules/sectors-pages';
import { SIGNALS_PAGES } from './page-modules/signals-pages';
import { STOCK_PAGES } from './page-modules/stock-pages';
import { SUBSCRIPTION_PAGES } from './page-modules/subscription-pages';
import { TODAY_ACTIVITY_PAGES } from './page-modules/today-activity-pages';
import { TRADING_TOOLS_PAGES } from './page-modules/trading-tools-pages';
import { USER_STRATEGIES_PAGES } from './page-modules/user-strategies-pages';
import { WATCHLISTS_PAGES } from './page-modules/watchlists-pages';
import type { RouteHandle } from './route-handle';

// Pages with behaviour of their own; every other route shows the shared "not available yet" page.
// Its keys are exactly BUILT_ROUTE_PATHS of @nivesh/contracts (built-routes-match-the-page-modules.test.ts).
export const PAGE_MODULES: Readonly<Record<string, LazyModule>> = {
  ...STOCK_PAGES,
  ...LISTS_PAGES,
  ...OVERVIEW_PAGES,
  ...SECTORS_PAGES,
  ...SCREENERS_PAGES,
  ...SIGNALS_PAGES,
  ...BUILTIN_SCREENERS_PAGES,
  ...INTRADAY_SCREENERS_PAGES,
  ...TRADING_TOOLS_PAGES,
  ...BACKTEST_PAGES,
  ...ORDER_DASHBOARD_PAGES,
  ...SUBSCRIPTION_PAGES,
  ...USER_STRATEGIES_PAGES,
  ...WATCHLISTS_PAGES,
  ...DASHBOARD_PAGES,
  ...PORTFOLIO_ANALYSIS_PAGES,
  ...PORTFOLIOS_PAGES,
  ...INFORMATION_PAGES,
  ...DERIVATIVES_PAGES,
  ...TODAY_ACTIVITY_PAGES,
  '/': () => import('./routes/home'),
  '/login/': () => import('./routes/login'),
  '/otp/{mobile}': () => import('./routes/otp'),
  '/registration/': () => import('./routes/registration'),
  '/thank-you/': () => import('./routes/thank-you'),
};

const comingSoon: LazyModule = () => import('./routes/coming-soon');

function toRoute(entry: AppPath): RouteObject {
  const handle: RouteHandle = { routePath: entry.path };
  return {
    id: entry.path,
    path: entry.pattern,
    caseSensitive: true,
    handle,
    lazy: PAGE_MODULES[entry.path] ?? comingSoon,
  };
}

/** The route table, generated from config/paths.ts (every route of the spec, all lazy). */
export function buildRoutes(): RouteObject[] {
  const open = APP_PATHS.filter((p) => !isOrderDashboardPath(p.path)).map(toRoute);
  const guarded = APP_PATHS.filter((p) => isOrderDashboardPath(p.path)).map(toRoute);
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      errorElement: <RootErrorPage standalone />,
      children: [
        {
          // A pathless layout route: only the order dashboard pages sit behind the sign-in guard.
          errorElement: <RootErrorPage />,
          children: [
            ...open,
            { id: 'order-guard', Component: RequireMobile, children: guarded },
            { id: 'not-found', path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
