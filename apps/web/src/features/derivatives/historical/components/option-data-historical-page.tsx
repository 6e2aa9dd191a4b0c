import { Alert, Code, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { ChainSnapshotAnswer, ChainSnapshotSummaryDto, ChainSnapshotsAnswer } from '@nivesh/contracts';
import { IconFileImport, IconInbox } from '@tabler/icons-react';
import { useMemo } from 'react';
import { DataTable } from '@/components/market/data-table';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryEmpty, QueryStates } from '@/components/market/query-states';
import { Section } from '@/components/market/section';
import { StatTiles } from '@/components/market/stat-tiles';
import { answerOf } from '@/lib/api-client';
import { formatDateIst, formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { StrikeWindowSelect } from '../../oi-analytics/components/page-controls';
import { DEFAULT_STRIKE_WINDOW, rowsAroundSpot, STRIKE_WINDOWS } from '../../oi-analytics/lib/strikes';
import { formatStrike } from '../../shared/format';
import { derivativesSharedStrings } from '../../shared/strings';
import { IMPORT_FILE_URL, useChainSnapshot, useChainSnapshots } from '../api';
import { historicalStrings } from '../strings';
import { chainColumns } from './chain-columns';

/** The page's choices, kept in the URL: `?symbol=&date=&snapshot=&expiry=&strikes=`. */
function useHistoricalParams() {
  const { values, set } = usePageParams(['symbol', 'date', 'snapshot', 'expiry', 'strikes'] as const);
  return {
    symbol: values.symbol?.toUpperCase(),
    date: values.date,
    snapshot: values.snapshot,
    expiry: values.expiry,
    strikes: oneOf(values.strikes, STRIKE_WINDOWS, DEFAULT_STRIKE_WINDOW),
    setStrikes: (strikes: string) =>
      set({ strikes: strikes === DEFAULT_STRIKE_WINDOW ? undefined : strikes }),
    setSymbol: (symbol: string) => set({ symbol, date: undefined, snapshot: undefined, expiry: undefined }),
    setDate: (date: string) => set({ date, snapshot: undefined, expiry: undefined }),
    setSnapshot: (snapshot: string) => set({ snapshot, expiry: undefined }),
    setExpiry: (expiry: string) => set({ expiry }),
  };
}

/** `2022-03-28T10:47:19+05:30` → `10:47:19` (the time is already on the IST clock). */
const istClock = (takenAt: string) => takenAt.slice(11, 19);

/** The IST date and time NSE took a snapshot: `28 Mar 2022, 10:47:19`. */
const takenAtText = (takenAt: string) => `${formatDateIst(takenAt.slice(0, 10))}, ${istClock(takenAt)}`;

/** Nothing imported yet: say so, and how to import (the README's command and the operator endpoint). */
function ImportHelp() {
  const t = useStrings(historicalStrings);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconInbox size={22} aria-hidden="true" opacity={0.6} />
          <Title order={2} size="h4">
            {t('empty.title')}
          </Title>
        </Group>
        <Text size="sm">{t('empty.body')}</Text>
        <Text size="sm">{t('empty.cli')}</Text>
        <Code block>{t('empty.command')}</Code>
        <Text size="sm">{t('empty.http')}</Text>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {`${t('empty.endpoint', { url: IMPORT_FILE_URL })}\n${t('empty.header')}`}
        </Code>
      </Stack>
    </Paper>
  );
}

interface PickersProps {
  readonly list: ChainSnapshotsAnswer;
  readonly chosen: ChainSnapshotSummaryDto | undefined;
  readonly expiry: string | undefined;
}

/** Symbol and date from what was imported, then the snapshot's time and its expiry. */
function Pickers({ list, chosen, expiry }: PickersProps) {
  const t = useStrings(historicalStrings);
  const params = useHistoricalParams();
  const width = { base: '100%', xs: 200 };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        size="sm"
        label={t('pick.symbol')}
        value={list.symbol ?? ''}
        onChange={(event) => params.setSymbol(event.currentTarget.value)}
        data={list.symbols}
        w={width}
      />
      <NativeSelect
        size="sm"
        label={t('pick.date')}
        value={list.date ?? ''}
        onChange={(event) => params.setDate(event.currentTarget.value)}
        data={list.dates.map((d) => ({ value: d, label: formatDateIst(d) }))}
        w={width}
      />
      {chosen && (
        <NativeSelect
          size="sm"
          label={t('pick.snapshot')}
          value={String(chosen.id)}
          onChange={(event) => params.setSnapshot(event.currentTarget.value)}
          data={list.snapshots.map((s) => ({
            value: String(s.id),
            label: t('pick.snapshotOption', { time: istClock(s.takenAt), file: s.fileName }),
          }))}
          w={{ base: '100%', xs: 320 }}
        />
      )}
      {chosen && expiry && (
        <NativeSelect
          size="sm"
          label={t('pick.expiry')}
          value={expiry}
          onChange={(event) => params.setExpiry(event.currentTarget.value)}
          data={chosen.expiries.map((e) => ({ value: e, label: formatDateIst(e) }))}
          w={width}
        />
      )}
    </Group>
  );
}

