import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { MarketPage } from '@/components/market/market-page';
import { paths } from '@/config/paths';
import { isRefusal } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { usePageTitle } from '@/lib/use-page-title';
import { useMarketDetails } from '../api/get-market-details';
import { useRouteSymbol } from '../hooks/use-route-symbol';
import { stockStrings } from '../strings';
import { MarketDepthTable } from './market-depth-table';
import { SectionCard } from './section-card';
import { liveChartProps, StockChart } from './stock-chart';
import { StockQuotePanel } from './stock-quote-panel';
import { SymbolQueryStates } from './unknown-stock';

/** /market-Details/{symbol}: quote, OHLC, VWAP, circuit band, simulated depth and today's chart. */
export function MarketDetailsPage() {
  const symbol = useRouteSymbol();
  const query = useMarketDetails(symbol);
  const details = query.data && !isRefusal(query.data) ? query.data : null;
  const t = useStrings(stockStrings);
  usePageTitle(
    details ? t('marketDetails.metaTitle', { symbol: details.profile.symbol }) : null,
    details ? t('marketDetails.metaDescription', { name: details.profile.name }) : null,
  );
  return (
    <MarketPage
      title={t('marketDetails.title', { symbol: details?.profile.symbol ?? symbol })}
      subtitle={
        details ? (
          <>
            {details.profile.name} ·{' '}
            <Anchor component={Link} to={paths.stock.getHref({ symbol: details.profile.symbol })} size="sm">
              {t('marketDetails.fullStockPage')}
            </Anchor>
          </>
        ) : undefined
      }
      breadcrumbs={[{ label: t('crumbs.stocks'), href: paths.symbols.getHref() }]}
      asOf={details?.source.asOf}
    >
      <SymbolQueryStates symbol={symbol} query={query}>
        {(data) => (
          <Stack gap="md">
            <StockQuotePanel
              details={data}
              extraStats={[
                {
                  label: t('marketDetails.deliveryPct'),
                  value: data.deliveryPct === null ? '—' : `${formatNumber(data.deliveryPct)} %`,
                },
              ]}
            />
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <SectionCard title={t('depth.title')}>
                <MarketDepthTable depth={data.depth} />
              </SectionCard>
              <SectionCard title={t('marketDetails.todaysChart')}>
                <StockChart
                  {...liveChartProps(data)}
                  timeframes={['1D', '1W']}
                  height={320}
                  defaultIndicators={['vwap']}
                />
              </SectionCard>
            </SimpleGrid>
          </Stack>
        )}
      </SymbolQueryStates>
    </MarketPage>
  );
}
