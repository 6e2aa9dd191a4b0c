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
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatNumber, NO_VALUE } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { colourForTone } from './colour-rules';
import { downloadCsv } from './csv';
import classes from './data-table.module.css';
import {
  type CellValue,
  type DataTableColumn,
  type DataTableSort,
  filterRows,
  PAGE_SIZE_OPTIONS,
  pageOf,
  sortRows,
  tableCsv,
} from './data-table-model';
import { colourClass } from './market-colours';
import { marketStrings } from './strings';

export type { CellValue, DataTableColumn, DataTableSort } from './data-table-model';
export { PAGE_SIZE_OPTIONS } from './data-table-model';

export interface DataTableSearch<Row> {
  /** The text a row is found by (e.g. symbol and company name). */
  readonly text: (row: Row) => string;
  /** Accessible name of the box; default "Search". */
  readonly label?: string;
  readonly placeholder?: string;
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
  /** Spec section 9: the first column is fixed on wide screens. Default true. */
  readonly stickyFirstColumn?: boolean;
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
 * A sortable, paged, exportable table for market lists. Sorting, search and paging happen in the
 * browser on the rows given; every value is kept raw for sorting and CSV, formatted only by `render`.
 */
/**
 * A table's scroll box. It takes keyboard focus, so a keyboard user can scroll a table wider than a
 * phone (WCAG 2.1.1; axe-core's scrollable-region-focusable, which the tables without links or
 * sortable headers failed), and it is a region named by the table's caption, as the ARIA practices
 * advise; the linter's rule against tabIndex on non-interactive elements does not know this case.
 */
const SCROLL_REGION_FOCUS = { tabIndex: 0 } as const;

export function TableScroll({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <section className={classes.scroll} aria-label={label} {...SCROLL_REGION_FOCUS}>
      {children}
    </section>
  );
}

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
}: DataTableProps<Row>) {
  const t = useStrings(marketStrings);
  const [sort, setSort] = useState<DataTableSort | null>(initialSort);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [query, setQuery] = useState('');
  const pageSizeId = useId();

  const isLoading = loading || rows === undefined;
  const filtered = useMemo(
    () => (rows && search ? filterRows(rows, search.text, query) : (rows ?? [])),
    [rows, search, query],
  );
  const sorted = useMemo(() => sortRows(filtered, columns, sort), [filtered, columns, sort]);
  const slice = pageOf(sorted, page, pageSize);
  const sizes = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize];

  const changeSort = (column: DataTableColumn<Row>) => {
    setSort(nextSort(column, sort));
    setPage(1);
  };

  const stickyClass = stickyFirstColumn ? classes.sticky : undefined;

  const head = (
    <Table.Tr>
      {columns.map((column, index) => {
        const direction = sort?.columnId === column.id ? sort.direction : null;
        const sortable = column.sortable !== false;
        const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
        return (
          <Table.Th
            key={column.id}
            ta={column.align}
            className={index === 0 ? stickyClass : undefined}
            aria-sort={sortable ? ariaSort : undefined}
            scope="col"
          >
            {sortable ? (
              <UnstyledButton
                className={classes.sortButton}
                data-align={column.align ?? 'left'}
                onClick={() => changeSort(column)}
              >
                {column.label}
                <SortIcon direction={direction} />
              </UnstyledButton>
            ) : (
              column.label
            )}
          </Table.Th>
        );
      })}
    </Table.Tr>
  );

  const cell = (column: DataTableColumn<Row>, row: Row, index: number) => {
    const value = column.value(row);
    const colour = column.tone ? colourForTone(column.tone, value) : null;
    const content = column.render ? column.render(row) : defaultDisplay(value);
    const href = index === 0 && rowHref ? rowHref(row) : null;
    return (
      <Table.Td
        key={column.id}
        ta={column.align}
        className={classNames(index === 0 ? stickyClass : undefined, colourClass(colour))}
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
        {columns.map((column) => (
          <Table.Td key={column.id}>
            <Skeleton height={12} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (slice.total === 0) {
    const filteredOut = Boolean(query.trim()) && (rows?.length ?? 0) > 0;
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Text c="dimmed" size="sm" ta="center" py="lg">
            {filteredOut ? t('table.noMatch', { query: query.trim() }) : (emptyMessage ?? t('table.empty'))}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = slice.rows.map((row) => (
      <Table.Tr key={rowKey(row)}>{columns.map((column, index) => cell(column, row, index))}</Table.Tr>
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
    <div className={classes.root}>
      {showToolbar && (
        <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
          {search ? (
            <TextInput
              aria-label={search.label ?? t('table.search')}
              placeholder={search.placeholder ?? t('table.search')}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                setPage(1);
              }}
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
          className={classes.table}
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
            <Group gap={6} wrap="nowrap">
              <Text component="label" htmlFor={pageSizeId} size="sm">
                {t('table.rowsPerPage')}
              </Text>
              <NativeSelect
                id={pageSizeId}
                size="xs"
                value={String(pageSize)}
                data={sizes.map(String)}
                onChange={(event) => {
                  setPageSize(Number(event.currentTarget.value));
                  setPage(1);
                }}
              />
            </Group>
            {slice.pageCount > 1 && (
              <Pagination
                size="sm"
                total={slice.pageCount}
                value={slice.page}
                onChange={setPage}
                siblings={1}
                boundaries={1}
                getItemProps={(p) => ({ 'aria-label': t('table.page', { page: p }) })}
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'next'
                      ? t('table.nextPage')
                      : control === 'previous'
                        ? t('table.previousPage')
                        : control,
                })}
              />
            )}
          </Group>
        </Group>
      )}
    </div>
  );
}
