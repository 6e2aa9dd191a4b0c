import type { DashboardRecordAnswer, SignalRow, WatchListSignalAnswer } from '@nivesh/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { clearUserData, saveUserData } from '@/lib/session/userdata-store';
import { mockApi, requestedQueries } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { DashboardPage } from './dashboard-page';
import { WatchlistSignalPage } from './watchlist-signal-page';

const SOURCE = {
  simulated: true,
  feed: 'simulated' as const,
  sessionDate: '2026-11-23',
  asOf: 1_795_400_000_000,
  live: true,
};
const TYPES = [
  {
    type: 'IntradayBuy' as const,
    label: 'Intraday Buy',
    side: 'buy' as const,
    timeframe: '15m',
    description: 'd',
    plan: 'p',
    horizon: 'h',
  },
  {
    type: 'JackpotBuy' as const,
    label: 'Jackpot Buy',
    side: 'buy' as const,
    timeframe: '15m',
    description: 'd',
    plan: 'p',
    horizon: 'h',
  },
];
const BANKS = {
  id: 'banksAAAAAAA',
  name: 'Banks',
  count: 2,
  symbols: ['SBIN', 'HDFCBANK'],
  createdAt: '2026-11-23T05:00:00.000Z',
  updatedAt: '2026-11-23T05:00:00.000Z',
};
const CHOICES = [
  { id: 'banksAAAAAAA', name: 'Banks', count: 2 },
  { id: 'itAAAAAAAAAA', name: 'IT', count: 0 },
];
const signal = (symbol: string, movePct: number): SignalRow => ({
  id: symbol === 'SBIN' ? 1 : 2,
  symbol,
  name: `${symbol} Ltd`,
  sector: 'Banks',
  type: 'IntradayBuy',
  side: 'buy',
  rule: 'r',
  time: 1_795_400_000_000,
  price: 800,
  target: 820,
  stop: 790,
  ltp: 812.4,
  movePct,
  status: 'open',
  exitPrice: null,
  return1dPct: null,
  return5dPct: null,
  return20dPct: null,
});
const signalsAnswer = (rows: SignalRow[], checked = ['IntradayBuy', 'JackpotBuy']): WatchListSignalAnswer =>
  ({
    status: 1,
    message: 'm',
    source: SOURCE,
    watchlists: CHOICES,
    watchlist: BANKS,
    types: TYPES,
    date: '2026-11-23',
    signal: null,
    checked,
    rows,
  }) as WatchListSignalAnswer;

const signIn = () => saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });
const renderSignals = (url = '/watchlist-signal') =>
  renderRoutes([{ path: '/watchlist-signal', element: <WatchlistSignalPage /> }], url);
const renderDashboard = () =>
  renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], '/dashboard');

