import type { DataTableColumn } from '@/components/market/data-table';
import { formatDateIst } from '@/lib/format';
import { formatStrike } from '../../shared/format';
import type { OiAnalyticsT } from '../strings';

/** A session's date, day first (sorted on the ISO date). */
export function dateColumn<Row extends { readonly date: string }>(t: OiAnalyticsT): DataTableColumn<Row> {
  return { id: 'date', label: t('common.date'), value: (r) => r.date, render: (r) => formatDateIst(r.date) };
}

/** A strike or level, right-aligned without decimals when whole. */
export function strikeColumn<Row>(
  id: string,
  label: string,
  value: (row: Row) => number | null,
): DataTableColumn<Row> {
  return { id, label, value, render: (r) => formatStrike(value(r)), align: 'right' };
}
