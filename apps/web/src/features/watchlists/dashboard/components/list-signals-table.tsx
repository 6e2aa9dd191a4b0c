import { Anchor, Badge } from '@mantine/core';
import type { SignalRow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { paths } from '@/config/paths';
import { formatPercent, formatRupees, formatTimeIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { dashboardStrings } from '../dashboard.strings';

const stockHref = (symbol: string) => paths.stock.getHref({ symbol });

const STATUS_COLOUR = { open: 'gray', target: 'teal', stop: 'red', expired: 'yellow' } as const;

/**
 * Today's signals on a list's stocks: time, symbol, signal, price at the signal, LTP now and the
 * move since (sign-adjusted: positive is in the signal's favour), and the stock page.
 */
export function ListSignalsTable({
  rows,
  caption,
  stateKey,
  compact = false,
}: {
  readonly rows: readonly SignalRow[];
  readonly caption: string;
  readonly stateKey: string | null;
  /** The dashboard's card: no outcome or link column. */
  readonly compact?: boolean;
}) {
  const t = useStrings(dashboardStrings);
  const columns = useMemo((): DataTableColumn<SignalRow>[] => {
    const base: DataTableColumn<SignalRow>[] = [
      { id: 'symbol', label: t('signals.column.symbol'), value: (r) => r.symbol },
      {
        id: 'type',
        label: t('signals.column.signal'),
        value: (r) => r.type,
        tone: 'signal',
        priority: 'key',
      },
      {
        id: 'time',
        label: t('signals.column.time'),
        value: (r) => r.time,
        render: (r) => formatTimeIst(r.time),
      },
      {
        id: 'price',
        label: t('signals.column.price'),
        value: (r) => r.price,
        render: (r) => formatRupees(r.price),
        align: 'right',
      },
      {
        id: 'ltp',
        label: t('signals.column.ltp'),
        value: (r) => r.ltp,
        render: (r) => formatRupees(r.ltp),
        align: 'right',
      },
      keyColumn({
        id: 'movePct',
        label: t('signals.column.move'),
        value: (r) => r.movePct,
        render: (r) => formatPercent(r.movePct),
        tone: 'sign',
        align: 'right',
        sortDescFirst: true,
      }),
    ];
    if (compact) return base;
    return [
      ...base,
      {
        id: 'status',
        label: t('signals.column.status'),
        value: (r) => r.status,
        render: (r) => (
          <Badge color={STATUS_COLOUR[r.status]} variant="outline" tt="none">
            {t(`signals.outcome.${r.status}`)}
          </Badge>
        ),
      },
      {
        id: 'stock',
        label: t('signals.column.stock'),
        value: (r) => r.symbol,
        sortable: false,
        render: (r) => (
          <Anchor component={Link} to={stockHref(r.symbol)} size="sm">
            {t('signals.column.open', { symbol: r.symbol })}
          </Anchor>
        ),
      },
    ];
  }, [t, compact]);
  return (
    <DataTable
      caption={caption}
      hideCaption
      columns={columns}
      rows={rows}
      rowKey={(r) => String(r.id)}
      rowHref={(r) => stockHref(r.symbol)}
      stickyFirstColumn
      pageSize={compact ? 10 : 50}
      stateKey={stateKey}
    />
  );
}
