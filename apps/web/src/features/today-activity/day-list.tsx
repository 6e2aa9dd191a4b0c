/**
 * What the pages of one day's server-paged list share (bulk and block deals, insider trading): the
 * earliest and latest days kept while a refused day shows, the last page when a link asks past the
 * end, every page fetched for the CSV, the stock filter and the "nothing matches" message.
 */
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { DateField } from '@/components/forms/date-field';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { tableCsv } from '@/components/market/data-table-model';
import { type CollectedCsv, ExportAllButton } from '@/components/market/export-all-button';
import { marketStrings } from '@/components/market/strings';
import { SymbolAutocomplete } from '@/components/market/symbol-autocomplete';
import { paths } from '@/config/paths';
import { type ApiRefusal, isRefusal } from '@/lib/api-client';
import { useStrings } from '@/lib/strings';

/** The largest page the API gives. */
const EXPORT_PAGE_SIZE = 200;
/** A day never has this many pages of 200 rows; a guard against a server that keeps answering. */
const EXPORT_MAX_PAGES = 50;

/** A page of a day's list as the API answers it. */
interface PagedDay<Row> {
  readonly rows: readonly Row[];
  readonly total: number;
}

/**
 * Every row of the day the filters keep (all pages, in the server's order), for the CSV; the
 * server's refusal when it refuses a page. `fetchPage` asks for one page of `size` rows.
 */
export async function fetchEveryPage<Row>(
  fetchPage: (page: number, size: number) => Promise<PagedDay<Row> | ApiRefusal>,
): Promise<readonly Row[] | ApiRefusal> {
  const rows: Row[] = [];
  for (let page = 1; page <= EXPORT_MAX_PAGES; page++) {
    const answer = await fetchPage(page, EXPORT_PAGE_SIZE);
    if (isRefusal(answer)) return answer;
    rows.push(...answer.rows);
    if (answer.rows.length === 0 || rows.length >= answer.total) break;
  }
  return rows;
}

export type DayBounds = { readonly earliest: string; readonly latest: string };

/** The earliest and latest days with rows as last answered (kept while a refused day shows). */
export function useKnownBounds(
  answer: { readonly earliestDate: string; readonly latestDate: string } | undefined,
): DayBounds | undefined {
  const [known, setKnown] = useState<DayBounds>();
  if (answer && (known?.earliest !== answer.earliestDate || known.latest !== answer.latestDate)) {
    setKnown({ earliest: answer.earliestDate, latest: answer.latestDate });
  }
  return answer ? { earliest: answer.earliestDate, latest: answer.latestDate } : known;
}

/** A page past the end (a shared link to page 4 of a day with 2): goes to the last page there is. */
export function useLastPageWhenPastEnd(
  answer: (PagedDay<unknown> & { readonly size: number }) | undefined,
  stepping: boolean,
  page: number,
  setPage: (page: number) => void,
): void {
  const lastPage = answer && answer.total > 0 ? Math.ceil(answer.total / answer.size) : 1;
  const pastEnd = answer !== undefined && !stepping && answer.rows.length === 0 && page > lastPage;
  useEffect(() => {
    if (pastEnd) setPage(lastPage);
  }, [pastEnd, lastPage, setPage]);
}

/** The table's message when the filters keep none of the day's rows, with a way to clear them. */
export function noMatchMessage(
  filtered: boolean,
  message: string,
  clearLabel: string,
  onClear: () => void,
): ReactNode {
  return filtered ? (
    <Stack gap="xs" align="center" component="span">
      <span>{message}</span>
      <Button size="xs" variant="light" onClick={onClear}>
        {clearLabel}
      </Button>
    </Stack>
  ) : undefined;
}

/** One stock's rows (a symbol picked or typed), and the way back to every stock. */
export function SymbolFilter({
  symbol,
  onChange,
  labels,
}: {
  readonly symbol: string | undefined;
  readonly onChange: (symbol: string | undefined) => void;
  readonly labels: { readonly symbol: string; readonly placeholder: string; readonly allStocks: string };
}) {
  return (
    <Group gap={6} align="flex-end" wrap="nowrap">
      <SymbolAutocomplete
        // A symbol from the URL (or its removal) resets what the box shows.
        key={symbol ?? ''}
        label={labels.symbol}
        placeholder={labels.placeholder}
        keepValue
        initialValue={symbol ?? ''}
        size="xs"
        w={{ base: 200, xs: 220 }}
        onPick={onChange}
      />
      {symbol && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconX size={14} aria-hidden="true" />}
          onClick={() => onChange(undefined)}
        >
          {labels.allStocks}
        </Button>
      )}
    </Group>
  );
}

/**
 * Downloads every row of the day the filters keep: the rows shown when they are the whole day, else
 * all pages (`fetchAll`), as `columns` make them.
 */
