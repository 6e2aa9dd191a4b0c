import type { Watchlist, WatchlistStock } from '@nivesh/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearUserData, saveUserData } from '@/lib/session/userdata-store';
import { mockApi, requestedQueries } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { EditColumnsPage } from './edit-columns-page';
import { AddWatchlistPage } from './watchlist-form-pages';
import { WatchlistStocksPage } from './watchlist-stocks-page';
import { WatchlistsPage } from './watchlists-page';

const LIMITS = { lists: 10, stocks: 50 };
const SOURCE = {
  simulated: true,
  feed: 'simulated',
  sessionDate: '2026-11-23',
  asOf: 1_795_400_000_000,
  live: true,
};

const list = (
  id: string,
  name: string,
  symbols: string[],
  screen: Watchlist['screen'] = null,
): Watchlist => ({
  id,
  name,
  count: symbols.length,
  symbols,
  createdAt: '2026-11-23T05:00:00.000Z',
  updatedAt: '2026-11-23T05:00:00.000Z',
  screen,
  refreshedAt: screen ? '2026-11-23T05:01:02.000Z' : null,
});

const row = (symbol: string, ltp: number, changePct: number, rsi14: number): WatchlistStock => ({
  symbol,
  name: `${symbol} Ltd`,
  ltp,
  change: (ltp * changePct) / 100,
  changePct,
  open: ltp,
  high: ltp,
  low: ltp,
  prevClose: ltp,
  volume: 1000,
  values: { ltp, changePct, rsi14 },
});

const BANKS = list('banksAAAAAAA', 'Banks', ['SBIN', 'HDFCBANK']);
const COLUMNS = [
  { field: 'ltp', label: 'LTP (₹)' },
  { field: 'changePct', label: 'Change %' },
  { field: 'rsi14', label: 'RSI (14)' },
];
const stocksAnswer = {
  status: 1,
  message: '2 stocks in “Banks”',
  watchlist: BANKS,
  source: SOURCE,
  columns: COLUMNS,
  rows: [row('SBIN', 812.4, 1.25, 61.3), row('HDFCBANK', 1650, -0.5, 44.1)],
  limits: LIMITS,
};

const signIn = () => saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });

