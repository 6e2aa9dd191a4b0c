import type { Watchlist, WatchlistStock } from '@nivesh/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearUserData, saveUserData } from '@/lib/session/userdata-store';
import { seriousAxeViolations } from '@/test/axe';
import { mockApi, requestedQueries } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { AddWatchlistPage } from './watchlist-form-pages';
import { WatchlistStocksPage } from './watchlist-stocks-page';

const SOURCE = {
  simulated: true,
  feed: 'simulated',
  sessionDate: '2026-11-23',
  asOf: 1_795_400_000_000,
  live: true,
};
const LIMITS = { lists: 10, stocks: 50 };

const FOLLOWING: Watchlist = {
  id: 'screenedAAAA',
  name: 'Momentum',
  count: 1,
  symbols: ['SBIN'],
  createdAt: '2026-11-23T05:00:00.000Z',
  updatedAt: '2026-11-23T05:00:00.000Z',
  screen: { kind: 'saved', id: 'scrAAAAAAAAA', name: 'Above SMA', key: 'saved:scrAAAAAAAAA', matches: 1 },
  refreshedAt: '2026-11-23T05:01:02.000Z',
};

const SBIN: WatchlistStock = {
  symbol: 'SBIN',
  name: 'State Bank of India',
  ltp: 812.4,
  change: 10,
  changePct: 1.25,
  open: 800,
  high: 815,
  low: 799,
  prevClose: 802.4,
  volume: 1000,
  values: {},
};

const builtin = {
  id: 3,
  slug: 'golden-cross',
  category: 'technical',
  theme: 'Trend',
  name: 'Golden cross',
  description: 'SMA 50 crosses above SMA 200',
  query: 'crosses_above(sma(close, 50), sma(close, 200))',
  columns: [],
  sort: { key: 'close', direction: 'desc' },
  fundamentals: [],
  intraday: false,
  pastDates: true,
  matches: 4,
};

describe('a watchlist that follows a screen', () => {
  afterEach(() => clearUserData());

  it('is made by choosing one of the user’s saved screens or a built-in screen', async () => {
    saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });
    const user = userEvent.setup();
    const fetch = mockApi({
      'watchlist/getlist': () => ({
        body: { status: 1, message: '0 of 10', watchlists: [], limits: LIMITS },
      }),
      'screener/getSavedScreens': () => ({
        body: {
          status: 1,
          message: '1 saved screens',
          screens: [
            {
              id: 'scrAAAAAAAAA',
              name: 'Above SMA',
              query: 'close > sma(close, 20)',
              sector: null,
              updatedAt: '2026-11-23T05:00:00.000Z',
            },
          ],
        },
      }),
      'fundamentalScreener/getScreenList': () => ({
        body: {
          status: 1,
          message: '1 built-in screens',
          source: SOURCE,
          category: null,
          screens: [builtin],
          scanned: 500,
          sectors: [],
          history: { first: '2020-01-01', last: '2026-11-20', session: '2026-11-23' },
          elapsedMs: 1,
          stale: 0,
        },
      }),
      'watchlist/updatewatchlistData': () => ({
        body: { status: 1, message: 'Created “Momentum”, following “Above SMA”', watchlist: FOLLOWING },
      }),
      'watchlist/watchtliststock': () => ({
        body: {
          status: 1,
          message: '1 stocks',
          watchlist: FOLLOWING,
          source: SOURCE,
          columns: [],
          rows: [SBIN],
          limits: LIMITS,
        },
      }),
    });
    renderRoutes(
      [
        { path: '/add-watchlist/', element: <AddWatchlistPage /> },
        { path: '/watchlist-stock/:watchlist_id', element: <WatchlistStocksPage /> },
      ],
      '/add-watchlist/',
    );
    const select = await screen.findByRole('combobox', { name: /Stocks of the list/ });
    expect(await within(select).findByRole('option', { name: 'Golden cross' })).toHaveValue(
      'builtin:golden-cross',
    );
    expect(within(select).getByRole('group', { name: 'Your saved screens' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Watchlist name/ }), 'Momentum');
    await user.selectOptions(select, 'Above SMA');
    await user.click(screen.getByRole('button', { name: 'Create watchlist' }));
    expect(await screen.findByRole('heading', { name: 'Momentum' })).toBeInTheDocument();
    const sent = requestedQueries(fetch).find((q) => q.get('name') === 'Momentum');
    expect(sent?.get('screen')).toBe('saved:scrAAAAAAAAA');
  });

  it('says which screen it follows and when it was refreshed, and offers no add, move or remove', async () => {
    saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });
    mockApi({
      'watchlist/watchtliststock': () => ({
        body: {
          status: 1,
          message: '1 stocks',
          watchlist: FOLLOWING,
          source: SOURCE,
          columns: [],
          rows: [SBIN],
          limits: LIMITS,
        },
      }),
    });
    renderRoutes(
      [{ path: '/watchlist-stock/:watchlist_id', element: <WatchlistStocksPage /> }],
      '/watchlist-stock/screenedAAAA',
    );
    expect(await screen.findByText('Follows the screen “Above SMA”')).toBeInTheDocument();
    expect(
      screen.getByText(/1 match now, the first 1 are shown\. Refreshed at 23 Nov 2026, 10:31:02 IST\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/cannot be added, removed or moved by hand/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SBIN' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Add a stock/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove SBIN' })).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
