import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { type StockDetails, sectorSlug } from '@nivesh/contracts';
import { Link } from 'react-router';
import { MarketPage } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { AddToWatchlistButton } from '@/components/watchlists/add-to-watchlist-button';
import { appPath, paths } from '@/config/paths';
import { isRefusal } from '@/lib/api-client';
import { useStrings } from '@/lib/strings';
import { usePageTitle } from '@/lib/use-page-title';
import { useStockAnalysis } from '../api/get-stock-analysis';
import { useStockDetails } from '../api/get-stock-details';
import { useStockSupport } from '../api/get-stock-support';
import { useFreshQuote } from '../hooks/use-fresh-quote';
import { useRouteSymbol } from '../hooks/use-route-symbol';
import { stockStrings } from '../strings';
import { CorporateActionsCard } from './corporate-actions-card';
import { DealsCard } from './deals-card';
import { FinancialStatements } from './financial-statements';
import { FuturesCard } from './futures-card';
import { InsiderTradesCard } from './insider-trades-card';
import { KeyFiguresCard } from './key-figures-card';
import { PeersCard } from './peers-card';
import { PivotLevelsTable } from './pivot-levels-table';
import { ReturnsCard } from './returns-card';
import { SectionCard } from './section-card';
import { liveChartProps, StockChart } from './stock-chart';
import { StockQuotePanel } from './stock-quote-panel';
import { TechnicalsCard } from './technicals-card';
import { SymbolQueryStates } from './unknown-stock';

const sectorPage = appPath('/nse-sectors-list/{sector_id}/');
const industryPage = appPath('/indian-industry-sector/{sector_id}/');

function Subtitle({ details }: { readonly details: StockDetails }) {
  const { profile } = details;
  const t = useStrings(stockStrings);
  const parts = [`NSE: ${profile.symbol}`, profile.isin ? `ISIN ${profile.isin}` : null]
    .filter(Boolean)
    .join(' · ');
  if (profile.kind === 'index')
    return (
      <>
        {parts} · {t('stockPage.index')}
      </>
    );
  return (
    <>
      {parts} ·{' '}
      <Anchor component={Link} to={sectorPage.getHref({ sector_id: sectorSlug(profile.sector) })} size="sm">
        {profile.sector}
      </Anchor>
      {profile.industry && (
        <>
          {' › '}
          <Anchor
            component={Link}
            to={industryPage.getHref({ sector_id: sectorSlug(profile.industry) })}
            size="sm"
          >
            {profile.industry}
          </Anchor>
        </>
      )}
    </>
  );
}

function PivotCard({ symbol }: { readonly symbol: string }) {
  const query = useStockSupport(symbol);
  const t = useStrings(stockStrings);
  return (
    <SectionCard title={t('stockPage.supportResistance')}>
      <QueryStates query={query}>
        {(data) =>
          data.rows[0] ? (
            <PivotLevelsTable row={data.rows[0]} />
          ) : (
            <Text size="sm">{t('stockPage.noLevels')}</Text>
          )
        }
      </QueryStates>
    </SectionCard>
  );
}

/** Key figures beside the returns, then the statements: equities only (an index has no accounts). */
function Fundamentals({ symbol }: { readonly symbol: string }) {
  const query = useStockAnalysis(symbol);
  const analysis = query.data && !isRefusal(query.data) ? query.data : null;
  const t = useStrings(stockStrings);
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {analysis ? (
          <KeyFiguresCard ratios={analysis.ratios} businessModel={analysis.businessModel} />
        ) : (
          <SectionCard title={t('keyFigures.title')}>
            <QueryStates query={query}>{() => null}</QueryStates>
          </SectionCard>
        )}
        <ReturnsCard symbol={symbol} />
      </SimpleGrid>
      {analysis && (
        <FinancialStatements symbol={symbol} annual={analysis.annual} quarterly={analysis.quarterly} />
      )}
    </>
  );
}

function StockBody({ details }: { readonly details: StockDetails }) {
  const { profile } = details;
  const symbol = profile.symbol;
  const equity = profile.kind === 'equity';
  const quote = useFreshQuote(symbol, details.quote, details.stream) ?? details.quote;
  const live = quote === details.quote ? details : { ...details, quote };
  const t = useStrings(stockStrings);
  return (
    <Stack gap="md">
      <StockQuotePanel details={live} />
      <SectionCard title={t('stockPage.priceChart')}>
        <StockChart {...liveChartProps({ profile, quote })} />
      </SectionCard>
      {equity ? <Fundamentals symbol={symbol} /> : <ReturnsCard symbol={symbol} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TechnicalsCard symbol={symbol} />
        <PivotCard symbol={symbol} />
        {profile.lotSize !== null && <FuturesCard symbol={symbol} />}
        {equity && <CorporateActionsCard symbol={symbol} />}
      </SimpleGrid>
      {equity && <DealsCard symbol={symbol} />}
      {equity && <InsiderTradesCard symbol={symbol} />}
      {equity && <PeersCard symbol={symbol} />}
    </Stack>
  );
}

/** /stocks/{symbol} (and /company/…, /stock-details/…): everything about one stock, live. */
export function StockPage() {
  const symbol = useRouteSymbol();
  const query = useStockDetails(symbol);
  const details = query.data && !isRefusal(query.data) ? query.data : null;
  const unknown = query.data !== undefined && isRefusal(query.data);
  const t = useStrings(stockStrings);
  const title = details ? details.profile.name : unknown ? t('stockPage.notFound') : symbol;
  const named = details ? { name: details.profile.name, symbol: details.profile.symbol } : undefined;
  usePageTitle(
    details && named
      ? t(details.profile.kind === 'index' ? 'stockPage.metaIndex' : 'stockPage.metaEquity', named)
      : unknown
        ? t('stockPage.metaUnknown', { symbol })
        : null,
    named ? t('stockPage.metaDescription', named) : null,
  );
  return (
    <MarketPage
      title={title}
      subtitle={details ? <Subtitle details={details} /> : undefined}
      breadcrumbs={[{ label: t('crumbs.stocks'), href: paths.symbols.getHref() }]}
      asOf={details?.source.asOf}
      source={details?.source}
      actions={details ? <AddToWatchlistButton symbol={details.profile.symbol} /> : undefined}
    >
      <SymbolQueryStates symbol={symbol} query={query}>
        {(data) => <StockBody details={data} />}
      </SymbolQueryStates>
    </MarketPage>
  );
}
