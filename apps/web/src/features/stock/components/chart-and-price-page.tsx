import { Group, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { MarketPage } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { isRefusal } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useStockDetails } from '../api/get-stock-details';
import { usePageTitle } from '../hooks/use-page-title';
import { SectionCard } from './section-card';
import { StockChart } from './stock-chart';
import { StockQuotePanel } from './stock-quote-panel';
import { SymbolAutocomplete } from './symbol-autocomplete';
import { UnknownStock } from './unknown-stock';

const DEFAULT_SYMBOL = 'NIFTY 50';

/** /chart-and-price: pick a symbol, see its key prices and chart (the symbol is kept in `?symbol=`). */
export function ChartAndPricePage() {
  const [params, setParams] = useSearchParams();
  const symbol = (params.get('symbol') ?? DEFAULT_SYMBOL).trim().toUpperCase() || DEFAULT_SYMBOL;
  const query = useStockDetails(symbol);
  const details = query.data && !isRefusal(query.data) ? query.data : null;
  const unknown = query.data !== undefined && isRefusal(query.data);
  usePageTitle(
    `${details ? details.profile.name : symbol} chart and price | Nivesh`,
    'Quick chart and price lookup for any NSE stock or index: live simulated price, day and 52-week range, and chart.',
  );
  const choose = (picked: string) => setParams({ symbol: picked }, { replace: true });
  return (
    <MarketPage
      title="Chart and price"
      subtitle="Look up any NSE stock or index: live price, the day's and the year's ranges, and its chart."
      breadcrumbs={[{ label: 'Market' }]}
      asOf={details?.source.asOf}
    >
      <Group>
        <SymbolAutocomplete
          key={symbol}
          label="Symbol"
          keepValue
          initialValue={symbol}
          w={{ base: '100%', sm: 360 }}
          onPick={choose}
        />
      </Group>
      {unknown ? (
        <UnknownStock symbol={symbol} onPick={choose} />
      ) : (
        <QueryStates query={query}>
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
                <StockChart
                  symbol={data.profile.symbol}
                  quote={data.quote}
                  height={360}
                  showVolume={data.profile.kind !== 'index'}
                />
              </SectionCard>
            </Stack>
          )}
        </QueryStates>
      )}
    </MarketPage>
  );
}