/** "Imported from NSE: <file>, taken at <time> IST", the file's format, and that nothing is live. */
function SourceLabel({ answer }: { readonly answer: ChainSnapshotAnswer }) {
  const t = useStrings(historicalStrings);
  const { source } = answer;
  return (
    <Alert
      variant="light"
      color="teal"
      icon={<IconFileImport size={20} aria-hidden="true" />}
      title={t('source.label', { file: source.fileName, time: takenAtText(source.takenAt) })}
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      <Stack gap={4}>
        <Text size="sm">{t(`source.format.${source.format}`)}</Text>
        <Text size="sm">{t('source.notLive')}</Text>
      </Stack>
    </Alert>
  );
}

function Tiles({ answer }: { readonly answer: ChainSnapshotAnswer }) {
  const t = useStrings(historicalStrings);
  const { figures } = answer;
  const oiHint = (oi: number | undefined) =>
    oi === undefined ? undefined : t('tiles.levelHint', { oi: formatNumber(oi, 0) });
  return (
    <StatTiles
      columns={5}
      items={[
        { label: t('tiles.underlying'), value: formatNumber(answer.underlyingValue) },
        {
          label: t('tiles.pcr'),
          value: formatNumber(figures.pcrOi),
          hint: t('tiles.pcrHint', { ratio: formatNumber(figures.pcrVolume) }),
        },
        {
          label: t('tiles.maxPain'),
          value: formatStrike(figures.maxPain),
          hint: t('tiles.totals', {
            call: formatNumber(figures.callOi, 0),
            put: formatNumber(figures.putOi, 0),
          }),
        },
        {
          label: t('tiles.support'),
          value: formatStrike(figures.support?.strike),
          hint: oiHint(figures.support?.oi),
        },
        {
          label: t('tiles.resistance'),
          value: formatStrike(figures.resistance?.strike),
          hint: oiHint(figures.resistance?.oi),
        },
      ]}
    />
  );
}

function ChainTable({ answer }: { readonly answer: ChainSnapshotAnswer }) {
  const t = useStrings(historicalStrings);
  const params = useHistoricalParams();
  const columns = useMemo(() => chainColumns(t), [t]);
  const rows = rowsAroundSpot(answer.rows, answer.underlyingValue, params.strikes);
  return (
    <Section
      title={t('table.title')}
      note={`${t('table.note')} ${t('source.iv')}`}
      action={<StrikeWindowSelect value={params.strikes} onChange={params.setStrikes} />}
    >
      <DataTable
        caption={t('table.caption', {
          symbol: answer.snapshot.symbol,
          expiry: formatDateIst(answer.expiry),
          file: answer.source.fileName,
        })}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.strike)}
        initialSort={{ columnId: 'strike', direction: 'asc' }}
        pageSize={params.strikes === 'all' ? 50 : 60}
        emptyMessage={t('table.noStrikes')}
        csvFileName={`${answer.snapshot.symbol}-${answer.snapshot.takenAt.slice(0, 10)}-${answer.expiry}`}
        stickyFirstColumn
        stateKey={null}
      />
    </Section>
  );
}

/** One imported snapshot for its expiry: where it came from, its figures and its chain. */
function SnapshotView({ id, expiry }: { readonly id: number; readonly expiry: string | undefined }) {
  const t = useStrings(historicalStrings);
  const query = useChainSnapshot({ id, expiry });
  return (
    <QueryStates query={query} errorTitle={t('loadError')}>
      {(answer) => (
        <Stack gap="md">
          <SourceLabel answer={answer} />
          <Tiles answer={answer} />
          <ChainTable answer={answer} />
        </Stack>
      )}
    </QueryStates>
  );
}

function Imported({ list }: { readonly list: ChainSnapshotsAnswer }) {
  const t = useStrings(historicalStrings);
  const params = useHistoricalParams();
  const chosen = list.snapshots.find((s) => String(s.id) === params.snapshot) ?? list.snapshots.at(-1);
  const expiry =
    chosen && params.expiry && chosen.expiries.includes(params.expiry) ? params.expiry : chosen?.expiries[0];
  return (
    <Stack gap="md">
      <Pickers list={list} chosen={chosen} expiry={expiry} />
      {chosen ? (
        <SnapshotView id={chosen.id} expiry={expiry} />
      ) : (
        <QueryEmpty
          message={t('empty.noDate', {
            symbol: list.symbol ?? '',
            date: list.date ? formatDateIst(list.date) : '',
          })}
        />
      )}
    </Stack>
  );
}

/** /option-data-historical: real NSE option chains that were imported, shown as what they are. */
export function OptionDataHistoricalPage() {
  const t = useStrings(historicalStrings);
  const shared = useStrings(derivativesSharedStrings);
  const params = useHistoricalParams();
  const query = useChainSnapshots({ symbol: params.symbol, date: params.date });
  const list = answerOf(query.data);
  return (
    <MarketPage
      title={t('title')}
      subtitle={t('subtitle')}
      breadcrumbs={[{ label: shared('area'), href: '/option-dashboard' }]}
      simulated={false}
      actions={
        list ? <RefreshButton onRefresh={() => query.refetch()} refreshing={query.isFetching} /> : null
      }
    >
      <QueryStates
        query={query}
        errorTitle={t('loadError')}
        isEmpty={(data) => data.symbols.length === 0}
        empty={<ImportHelp />}
      >
        {(data) => <Imported list={data} />}
      </QueryStates>
    </MarketPage>
  );
}
