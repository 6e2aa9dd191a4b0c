import { Stack, Text } from '@mantine/core';
import type { InsiderTradesAnswer, InsiderTradesQuery } from '@nivesh/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { QueryAlert } from '@/components/alerts/dashboard-alert';
import { SourcedMarketPage } from '@/components/market/market-page';
import { QueryEmpty, QueryStates } from '@/components/market/query-states';
import { StatTiles } from '@/components/market/stat-tiles';
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
import { allInsiderTrades, useInsiderTrades } from '../api';
import { type InsiderParams, insiderRequest, useInsiderParams } from '../lib/insider-params';
import { insiderStrings } from '../strings';
import { formatCrore, insiderColumns, insiderCsvColumns } from './insider-columns';
import { InsiderControls } from './insider-controls';
import { InsiderPerformanceView } from './insider-performance-view';
import { InsiderViewToggle, useInsiderView } from './insider-view-toggle';

/** Where the day's disclosures come from: an imported NSE file, or the simulation. */
function SourceNote({ answer }: { readonly answer: InsiderTradesAnswer }) {
  const t = useStrings(insiderStrings);
  const { source } = answer;
  return (
    <DaySourceNote
      imported={source.kind === 'imported'}
      text={
        source.kind === 'imported'
          ? t('source.imported', { file: source.fileName ?? '' })
          : t('source.simulated', { date: dayFirstOf(answer.date) })
      }
    />
  );
}

/** The whole day (whatever the kind and side chosen): open-market buys and sales apart from ESOPs and pledges. */
function Totals({ answer }: { readonly answer: InsiderTradesAnswer }) {
  const t = useStrings(insiderStrings);
  const { totals } = answer;
  const trades = (count: number) => t('totals.count', { count: formatNumber(count, 0) });
  return (
    <Stack gap={4}>
      <StatTiles
        columns={5}
        items={[
          {
            label: t('totals.disclosures'),
            value: formatNumber(totals.disclosures, 0),
            hint: t('totals.companies', { count: formatNumber(totals.companies, 0) }),
          },
          {
            label: t('totals.openBuy'),
            value: formatCrore(t, totals.openMarketBuy.valueCr),
            hint: trades(totals.openMarketBuy.count),
          },
          {
            label: t('totals.openSell'),
            value: formatCrore(t, totals.openMarketSell.valueCr),
            hint: trades(totals.openMarketSell.count),
          },
          {
            label: t('totals.esop'),
            value: formatCrore(t, totals.esop.valueCr),
            hint: trades(totals.esop.count),
          },
          {
            label: t('totals.pledges'),
            value: formatCrore(t, totals.pledgeCreated.valueCr),
            hint: t('totals.pledgeHint', {
              released: formatNumber(totals.pledgeReleased.count, 0),
              invoked: formatNumber(totals.pledgeInvoked.count, 0),
            }),
          },
        ]}
      />
      <Text size="xs" c="dimmed">
        {t('totals.ofDay')}
      </Text>
    </Stack>
  );
}

/** `insider-trading-2026-11-20`, with the kind, side and stock when the list is filtered. */
function csvFileName(date: string, params: InsiderParams): string {
  return [
    'insider-trading',
    date,
    params.group === 'all' ? '' : params.group,
    params.side === 'all' ? '' : params.side,
    params.symbol ?? '',
  ]
    .filter(Boolean)
    .join('-');
}

interface DayProps {
  readonly answer: InsiderTradesAnswer;
  readonly params: InsiderParams;
  readonly request: InsiderTradesQuery;
}

/** Downloads every disclosure of the day the filters keep (all pages, not just the one shown). */
function ExportCsvButton({ answer, params, request }: DayProps) {
  const t = useStrings(insiderStrings);
  const queryClient = useQueryClient();
  return (
    <DayCsvButton
      answer={answer}
      fetchAll={() => allInsiderTrades(queryClient, { ...request, date: answer.date })}
      fileName={csvFileName(answer.date, params)}
      columns={insiderCsvColumns(t)}
      failure={(message) => t('csvFailed', { message })}
    />
  );
}

/** The day's disclosures, a page at a time (the server pages them), largest value first. */
function InsiderTable({ answer, params, request }: DayProps) {
  const t = useStrings(insiderStrings);
  const columns = useMemo(() => insiderColumns(t), [t]);
  const date = dayFirstOf(answer.date);
  const filtered = params.group !== 'all' || params.side !== 'all' || params.symbol !== undefined;
  return (
    <DayTable
      id="insider-table"
      title={t('table.title', { date })}
      note={t('table.note')}
      caption={t('caption', { date })}
      answer={answer}
      columns={columns}
      rowKey={(r) => `${r.symbol}|${r.person}|${r.mode}|${r.tradeFrom}|${r.quantity}`}
      stateKey="insider-trading"
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

/**
 * /insider-trading: the SEBI PIT 7(2) disclosures broadcast on one day (`?date=`, default the
 * latest), by kind of trade (open market, ESOP, pledges, off-market), side and stock, paged by the
 * server, with the day's totals, where the figures come from, and a CSV of every row; or, with
 * `?view=performance`, what the stocks did after the open-market trades of a range.
 */
export function InsiderTradingPage() {
  return useInsiderView() === 'performance' ? <InsiderPerformanceView /> : <InsiderDayView />;
}

/** The disclosures of one broadcast day. */
function InsiderDayView() {
  const t = useStrings(insiderStrings);
  const params = useInsiderParams();
  const request = insiderRequest(params);
  const query = useInsiderTrades(request);
  const answer = answerOf(query.data);
  const bounds = useKnownBounds(answer);
  const stepping = query.isPlaceholderData;

  useLastPageWhenPastEnd(answer, stepping, params.page, params.setPage);

  return (
    <SourcedMarketPage
      title={t('title')}
      subtitle={t('explanation')}
      breadcrumbs={[{ label: t('area') }]}
      query={query}
    >
      <Stack gap="md">
        <InsiderViewToggle />
        <InsiderControls params={params} answer={answer} bounds={bounds} stepping={stepping} />
        {isRefusal(query.data) ? (
          <QueryAlert query={query} />
        ) : (
          <QueryStates
            query={query}
            errorTitle={t('loadError')}
            isEmpty={(data) => data.totals.disclosures === 0}
            empty={<QueryEmpty message={t('empty', { date: dayFirstOf(answer?.date) })} />}
          >
            {(data) => (
              <Stack gap="md">
                <SourceNote answer={data} />
                <Totals answer={data} />
                <InsiderTable answer={data} params={params} request={request} />
              </Stack>
            )}
          </QueryStates>
        )}
      </Stack>
    </SourcedMarketPage>
  );
}
