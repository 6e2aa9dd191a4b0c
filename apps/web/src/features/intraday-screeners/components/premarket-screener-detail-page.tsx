import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { PreMarketScreenerDataAnswer, PreOpenRow } from '@nivesh/contracts';
import { useNavigate, useParams } from 'react-router';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { SectorFilter } from '@/components/market/list-controls';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { formatDateIst, formatNumber } from '@/lib/format';
import { type StringKey, useStrings } from '@/lib/strings';
import { usePreMarketScreenList, usePreMarketScreenStocks } from '../api/intraday-screener-queries';
import { intradayScreenersStrings } from '../strings';
import { preMarketScreenHref, preMarketStockHref } from './intraday-links';
import { changeColumn, metricColumn, priceColumn, quantityColumn, RuleHeader } from './screen-parts';
import { SimulatedBookNote } from './simulated-book-note';

type Translate = (key: StringKey<typeof intradayScreenersStrings.en>) => string;

function columns(answer: PreMarketScreenerDataAnswer, t: Translate): DataTableColumn<PreOpenRow>[] {
  return [
    { id: 'symbol', label: t('columns.symbol'), value: (r) => r.symbol },
    keyColumn(priceColumn('iep', t('columns.iep'), (r) => r.iep)),
    priceColumn('prevClose', t('columns.prevClose'), (r) => r.prevClose),
    keyColumn(changeColumn('changePct', t('columns.gap'), (r) => r.changePct, true)),
    // The gap screens' metric is the gap itself, already a column.
    ...(answer.screen.metricLabel === 'Gap %'
      ? []
      : [metricColumn<PreOpenRow>(answer.screen.metricLabel, answer.screen.metricUnit)]),
    quantityColumn('buyQuantity', t('columns.buyQty'), (r) => r.buyQuantity),
    quantityColumn('sellQuantity', t('columns.sellQty'), (r) => r.sellQuantity),
    {
      id: 'buySellRatio',
      label: t('columns.buySell'),
      value: (r) => r.buySellRatio,
      render: (r) => formatNumber(r.buySellRatio, 2),
      align: 'right',
      sortDescFirst: true,
    },
    quantityColumn('finalQuantity', t('columns.matchedQty'), (r) => r.finalQuantity),
    {
      id: 'value',
      label: t('columns.value'),
      value: (r) => r.value,
      render: (r) => formatNumber(r.value, 2),
      align: 'right',
      sortDescFirst: true,
    },
    priceColumn('prevHigh', t('columns.prevHigh'), (r) => r.prevHigh),
    priceColumn('prevLow', t('columns.prevLow'), (r) => r.prevLow),
    priceColumn('ltp', t('columns.ltpNow'), (r) => r.ltp),
    changeColumn('sinceOpenPct', t('columns.sinceOpen'), (r) => r.sinceOpenPct, true),
    { id: 'sector', label: t('columns.sector'), value: (r) => r.sector },
    { id: 'name', label: t('columns.company'), value: (r) => r.name },
  ];
}

function ScreenPicker({ screenerId, sectorId }: { readonly screenerId: string; readonly sectorId: string }) {
  const t = useStrings(intradayScreenersStrings);
  const navigate = useNavigate();
  const list = usePreMarketScreenList();
  const screens = list.data?.status === 1 ? list.data.screens : [];
  const known = screens.some((s) => s.id === screenerId);
  return (
    <NativeSelect
      size="sm"
      aria-label={t('preMarket.picker')}
      value={known ? screenerId : ''}
      w={{ base: '100%', xs: 300 }}
      onChange={(event) => navigate(preMarketScreenHref(event.currentTarget.value, sectorId))}
      data={[
        ...(known ? [] : [{ value: '', label: t('preMarket.choose') }]),
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
  const t = useStrings(intradayScreenersStrings);
  const navigate = useNavigate();
  const sectorSlug = data.sectors.find((s) => s.name === data.sector)?.slug;
  const counts = {
    date: formatDateIst(data.date),
    shown: formatNumber(data.rows.length, 0),
    scanned: formatNumber(data.scanned, 0),
  };
  return (
    <Stack gap="sm">
      <RuleHeader
        title={`${data.screen.id}. ${data.screen.name}`}
        bias={data.screen.bias}
        rule={data.screen.rule}
      >
        <Text size="xs" c="dimmed">
          {data.sector
            ? t('preMarket.noteIn', { ...counts, sector: data.sector })
            : t('preMarket.note', counts)}
        </Text>
      </RuleHeader>
      <DataTable
        caption={`${data.screen.name}${data.sector ? ` — ${data.sector}` : ''}`}
        hideCaption
        columns={columns(data, t)}
        rows={data.rows}
        rowKey={(r) => r.symbol}
        rowHref={(r) => preMarketStockHref(r.symbol)}
        csvFileName={`pre-market-screen-${screenerId}-${sectorId}-${data.date}`}
        search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: t('stocks.search') }}
        emptyMessage={t('preMarket.empty')}
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
  const t = useStrings(intradayScreenersStrings);
  const { screener_id: screenerId = '1', sector_id: sectorId = 'all' } = useParams();
  const query = usePreMarketScreenStocks(screenerId, sectorId);
  const answer = query.data?.status === 1 ? query.data : undefined;
  const title = answer
    ? `${answer.screen.name}${answer.sector ? ` — ${answer.sector}` : ''}`
    : t('preMarket.screenDefault');
  return (
    <MarketPage
      title={title}
      breadcrumbs={[{ label: t('preMarket.title'), href: appPath('/preMarket-screener').getHref() }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <Stack gap="md">
        <SimulatedBookNote />
        <QueryStates query={query} errorTitle={t('preMarket.screenError')}>
          {(data) => <ScreenTable data={data} screenerId={screenerId} sectorId={sectorId} />}
        </QueryStates>
      </Stack>
    </MarketPage>
  );
}
