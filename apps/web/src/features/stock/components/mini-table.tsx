import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  type ColumnPlace,
  HeaderLabel,
  headerCellProps,
  placeClassName,
  TableScroll,
  tableClassName,
} from '@/components/market/data-table';

export interface MiniTableRow {
  readonly key: string;
  /** The first cell is the row's header (a level name, a period). */
  readonly cells: readonly ReactNode[];
}

interface MiniTableProps {
  readonly caption: string;
  readonly head: readonly string[];
  readonly rows: readonly MiniTableRow[];
  /** Right-align every column after the first (numbers). Default true. */
  readonly numeric?: boolean;
  /** Keep the first column in view while a wide table scrolls (statements). Default false. */
  readonly stickyFirstColumn?: boolean;
  /** How many columns after the first a phone keeps in view beside it (key columns). Default 1. */
  readonly keyColumns?: number;
}

/**
 * A small fixed table (a handful of levels or contracts): no sorting or paging, unlike DataTable,
 * which is for lists. Scrolls sideways inside its own box on narrow screens.
 */
export function MiniTable({
  caption,
  head,
  rows,
  numeric = true,
  stickyFirstColumn = false,
  keyColumns = 1,
}: MiniTableProps) {
  const align = (i: number) => (numeric && i > 0 ? 'right' : 'left');
  const place = (i: number): ColumnPlace => (i === 0 ? 'first' : i <= keyColumns ? 'key' : 'other');
  const rowHeader = placeClassName('first', stickyFirstColumn);
  return (
    <TableScroll label={caption}>
      <Table className={tableClassName} verticalSpacing={6} tabularNums striped highlightOnHover>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {head.map((label, i) => (
              <Table.Th
                key={label}
                ta={align(i)}
                scope="col"
                {...headerCellProps(place(i), stickyFirstColumn)}
              >
                <HeaderLabel label={label} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional.
                  <Table.Th key={i} scope="row" fw={600} className={rowHeader}>
                    {cell}
                  </Table.Th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional.
                  <Table.Td key={i} ta={align(i)} className={placeClassName(place(i))} data-align={align(i)}>
                    {cell}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
