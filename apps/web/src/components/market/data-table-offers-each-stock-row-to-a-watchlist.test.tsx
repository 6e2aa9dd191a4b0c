import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearUserData, saveUserData } from '@/lib/session/userdata-store';
import { seriousAxeViolations } from '@/test/axe';
import { catchDownloads } from '@/test/csv-download';
import { mockApi } from '@/test/mock-api';
import { renderStockTable } from './test/data-table-fixtures';

const list = (symbols: string[]) => ({
  id: 'banksAAAAAAA',
  name: 'Banks',
  count: symbols.length,
  symbols,
  createdAt: '2026-11-23T05:00:00.000Z',
  updatedAt: '2026-11-23T05:00:00.000Z',
});

describe('a stock table’s "Add to watchlist" column', () => {
  afterEach(() => clearUserData());

  it('gives each row an icon button named for its stock, last, and leaves it out of sorting and the CSV', async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    renderStockTable({ watchSymbol: (r) => r.symbol, csvFileName: 'stocks' });
    const table = screen.getByRole('table', { name: 'Test stocks' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Symbol', 'Company', 'LTP', 'Change %', 'Watchlist']);
    expect(within(headers[4] as HTMLElement).queryByRole('button')).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Add SYM01 to a watchlist' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await downloads.lines())[0]).toBe('Symbol,Company,LTP,Change %');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('is not there unless the table says its rows are stocks', () => {
    renderStockTable();
    expect(screen.queryByRole('button', { name: /to a watchlist/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Watchlist' })).toBeNull();
  });

  it('adds the row’s stock to a list, keeps the menu open with the answer, and stays axe-clean', async () => {
    saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });
    const sent: unknown[] = [];
    let symbols: string[] = [];
    mockApi({
      'watchlist/getlist': () => ({
        body: {
          status: 1,
          message: '2 of 10',
          watchlists: [
            list(symbols),
            {
              ...list(['SBIN']),
              id: 'momentumAAAA',
              name: 'Momentum',
              screen: {
                kind: 'builtin',
                id: 'golden-cross',
                name: 'Golden cross',
                key: 'builtin:golden-cross',
                matches: 1,
              },
              refreshedAt: '2026-11-23T05:01:02.000Z',
            },
          ],
          limits: { lists: 10, stocks: 50 },
        },
      }),
      'stock/saveStockWatchList': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        symbols = ['SYM02'];
        return {
          body: { status: 1, message: 'Added SYM02 to “Banks”', watchlist: list(symbols), symbols },
        };
      },
    });
    const user = userEvent.setup();
    renderStockTable({ watchSymbol: (r) => r.symbol });
    await user.click(screen.getByRole('button', { name: 'Add SYM02 to a watchlist' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Momentum follows the screen “Golden cross”' }),
    ).toBeDisabled();
    await user.click(await screen.findByRole('menuitem', { name: 'Banks · 0/50 · add SYM02' }));
    expect(await screen.findByRole('menuitem', { name: 'Banks · 1/50 · remove SYM02' })).toBeVisible();
    const row = screen.getByRole('row', { name: /^SYM02/ });
    expect(within(row).getByRole('status')).toHaveTextContent('Added SYM02 to “Banks”');
    expect(sent).toEqual([{ watchlist_id: 'banksAAAAAAA', symbol: 'SYM02', action: 'add' }]);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
