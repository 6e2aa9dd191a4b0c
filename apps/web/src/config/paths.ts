import {
  fillRoute,
  toRouterPattern,
  WEB_ROUTES,
  type WebArea,
  type WebRoute,
} from '@nivesh/contracts/routes';

type Params = Readonly<Record<string, string | number>>;

export interface AppPath {
  /** Spec pattern with `{param}` placeholders, exactly as in the specification. */
  readonly path: string;
  /** The same pattern for React Router (`:param`). */
  readonly pattern: string;
  /** The route table's English title; pages show it in their language through `useRouteTitle`. */
  readonly title: string;
  readonly area: WebArea;
  readonly getHref: (params?: Params) => string;
}

function toAppPath(route: WebRoute): AppPath {
  return {
    ...route,
    pattern: toRouterPattern(route.path),
    getHref: (params = {}) => fillRoute(route.path, params),
  };
}

/** Every route of the product (spec section 2.3); the router table is generated from this list. */
export const APP_PATHS: readonly AppPath[] = WEB_ROUTES.map(toAppPath);

const BY_PATH = new Map(APP_PATHS.map((p) => [p.path, p]));

/** The entry of a spec path; throws at start-up when a name here drifts from the route table. */
export function appPath(path: string): AppPath {
  const found = BY_PATH.get(path);
  if (!found) throw new Error(`Unknown route ${path}`);
  return found;
}

export function findAppPath(path: string): AppPath | undefined {
  return BY_PATH.get(path);
}

/** Named routes the app links to in code. */
export const paths = {
  home: appPath('/'),
  login: appPath('/login/'),
  otp: appPath('/otp/{mobile}'),
  registration: appPath('/registration/'),
  thankYou: appPath('/thank-you/'),
  stock: appPath('/stocks/{symbol}'),
  myAccount: appPath('/my-account'),
  dashboard: appPath('/dashboard'),
  orderDashboard: appPath('/order-dashboard'),
  subscription: appPath('/subscription'),
  subscriptionFeature: appPath('/subscription-feature'),
  about: appPath('/about/'),
  howToUse: appPath('/how-to-use/'),
  whyUs: appPath('/why-us/'),
  privacyPolicy: appPath('/privacy-policy/'),
  refundPolicy: appPath('/refund-policy/'),
  termsAndCondition: appPath('/terms-and-condition/'),
  faq: appPath('/faq'),
  importantLink: appPath('/important-link'),
  support: appPath('/support'),
  symbols: appPath('/symbols/'),
} as const;

/** The order dashboard's list pages, in the order of its tab bar (spec 2.1). */
export const ORDER_DASHBOARD_LISTS = [
  '/order-dashboard',
  '/simple-order-dashboard',
  '/trade-order-dashboard',
  '/position-order-dashboard',
  '/portfolio-order-dashboard',
  '/simple-order-history',
  '/trade-order-history',
] as const;

const ORDER_GUARDED: ReadonlySet<string> = new Set(ORDER_DASHBOARD_LISTS);

/** The order dashboard pages need a signed-in user (spec sections 2.1 and 6). */
export function isOrderDashboardPath(path: string): boolean {
  return ORDER_GUARDED.has(path) || path.startsWith('/order-dashboard/');
}
