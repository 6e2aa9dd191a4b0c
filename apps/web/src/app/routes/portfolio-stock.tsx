import { PortfolioStockPage } from '@/features/portfolios/components/portfolio-stock-page';

export function Component() {
  return <PortfolioStockPage />;
}
