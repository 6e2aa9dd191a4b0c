import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableScroll } from '@/components/market/data-table';
import classes from '@/components/market/data-table.module.css';

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
}: MiniTableProps) {
  const align = (i: number) => (numeric && i > 0 ? 'right' : 'left');
  const sticky = stickyFirstColumn ? classes.sticky : undefined;
  return (
    <TableScroll label={caption}>
      <Table className={classes.table} verticalSpacing={6} tabularNums striped highlightOnHover>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {head.map((label, i) => (
              <Table.Th key={label} ta={align(i)} scope="col" className={i === 0 ? sticky : undefined}>
                {label}
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
                  <Table.Th key={i} scope="row" fw={600} className={sticky}>
                    {cell}
                  </Table.Th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional.
                  <Table.Td key={i} ta={align(i)}>
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
