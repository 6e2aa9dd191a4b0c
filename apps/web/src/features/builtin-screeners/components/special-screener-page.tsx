import { NativeSelect, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { useStrings } from '@/lib/strings';
import { useScreenData, useScreenList } from '../api/builtin-screener-queries';
import { CATEGORY_INFO } from '../lib/screen-links';
import { builtinScreenersStrings } from '../strings';
import { ScreenCatalogue } from './screen-index-page';
import { ScreenResultsTable } from './screen-results-table';
import { ScreenSummary } from './screen-summary';

const INFO = CATEGORY_INFO.special;

/** One special screen's matches (SpecialScreener/stockData), with a picker over the special screens. */
function SpecialScreenResults({
  screenId,
  sectorId,
}: {
  readonly screenId: string;
  readonly sectorId: string;
}) {
  const t = useStrings(builtinScreenersStrings);
  const [, setParams] = useSearchParams();
  const query = useScreenData({ category: 'special', screenerId: screenId, sectorId });
  const list = useScreenList('special');
  const screens = list.data?.status === 1 ? list.data.screens : [];
  const answer = query.data?.status === 1 ? query.data : undefined;
  const go = (screen: string, sector: string) => {
    const next = new URLSearchParams({ screen });
    if (sector !== 'all') next.set('sector', sector);
    setParams(next);
  };
  return (
    <MarketPage
      title={
        answer
          ? `${answer.screen.name}${answer.sector ? ` — ${answer.sector}` : ''}`
          : t('categories.special.title')
      }
      breadcrumbs={[{ label: t('categories.special.title'), href: INFO.indexHref }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <Stack gap="md">
        {screens.length > 0 && (
          <NativeSelect
            label={t('special.picker')}
            value={answer ? String(answer.screen.id) : screenId}
            onChange={(event) => go(event.currentTarget.value, sectorId)}
            data={screens.map((s) => ({ value: String(s.id), label: `${s.id}. ${s.name} (${s.matches})` }))}
            w={{ base: '100%', sm: 460 }}
          />
        )}
        <QueryStates query={query} errorTitle={t('detail.errorTitle')}>
          {(data) => (
            <Stack gap="md">
              <ScreenSummary
                data={data}
                pastDay={list.data?.status === 1 ? list.data.history.last : undefined}
              />
              <ScreenResultsTable
                data={data}
                sectorId={sectorId}
                onSector={(slug) => go(String(data.screen.id), slug)}
                csvName={`special-${data.screen.slug}-${sectorId}-${data.date}`}
              />
            </Stack>
          )}
        </QueryStates>
      </Stack>
    </MarketPage>
  );
}

/** /special-screener: the special screens as cards, or one screen's matches with `?screen=<id>&sector=<slug>`. */
export function SpecialScreenerPage() {
  const t = useStrings(builtinScreenersStrings);
  const [params] = useSearchParams();
  const screenId = params.get('screen');
  const list = useScreenList('special');
  if (screenId) return <SpecialScreenResults screenId={screenId} sectorId={params.get('sector') ?? 'all'} />;
  const answer = list.data?.status === 1 ? list.data : undefined;
  return (
    <MarketPage
      title={t('categories.special.title')}
      subtitle={t('categories.special.subtitle')}
      breadcrumbs={[{ label: t('crumbs.screeners') }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={list.refetch} refreshing={list.isFetching} />}
    >
      <QueryStates query={list}>{(data) => <ScreenCatalogue data={data} />}</QueryStates>
    </MarketPage>
  );
}
