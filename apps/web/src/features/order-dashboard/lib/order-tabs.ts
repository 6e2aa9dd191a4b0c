import type { ORDER_DASHBOARD_LISTS } from '@/config/paths';
import type { orderDashboardStrings } from '../strings';

export type OrderListPath = (typeof ORDER_DASHBOARD_LISTS)[number];

/** The shared tab bar of spec 2.1, in its order: the list each tab opens. */
export type OrderTabName = keyof typeof orderDashboardStrings.en.tabs;

/** Each tab's label is `tabs.<name>` in the order dashboard's strings. */
export const ORDER_TABS: readonly { readonly path: OrderListPath; readonly name: OrderTabName }[] = [
  { path: '/order-dashboard', name: 'strategy' },
  { path: '/simple-order-dashboard', name: 'simple' },
  { path: '/trade-order-dashboard', name: 'traded' },
  { path: '/position-order-dashboard', name: 'position' },
  { path: '/portfolio-order-dashboard', name: 'portfolio' },
  { path: '/simple-order-history', name: 'simpleHistory' },
  { path: '/trade-order-history', name: 'tradeHistory' },
];

export const tabName = (path: OrderListPath): OrderTabName =>
  ORDER_TABS.find((tab) => tab.path === path)?.name ?? 'strategy';