export function DayCsvButton<Row>({
  answer,
  fetchAll,
  fileName,
  columns,
  failure,
}: {
  readonly answer: PagedDay<Row> & { readonly page: number };
  readonly fetchAll: () => Promise<readonly Row[] | ApiRefusal>;
  readonly fileName: string;
  readonly columns: readonly DataTableColumn<Row>[];
  readonly failure: (message: string) => string;
}) {
  const tm = useStrings(marketStrings);
  const collect = async (): Promise<CollectedCsv> => {
    const whole = answer.page === 1 && answer.rows.length >= answer.total;
    const rows = whole ? answer.rows : await fetchAll();
    if (isRefusal(rows)) return { refused: rows.message };
    return { fileName, csv: tableCsv(columns, rows) };
  };
  return (
    <ExportAllButton
      label={tm('table.exportCsv')}
      disabled={answer.total === 0}
      collect={collect}
      failure={failure}
    />
  );
}

/**
 * A titled section with the day's rows, a page at a time (the server pages them), each row linking
 * to its stock. Sorting one page of several would mislead: the server's order then stays.
 */
export function DayTable<Row extends { readonly symbol: string }>({
  id,
  title,
  note,
  caption,
  answer,
  columns,
  rowKey,
  stateKey,
  onPage,
  toolbar,
  emptyMessage,
}: {
  /** The section's id; its title's is `${id}-title`. */
  readonly id: string;
  readonly title: string;
  readonly note: string;
  readonly caption: string;
  readonly answer: PagedDay<Row> & { readonly page: number; readonly size: number };
  /** Every column, sortable (memoised by the caller). */
  readonly columns: readonly DataTableColumn<Row>[];
  readonly rowKey: (row: Row) => string;
  readonly stateKey: string;
  readonly onPage: (page: number) => void;
  readonly toolbar: ReactNode;
  readonly emptyMessage: ReactNode;
}) {
  const paged = answer.total > answer.rows.length;
  const shown = useMemo(
    () => (paged ? columns.map((c) => ({ ...c, sortable: false })) : columns),
    [columns, paged],
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby={`${id}-title`}>
      <Title order={2} size="h4" id={`${id}-title`}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
      <DataTable
        caption={caption}
        hideCaption
        columns={shown}
        rows={answer.rows}
        rowKey={rowKey}
        rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
        stateKey={stateKey}
        serverPage={{ page: answer.page, pageSize: answer.size, total: answer.total, onPage }}
        toolbar={toolbar}
        emptyMessage={emptyMessage}
      />
    </Stack>
  );
}

/** Where the day's rows come from: a note on the figures, not news (not announced as an alert); teal when imported. */
export function DaySourceNote({ imported, text }: { readonly imported: boolean; readonly text: string }) {
  return (
    <Alert variant="light" color={imported ? 'teal' : 'yellow'} p="xs" role="note">
      <Text size="sm">{text}</Text>
    </Alert>
  );
}

/** A step to the session before or after (disabled when there is none, or none is known yet) */
export function StepButton({
  way,
  to,
  label,
  onStep,
}: {
  readonly way: 'previous' | 'next';
  readonly to: string | null | undefined;
  readonly label: string;
  readonly onStep: (date: string) => void;
}) {
  const Chevron = way === 'previous' ? IconChevronLeft : IconChevronRight;
  const chevron = <Chevron size={14} aria-hidden="true" />;
  return (
    <Button
      variant="default"
      size="xs"
      {...(way === 'previous' ? { leftSection: chevron } : { rightSection: chevron })}
      disabled={!to}
      onClick={() => to && onStep(to)}
    >
      {label}
    </Button>
  );
}

/** The session: a day-first date within `min`–`max`, the sessions before and after, and the way back to the latest. */
export function DayStepper({
  date,
  shown,
  min,
  max,
  previous,
  next,
  setDate,
  labels,
}: {
  /** The day asked for (undefined: the latest). */
  readonly date: string | undefined;
  /** The day shown (or the last one while another loads). */
  readonly shown: string | undefined;
  readonly min: string | undefined;
  readonly max: string | undefined;
  /** The sessions either side; null or undefined while not known or at either end. */
  readonly previous: string | null | undefined;
  readonly next: string | null | undefined;
  readonly setDate: (date: string | undefined) => void;
  readonly labels: {
    readonly session: string;
    readonly previous: string;
    readonly next: string;
    readonly latest: string;
  };
}) {
  return (
    <Group gap={6} align="flex-end" wrap="wrap">
      <DateField
        label={labels.session}
        size="xs"
        inputWidth={140}
        value={date ?? shown ?? ''}
        min={min}
        max={max}
        onChange={(day) => setDate(day)}
      />
      <StepButton way="previous" to={previous} label={labels.previous} onStep={setDate} />
      <StepButton way="next" to={next} label={labels.next} onStep={setDate} />
      {date && (
        <Button variant="light" size="xs" onClick={() => setDate(undefined)}>
          {labels.latest}
        </Button>
      )}
    </Group>
  );
}
