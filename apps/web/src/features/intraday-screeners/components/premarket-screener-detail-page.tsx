import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { PreMarketScreenerDataAnswer, PreOpenRow } from '@nivesh/contracts';
import { useNavigate, useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { SectorFilter } from '@/components/market/list-controls';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { formatDateIst, formatNumber } from '@/lib/format';
import { usePreMarketScreenList, usePreMarketScreenStocks } from '../api/intraday-screener-queries';
import { preMarketScreenHref, preMarketStockHref } from './intraday-links';
import { changeColumn, metricColumn, priceColumn, quantityColumn, RuleHeader } from './screen-parts';
import { SimulatedBookNote } from './simulated-book-note';

function columns(answer: PreMarketScreenerDataAnswer): DataTableColumn<PreOpenRow>[] {
  return [
    { id: 'symbol', label: 'Symbol', value: (r) => r.symbol },
    priceColumn('iep', 'IEP (₹)', (r) => r.iep),
    priceColumn('prevClose', 'Prev. close', (r) => r.prevClose),
    changeColumn('changePct', 'Gap %', (r) => r.changePct, true),
    // The gap screens' metric is the gap itself, already a column.
    ...(answer.screen.metricLabel === 'Gap %'
      ? []
      : [metricColumn<PreOpenRow>(answer.screen.metricLabel, answer.screen.metricUnit)]),
    quantityColumn('buyQuantity', 'Buy qty*', (r) => r.buyQuantity),
    quantityColumn('sellQuantity', 'Sell qty*', (r) => r.sellQuantity),
    {
      id: 'buySellRatio',
      label: 'Buy ÷ sell*',
      value: (r) => r.buySellRatio,
      render: (r) => formatNumber(r.buySellRatio, 2),
      align: 'right',
      sortDescFirst: true,
    },
    quantityColumn('finalQuantity', 'Matched qty*', (r) => r.finalQuantity),
    {
      id: 'value',
      label: 'Value (₹ cr)*',
      value: (r) => r.value,
      render: (r) => formatNumber(r.value, 2),
      align: 'right',
      sortDescFirst: true,
    },
    priceColumn('prevHigh', 'Prev. high', (r) => r.prevHigh),
    priceColumn('prevLow', 'Prev. low', (r) => r.prevLow),
    priceColumn('ltp', 'LTP now', (r) => r.ltp),
    changeColumn('sinceOpenPct', 'Since open %', (r) => r.sinceOpenPct, true),
    { id: 'sector', label: 'Sector', value: (r) => r.sector },
    { id: 'name', label: 'Company', value: (r) => r.name },
  ];
}

function ScreenPicker({ screenerId, sectorId }: { readonly screenerId: string; readonly sectorId: string }) {
  const navigate = useNavigate();
  const list = usePreMarketScreenList();
  const screens = list.data?.status === 1 ? list.data.screens : [];
  const known = screens.some((s) => s.id === screenerId);
  return (
    <NativeSelect
      size="sm"
      aria-label="Pre-market screen"
      value={known ? screenerId : ''}
      w={{ base: '100%', xs: 300 }}
      onChange={(event) => navigate(preMarketScreenHref(event.currentTarget.value, sectorId))}
      data={[
        ...(known ? [] : [{ value: '', label: 'Choose a screen' }]),
        ...screens.map((s) => ({ value: s.id, label: `${s.id}. ${s.name} (${s.count})` })),
      ]}
    />
  );
}

function ScreenTable({
  data,
  screenerId,
  sectorId,
}: {
  readonly data: PreMarketScreenerDataAnswer;
  readonly screenerId: string;
  readonly sectorId: string;
}) {
  const navigate = useNavigate();
  const sectorSlug = data.sectors.find((s) => s.name === data.sector)?.slug;
  return (
    <Stack gap="sm">
      <RuleHeader
        title={`${data.screen.id}. ${data.screen.name}`}
        bias={data.screen.bias}
        rule={data.screen.rule}
      >
        <Text size="xs" c="dimmed">
          Pre-open of {formatDateIst(data.date)}; {formatNumber(data.rows.length, 0)} of{' '}
          {formatNumber(data.scanned, 0)} stocks{data.sector ? ` in ${data.sector}` : ''}. * simulated order
          book.
        </Text>
      </RuleHeader>
      <DataTable
        caption={`${data.screen.name}${data.sector ? ` — ${data.sector}` : ''}`}
        hideCaption
        columns={columns(data)}
        rows={data.rows}
        rowKey={(r) => r.symbol}
        rowHref={(r) => preMarketStockHref(r.symbol)}
        csvFileName={`pre-market-screen-${screenerId}-${sectorId}-${data.date}`}
        search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: 'Search symbol or company' }}
        emptyMessage="No stock meets this screen in this pre-open."
        toolbar={
          <Group gap="xs" wrap="wrap">
            <ScreenPicker screenerId={screenerId} sectorId={sectorId} />
            <SectorFilter
              sectors={data.sectors}
              value={sectorSlug ?? (sectorId === 'all' ? undefined : sectorId)}
              onChange={(slug) => navigate(preMarketScreenHref(screenerId, slug))}
            />
          </Group>
        }
      />
    </Stack>
  );
}

/** /preMarket-screener/{screener_id}/{sector_id}: one pre-open screen's stocks in a sector (or all). */
export function PreMarketScreenerDetailPage() {
  const { screener_id: screenerId = '1', sector_id: sectorId = 'all' } = useParams();
  const query = usePreMarketScreenStocks(screenerId, sectorId);
  const answer = query.data?.status === 1 ? query.data : undefined;
  const title = answer
    ? `${answer.screen.name}${answer.sector ? ` — ${answer.sector}` : ''}`
    : 'Pre-market screen';
  return (
    <MarketPage
      title={title}
      breadcrumbs={[{ label: 'Pre-Market Screener', href: appPath('/preMarket-screener').getHref() }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <Stack gap="md">
        <SimulatedBookNote />
        <QueryStates query={query} errorTitle="Could not run this pre-market screen">
          {(data) => <ScreenTable data={data} screenerId={screenerId} sectorId={sectorId} />}
        </QueryStates>
      </Stack>
    </MarketPage>
  );
}
