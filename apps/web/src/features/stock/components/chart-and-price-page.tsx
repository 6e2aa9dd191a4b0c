import { Group, Stack } from '@mantine/core';
import { MarketPage } from '@/components/market/market-page';
import { SymbolPicker } from '@/components/market/symbol-autocomplete';
import { isRefusal } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { usePageTitle } from '@/lib/use-page-title';
import { useStockDetails } from '../api/get-stock-details';
import { useQuerySymbol } from '../hooks/use-query-symbol';
import { stockStrings } from '../strings';
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
  const t = useStrings(stockStrings);
  usePageTitle(
    t('chartAndPrice.metaTitle', { name: details ? details.profile.name : symbol }),
    t('chartAndPrice.metaDescription'),
  );
  return (
    <MarketPage
      title={t('chartAndPrice.title')}
      subtitle={t('chartAndPrice.subtitle')}
      breadcrumbs={[{ label: t('crumbs.market') }]}
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
                { label: t('chartAndPrice.high52'), value: formatNumber(data.stats.high52) },
                { label: t('chartAndPrice.low52'), value: formatNumber(data.stats.low52) },
              ]}
            />
            <SectionCard title={t('chartAndPrice.chartOf', { name: data.profile.name })}>
              <StockChart {...liveChartProps(data)} height={360} />
            </SectionCard>
          </Stack>
        )}
      </SymbolQueryStates>
    </MarketPage>
  );
}
