import type { ORDER_DASHBOARD_LISTS } from '@/config/paths';

export type OrderListPath = (typeof ORDER_DASHBOARD_LISTS)[number];

/** The shared tab bar of spec 2.1, in its order: the list each tab opens. */
export const ORDER_TABS: readonly { readonly path: OrderListPath; readonly label: string }[] = [
  { path: '/order-dashboard', label: 'Strategy/Autosignal Order' },
  { path: '/simple-order-dashboard', label: 'Simple Order' },
  { path: '/trade-order-dashboard', label: 'Traded Order' },
  { path: '/position-order-dashboard', label: 'Position' },
  { path: '/portfolio-order-dashboard', label: 'Portfolio' },
  { path: '/simple-order-history', label: 'Simple History' },
  { path: '/trade-order-history', label: 'Trade History' },
];

export const tabLabel = (path: OrderListPath): string =>
  ORDER_TABS.find((tab) => tab.path === path)?.label ?? '';
