import { Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { useStrings } from '@/lib/strings';
import {
  type BuiltinScreenCategoryName,
  useScreenData,
  useScreenList,
} from '../api/builtin-screener-queries';
import { CATEGORY_INFO, screenHref } from '../lib/screen-links';
import { builtinScreenersStrings } from '../strings';
import { ScreenResultsTable } from './screen-results-table';
import { ScreenSummary } from './screen-summary';

/** /fundamental-analysis/{screener_id}/{sector_id} and /technical-analysis/…: one screen's matches now. */
export function ScreenDetailPage({ category }: { readonly category: BuiltinScreenCategoryName }) {
  const t = useStrings(builtinScreenersStrings);
  const { screener_id: screenerId = '1', sector_id: sectorId = 'all' } = useParams();
  const navigate = useNavigate();
  const query = useScreenData({ category, screenerId, sectorId });
  // For the "as of a past day" link: the last completed day (shared with the index page's cache).
  const list = useScreenList(category);
  const lastDay = list.data?.status === 1 ? list.data.history.last : undefined;
  const answer = query.data?.status === 1 ? query.data : undefined;
  const info = CATEGORY_INFO[category];
  const categoryTitle = t(`categories.${category}.title`);
  const title = answer ? `${answer.screen.name}${answer.sector ? ` — ${answer.sector}` : ''}` : categoryTitle;
  return (
    <MarketPage
      title={title}
      breadcrumbs={[{ label: categoryTitle, href: info.indexHref }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <QueryStates query={query} errorTitle={t('detail.errorTitle')}>
        {(data) => (
          <Stack gap="md">
            <ScreenSummary data={data} pastDay={lastDay} />
            <ScreenResultsTable
              data={data}
              sectorId={sectorId}
              onSector={(slug) => navigate(screenHref(category, screenerId, slug))}
              csvName={`${data.screen.slug}-${sectorId}-${data.date}`}
            />
          </Stack>
        )}
      </QueryStates>
    </MarketPage>
  );
}
