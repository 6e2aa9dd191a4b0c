import { Alert, Group, NativeSelect, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { SessionStepper } from '@/components/market/list-controls';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { isIsoDate } from '@/lib/day-first-date';
import { formatDateIst } from '@/lib/format';
import { type StringKey, useStrings } from '@/lib/strings';
import {
  type BuiltinScreenListAnswer,
  type ScreenerByDateAnswer,
  useScreenerByDate,
  useScreenList,
} from '../api/builtin-screener-queries';
import { screenOnDateHref } from '../lib/screen-links';
import { builtinScreenersStrings } from '../strings';
import { ScreenResultsTable } from './screen-results-table';
import { ScreenSummary } from './screen-summary';

/** Screens grouped by category for the picker; those that read today-only data are marked. */
function screenOptions(
  list: BuiltinScreenListAnswer | undefined,
  t: (key: StringKey<typeof builtinScreenersStrings.en>, vars?: { name: string }) => string,
) {
  if (!list) return [];
  return (['technical', 'special', 'fundamental'] as const).map((category) => ({
    group: t(`categories.${category}.title`),
    items: list.screens
      .filter((s) => s.category === category)
      .map((s) => ({
        value: s.slug,
        label: s.pastDates ? s.name : t('byDate.currentOnly', { name: s.name }),
      })),
  }));
}

function DayControls({
  slug,
  date,
  list,
  answer,
  onChange,
}: {
  readonly slug: string;
  readonly date: string;
  readonly list: BuiltinScreenListAnswer | undefined;
  readonly answer: ScreenerByDateAnswer | undefined;
  readonly onChange: (next: { slug?: string; date?: string }) => void;
}) {
  const t = useStrings(builtinScreenersStrings);
  const history = list?.history;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label={t('byDate.screen')}
        value={slug}
        onChange={(event) => onChange({ slug: event.currentTarget.value })}
        data={screenOptions(list, t)}
        w={{ base: '100%', sm: 380 }}
      />
      <SessionStepper
        label={t('byDate.tradingDay')}
        value={isIsoDate(date) ? date : ''}
        min={history?.first}
        max={history?.session}
        previous={answer?.previousDate}
        next={answer?.nextDate}
        onChange={(next) => onChange({ date: next })}
        onLatest={history && date !== history.session ? () => onChange({ date: history.session }) : undefined}
        labels={{ previous: t('byDate.previousDay'), next: t('byDate.nextDay'), latest: t('byDate.today') }}
        size="sm"
        inputWidth={170}
      />
    </Group>
  );
}

/** /screener/{signal_id}/{sector_id}/{date}: a built-in screen's matches at the close of a trading day. */
export function ScreenerByDatePage() {
  const t = useStrings(builtinScreenersStrings);
  const { signal_id: signalId = 'golden-cross', sector_id: sectorId = 'all', date = '' } = useParams();
  const navigate = useNavigate();
  const validDate = isIsoDate(date);
  const query = useScreenerByDate({ signalId, sectorId, date: validDate ? date : undefined });
  const list = useScreenList();
  const listed = list.data?.status === 1 ? list.data : undefined;
  const answer = query.data?.status === 1 ? query.data : undefined;
  const slug = answer?.screen.slug ?? signalId;
  const go = (next: { slug?: string; date?: string; sector?: string }) =>
    navigate(screenOnDateHref(next.slug ?? slug, next.sector ?? sectorId, next.date ?? date));
  return (
    <MarketPage
      title={
        answer
          ? t('byDate.title', { screen: answer.screen.name, date: formatDateIst(answer.date) })
          : t('byDate.titleNoAnswer', { date: validDate ? formatDateIst(date) : date })
      }
      subtitle={
        answer && !answer.live ? t('byDate.subtitle', { date: formatDateIst(answer.date) }) : undefined
      }
      breadcrumbs={[
        { label: t('crumbs.screener'), href: appPath('/screener/').getHref() },
        { label: t('crumbs.mostCommon'), href: appPath('/screener/most-common').getHref() },
      ]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <Stack gap="md">
        <DayControls slug={slug} date={date} list={listed} answer={answer} onChange={go} />
        {!validDate ? (
          <Alert color="yellow" variant="light" title={t('byDate.pickTitle')}>
            {t('byDate.notADate', {
              date,
              first: listed ? formatDateIst(listed.history.first) : t('byDate.firstDay'),
              last: listed ? formatDateIst(listed.history.session) : t('byDate.todayWord'),
            })}
          </Alert>
        ) : (
          <QueryStates query={query} errorTitle={t('byDate.errorTitle')}>
            {(data) => (
              <Stack gap="md">
                <ScreenSummary data={data} />
                <ScreenResultsTable
                  data={data}
                  sectorId={sectorId}
                  onSector={(sector) => go({ sector })}
                  csvName={`${data.screen.slug}-${sectorId}-${data.date}`}
                />
              </Stack>
            )}
          </QueryStates>
        )}
      </Stack>
    </MarketPage>
  );
}
