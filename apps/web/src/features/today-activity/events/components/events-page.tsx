import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { EventsAnswer, EventsQuery } from '@nivesh/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { QueryAlert } from '@/components/alerts/dashboard-alert';
import { DataTable } from '@/components/market/data-table';
import { Choice } from '@/components/market/list-controls';
import { SourcedMarketPage } from '@/components/market/market-page';
import { QueryEmpty, QueryStates } from '@/components/market/query-states';
import { StatTiles } from '@/components/market/stat-tiles';
import { appPath, paths } from '@/config/paths';
import { answerOf, isRefusal } from '@/lib/api-client';
import { dayFirstOf } from '@/lib/day-first-date';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { DayCsvButton, DaySourceNote, DayStepper, DayTable, SymbolFilter } from '../../day-list';
import { allEvents, useEvents } from '../api';
import { EVENT_TYPE_FILTERS, type EventsParams, eventsRequest, useEventsParams } from '../lib/events-params';
import { eventsStrings } from '../strings';
import { eventColumns, eventCsvColumns, upcomingColumns } from './event-columns';

interface DayProps {
  readonly answer: EventsAnswer;
  readonly params: EventsParams;
  readonly request: EventsQuery;
}

/** The session (day-first date, the days with events either side, the latest), the type and the stock. */
function EventsControls({
  params,
  answer,
  stepping,
}: {
  readonly params: EventsParams;
  readonly answer: EventsAnswer | undefined;
  readonly stepping: boolean;
}) {
  const t = useStrings(eventsStrings);
  const types = EVENT_TYPE_FILTERS.map((value) => ({ value, label: t(`type.${value}`) }));
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <DayStepper
        date={params.date}
        shown={answer?.date}
        min={answer?.earliestDate}
        max={answer?.latestDate}
        previous={stepping ? null : answer?.previousDate}
        next={stepping ? null : answer?.nextDate}
        setDate={params.setDate}
        labels={{
          session: t('controls.session'),
          previous: t('controls.previous'),
          next: t('controls.next'),
          latest: t('controls.latest'),
        }}
      />
      <Choice label={t('controls.type')} value={params.type} options={types} onChange={params.setType} />
      <SymbolFilter
        symbol={params.symbol}
        onChange={params.setSymbol}
        labels={{
          symbol: t('controls.symbol'),
          placeholder: t('controls.symbolPlaceholder'),
          allStocks: t('controls.allStocks'),
        }}
      />
    </Group>
  );
}

/** Downloads every event of the day the filters keep. */
function ExportCsvButton({ answer, params, request }: DayProps) {
  const t = useStrings(eventsStrings);
  const queryClient = useQueryClient();
  return (
    <DayCsvButton
      answer={answer}
      fetchAll={() => allEvents(queryClient, { ...request, date: answer.date })}
      fileName={['events', answer.date, params.type === 'all' ? '' : params.type, params.symbol ?? '']
        .filter(Boolean)
        .join('-')}
      columns={eventCsvColumns(t)}
      failure={(message) => t('csvFailed', { message })}
    />
  );
}

function EventsTable({ answer, params, request }: DayProps) {
  const t = useStrings(eventsStrings);
  const columns = useMemo(() => eventColumns(t), [t]);
  const date = dayFirstOf(answer.date);
  return (
    <DayTable
      id="events-table"
      title={t('table.title', { date })}
      note={t('table.note')}
      caption={t('table.caption', { date })}
      answer={answer}
      columns={columns}
      rowKey={(r) => `${r.symbol}|${r.type}|${r.date}`}
      stateKey="events"
      onPage={params.setPage}
      toolbar={<ExportCsvButton answer={answer} params={params} request={request} />}
      emptyMessage={t('empty', { date })}
    />
  );
}

function Upcoming({ answer }: { readonly answer: EventsAnswer }) {
  const t = useStrings(eventsStrings);
  const columns = useMemo(() => upcomingColumns(t), [t]);
  const date = dayFirstOf(answer.date);
  return (
    <Stack gap="xs" component="section" aria-labelledby="events-upcoming-title">
      <Title order={2} size="h4" id="events-upcoming-title">
        {t('upcoming.title', { date })}
      </Title>
      {answer.upcomingTotal > answer.upcoming.length && (
        <Text size="sm" c="dimmed">
          {t('upcoming.more', { shown: answer.upcoming.length, total: answer.upcomingTotal })}
        </Text>
      )}
      <DataTable
        caption={t('upcoming.caption', { date })}
        hideCaption
        columns={columns}
        rows={answer.upcoming}
        rowKey={(r) => `${r.symbol}|${r.type}|${r.date}`}
        rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
        stateKey="upcoming"
        emptyMessage={t('upcoming.none')}
      />
    </Stack>
  );
}

function Counts({ answer }: { readonly answer: EventsAnswer }) {
  const t = useStrings(eventsStrings);
  return (
    <StatTiles
      items={(['results', 'board-meeting', 'agm'] as const).map((type) => ({
        label: t(`counts.${type}`),
        value: formatNumber(answer.counts[type], 0),
        hint: t('counts.ofDay'),
      }))}
    />
  );
}

/**
 * /event: one session's corporate events (`?date=`, default the latest day with events), filtered by
 * type and stock and paged by the server (`?type=&symbol=&page=`), with their outcome, the next
 * fortnight's announced events, and a CSV of every row.
 */
export function EventsPage() {
  const t = useStrings(eventsStrings);
  const params = useEventsParams();
  const request = eventsRequest(params);
  const query = useEvents(request);
  const answer = answerOf(query.data);
  const [shown, setShown] = useState<EventsAnswer>();
  if (answer && answer !== shown) setShown(answer);
  const stepping = query.isPlaceholderData;
  return (
    <SourcedMarketPage
      title={t('title')}
      subtitle={t('explanation')}
      breadcrumbs={[{ label: t('area') }]}
      query={query}
    >
      <Stack gap="md">
        <EventsControls params={params} answer={answer ?? shown} stepping={stepping} />
        {isRefusal(query.data) ? (
          <QueryAlert query={query} />
        ) : (
          <QueryStates query={query} errorTitle={t('loadError')}>
            {(data) => (
              <Stack gap="md">
                <DaySourceNote imported={false} text={t('source')} />
                <Counts answer={data} />
                {data.total === 0 ? (
                  <QueryEmpty message={t('empty', { date: dayFirstOf(data.date) })} />
                ) : (
                  <EventsTable answer={data} params={params} request={request} />
                )}
                <Upcoming answer={data} />
              </Stack>
            )}
          </QueryStates>
        )}
        <Group gap="xs">
          <Anchor component={Link} to={appPath('/event-performance').getHref()} size="sm" underline="always">
            {t('performanceLink')}
          </Anchor>
        </Group>
      </Stack>
    </SourcedMarketPage>
  );
}
