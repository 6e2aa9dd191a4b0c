import { PortfolioPage } from '@/features/order-dashboard/components/order-list-pages';

export function Component() {
  return <PortfolioPage />;
}
