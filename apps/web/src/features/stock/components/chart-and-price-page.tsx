import { Group, Stack } from '@mantine/core';
import { MarketPage } from '@/components/market/market-page';
import { SymbolPicker } from '@/components/market/symbol-autocomplete';
import { isRefusal } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useStockDetails } from '../api/get-stock-details';
import { usePageTitle } from '../hooks/use-page-title';
import { useQuerySymbol } from '../hooks/use-query-symbol';
import { SectionCard } from './section-card';
import { liveChartProps, StockChart } from './stock-chart';
import { StockQuotePanel } from './stock-quote-panel';
import { SymbolQueryStates } from './unknown-stock';

const DEFAULT_SYMBOL = 'NIFTY 50';

/** /chart-and-price: pick a symbol, see its key prices and chart (the symbol is kept in `?symbol=`). */
export function ChartAndPricePage() {
  const [symbol, choose] = useQuerySymbol(DEFAULT_SYMBOL);
  const query = useStockDetails(symbol);
  const details = query.data && !isRefusal(query.data) ? query.data : null;
  usePageTitle(
    `${details ? details.profile.name : symbol} chart and price | Nivesh`,
    'Quick chart and price lookup for any NSE stock or index: live simulated price, day and 52-week range, and chart.',
  );
  return (
    <MarketPage
      title="Chart and price"
      subtitle="Look up any NSE stock or index: live price, the day's and the year's ranges, and its chart."
      breadcrumbs={[{ label: 'Market' }]}
      asOf={details?.source.asOf}
    >
      <Group>
        <SymbolPicker symbol={symbol} onPick={choose} />
      </Group>
      <SymbolQueryStates symbol={symbol} query={query} onPick={choose}>
        {(data) => (
          <Stack gap="md">
            <StockQuotePanel
              details={data}
              extraStats={[
                { label: '52-week high', value: formatNumber(data.stats.high52) },
                { label: '52-week low', value: formatNumber(data.stats.low52) },
              ]}
            />
            <SectionCard title={`${data.profile.name} chart`}>
              <StockChart {...liveChartProps(data)} height={360} />
            </SectionCard>
          </Stack>
        )}
      </SymbolQueryStates>
    </MarketPage>
  );
}
