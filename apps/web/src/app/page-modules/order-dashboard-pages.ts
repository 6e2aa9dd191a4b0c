import type { LazyModule } from './lazy-module';

/** Pages of the order dashboard (issue 5, spec 2.1), by route path (see config/paths.ts). */
export const ORDER_DASHBOARD_PAGES: Readonly<Record<string, LazyModule>> = {
  '/order-dashboard': () => import('../routes/order-dashboard'),
  '/order-dashboard/add-strategy': () => import('../routes/order-dashboard-add-strategy'),
  '/order-dashboard/edit-strategy/{order_id}': () => import('../routes/order-dashboard-edit-strategy'),
  '/order-dashboard/search': () => import('../routes/order-dashboard-search'),
  '/order-dashboard/{order_id}': () => import('../routes/order-dashboard-detail'),
  '/order-dashboard/add-simple-strategy': () => import('../routes/order-dashboard-add-simple'),
  '/order-dashboard/edit-simple-strategy/{order_id}': () => import('../routes/order-dashboard-edit-simple'),
  '/simple-order-dashboard': () => import('../routes/simple-order-dashboard'),
  '/trade-order-dashboard': () => import('../routes/trade-order-dashboard'),
  '/position-order-dashboard': () => import('../routes/position-order-dashboard'),
  '/portfolio-order-dashboard': () => import('../routes/portfolio-order-dashboard'),
  '/simple-order-history': () => import('../routes/simple-order-history'),
  '/trade-order-history': () => import('../routes/trade-order-history'),
};
