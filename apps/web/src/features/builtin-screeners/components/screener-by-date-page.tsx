import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import {
  type BuiltinScreenListAnswer,
  type ScreenerByDateAnswer,
  useScreenerByDate,
  useScreenList,
} from '../api/builtin-screener-queries';
import { CATEGORY_INFO, screenOnDateHref } from '../lib/screen-links';
import { ScreenResultsTable } from './screen-results-table';
import { ScreenSummary } from './screen-summary';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Screens grouped by category for the picker; those that read today-only data are marked. */
function screenOptions(list: BuiltinScreenListAnswer | undefined) {
  if (!list) return [];
  return (['technical', 'special', 'fundamental'] as const).map((category) => ({
    group: CATEGORY_INFO[category].title,
    items: list.screens
      .filter((s) => s.category === category)
      .map((s) => ({ value: s.slug, label: s.pastDates ? s.name : `${s.name} (current session only)` })),
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
  const dateId = useId();
  const history = list?.history;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label="Screen"
        value={slug}
        onChange={(event) => onChange({ slug: event.currentTarget.value })}
        data={screenOptions(list)}
        w={{ base: '100%', sm: 380 }}
      />
      <TextInput
        id={dateId}
        label="Trading day"
        type="date"
        value={ISO_DATE.test(date) ? date : ''}
        min={history?.first}
        max={history?.session}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (ISO_DATE.test(next)) onChange({ date: next });
        }}
        w={170}
      />
      <Group gap={6}>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconChevronLeft size={14} aria-hidden="true" />}
          disabled={!answer?.previousDate}
          onClick={() => answer?.previousDate && onChange({ date: answer.previousDate })}
        >
          Previous day
        </Button>
        <Button
          variant="default"
          size="sm"
          rightSection={<IconChevronRight size={14} aria-hidden="true" />}
          disabled={!answer?.nextDate}
          onClick={() => answer?.nextDate && onChange({ date: answer.nextDate })}
        >
          Next day
        </Button>
        {history && date !== history.session && (
          <Button variant="light" size="sm" onClick={() => onChange({ date: history.session })}>
            Today
          </Button>
        )}
      </Group>
    </Group>
  );
}

/** /screener/{signal_id}/{sector_id}/{date}: a built-in screen's matches at the close of a trading day. */
export function ScreenerByDatePage() {
  const { signal_id: signalId = 'golden-cross', sector_id: sectorId = 'all', date = '' } = useParams();
  const navigate = useNavigate();
  const validDate = ISO_DATE.test(date);
  const query = useScreenerByDate({ signalId, sectorId, date: validDate ? date : undefined });
  const list = useScreenList();
  const listed = list.data?.status === 1 ? list.data : undefined;
  const answer = query.data?.status === 1 ? query.data : undefined;
  const slug = answer?.screen.slug ?? signalId;
  const go = (next: { slug?: string; date?: string; sector?: string }) =>
    navigate(screenOnDateHref(next.slug ?? slug, next.sector ?? sectorId, next.date ?? date));
  return (
    <MarketPage
      title={answer ? `${answer.screen.name} on ${answer.date}` : `Screener on ${date}`}
      subtitle={
        answer && !answer.live
          ? `As it stood at the close of ${answer.date}: only bars up to that day are used, and prices are that day’s.`
          : undefined
      }
      breadcrumbs={[
        { label: 'Screener', href: appPath('/screener/').getHref() },
        { label: 'Most common', href: appPath('/screener/most-common').getHref() },
      ]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <Stack gap="md">
        <DayControls slug={slug} date={date} list={listed} answer={answer} onChange={go} />
        {!validDate ? (
          <Alert color="yellow" variant="light" title="Pick a trading day">
            “{date}” is not a date. Choose a trading day between{' '}
            {listed?.history.first ?? 'the first day of the history'} and {listed?.history.session ?? 'today'}
            .
          </Alert>
        ) : (
          <QueryStates query={query} errorTitle="No screen for this day">
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
