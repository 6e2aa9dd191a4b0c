import type { DashboardRow } from '@nivesh/contracts';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '@/components/market/data-table';

/** An unsortable last column of buttons (edit, delete, Buy/Sell), not exported to CSV. */
export const actionColumn = (
  label: string,
  render: (row: DashboardRow) => ReactNode,
): DataTableColumn<DashboardRow> => ({
  id: '__actions',
  label,
  value: () => null,
  render,
  sortable: false,
  align: 'left',
  csv: () => null,
});