describe('the watchlist pages', () => {
  afterEach(() => clearUserData());

  it('asks a signed-out visitor to sign in, and teaches an empty account how to add stocks', async () => {
    mockApi({
      'watchlist/getlist': () => ({
        body: { status: 1, message: '0 of 10', watchlists: [], limits: LIMITS },
      }),
    });
    const view = renderRoutes([{ path: '/watchlist/', element: <WatchlistsPage /> }], '/watchlist/');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login/?redirect=/watchlist/',
    );
    view.unmount();
    signIn();
    renderRoutes([{ path: '/watchlist/', element: <WatchlistsPage /> }], '/watchlist/');
    expect(await screen.findByText('No watchlist yet')).toBeInTheDocument();
    expect(screen.getByText(/press “Add to watchlist” and pick the list/)).toBeInTheDocument();
    expect(screen.getByText(/“Add a stock” box/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New watchlist' })[0]).toHaveAttribute(
      'href',
      '/add-watchlist/',
    );
  });

  it('lists the watchlists with their counts and shows the first one’s stocks with live columns', async () => {
    signIn();
    mockApi({
      'watchlist/getlist': () => ({
        body: {
          status: 1,
          message: '2 of 10',
          watchlists: [BANKS, list('itAAAAAAAAAA', 'IT', [])],
          limits: LIMITS,
        },
      }),
      'watchlist/watchtliststock': () => ({ body: stocksAnswer }),
    });
    renderRoutes([{ path: '/watchlist/', element: <WatchlistsPage /> }], '/watchlist/');
    expect(await screen.findByText('2 of 10 watchlists · up to 50 stocks each')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Banks' })).toHaveAttribute(
      'href',
      '/watchlist-stock/banksAAAAAAA',
    );
    expect(screen.getByText('2 of 50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rename IT' })).toHaveAttribute(
      'href',
      '/update-watchlist/itAAAAAAAAAA',
    );
    expect(await screen.findByRole('link', { name: 'SBIN' })).toHaveAttribute('href', '/stocks/SBIN');
    expect(screen.getByText('61.30')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /RSI \(14\)/ })).toBeInTheDocument();
  });

  it('checks the new list’s name, shows the server’s refusal and opens the list once made', async () => {
    signIn();
    const user = userEvent.setup();
    let calls = 0;
    mockApi({
      'watchlist/getlist': () => ({
        body: { status: 1, message: '1 of 10', watchlists: [BANKS], limits: LIMITS },
      }),
      'watchlist/updatewatchlistData': () => {
        calls++;
        return calls === 1
          ? { body: { status: 0, message: 'You already have a watchlist named “Banks”' } }
          : {
              body: { status: 1, message: 'Created “Pharma”', watchlist: list('pharmaAAAAAA', 'Pharma', []) },
            };
      },
      'watchlist/watchtliststock': () => ({
        body: { ...stocksAnswer, watchlist: list('pharmaAAAAAA', 'Pharma', []), rows: [] },
      }),
    });
    renderRoutes(
      [
        { path: '/add-watchlist/', element: <AddWatchlistPage /> },
        { path: '/watchlist-stock/:watchlist_id', element: <WatchlistStocksPage /> },
      ],
      '/add-watchlist/',
    );
    await user.click(await screen.findByRole('button', { name: 'Create watchlist' }));
    expect(screen.getByText('Name the watchlist')).toBeInTheDocument();
    expect(calls).toBe(0);
    const name = screen.getByRole('textbox', { name: /Watchlist name/ });
    await user.type(name, 'x'.repeat(41));
    expect(screen.getByText('A watchlist name has at most 40 characters')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Banks');
    await user.click(screen.getByRole('button', { name: 'Create watchlist' }));
    expect(await screen.findByText('You already have a watchlist named “Banks”')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Pharma');
    await user.click(screen.getByRole('button', { name: 'Create watchlist' }));
    expect(await screen.findByRole('heading', { name: 'Pharma' })).toBeInTheDocument();
    expect(screen.getByText(/No stock in this list yet/)).toBeInTheDocument();
  });

  it('adds a typed symbol, moves a stock with its buttons and removes one', async () => {
    signIn();
    const user = userEvent.setup();
    const fetch = mockApi({
      'watchlist/watchtliststock': () => ({ body: stocksAnswer }),
      'stock/saveStockWatchList': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { symbol: string; action: string };
        return {
          body: {
            status: 1,
            message: `${body.action} ${body.symbol}`,
            watchlist: BANKS,
            symbols: BANKS.symbols,
          },
        };
      },
    });
    renderRoutes(
      [{ path: '/watchlist-stock/:watchlist_id', element: <WatchlistStocksPage /> }],
      '/watchlist-stock/banksAAAAAAA',
    );
    expect(await screen.findByRole('heading', { name: 'Banks' })).toBeInTheDocument();
    expect(screen.getByText('2 of 50 stocks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move SBIN up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move HDFCBANK down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move HDFCBANK up' }));
    expect(await screen.findByText('up HDFCBANK')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove SBIN' }));
    expect(await screen.findByText('remove SBIN')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /Add a stock/ }), 'TCS{Enter}');
    expect(await screen.findByText('add TCS')).toBeInTheDocument();
    const bodies = fetch.mock.calls
      .filter(([input]) => String(input).includes('saveStockWatchList'))
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, string>);
    expect(bodies.map((b) => [b.watchlist_id, b.symbol, b.action])).toEqual([
      ['banksAAAAAAA', 'HDFCBANK', 'up'],
      ['banksAAAAAAA', 'SBIN', 'remove'],
      ['banksAAAAAAA', 'TCS', 'add'],
    ]);
  });

  it('lets the user hide, show and reorder columns and saves them in that order', async () => {
    signIn();
    const user = userEvent.setup();
    const fetch = mockApi({
      'stock/getcolumnlist': () => ({
        body: {
          status: 1,
          message: 'Columns of watchlist',
          table: 'watchlist',
          column: [...COLUMNS, { field: 'pe', label: 'P/E' }, { field: 'volume', label: 'Volume' }],
          chosen: COLUMNS,
        },
      }),
      'stock/updatecolumn': (url) => ({
        body: {
          status: 1,
          message: 'Columns saved',
          table: 'watchlist',
          column: [],
          stored: url.searchParams.has('columns'),
        },
      }),
    });
    renderRoutes([{ path: '/edit-column/', element: <EditColumnsPage /> }], '/edit-column/');
    const shown = await screen.findByRole('heading', { name: 'Shown, in this order' });
    expect(shown).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Change %' }));
    await user.click(screen.getByRole('button', { name: 'Show P/E' }));
    await user.click(screen.getByRole('button', { name: 'Move P/E up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: your watchlists show these columns.')).toBeInTheDocument();
    const saved = requestedQueries(fetch).find((q) => q.has('columns'));
    expect(saved?.get('table')).toBe('watchlist');
    expect(saved?.get('columns')).toBe('ltp,pe,rsi14');
    const notShown = screen.getByRole('heading', { name: 'Not shown' }).closest('div');
    await waitFor(() => expect(within(notShown ?? document.body).getByText('Change %')).toBeInTheDocument());
  });
});
