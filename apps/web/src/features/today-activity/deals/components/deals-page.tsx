import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { DealKind, DealsAnswer, DealsQuery } from '@nivesh/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { QueryAlert } from '@/components/alerts/dashboard-alert';
import { SourcedMarketPage } from '@/components/market/market-page';
import { QueryEmpty, QueryStates } from '@/components/market/query-states';
import { StatTiles } from '@/components/market/stat-tiles';
import { appPath } from '@/config/paths';
import { answerOf, isRefusal } from '@/lib/api-client';
import { dayFirstOf } from '@/lib/day-first-date';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import {
  DayCsvButton,
  DaySourceNote,
  DayTable,
  noMatchMessage,
  useKnownBounds,
  useLastPageWhenPastEnd,
} from '../../day-list';
import { allDeals, useDeals } from '../api';
import { type DealsParams, dealsRequest, useDealsParams } from '../lib/deals-params';
import { dealsStrings } from '../strings';
import { dealColumns, dealCsvColumns, formatCrore } from './deal-columns';
import { DealsControls } from './deals-controls';

const PAGE_PATH = { bulk: '/bulk-deals-nse', block: '/block-deals-nse' } as const;
const OTHER_KIND = { bulk: 'block', block: 'bulk' } as const;

/** Where the day's deals come from: the imported NSE file, or the simulation. */
function SourceNote({ answer }: { readonly answer: DealsAnswer }) {
  const t = useStrings(dealsStrings);
  const { source } = answer;
  return (
    <DaySourceNote
      imported={source.kind === 'imported'}
      text={
        source.kind === 'imported'
          ? t('source.imported', { file: source.fileName ?? '' })
          : t('source.simulated', { kind: t(`source.${answer.kind}`), date: dayFirstOf(answer.date) })
      }
    />
  );
}

/** The whole day (whatever the filters): how many deals in how many stocks, and the value bought and sold. */
function Summary({ answer }: { readonly answer: DealsAnswer }) {
  const t = useStrings(dealsStrings);
  const { summary } = answer;
  return (
    <StatTiles
      items={[
        { label: t('summary.deals'), value: formatNumber(summary.deals, 0) },
        { label: t('summary.stocks'), value: formatNumber(summary.stocks, 0) },
        { label: t('summary.bought'), value: formatCrore(t, summary.buyValueCr), hint: t('summary.ofDay') },
        { label: t('summary.sold'), value: formatCrore(t, summary.sellValueCr), hint: t('summary.ofDay') },
      ]}
    />
  );
}

/** `bulk-deals-2026-11-20`, with the side and the stock when the list is filtered. */
function csvFileName(kind: DealKind, date: string, params: DealsParams): string {
  return [`${kind}-deals`, date, params.side === 'all' ? '' : params.side, params.symbol ?? '']
    .filter(Boolean)
    .join('-');
}

/** What the day's parts read: the answer, the page's choices and the request they made. */
interface DayProps {
  readonly answer: DealsAnswer;
  readonly params: DealsParams;
  readonly request: DealsQuery;
}

/** Downloads every deal of the day the filters keep (all pages, not just the one shown). */
function ExportCsvButton({ answer, params, request }: DayProps) {
  const t = useStrings(dealsStrings);
  const queryClient = useQueryClient();
  return (
    <DayCsvButton
      answer={answer}
      fetchAll={() => allDeals(queryClient, { ...request, date: answer.date })}
      fileName={csvFileName(answer.kind, answer.date, params)}
      columns={dealCsvColumns(t, answer.kind, answer.date)}
      failure={(message) => t('csvFailed', { message })}
    />
  );
}

/** The day's deals, a page at a time (the server pages them), largest value first. */
function DealsTable({ answer, params, request }: DayProps) {
  const t = useStrings(dealsStrings);
  const columns = useMemo(() => dealColumns(t, answer.kind), [t, answer.kind]);
  const date = dayFirstOf(answer.date);
  const filtered = params.side !== 'all' || params.symbol !== undefined;
  return (
    <DayTable
      id="deals-table"
      title={t('table.title', { date })}
      note={t('table.note', { price: t(answer.kind === 'bulk' ? 'table.priceBulk' : 'table.priceBlock') })}
      caption={t(`${answer.kind}.caption`, { date })}
      answer={answer}
      columns={columns}
      rowKey={(r) => `${r.symbol}|${r.clientName}|${r.side}|${r.quantity}|${r.price}`}
      stateKey="deals"
      onPage={params.setPage}
      toolbar={<ExportCsvButton answer={answer} params={params} request={request} />}
      emptyMessage={noMatchMessage(
        filtered,
        t('table.noMatch', { date }),
        t('table.clearFilters'),
        params.clearFilters,
      )}
    />
  );
}

/** The page of the other kind of deal. */
function OtherKindLink({ kind }: { readonly kind: DealKind }) {
  const t = useStrings(dealsStrings);
  const other = OTHER_KIND[kind];
  return (
    <Group gap="xs">
      <Text size="sm">{t('otherKind')}</Text>
      <Anchor component={Link} to={appPath(PAGE_PATH[other]).getHref()} size="sm" underline="always">
        {t(`${kind}.other`)}
      </Anchor>
    </Group>
  );
}

/**
 * /bulk-deals-nse and /block-deals-nse: one session's deals of `kind` (`?date=`, default the latest),
 * filtered by side and stock and paged by the server (`?side=&symbol=&page=`), with the day's
 * totals, where the figures come from, and a CSV of every row.
 */
export function DealsPage({ kind }: { readonly kind: DealKind }) {
  const t = useStrings(dealsStrings);
  const params = useDealsParams();
  const request = dealsRequest(kind, params);
  const query = useDeals(request);
  const answer = answerOf(query.data);
  const bounds = useKnownBounds(answer);
  const stepping = query.isPlaceholderData;

  useLastPageWhenPastEnd(answer, stepping, params.page, params.setPage);

  return (
    <SourcedMarketPage
      title={t(`${kind}.title`)}
      subtitle={t(`${kind}.explanation`)}
      breadcrumbs={[{ label: t('area') }]}
      query={query}
    >
      <Stack gap="md">
        <DealsControls params={params} answer={answer} bounds={bounds} stepping={stepping} />
        {isRefusal(query.data) ? (
          // Spec section 8: an answer with status 0 is a warning with the server's message.
          <QueryAlert query={query} />
        ) : (
          <QueryStates
            query={query}
            errorTitle={t('loadError')}
            isEmpty={(data) => data.summary.deals === 0}
            empty={<QueryEmpty message={t(`${kind}.empty`, { date: dayFirstOf(answer?.date) })} />}
          >
            {(data) => (
              <Stack gap="md">
                <SourceNote answer={data} />
                <Summary answer={data} />
                <DealsTable answer={data} params={params} request={request} />
              </Stack>
            )}
          </QueryStates>
        )}
        <OtherKindLink kind={kind} />
      </Stack>
    </SourcedMarketPage>
  );
}
