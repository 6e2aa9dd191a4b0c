import { Button, Chip, Group, Stack, Text } from '@mantine/core';
import type { CorporateActionsAnswer, CorporateActionsQuery } from '@nivesh/contracts';
import { IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { QueryAlert } from '@/components/alerts/dashboard-alert';
import { DataTable } from '@/components/market/data-table';
import { SessionStepper } from '@/components/market/list-controls';
import { SourcedMarketPage } from '@/components/market/market-page';
import { QueryEmpty, QueryStates } from '@/components/market/query-states';
import { Section } from '@/components/market/section';
import { SymbolAutocomplete } from '@/components/market/symbol-autocomplete';
import { paths } from '@/config/paths';
import { answerOf, isRefusal } from '@/lib/api-client';
import { dayFirstOf } from '@/lib/day-first-date';
import { useStrings } from '@/lib/strings';
import { DayCsvButton, DaySourceNote, useLastPageWhenPastEnd } from '../../day-list';
import { allCorporateActions, useCorporateActions } from '../api';
import {
  type CorporateActionsParams,
  corporateActionsRequest,
  KIND_FILTERS,
  type KindFilter,
  useCorporateActionsParams,
} from '../lib/corporate-actions-params';
import { corporateActionsStrings } from '../strings';
import { corporateActionColumns } from './corporate-action-columns';

/** Where the day's actions come from: an imported NSE file, the simulation, or the replay's prices. */
function SourceNote({ answer }: { readonly answer: CorporateActionsAnswer }) {
  const t = useStrings(corporateActionsStrings);
  const { source } = answer;
  return (
    <DaySourceNote
      imported={source.kind === 'imported'}
      text={
        source.kind === 'imported'
          ? t('source.imported', { file: source.fileName ?? '' })
          : t(`source.${source.kind}`)
      }
    />
  );
}

/** The kinds as chips with the day's counts (a kind with none is left out unless chosen). */
function KindChips({
  params,
  answer,
}: {
  readonly params: CorporateActionsParams;
  readonly answer: CorporateActionsAnswer | undefined;
}) {
  const t = useStrings(corporateActionsStrings);
  const counts = new Map(answer?.counts.map((c) => [c.kind, c.count]));
  const shown = KIND_FILTERS.filter((k) => k === 'all' || k === params.kind || (counts.get(k) ?? 0) > 0);
  return (
    <Chip.Group
      multiple={false}
      value={params.kind}
      onChange={(value) => params.setKind(KIND_FILTERS.find((k) => k === value) ?? 'all')}
    >
      <Group gap={6} wrap="wrap" role="radiogroup" aria-label={t('controls.kind')}>
        {shown.map((kind: KindFilter) => (
          <Chip key={kind} value={kind} size="xs" variant="light">
            {kind === 'all' || answer === undefined
              ? t(`kind.${kind}`)
              : `${t(`kind.${kind}`)} (${counts.get(kind) ?? 0})`}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

function Controls({
  params,
  answer,
  stepping,
}: {
  readonly params: CorporateActionsParams;
  readonly answer: CorporateActionsAnswer | undefined;
  readonly stepping: boolean;
}) {
  const t = useStrings(corporateActionsStrings);
  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end" wrap="wrap">
        <SessionStepper
          label={t('controls.session')}
          value={params.date ?? answer?.date ?? ''}
          min={answer?.earliestDate}
          max={answer?.source.sessionDate}
          previous={stepping ? null : answer?.previousDate}
          next={stepping ? null : answer?.nextDate}
          onChange={params.setDate}
          onLatest={params.date ? () => params.setDate(undefined) : undefined}
          labels={{
            previous: t('controls.previous'),
            next: t('controls.next'),
            latest: t('controls.latest'),
          }}
        />
        <Group gap={6} align="flex-end" wrap="nowrap">
          <SymbolAutocomplete
            key={params.symbol ?? ''}
            label={t('controls.symbol')}
            placeholder={t('controls.symbolPlaceholder')}
            keepValue
            initialValue={params.symbol ?? ''}
            size="xs"
            w={{ base: 200, xs: 220 }}
            onPick={params.setSymbol}
          />
          {params.symbol && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconX size={14} aria-hidden="true" />}
              onClick={() => params.setSymbol(undefined)}
            >
              {t('controls.allStocks')}
            </Button>
          )}
        </Group>
      </Group>
      <KindChips params={params} answer={answer} />
    </Stack>
  );
}

interface DayProps {
  readonly answer: CorporateActionsAnswer;
  readonly params: CorporateActionsParams;
  readonly request: CorporateActionsQuery;
}

/** `corporate-actions-2026-11-20`, with the kind and the stock when filtered. */
function csvFileName(answer: CorporateActionsAnswer, params: CorporateActionsParams): string {
  return ['corporate-actions', answer.date, params.kind === 'all' ? '' : params.kind, answer.symbol ?? '']
    .filter(Boolean)
    .join('-');
}

function ExportCsvButton({ answer, params, request }: DayProps) {
  const t = useStrings(corporateActionsStrings);
  const queryClient = useQueryClient();
  return (
    <DayCsvButton
      answer={answer}
      fetchAll={() => allCorporateActions(queryClient, { ...request, date: answer.date })}
      fileName={csvFileName(answer, params)}
      columns={corporateActionColumns(t)}
      failure={(message) => t('csvFailed', { message })}
    />
  );
}

function ActionsTable({ answer, params, request }: DayProps) {
  const t = useStrings(corporateActionsStrings);
  const columns = useMemo(() => {
    const all = corporateActionColumns(t);
    return answer.total > answer.rows.length ? all.map((c) => ({ ...c, sortable: false })) : all;
  }, [t, answer.total, answer.rows.length]);
  const date = dayFirstOf(answer.date);
  const symbol = answer.symbol;
  return (
    <Section
      title={symbol ? t('table.titleStock', { symbol, date }) : t('table.title', { date })}
      note={t('table.note')}
    >
      <DataTable
        caption={symbol ? t('table.captionStock', { symbol }) : t('table.caption', { date })}
        hideCaption
        columns={columns}
        rows={answer.rows}
        rowKey={(r) => `${r.symbol}|${r.series}|${r.purpose}|${r.exDate ?? ''}`}
        rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
        stateKey="corporate-actions"
        serverPage={{ page: answer.page, pageSize: answer.size, total: answer.total, onPage: params.setPage }}
        toolbar={<ExportCsvButton answer={answer} params={params} request={request} />}
        emptyMessage={
          <Stack gap="xs" align="center" component="span">
            <span>{t('table.noMatch', { kind: t(`kind.${params.kind}`), date })}</span>
            <Button size="xs" variant="light" onClick={() => params.setKind('all')}>
              {t('table.showAll')}
            </Button>
          </Stack>
        }
      />
    </Section>
  );
}

function Upcoming({ answer }: { readonly answer: CorporateActionsAnswer }) {
  const t = useStrings(corporateActionsStrings);
  const columns = useMemo(() => corporateActionColumns(t), [t]);
  const date = dayFirstOf(answer.date);
  return (
    <Section title={t('upcoming.title')} note={t('upcoming.note', { date })}>
      {answer.upcoming.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('upcoming.none')}
        </Text>
      ) : (
        <DataTable
          caption={t('upcoming.caption', { date })}
          hideCaption
          columns={columns}
          rows={answer.upcoming}
          rowKey={(r) => `${r.symbol}|${r.series}|${r.purpose}|${r.exDate ?? ''}`}
          rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
          stateKey={null}
        />
      )}
    </Section>
  );
}

/**
 * /corporate-action: the corporate actions going ex on a session (`?date=`, default the latest with
 * actions), filtered by kind and stock (`?kind=&symbol=`), with those announced for the next 30
 * days, where they come from, and a CSV of every row.
 */
export function CorporateActionsPage() {
  const t = useStrings(corporateActionsStrings);
  const params = useCorporateActionsParams();
  const request = corporateActionsRequest(params);
  const query = useCorporateActions(request);
  const answer = answerOf(query.data);
  const [known, setKnown] = useState<CorporateActionsAnswer>();
  if (answer && answer !== known) setKnown(answer);
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
        <Controls params={params} answer={answer ?? known} stepping={stepping} />
        {isRefusal(query.data) ? (
          <QueryAlert query={query} />
        ) : (
          <QueryStates query={query} errorTitle={t('loadError')}>
            {(data) => (
              <Stack gap="md">
                <SourceNote answer={data} />
                {data.counts.every((c) => c.count === 0) ? (
                  <QueryEmpty
                    message={
                      data.symbol
                        ? t('emptyStock', { symbol: data.symbol, date: dayFirstOf(data.date) })
                        : t('empty', { date: dayFirstOf(data.date) })
                    }
                  />
                ) : (
                  <ActionsTable answer={data} params={params} request={request} />
                )}
                <Upcoming answer={data} />
              </Stack>
            )}
          </QueryStates>
        )}
      </Stack>
    </SourcedMarketPage>
  );
}
