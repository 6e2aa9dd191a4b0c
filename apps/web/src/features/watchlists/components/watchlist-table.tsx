import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import type { ColumnDto, WatchlistStock, WatchlistStockAction } from '@nivesh/contracts';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { quoteColumns } from '@/components/market/quote-columns';
import { paths } from '@/config/paths';
import { formatNumber, formatPercent, formatRupees, formatVolume } from '@/lib/format';
import { useLiveRows } from '@/lib/stream/live-rows';
import { useStrings } from '@/lib/strings';
import { ALWAYS_SHOWN, columnLabel } from '../lib/column-labels';
import { type WatchlistsText, watchlistsStrings } from '../strings';

/** The quote's fields, read from the row the stream keeps live. */
const QUOTE_FIELDS: Readonly<Record<string, (row: WatchlistStock) => number>> = {
  ltp: (r) => r.ltp,
  change: (r) => r.change,
  changePct: (r) => r.changePct,
  open: (r) => r.open,
  high: (r) => r.high,
  low: (r) => r.low,
  prevClose: (r) => r.prevClose,
  volume: (r) => r.volume,
};
const RUPEE_FIELDS = new Set(['ltp', 'change', 'open', 'high', 'low', 'prevClose', 'high52', 'low52']);

/** A row's value of a chosen column: the live quote's for quote fields, else the answer's. */
function cellValue(row: WatchlistStock, field: string): number | null {
  const live = QUOTE_FIELDS[field];
  return live ? live(row) : (row.values[field] ?? null);
}

function render(field: string, value: number | null): string {
  if (field === 'volume') return formatVolume(value);
  if (field === 'changePct') return formatPercent(value);
  if (RUPEE_FIELDS.has(field)) return formatRupees(value);
  return formatNumber(value);
}

function chosenColumns(columns: readonly ColumnDto[], t: WatchlistsText): DataTableColumn<WatchlistStock>[] {
  return columns
    .filter((c) => !ALWAYS_SHOWN.includes(c.field))
    .map((c) => ({
      id: c.field,
      label: columnLabel(c, t),
      value: (r: WatchlistStock) => cellValue(r, c.field),
      render: (r: WatchlistStock) => render(c.field, cellValue(r, c.field)),
      align: 'right' as const,
      ...(c.field === 'change' ? { tone: 'sign' as const } : {}),
    }));
}

export interface WatchlistTableProps {
  readonly id: string;
  readonly rows: readonly WatchlistStock[];
  readonly columns: readonly ColumnDto[];
  /** Order and remove buttons per row (the list's own page); none on the overview. */
  readonly onChange?: (symbol: string, action: WatchlistStockAction) => void;
  readonly busy?: boolean;
}

/** A watchlist's stocks: symbol, live LTP and change % first (key columns on a phone), then the chosen columns. */
export function WatchlistTable({ id, rows, columns, onChange, busy = false }: WatchlistTableProps) {
  const t = useStrings(watchlistsStrings);
  const live = useLiveRows(rows);
  const table = useMemo((): DataTableColumn<WatchlistStock>[] => {
    const order: DataTableColumn<WatchlistStock>[] = onChange
      ? [
          {
            id: 'order',
            label: t('stocks.order'),
            value: () => null,
            sortable: false,
            render: (r) => {
              const index = rows.findIndex((row) => row.symbol === r.symbol);
              return (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('stocks.up', { symbol: r.symbol })}
                    disabled={busy || index <= 0}
                    onClick={() => onChange(r.symbol, 'up')}
                  >
                    <IconArrowUp size={16} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('stocks.down', { symbol: r.symbol })}
                    disabled={busy || index < 0 || index >= rows.length - 1}
                    onClick={() => onChange(r.symbol, 'down')}
                  >
                    <IconArrowDown size={16} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('stocks.remove', { symbol: r.symbol })}
                    disabled={busy}
                    onClick={() => onChange(r.symbol, 'remove')}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              );
            },
          },
        ]
      : [];
    return [
      { id: 'symbol', label: t('stocks.symbol'), value: (r) => r.symbol },
      ...quoteColumns<WatchlistStock>(),
      ...chosenColumns(columns, t),
      { id: 'name', label: t('stocks.name'), value: (r) => r.name },
      ...order,
    ];
  }, [columns, t, onChange, busy, rows]);
  return (
    <Stack gap={4}>
      {live.live && (
        <Text size="xs" c="dimmed">
          {t('stocks.live')}
        </Text>
      )}
      <DataTable
        caption={t('stocks.caption')}
        hideCaption
        columns={table}
        rows={live.rows}
        rowKey={(r) => r.symbol}
        rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
        csvFileName={`watchlist-${id}`}
        emptyMessage={t('stocks.empty')}
        stickyFirstColumn
        pageSize={50}
        stateKey={null}
      />
    </Stack>
  );
}
