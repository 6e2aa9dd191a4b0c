import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { DataTable } from './data-table';
import { renderStockTable, STOCK_COLUMNS, STOCKS } from './test/data-table-fixtures';

function firstColumn(table: HTMLElement = screen.getByRole('table')): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

const searchOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

/** Two tables on one page, with these state keys (undefined: none). */
function renderTwoTables(
  tables: readonly { readonly caption: string; readonly stateKey?: string }[],
  initialPath: string,
) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            {tables.map(({ caption, stateKey }) => (
              <DataTable
                key={caption}
                caption={caption}
                stateKey={stateKey}
                columns={STOCK_COLUMNS}
                rows={STOCKS}
                rowKey={(r) => r.symbol}
              />
            ))}
          </>
        ),
      },
    ],
    initialPath,
  );
}

describe('DataTable keeps its page, page size, sort and search in the URL', () => {
  it('writes a sort, a page, a page size and a search into the query string, keeping the page’s own', async () => {
    const user = userEvent.setup();
    const { router } = renderStockTable(
      { search: { text: (r) => r.symbol, label: 'Search stocks' } },
      '/?index=nifty50',
    );
    const ltp = await screen.findByRole('columnheader', { name: /LTP/ });
    await user.click(within(ltp).getByRole('button'));
    await user.click(within(ltp).getByRole('button'));
    await waitFor(() => expect(searchOf(router).get('sort')).toBe('-ltp'));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(searchOf(router).get('page')).toBe('2'));
    expect(firstColumn()[0]).toBe('SYM13');

    await user.selectOptions(screen.getByLabelText('Rows per page'), '5');
    await waitFor(() => expect(searchOf(router).get('size')).toBe('5'));
    expect(searchOf(router).get('page')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Search stocks' }), 'sym1');
    await waitFor(() => expect(searchOf(router).get('search')).toBe('sym1'));
    expect(screen.getByRole('textbox', { name: 'Search stocks' })).toHaveValue('sym1');
    expect(searchOf(router).get('index')).toBe('nifty50');
    expect(router.state.location.search).toBe('?index=nifty50&sort=-ltp&size=5&search=sym1');
  });

  it('keeps a sort made just before a search, before the first has reached the URL', async () => {
    const { router } = renderStockTable(
      { search: { text: (r) => r.symbol, label: 'Search stocks' } },
      '/?x=1',
    );
    const ltp = await screen.findByRole('columnheader', { name: /LTP/ });
    const box = screen.getByRole('textbox', { name: 'Search stocks' });
    act(() => {
      fireEvent.click(within(ltp).getByRole('button'));
      fireEvent.change(box, { target: { value: 'sym2' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?x=1&sort=ltp&search=sym2'));
    expect(firstColumn()).toEqual(['SYM20', 'SYM21', 'SYM22', 'SYM23']);
  });

  it('restores the state a link carries', async () => {
    renderStockTable(
      { search: { text: (r) => r.symbol, label: 'Search stocks' } },
      '/?sort=-ltp&size=5&page=2&search=sym',
    );
    expect(await screen.findByText('Showing 6–10 of 23')).toBeInTheDocument();
    expect(firstColumn()).toEqual(['SYM18', 'SYM17', 'SYM16', 'SYM15', 'SYM14']);
    expect(screen.getByRole('columnheader', { name: /LTP/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'Search stocks' })).toHaveValue('sym');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes Back to the page before (a page change is a history entry, a sort is not)', async () => {
    const user = userEvent.setup();
    const { router } = renderStockTable();
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(firstColumn()[0]).toBe('SYM21'));
    await user.click(within(screen.getByRole('columnheader', { name: /LTP/ })).getByRole('button'));
    await waitFor(() => expect(searchOf(router).get('sort')).toBe('ltp'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(firstColumn()[0]).toBe('SYM01');
  });

  it('shows the defaults for values that make no sense, without crashing', async () => {
    renderStockTable({}, '/?page=abc&size=7&sort=nosuchcolumn&search=');
    expect(await screen.findByText('Showing 1–10 of 23')).toBeInTheDocument();
    expect(firstColumn()[0]).toBe('SYM01');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('10');
  });

  it('clamps a page past the end to the last page, in the URL too', async () => {
    const { router } = renderStockTable({}, '/?page=9&index=all');
    expect(await screen.findByText('Showing 21–23 of 23')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?page=3&index=all'));
  });

  it('keeps two tables of one page apart by their state keys', async () => {
    const user = userEvent.setup();
    const { router } = renderTwoTables(
      [
        { caption: 'Gainers', stateKey: 'gainers' },
        { caption: 'Losers', stateKey: 'losers' },
      ],
      '/?losers.page=3',
    );
    const gainers = await screen.findByRole('table', { name: 'Gainers' });
    const losers = screen.getByRole('table', { name: 'Losers' });
    expect(firstColumn(gainers)[0]).toBe('SYM01');
    expect(firstColumn(losers)[0]).toBe('SYM21');
    await user.click(within(within(gainers).getByRole('columnheader', { name: /LTP/ })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?losers.page=3&gainers.sort=ltp'));
    expect(firstColumn(losers)[0]).toBe('SYM21');
  });

  it('says so when two tables of one page share a URL key', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTwoTables([{ caption: 'One' }, { caption: 'Two' }], '/');
    await screen.findByRole('table', { name: 'Two' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('same URL key ""'));
    error.mockRestore();
  });

  it('keeps its state to itself with stateKey null', async () => {
    const user = userEvent.setup();
    const { router } = renderStockTable({ stateKey: null }, '/?page=2');
    expect(await screen.findByText('Showing 1–10 of 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 21–23 of 23')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });
});
