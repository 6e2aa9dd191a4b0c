import { Alert, Group, Stack } from '@mantine/core';
import type { ListStockRow, MarketSource } from '@nivesh/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { DataTable, type DataTableColumn, type DataTableSort } from '@/components/market/data-table';
import { IndexFilter, SectorFilter, SessionDateInput } from '@/components/market/list-controls';
import { type Crumb, MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { paths } from '@/config/paths';
import { type ApiRefusal, isRefusal } from '@/lib/api-client';
import { formatDateIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import type { useListFilters } from '../hooks/use-list-filters';
import { inSector, sectorOptions } from '../lib/sector-options';
import { type MarketListsT, marketListsStrings } from '../strings';
import { stockSearchText } from './list-columns';

/** What a lists answer carries that the page frame reads. */
export interface DayAnswer {
  readonly source: MarketSource;
  readonly date: string;
  readonly live: boolean;
  readonly asOf: number;
}

type Filters = ReturnType<typeof useListFilters>;

/** The answer when it is a success (not a refusal). */
export function answerOf<A>(data: A | ApiRefusal | undefined): A | undefined {
  return data === undefined || isRefusal(data) ? undefined : data;
}

export const marketCrumbs = (t: MarketListsT): readonly Crumb[] => [
  { label: t('crumbs.market'), href: '/market' },
];
export const todayCrumbs = (t: MarketListsT): readonly Crumb[] => [{ label: t('crumbs.todaysActivity') }];

export interface ListFrameProps<Answer extends DayAnswer> {
  readonly title: string;
  /** The page's definition in plain words (inline text: it sits under the title). */
  readonly explanation: ReactNode;
  readonly breadcrumbs?: readonly Crumb[];
  readonly query: UseQueryResult<Answer | ApiRefusal>;
  readonly filters: Filters;
  /** Page-specific controls (tabs, look-back), shown before the index filter. */
  readonly controls?: ReactNode;
  /** Whether the page offers the index filter (default true). */
  readonly withIndex?: boolean;
  /** Whether the page can show a past session (default true). */
  readonly withDate?: boolean;
  readonly children: (answer: Answer) => ReactNode;
}

/**
 * The frame of a lists page: title and definition, simulated badge and as-of time, refresh, the
 * index and session filters (kept in the URL), and the query's loading, error and refusal states.
 */
export function ListFrame<Answer extends DayAnswer>({
  title,
  explanation,
  breadcrumbs,
  query,
  filters,
  controls,
  withIndex = true,
  withDate = true,
  children,
}: ListFrameProps<Answer>) {
  const t = useStrings(marketListsStrings);
  const answer = answerOf(query.data);
  return (
    <MarketPage
      title={title}
      subtitle={explanation}
      breadcrumbs={breadcrumbs ?? marketCrumbs(t)}
      source={answer?.source}
      asOf={answer?.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="wrap" align="center">
          {controls}
          {withIndex && <IndexFilter value={filters.index} onChange={(index) => filters.set({ index })} />}
          {withDate && (
            <SessionDateInput
              value={filters.date}
              max={answer?.source.sessionDate}
              onChange={(date) => filters.set({ date })}
            />
          )}
        </Group>
        {answer && filters.date && !answer.live && answer.date !== answer.source.sessionDate && (
          <Alert variant="light" color="blue" p="xs">
            {t('frame.pastSession', { date: formatDateIst(answer.date) })}
          </Alert>
        )}
        <QueryStates query={query}>{children}</QueryStates>
      </Stack>
    </MarketPage>
  );
}

export interface ListTableProps<Row extends ListStockRow> {
  readonly rows: readonly Row[];
  readonly columns: readonly DataTableColumn<Row>[];
  readonly caption: string;
  readonly hideCaption?: boolean;
  readonly csvFileName: string;
  readonly emptyMessage: ReactNode;
  readonly filters: Filters;
  readonly initialSort?: DataTableSort;
  readonly pageSize?: number;
  /** The sector picker (default true; off where the list is one sector). */
  readonly withSectorFilter?: boolean;
  /** The table's URL state key, when the page shows more than one list (see DataTable). */
  readonly stateKey?: string;
}

/** A stock list table: rows link to the stock, search, sector filter (in the URL), CSV export. */
export function ListTable<Row extends ListStockRow>({
  rows,
  columns,
  caption,
  hideCaption = true,
  csvFileName,
  emptyMessage,
  filters,
  initialSort,
  pageSize,
  withSectorFilter = true,
  stateKey,
}: ListTableProps<Row>) {
  const t = useStrings(marketListsStrings);
  const shown = useMemo(
    () => (withSectorFilter ? inSector(rows, filters.sector) : rows),
    [rows, filters.sector, withSectorFilter],
  );
  const sectors = useMemo(() => sectorOptions(rows), [rows]);
  return (
    <DataTable
      caption={caption}
      hideCaption={hideCaption}
      columns={columns}
      rows={shown}
      rowKey={(r) => r.symbol}
      rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
      watchSymbol={(r) => r.symbol}
      csvFileName={csvFileName}
      initialSort={initialSort}
      emptyMessage={emptyMessage}
      pageSize={pageSize}
      stateKey={stateKey}
      search={{ text: stockSearchText, placeholder: t('frame.search') }}
      toolbar={
        withSectorFilter ? (
          <SectorFilter
            sectors={sectors}
            value={filters.sector}
            onChange={(sector) => filters.set({ sector })}
          />
        ) : undefined
      }
    />
  );
}

export interface ListPageProps<Answer extends DayAnswer, Row extends ListStockRow>
  extends Omit<ListFrameProps<Answer>, 'children'>,
    Omit<ListTableProps<Row>, 'rows' | 'filters'> {
  readonly rowsOf: (answer: Answer) => readonly Row[];
  /** Shown above the table (counts, charts). */
  readonly summary?: (answer: Answer) => ReactNode;
}

/** A page that is one stock list: ListFrame around ListTable. */
export function ListPage<Answer extends DayAnswer, Row extends ListStockRow>({
  rowsOf,
  summary,
  columns,
  caption,
  csvFileName,
  emptyMessage,
  initialSort,
  ...frame
}: ListPageProps<Answer, Row>) {
  return (
    <ListFrame {...frame}>
      {(answer) => (
        <Stack gap="md">
          {summary?.(answer)}
          <ListTable
            rows={rowsOf(answer)}
            columns={columns}
            caption={caption}
            csvFileName={csvFileName}
            emptyMessage={emptyMessage}
            filters={frame.filters}
            initialSort={initialSort}
          />
        </Stack>
      )}
    </ListFrame>
  );
}
