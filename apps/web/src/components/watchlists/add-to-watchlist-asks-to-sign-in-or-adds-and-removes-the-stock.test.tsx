import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearUserData, saveUserData } from '@/lib/session/userdata-store';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { AddToWatchlistButton } from './add-to-watchlist-button';

const watchlist = (id: string, name: string, symbols: string[]) => ({
  id,
  name,
  count: symbols.length,
  symbols,
  createdAt: '2026-11-23T05:00:00.000Z',
  updatedAt: '2026-11-23T05:00:00.000Z',
});

const page = () =>
  renderRoutes(
    [{ path: '/stocks/:symbol', element: <AddToWatchlistButton symbol="SBIN" /> }],
    '/stocks/SBIN',
  );

describe('the Add to watchlist button', () => {
  afterEach(() => clearUserData());

  it('asks a signed-out visitor to sign in and come back', async () => {
    const user = userEvent.setup();
    page();
    await user.click(screen.getByRole('button', { name: 'Add to watchlist' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign in to keep watchlists' })).toHaveAttribute(
      'href',
      '/login/?redirect=/stocks/SBIN',
    );
  });

  it('lists the user’s watchlists, adds the stock to one and offers to remove it from one that has it', async () => {
    saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });
    const user = userEvent.setup();
    const sent: unknown[] = [];
    mockApi({
      'watchlist/getlist': () => ({
        body: {
          status: 1,
          message: '2 of 10 watchlists',
          watchlists: [
            watchlist('banksAAAAAAA', 'Banks', ['SBIN']),
            watchlist('itAAAAAAAAAA', 'IT', ['TCS']),
          ],
          limits: { lists: 10, stocks: 50 },
        },
      }),
      'stock/saveStockWatchList': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return {
          body: {
            status: 1,
            message: 'Added SBIN to “IT”',
            watchlist: watchlist('itAAAAAAAAAA', 'IT', ['TCS', 'SBIN']),
            symbols: ['TCS', 'SBIN'],
          },
        };
      },
    });
    page();
    await user.click(screen.getByRole('button', { name: 'Add to watchlist' }));
    expect(await screen.findByRole('menuitem', { name: 'Banks · 1/50 · remove SBIN' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'New watchlist' })).toHaveAttribute(
      'href',
      '/add-watchlist/',
    );
    await user.click(screen.getByRole('menuitem', { name: 'IT · 1/50 · add SBIN' }));
    expect(await screen.findByText('Added SBIN to “IT”')).toBeInTheDocument();
    expect(sent).toEqual([{ watchlist_id: 'itAAAAAAAAAA', symbol: 'SBIN', action: 'add' }]);
  });
});
