import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Skeleton,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDownload, IconSearch, IconSelector } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { AddToWatchlistButton } from '@/components/watchlists/add-to-watchlist-button';
import { formatNumber, NO_VALUE } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { colourForTone } from './colour-rules';
import { downloadCsv } from './csv';
import classes from './data-table.module.css';
import {
  arrangeColumns,
  type CellValue,
  type DataTableColumn,
  type DataTableSort,
  filterRows,
  headerParts,
  PAGE_SIZE_OPTIONS,
  pageOf,
  type ServerPage,
  serverPageOf,
  sortRows,
  tableCsv,
} from './data-table-model';
import { MAX_SEARCH_LENGTH, type TableUrlRules } from './data-table-url-state';
import { colourClass } from './market-colours';
import { marketStrings } from './strings';
import { usePhone } from './use-phone';
import { useTableUrlState } from './use-table-url-state';

export type { ArrangedColumns, CellValue, DataTableColumn, DataTableSort } from './data-table-model';
export { keyColumn, PAGE_SIZE_OPTIONS } from './data-table-model';

export interface DataTableSearch<Row> {
  /** The text a row is found by (e.g. symbol and company name). */
  readonly text: (row: Row) => string;
  /** Accessible name of the box; default "Search". */
  readonly label?: string;
  readonly placeholder?: string;
}

/** DataTable's `serverPage`: the page the rows are, and how to ask for another. */
export interface DataTableServerPage extends ServerPage {
  /** Asks for another page (the page keeps it, e.g. in its URL, and fetches it). */
  readonly onPage: (page: number) => void;
}

export interface DataTableProps<Row> {
  readonly columns: readonly DataTableColumn<Row>[];
  /** undefined while loading. */
  readonly rows: readonly Row[] | undefined;
  /** A stable key per row (e.g. the symbol). */
  readonly rowKey: (row: Row) => string;
  /** Names the table for assistive technology and above the table. */
  readonly caption: string;
  /** Keep the caption for screen readers only (when a heading above already says it). */
  readonly hideCaption?: boolean;
  readonly loading?: boolean;
  readonly emptyMessage?: ReactNode;
  /** Default 10 (spec section 9). */
  readonly pageSize?: number;
  readonly pageSizeOptions?: readonly number[];
  readonly initialSort?: DataTableSort | null;
  /** Shows "Export CSV", downloading all (filtered, sorted) rows under this file name. */
  readonly csvFileName?: string;
  /** Makes the first cell a link, e.g. `(r) => paths.stock.getHref(r.symbol)`. */
  readonly rowHref?: (row: Row) => string | null;
  readonly search?: DataTableSearch<Row>;
  /** Extra controls shown beside the search box and export button. */
  readonly toolbar?: ReactNode;
  /** Spec section 9: the first column stays in view while the table scrolls sideways. Default true. */
  readonly stickyFirstColumn?: boolean;
  /**
   * Where the page, page size, sort and search are kept. Undefined (the default): in the URL as
   * `page`, `size`, `sort`, `search`. A string: in the URL under that prefix (`peers` → `peers.page`,
   * …): every table of a page with several needs its own. null: not in the URL (a dialog's table).
   */
  readonly stateKey?: string | null;
  /**
   * The rows are one page of a list the server pages: all of them show (sorted, searched and
   * exported as one page), "Showing" counts in the whole list, the pager calls `onPage`, and there
   * is no page-size choice. Its page is the page's to keep (give the table a `stateKey`).
   */
  readonly serverPage?: DataTableServerPage;
  /**
   * The rows are stocks: a last column (not sorted, not exported) holds each row's compact "Add to
   * watchlist" button for this symbol (none where it answers null). Last, so the first and key
   * columns keep a 390 px phone to themselves.
   */
  readonly watchSymbol?: (row: Row) => string | null;
}

const SKELETON_ROWS_MAX = 10;

