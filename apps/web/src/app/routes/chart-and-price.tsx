import { ChartAndPricePage } from '@/features/stock/components/chart-and-price-page';

export function Component() {
  return <ChartAndPricePage />;
}