describe('the watchlist signals page', () => {
  afterEach(() => clearUserData());

  it('asks a signed-out visitor to sign in, and an account without lists to make one', async () => {
    const view = renderSignals();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login/?redirect=/watchlist-signal',
    );
    view.unmount();
    signIn();
    mockApi({
      'DashboardRecord/getWatchListSignal': () => ({
        body: { ...signalsAnswer([]), watchlists: [], watchlist: null },
      }),
    });
    renderSignals();
    expect(await screen.findByText('No watchlist yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a watchlist' })).toHaveAttribute('href', '/add-watchlist/');
  });

  it('shows today’s signals with price, LTP, move and the stock page, and filters by list and type', async () => {
    signIn();
    const fetch = mockApi({
      'DashboardRecord/getWatchListSignal': () => ({ body: signalsAnswer([signal('SBIN', 1.55)]) }),
    });
    renderSignals();
    expect(await screen.findByText('1 signal today')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('IntradayBuy')).toBeInTheDocument();
    expect(within(table).getByText('+1.55 %')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Open SBIN' })).toHaveAttribute('href', '/stocks/SBIN');
    await userEvent.selectOptions(screen.getByLabelText('Signal type'), 'JackpotBuy');
    await userEvent.selectOptions(screen.getByLabelText('Choose a watchlist'), 'itAAAAAAAAAA');
    const last = requestedQueries(fetch).at(-1);
    expect(last?.get('signal_id')).toBe('JackpotBuy');
    expect(last?.get('watchlist_id')).toBe('itAAAAAAAAAA');
  });

  it('says which types were checked when no signal fired, in Hindi too', async () => {
    signIn();
    mockApi({ 'DashboardRecord/getWatchListSignal': () => ({ body: signalsAnswer([]) }) });
    await i18n.changeLanguage('hi');
    renderSignals();
    expect(await screen.findByText('Banks पर आज (23 Nov 2026) कोई सिग्नल नहीं।')).toBeInTheDocument();
    expect(screen.getByText('जाँचे गए: IntradayBuy, JackpotBuy।')).toBeInTheDocument();
  });

  it('shows the refusal of a list that is not the user’s (404) with a retry', async () => {
    signIn();
    mockApi({
      'DashboardRecord/getWatchListSignal': () => ({
        status: 404,
        body: { status: 0, message: 'No such watchlist' },
      }),
    });
    renderSignals('/watchlist-signal?watchlist_id=someoneElses');
    expect(await screen.findByText('No such watchlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

const dayAnswer = (over: Partial<DashboardRecordAnswer> = {}): DashboardRecordAnswer =>
  ({
    status: 1,
    message: 'Your day',
    source: SOURCE,
    watchlists: CHOICES,
    watchlist: {
      watchlist: BANKS,
      columns: [
        { field: 'ltp', label: 'LTP (₹)' },
        { field: 'changePct', label: 'Change %' },
      ],
      rows: [
        {
          symbol: 'SBIN',
          name: 'State Bank',
          ltp: 812.4,
          change: 10,
          changePct: 1.25,
          open: 800,
          high: 815,
          low: 799,
          prevClose: 802.4,
          volume: 1000,
          values: { ltp: 812.4, changePct: 1.25 },
        },
      ],
    },
    signals: { date: '2026-11-23', signal: null, checked: ['IntradayBuy'], rows: [signal('SBIN', -0.4)] },
    sectors: {
      rows: [
        { name: 'Banks', slug: 'banks', count: 12, advances: 9, declines: 3, weightedChangePct: 1.1 },
        { name: 'IT', slug: 'it', count: 10, advances: 2, declines: 8, weightedChangePct: -0.7 },
      ],
      selected: 'banks',
      gainers: [{ symbol: 'SBIN', ltp: 812.4, changePct: 1.25 }],
      losers: [],
    },
    openOrders: {
      column: [],
      result: [
        {
          symbol: 'RELIANCE',
          orderId: 'o-1',
          signal: 'Buy',
          type: 'Limit',
          quantity: 10,
          price: 1,
          ltp: 1290,
          status: 'Open',
        },
      ],
    },
    positions: { column: [], result: [], summary: { gross: 0, charges: 0, net: 0 } },
    portfolio: null,
    portfolioNote: 'No portfolio yet',
    ...over,
  }) as DashboardRecordAnswer;

describe('the dashboard', () => {
  afterEach(() => clearUserData());

  it('shows the list live, its signals, sectors with movers, open orders and the portfolio card’s empty state', async () => {
    signIn();
    const fetch = mockApi({ 'DashboardRecord/getDashboardRecord': () => ({ body: dayAnswer() }) });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Watchlist', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the list’s signals' })).toHaveAttribute(
      'href',
      '/watchlist-signal?watchlist_id=banksAAAAAAA',
    );
    expect(screen.getByText('Movers in Banks')).toBeInTheDocument();
    expect(screen.getAllByText('RELIANCE').length).toBeGreaterThan(0);
    expect(screen.getByText('No position today.')).toBeInTheDocument();
    expect(screen.getByText(/No portfolio yet: make one on the Portfolios page/)).toBeInTheDocument();
    expect(screen.getByText('-0.40 %')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show the movers of'), 'it');
    expect(requestedQueries(fetch).at(-1)?.get('sector_id')).toBe('it');
  });

  it('shows the portfolio card with its value, day’s and total P&L, and a link to the portfolio', async () => {
    signIn();
    mockApi({
      'DashboardRecord/getDashboardRecord': () => ({
        body: dayAnswer({
          portfolio: {
            id: 'pfAAAAAAAAAA',
            name: 'Long term',
            currentValue: 125000,
            dayPnl: -1250.5,
            dayPnlPct: -0.99,
            totalPnl: 25000,
            totalPnlPct: 25,
          },
          portfolioNote: '',
        }),
      }),
    });
    renderDashboard();
    expect(await screen.findByText('Long term')).toBeInTheDocument();
    expect(screen.getByText('Day’s P&L')).toBeInTheDocument();
    expect(screen.getByText(/-0.99 %/)).toBeInTheDocument();
    expect(screen.getByText(/\+25.00 %/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the portfolio' })).toHaveAttribute(
      'href',
      '/portfolio-stock/pfAAAAAAAAAA',
    );
  });

  it('lets the user pick the card’s portfolio and keeps the choice in the URL', async () => {
    signIn();
    const summary = (id: string, name: string, value: number) => ({
      id,
      name,
      currentValue: value,
      dayPnl: 0,
      dayPnlPct: 0,
      totalPnl: 0,
      totalPnlPct: 0,
    });
    const listed = (id: string, name: string, kind: 'manual' | 'paper') => ({
      id,
      name,
      kind,
      readOnly: kind === 'paper',
      transactions: 0,
      holdings: 1,
      invested: 0,
      value: 0,
      dayPnl: null,
      unrealised: 0,
      realised: 0,
      dividends: 0,
      totalPnl: 0,
      unpriced: [],
      createdAt: '2026-11-23T05:00:00.000Z',
      updatedAt: '2026-11-23T05:00:00.000Z',
    });
    const fetch = mockApi({
      'DashboardRecord/getDashboardRecord': (url) => {
        const id = url.searchParams.get('portfolio_id');
        return {
          body: dayAnswer({
            portfolio:
              id === 'paper'
                ? summary('paper', 'Paper trading', 5000)
                : summary('pfAAAAAAAAAA', 'Long term', 125000),
            portfolioNote: '',
          }),
        };
      },
      'portfolio/getlist': () => ({
        body: {
          status: 1,
          message: '2 portfolios',
          portfolios: [
            listed('pfAAAAAAAAAA', 'Long term', 'manual'),
            listed('paper', 'Paper trading', 'paper'),
          ],
          limits: { portfolios: 10, transactions: 5000 },
          source: SOURCE,
        },
      }),
    });
    const { router } = renderDashboard();
    // The card's answer first, then the portfolio list: two requests before the picker shows.
    const picker = await screen.findByRole('combobox', { name: 'Portfolio' }, { timeout: 5000 });
    expect(picker).toHaveValue('pfAAAAAAAAAA');
    await userEvent.selectOptions(picker, 'Paper trading');
    expect(await screen.findByText('₹5,000.00', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?portfolio_id=paper');
    expect(requestedQueries(fetch).some((q) => q.get('portfolio_id') === 'paper')).toBe(true);
    expect(screen.getByRole('link', { name: 'Open the portfolio' })).toHaveAttribute(
      'href',
      '/portfolio-stock/paper',
    );
  });

  it('teaches an account without lists, says no order is open, and shows an error with retry', async () => {
    signIn();
    mockApi({
      'DashboardRecord/getDashboardRecord': () => ({
        body: dayAnswer({
          watchlists: [],
          watchlist: null,
          signals: { date: '2026-11-23', signal: null, checked: [], rows: [] },
          openOrders: { column: [], result: [] },
        }),
      }),
    });
    const view = renderDashboard();
    expect(await screen.findByRole('link', { name: 'Make a watchlist' })).toHaveAttribute(
      'href',
      '/add-watchlist/',
    );
    expect(screen.getByText(/No open order/)).toBeInTheDocument();
    view.unmount();
    mockApi({ 'DashboardRecord/getDashboardRecord': () => ({ status: 500, body: {} }) });
    renderDashboard();
    expect(await screen.findByText('Your dashboard could not be read')).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    signIn();
    mockApi({ 'DashboardRecord/getDashboardRecord': () => ({ body: dayAnswer() }) });
    await i18n.changeLanguage('hi');
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'आज के सेक्टर', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/अभी कोई पोर्टफ़ोलियो नहीं/)).toBeInTheDocument();
  });
});