function classNames(...names: readonly (string | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined || undefined;
}

function defaultDisplay(value: CellValue): ReactNode {
  if (value === null || value === '') return NO_VALUE;
  if (typeof value === 'number') {
    return Number.isInteger(value) ? formatNumber(value, 0) : formatNumber(value, 2);
  }
  return value;
}

function nextSort<Row>(column: DataTableColumn<Row>, current: DataTableSort | null): DataTableSort {
  if (current?.columnId === column.id) {
    return { columnId: column.id, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { columnId: column.id, direction: column.sortDescFirst ? 'desc' : 'asc' };
}

function SortIcon({ direction }: { readonly direction: 'asc' | 'desc' | null }) {
  if (direction === 'asc') return <IconArrowUp size={14} aria-hidden="true" />;
  if (direction === 'desc') return <IconArrowDown size={14} aria-hidden="true" />;
  return <IconSelector size={14} aria-hidden="true" opacity={0.5} />;
}

/**
 * A table's scroll box. It takes keyboard focus, so a keyboard user can scroll a table wider than a
 * phone (WCAG 2.1.1; axe-core's scrollable-region-focusable, which the tables without links or
 * sortable headers failed), and it is a region named by the table's caption, as the ARIA practices
 * advise; the linter's rule against tabIndex on non-interactive elements does not know this case.
 */
const SCROLL_REGION_FOCUS = { tabIndex: 0 } as const;

/** The names of a Mantine pager's buttons ("Page 2", "Next page"), so each one is named for a screen reader. */
export function pagerLabels(
  t: (key: 'table.page' | 'table.nextPage' | 'table.previousPage', values?: { page: number }) => string,
) {
  return {
    getItemProps: (page: number) => ({ 'aria-label': t('table.page', { page }) }),
    getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
      'aria-label':
        control === 'next' ? t('table.nextPage') : control === 'previous' ? t('table.previousPage') : control,
    }),
  };
}

export function TableScroll({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <section className={classes.scroll} aria-label={label} {...SCROLL_REGION_FOCUS}>
      {children}
    </section>
  );
}

/** A header's text; on a phone it wraps between words but never just before a unit (`headerParts`). */
export function HeaderLabel({ label }: { readonly label: string }) {
  const { lead, tail } = headerParts(label);
  return (
    <span>
      {lead}
      {tail && <span className={classes.unit}>{tail}</span>}
    </span>
  );
}

/** A column's place on a phone: the first (always in view), a key column (beside it), or another. */
export type ColumnPlace = 'first' | 'key' | 'other';

/**
 * A cell's class by its column's place: on phones the first and key columns' headers (and text
 * cells) wrap between words; `sticky` keeps the first column in view while the table scrolls
 * sideways. Use with `tableClassName` on a table written with Mantine's `Table` directly, inside
 * `TableScroll` when it can be wider than a phone.
 */
export function placeClassName(place: ColumnPlace, sticky = false): string | undefined {
  if (place === 'first') return classNames(classes.first, sticky ? classes.sticky : undefined);
  return place === 'key' ? classes.key : undefined;
}

/** A header cell's props by its column's place: its class, and `data-key-column` on the first and key columns. */
export function headerCellProps(place: ColumnPlace, sticky = false) {
  return {
    className: placeClassName(place, sticky),
    'data-key-column': place === 'other' ? undefined : '',
  } as const;
}

/** DataTable's table class: cells on one line, narrower on phones (see `placeClassName`). */
export const tableClassName: string | undefined = classes.table;

/**
 * A sortable, paged, exportable table for market lists. Sorting, search and paging happen in the
 * browser on the rows given; every value is kept raw for sorting and CSV, formatted only by `render`.
 * The first column and the key columns (`priority: 'key'`) come first and fit a phone; page, page
 * size, sort and search live in the URL (see `stateKey`), so Back and a shared link keep them.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  hideCaption = false,
  loading = false,
  emptyMessage,
  pageSize: initialPageSize = 10,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  initialSort = null,
  csvFileName,
  rowHref,
  search,
  toolbar,
  stickyFirstColumn = true,
  stateKey,
  serverPage,
  watchSymbol,
}: DataTableProps<Row>) {
  const t = useStrings(marketStrings);
  const pageSizeId = useId();
  // One synchronous read of the media query: the first paint already has the phone's order.
  // Phones: a table shows its key columns right after the first.
  const phone = usePhone();
  const arranged = useMemo(() => arrangeColumns(columns, phone), [columns, phone]);
  const shown = arranged.columns;
  const sizes = useMemo(
    () =>
      pageSizeOptions.includes(initialPageSize) ? pageSizeOptions : [...pageSizeOptions, initialPageSize],
    [pageSizeOptions, initialPageSize],
  );
  const sortable = useMemo(() => columns.filter((c) => c.sortable !== false).map((c) => c.id), [columns]);
  const sortId = initialSort?.columnId;
  const sortDirection = initialSort?.direction;
  const rules = useMemo<TableUrlRules>(
    () => ({
      pageSize: initialPageSize,
      pageSizes: sizes,
      sort: sortId && sortDirection ? { columnId: sortId, direction: sortDirection } : null,
      sortable,
    }),
    [initialPageSize, sizes, sortId, sortDirection, sortable],
  );
  const table = useTableUrlState(stateKey, rules);
  const { sort, page, pageSize } = table.state;
  const query = table.searchText;

  const isLoading = loading || rows === undefined;
  const filtered = useMemo(
    () => (rows && search ? filterRows(rows, search.text, query) : (rows ?? [])),
    [rows, search, query],
  );
  const sorted = useMemo(() => sortRows(filtered, columns, sort), [filtered, columns, sort]);
  const slice = serverPage ? serverPageOf(sorted, serverPage) : pageOf(sorted, page, pageSize);

  // A link to page 9 of a list that now has 3 shows page 3, and the URL says so.
  const { change, settled } = table;
  const clampedPage = slice.page;
  const ownPages = serverPage === undefined;
  useEffect(() => {
    if (ownPages && !isLoading && settled && clampedPage !== page) change({ page: clampedPage }, 'replace');
  }, [ownPages, isLoading, settled, clampedPage, page, change]);

  const changeSort = (column: DataTableColumn<Row>) => {
    change({ sort: nextSort(column, sort), page: 1 }, 'replace');
  };

  const placeOf = (index: number, column: DataTableColumn<Row>): ColumnPlace => {
    if (index === 0) return 'first';
    return arranged.keys.has(column.id) ? 'key' : 'other';
  };
  // The first column (symbols, mostly) keeps room for "BAJAJ-AUTO" on one line on a phone.
  const placeClass = (index: number, column: DataTableColumn<Row>) =>
    classNames(
      placeClassName(placeOf(index, column), stickyFirstColumn),
      index === 0 ? classes.symbolRoom : undefined,
    );

  const head = (
    <Table.Tr>
      {shown.map((column, index) => {
        const direction = sort?.columnId === column.id ? sort.direction : null;
        const canSort = column.sortable !== false;
        const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
        return (
          <Table.Th
            key={column.id}
            ta={column.align}
            className={placeClass(index, column)}
            data-key-column={placeOf(index, column) === 'other' ? undefined : ''}
            aria-sort={canSort ? ariaSort : undefined}
            scope="col"
          >
            {canSort ? (
              <UnstyledButton
                className={classes.sortButton}
                data-align={column.align ?? 'left'}
                onClick={() => changeSort(column)}
              >
                <HeaderLabel label={column.label} />
                <SortIcon direction={direction} />
              </UnstyledButton>
            ) : (
              <HeaderLabel label={column.label} />
            )}
          </Table.Th>
        );
      })}
      {watchSymbol && (
        <Table.Th scope="col" className={classes.watch}>
          <VisuallyHidden>{t('table.watch')}</VisuallyHidden>
        </Table.Th>
      )}
    </Table.Tr>
  );

  const watchCell = (row: Row) => {
    if (!watchSymbol) return null;
    const symbol = watchSymbol(row);
    return (
      <Table.Td className={classes.watch}>
        {symbol && <AddToWatchlistButton compact symbol={symbol} />}
      </Table.Td>
    );
  };
  const columnCount = shown.length + (watchSymbol ? 1 : 0);

  const cell = (column: DataTableColumn<Row>, row: Row, index: number) => {
    const value = column.value(row);
    const colour = column.tone ? colourForTone(column.tone, value) : null;
    const content = column.render ? column.render(row) : defaultDisplay(value);
    const href = index === 0 && rowHref ? rowHref(row) : null;
    return (
      <Table.Td
        key={column.id}
        ta={column.align}
        className={classNames(placeClass(index, column), colourClass(colour))}
        data-align={column.align ?? 'left'}
        data-colour={colour ?? undefined}
      >
        {href ? (
          <Anchor component={Link} to={href} fw={600} size="sm">
            {content}
          </Anchor>
        ) : (
          content
        )}
      </Table.Td>
    );
  };

  let body: ReactNode;
  if (isLoading) {
    body = Array.from({ length: Math.min(pageSize, SKELETON_ROWS_MAX) }, (_, r) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
      <Table.Tr key={r} data-skeleton="">
        {shown.map((column, index) => (
          <Table.Td key={column.id} className={placeClass(index, column)}>
            <Skeleton height={12} radius="sm" />
          </Table.Td>
        ))}
        {watchSymbol && <Table.Td className={classes.watch} />}
      </Table.Tr>
    ));
  } else if (slice.total === 0) {
    const filteredOut = Boolean(query.trim()) && (rows?.length ?? 0) > 0;
    body = (
      <Table.Tr>
        <Table.Td colSpan={columnCount}>
          <Text c="dimmed" size="sm" ta="center" py="lg" className={classes.empty}>
            {filteredOut ? t('table.noMatch', { query: query.trim() }) : (emptyMessage ?? t('table.empty'))}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = slice.rows.map((row) => (
      <Table.Tr key={rowKey(row)}>
        {shown.map((column, index) => cell(column, row, index))}
        {watchCell(row)}
      </Table.Tr>
    ));
  }

  const showToolbar = Boolean(search || csvFileName || toolbar);
  const totalText = formatNumber(slice.total, 0);
  const range = { from: slice.from, to: slice.to, total: totalText };
  const showingText =
    rows && filtered.length !== rows.length
      ? t('table.showingFiltered', { ...range, all: formatNumber(rows.length, 0) })
      : t('table.showing', range);

  return (
    <div className={classes.root} data-state-key={stateKey === null ? undefined : (stateKey ?? '')}>
      {showToolbar && (
        <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
          {search ? (
            <TextInput
              aria-label={search.label ?? t('table.search')}
              placeholder={search.placeholder ?? t('table.search')}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={query}
              maxLength={MAX_SEARCH_LENGTH}
              onChange={(event) => table.changeSearch(event.currentTarget.value)}
              size="sm"
              w={{ base: '100%', xs: 260 }}
            />
          ) : (
            <span />
          )}
          <Group gap="sm" wrap="wrap">
            {toolbar}
            {csvFileName && (
              <Button
                variant="default"
                size="sm"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                disabled={isLoading || sorted.length === 0}
                onClick={() => downloadCsv(csvFileName, tableCsv(columns, sorted))}
              >
                {t('table.exportCsv')}
              </Button>
            )}
          </Group>
        </Group>
      )}
      <TableScroll label={caption}>
        <Table
          className={tableClassName}
          highlightOnHover
          verticalSpacing="xs"
          tabularNums
          aria-busy={isLoading || undefined}
        >
          {hideCaption ? (
            <VisuallyHidden component="caption">{caption}</VisuallyHidden>
          ) : (
            <Table.Caption className={classes.caption}>{caption}</Table.Caption>
          )}
          <Table.Thead>{head}</Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </TableScroll>
      {!isLoading && slice.total > 0 && (
        <Group justify="space-between" gap="sm" mt="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {showingText}
          </Text>
          <Group gap="sm" wrap="wrap">
            {ownPages && (
              <Group gap={6} wrap="nowrap">
                <Text component="label" htmlFor={pageSizeId} size="sm">
                  {t('table.rowsPerPage')}
                </Text>
                <NativeSelect
                  id={pageSizeId}
                  size="xs"
                  value={String(pageSize)}
                  data={sizes.map(String)}
                  onChange={(event) =>
                    change({ pageSize: Number(event.currentTarget.value), page: 1 }, 'replace')
                  }
                />
              </Group>
            )}
            {slice.pageCount > 1 && (
              <Pagination
                size="sm"
                total={slice.pageCount}
                value={slice.page}
                onChange={(next) => (serverPage ? serverPage.onPage(next) : change({ page: next }, 'push'))}
                siblings={1}
                boundaries={1}
                {...pagerLabels(t)}
              />
            )}
          </Group>
        </Group>
      )}
    </div>
  );
}
