import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hourlyColumns } from '@/features/market-lists/components/hourly-page';
import { stockColumns } from '@/features/market-lists/components/list-columns';
import { marketListsStrings } from '@/features/market-lists/strings';
import { KEY_FIELDS, serverColumns } from '@/features/order-dashboard/lib/server-columns';
import { groupDayColumns } from '@/features/sectors/components/sector-columns';
import { sectorsStrings } from '@/features/sectors/strings';
import { arrangeColumns, type DataTableColumn, headerParts, keyColumn } from './data-table-model';
import { quoteColumns } from './quote-columns';
import { renderStockTable, STOCK_COLUMNS, type StockRow } from './test/data-table-fixtures';

const ids = (columns: readonly { readonly id: string }[]) => columns.map((c) => c.id);
const keyIds = (columns: readonly DataTableColumn<never>[]) =>
  columns.filter((c) => c.priority === 'key').map((c) => c.id);

const wideScreen = vi.mocked(window.matchMedia).getMockImplementation();

/** Pretends the screen is a phone (the query DataTable asks) until the test ends. */
function onAPhone() {
  const wide = wideScreen;
  if (!wide) throw new Error('the test setup mocks matchMedia');
  vi.mocked(window.matchMedia).mockImplementation((query: string) => ({
    ...wide(query),
    matches: query === '(max-width: 48em)',
  }));
}

const WITH_KEYS: readonly DataTableColumn<StockRow>[] = STOCK_COLUMNS.map((c) =>
  c.id === 'changePct' || c.id === 'ltp' ? keyColumn(c) : c,
);

afterEach(() => {
  if (wideScreen) vi.mocked(window.matchMedia).mockImplementation(wideScreen);
});

describe('key columns (issue 14: every table keeps its key columns at 390 px)', () => {
  it('puts the key columns right after the first on a phone and keeps the given order on a wide screen', () => {
    const phone = arrangeColumns(WITH_KEYS, true);
    expect(ids(phone.columns)).toEqual(['symbol', 'ltp', 'changePct', 'name']);
    expect([...phone.keys]).toEqual(['ltp', 'changePct']);
    const wide = arrangeColumns(WITH_KEYS, false);
    expect(ids(wide.columns)).toEqual(['symbol', 'name', 'ltp', 'changePct']);
    expect([...wide.keys]).toEqual(['ltp', 'changePct']);
  });

  it('makes the second column the key one when a table marks none (or only its first)', () => {
    expect([...arrangeColumns(STOCK_COLUMNS, true).keys]).toEqual(['name']);
    expect(ids(arrangeColumns(STOCK_COLUMNS, true).columns)).toEqual(ids(STOCK_COLUMNS));
    const firstOnly = STOCK_COLUMNS.map((c, i) => (i === 0 ? keyColumn(c) : c));
    expect([...arrangeColumns(firstOnly, true).keys]).toEqual(['name']);
    expect(arrangeColumns([], true)).toEqual({ columns: [], keys: new Set() });
    expect([...arrangeColumns(STOCK_COLUMNS.slice(0, 1), true).keys]).toEqual([]);
  });

  it('keeps a unit on the line of the word before it when a header wraps', () => {
    expect(headerParts('Period change %')).toEqual({ lead: 'Period ', tail: 'change %' });
    expect(headerParts('Market cap (₹ Cr)')).toEqual({ lead: 'Market ', tail: 'cap (₹ Cr)' });
    expect(headerParts('LTP (₹)')).toEqual({ lead: '', tail: 'LTP (₹)' });
    expect(headerParts('बदलाव %')).toEqual({ lead: '', tail: 'बदलाव %' });
    expect(headerParts('P/E × P/B')).toEqual({ lead: 'P/E × P/B', tail: '' });
  });

  it('shows a phone the first and key columns first, marked in the DOM, and their headers still sort', async () => {
    onAPhone();
    const user = userEvent.setup();
    renderStockTable({ columns: WITH_KEYS, pageSize: 5 });
    const headers = await screen.findAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Symbol', 'LTP', 'Change %', 'Company']);
    expect(headers.map((h) => h.hasAttribute('data-key-column'))).toEqual([true, true, true, false]);
    const firstRow = screen.getAllByRole('row')[1];
    expect(
      firstRow &&
        within(firstRow)
          .getAllByRole('cell')
          .map((c) => c.textContent),
    ).toEqual(['SYM01', '₹100.00', '0.00 %', 'Company 1, Ltd']);
    const change = headers[2];
    if (!change) throw new Error('no change header');
    await user.click(within(change).getByRole('button'));
    expect(change).toHaveAttribute('aria-sort', 'descending');
    expect(within(screen.getAllByRole('row')[1] ?? document.body).getAllByRole('cell')[0]).toHaveTextContent(
      'SYM23',
    );
  });

  it('keeps the given order on a wide screen, with the key columns still marked', async () => {
    renderStockTable({ columns: WITH_KEYS });
    const headers = await screen.findAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Symbol', 'Company', 'LTP', 'Change %']);
    expect(headers.map((h) => h.hasAttribute('data-key-column'))).toEqual([true, false, true, true]);
  });

  it('marks the key columns of the pages issue 14 names and of the main lists', () => {
    const lists = marketListsStrings.t;
    expect(keyIds(stockColumns(lists))).toEqual(['ltp', 'changePct']);
    expect(keyIds(hourlyColumns(lists))).toEqual(['ltp', 'periodChangePct']);
    expect(keyIds(groupDayColumns(sectorsStrings.t, 'Sector'))).toEqual(['weightedChangePct']);
    expect(keyIds(quoteColumns())).toEqual(['ltp', 'changePct']);
    expect(keyIds(quoteColumns({ key: false }))).toEqual([]);
    const orders = serverColumns(
      [
        { field: 'symbol', label: 'Symbol' },
        { field: 'orderId', label: 'Order ID' },
        { field: 'signal', label: 'Side' },
        { field: 'quantity', label: 'Qty' },
        { field: 'price', label: 'Price' },
        { field: 'status', label: 'Status' },
        { field: 'time', label: 'Time (IST)' },
      ],
      {},
      [],
      undefined,
      KEY_FIELDS.simple,
    );
    expect(keyIds(orders)).toEqual(['signal', 'quantity', 'price', 'status']);
    expect(ids(arrangeColumns(orders, true).columns)).toEqual([
      'symbol',
      'signal',
      'quantity',
      'price',
      'status',
      'orderId',
      'time',
    ]);
  });
});
