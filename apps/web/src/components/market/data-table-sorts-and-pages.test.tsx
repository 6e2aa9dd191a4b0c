import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderStockTable, STOCKS } from './test/data-table-fixtures';

function firstColumn(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('DataTable sorting and paging', () => {
  it('shows the first 10 rows and the range by default', async () => {
    renderStockTable();
    expect(await screen.findByText('Showing 1–10 of 23')).toBeInTheDocument();
    expect(firstColumn()).toEqual([
      'SYM01',
      'SYM02',
      'SYM03',
      'SYM04',
      'SYM05',
      'SYM06',
      'SYM07',
      'SYM08',
      'SYM09',
      'SYM10',
    ]);
    expect(screen.getByRole('table', { name: 'Test stocks' })).toBeInTheDocument();
  });

  it('sorts by a column header both ways and marks aria-sort', async () => {
    const user = userEvent.setup();
    renderStockTable({ pageSize: 5 });
    const ltpHeader = await screen.findByRole('columnheader', { name: /LTP/ });
    expect(ltpHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(ltpHeader).getByRole('button'));
    expect(ltpHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['SYM01', 'SYM02', 'SYM03', 'SYM04', 'SYM05']);

    await user.click(within(ltpHeader).getByRole('button'));
    expect(ltpHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['SYM23', 'SYM22', 'SYM21', 'SYM20', 'SYM19']);
    expect(screen.getAllByRole('cell')[2]).toHaveTextContent('₹320.00');
  });

  it('sorts high to low first for a sortDescFirst column and puts empty values last both ways', async () => {
    const user = userEvent.setup();
    renderStockTable({ pageSize: 100 });
    const header = await screen.findByRole('columnheader', { name: /Change %/ });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    let order = firstColumn();
    // Odd-numbered symbols rise by (n-1)/10 %: SYM23 rose most, SYM01 by 0 %.
    expect(order.slice(0, 3)).toEqual(['SYM23', 'SYM21', 'SYM19']);
    expect(order.at(-1)).toBe('SYM05');

    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    order = firstColumn();
    expect(order.slice(0, 2)).toEqual(['SYM22', 'SYM20']);
    expect(order.at(-1)).toBe('SYM05');
  });

  it('has no sort button on a column marked not sortable', async () => {
    renderStockTable();
    const header = await screen.findByRole('columnheader', { name: 'Company' });
    expect(within(header).queryByRole('button')).toBeNull();
    expect(header).not.toHaveAttribute('aria-sort');
  });

  it('pages forward and back, and a sort goes back to page 1', async () => {
    const user = userEvent.setup();
    renderStockTable();
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing 11–20 of 23')).toBeInTheDocument();
    expect(firstColumn()[0]).toBe('SYM11');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 21–23 of 23')).toBeInTheDocument();
    expect(firstColumn()).toEqual(['SYM21', 'SYM22', 'SYM23']);

    await user.click(within(screen.getByRole('columnheader', { name: /Symbol/ })).getByRole('button'));
    expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument();
  });

  it('offers the spec page sizes and changes the page size', async () => {
    const user = userEvent.setup();
    renderStockTable();
    const select = await screen.findByLabelText('Rows per page');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '20', '30', '50', '75', '100']);
    await user.selectOptions(select, '20');
    expect(screen.getByText('Showing 1–20 of 23')).toBeInTheDocument();
    expect(firstColumn()).toHaveLength(20);
    await user.selectOptions(select, '50');
    expect(screen.getByText('Showing 1–23 of 23')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('starts with the page size and sort it is given', async () => {
    renderStockTable({ pageSize: 5, initialSort: { columnId: 'ltp', direction: 'desc' } });
    expect(await screen.findByText('Showing 1–5 of 23')).toBeInTheDocument();
    expect(firstColumn()[0]).toBe('SYM23');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('5');
  });

  it('filters rows with the search box and says how many it hides', async () => {
    const user = userEvent.setup();
    renderStockTable({ search: { text: (r) => `${r.symbol} ${r.name}`, label: 'Search stocks' } });
    await user.type(await screen.findByRole('textbox', { name: 'Search stocks' }), 'sym1');
    expect(firstColumn()).toEqual([
      'SYM10',
      'SYM11',
      'SYM12',
      'SYM13',
      'SYM14',
      'SYM15',
      'SYM16',
      'SYM17',
      'SYM18',
      'SYM19',
    ]);
    expect(screen.getByText('Showing 1–10 of 10 (filtered from 23)')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Search stocks' }));
    await user.type(screen.getByRole('textbox', { name: 'Search stocks' }), 'zzz');
    expect(screen.getByText('No rows match “zzz”.')).toBeInTheDocument();
  });

  it('links the first cell when rowHref is given', async () => {
    renderStockTable({ rowHref: (r) => `/stocks/${r.symbol}` });
    expect(await screen.findByRole('link', { name: 'SYM03' })).toHaveAttribute('href', '/stocks/SYM03');
  });

  it('shows one page of a list the server pages, counts in the whole list and asks for another page', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    // Page 2 of 23 rows in pages of 5: the server gave rows 6–10.
    const { router } = renderStockTable(
      {
        rows: STOCKS.slice(5, 10),
        serverPage: { page: 2, pageSize: 5, total: 23, onPage },
        stateKey: 'list',
      },
      '/?page=2',
    );
    expect(await screen.findByText('Showing 6–10 of 23')).toBeInTheDocument();
    expect(firstColumn()).toEqual(['SYM06', 'SYM07', 'SYM08', 'SYM09', 'SYM10']);
    expect(screen.queryByLabelText('Rows per page')).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPage).toHaveBeenCalledWith(5);
    // The table leaves the page's own parameter alone.
    expect(router.state.location.search).toBe('?page=2');
  });
});
