import { Anchor, Stack, Text } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { SectorFilter } from '@/components/market/list-controls';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { quoteColumns } from '@/components/market/quote-columns';
import { appPath, paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import {
  type ScreenerMostCommonAnswer,
  type ScreenerMostCommonStock,
  useScreenerMostCommon,
} from '../api/builtin-screener-queries';
import { screenHref } from '../lib/screen-links';
import { builtinScreenersStrings } from '../strings';

type ScreenInfo = ScreenerMostCommonAnswer['screens'][number];

const count = (id: string, label: string, value: (r: ScreenerMostCommonStock) => number) => ({
  id,
  label,
  value,
  align: 'right' as const,
  sortDescFirst: true,
});

function ScreenLinks({
  slugs,
  screens,
}: {
  readonly slugs: readonly string[];
  readonly screens: ReadonlyMap<string, ScreenInfo>;
}) {
  return (
    <Text size="xs" w={380}>
      {slugs.map((slug, k) => {
        const s = screens.get(slug);
        return (
          <Fragment key={slug}>
            {k > 0 && ' · '}
            {s ? (
              <Anchor component={Link} to={screenHref(s.category, s.id)} size="xs">
                {s.name}
              </Anchor>
            ) : (
              slug
            )}
          </Fragment>
        );
      })}
    </Text>
  );
}

function MostCommonTable({
  data,
  sectorId,
}: {
  readonly data: ScreenerMostCommonAnswer;
  readonly sectorId: string;
}) {
  const t = useStrings(builtinScreenersStrings);
  const [, setParams] = useSearchParams();
  const screens = useMemo(() => new Map(data.screens.map((s) => [s.slug, s])), [data.screens]);
  const columns = useMemo(
    (): DataTableColumn<ScreenerMostCommonStock>[] => [
      { id: 'symbol', label: t('mostCommon.columns.symbol'), value: (r) => r.symbol },
      keyColumn(count('count', t('mostCommon.columns.count'), (r) => r.count)),
      ...quoteColumns<ScreenerMostCommonStock>({ key: false }),
      count('fundamental', t('mostCommon.columns.fundamental'), (r) => r.fundamental),
      count('technical', t('mostCommon.columns.technical'), (r) => r.technical),
      count('special', t('mostCommon.columns.special'), (r) => r.special),
      {
        id: 'screens',
        label: t('mostCommon.columns.screens'),
        value: (r) => r.screens.map((slug) => screens.get(slug)?.name ?? slug).join('; '),
        render: (r) => <ScreenLinks slugs={r.screens} screens={screens} />,
        sortable: false,
      },
      { id: 'sector', label: t('mostCommon.columns.sector'), value: (r) => r.sector },
      { id: 'name', label: t('mostCommon.columns.name'), value: (r) => r.name },
    ],
    [screens, t],
  );
  const sectorSlug = data.sectors.find((s) => s.name === data.sector)?.slug;
  const summary = { stocks: formatNumber(data.stocks.length, 0), screens: data.screens.length };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {data.sector
          ? t('mostCommon.summaryIn', { ...summary, sector: data.sector })
          : t('mostCommon.summary', summary)}
      </Text>
      <DataTable
        caption={t('mostCommon.caption')}
        hideCaption
        columns={columns}
        rows={data.stocks}
        rowKey={(r) => r.symbol}
        rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
        watchSymbol={(r) => r.symbol}
        csvFileName={`screener-most-common-${sectorId}`}
        pageSize={20}
        initialSort={{ columnId: 'count', direction: 'desc' }}
        search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: t('table.search') }}
        emptyMessage={t('mostCommon.empty')}
        toolbar={
          <SectorFilter
            sectors={data.sectors}
            value={sectorSlug}
            onChange={(slug) =>
              setParams(slug ? new URLSearchParams({ sector: slug }) : new URLSearchParams())
            }
          />
        }
      />
    </Stack>
  );
}

/** /screener/most-common: the stocks that match the most built-in screens now, in a sector or all. */
export function ScreenerMostCommonPage() {
  const t = useStrings(builtinScreenersStrings);
  const [params] = useSearchParams();
  const sectorId = params.get('sector') ?? 'all';
  const query = useScreenerMostCommon(sectorId);
  const answer = query.data?.status === 1 ? query.data : undefined;
  return (
    <MarketPage
      title={t('mostCommon.title')}
      subtitle={t('mostCommon.subtitle')}
      breadcrumbs={[{ label: t('crumbs.screener'), href: appPath('/screener/').getHref() }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <QueryStates query={query}>{(data) => <MostCommonTable data={data} sectorId={sectorId} />}</QueryStates>
    </MarketPage>
  );
}
