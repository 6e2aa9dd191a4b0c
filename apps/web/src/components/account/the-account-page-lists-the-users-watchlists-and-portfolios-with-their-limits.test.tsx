import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { AccountListsCard } from './account-lists-card';

const list = (id: string, name: string, symbols: string[]) => ({
  id,
  name,
  count: symbols.length,
  symbols,
  createdAt: '2026-11-23T05:00:00.000Z',
  updatedAt: '2026-11-23T05:00:00.000Z',
});
const portfolio = (id: string, name: string, kind: 'manual' | 'paper', value: number) => ({
  id,
  name,
  kind,
  readOnly: kind === 'paper',
  transactions: 3,
  holdings: 2,
  invested: value,
  value,
  dayPnl: 0,
  unrealised: 0,
  realised: 0,
  dividends: 0,
  totalPnl: 0,
  unpriced: [],
  createdAt: '2026-11-23T05:00:00.000Z',
  updatedAt: '2026-11-23T05:00:00.000Z',
});
const SOURCE = {
  simulated: true,
  feed: 'simulated' as const,
  sessionDate: '2026-11-23',
  asOf: 1_795_400_000_000,
  live: true,
};

const render = () => renderRoutes([{ path: '/my-account', element: <AccountListsCard /> }], '/my-account');

describe("the account page's lists card", () => {
  afterEach(async () => i18n.changeLanguage('en'));

  it('names each watchlist and portfolio with its size, value and link, and how much of each limit is used', async () => {
    mockApi({
      'watchlist/getlist': () => ({
        body: {
          status: 1,
          message: '2 lists',
          watchlists: [
            list('banksAAAAAAA', 'Banks', ['SBIN', 'HDFCBANK']),
            list('itAAAAAAAAAA', 'IT', ['INFY']),
          ],
          limits: { lists: 10, stocks: 50 },
        },
      }),
      'portfolio/getlist': () => ({
        body: {
          status: 1,
          message: '2 portfolios',
          portfolios: [
            portfolio('coreAAAAAAAA', 'Core', 'manual', 125_000.5),
            portfolio('paper', 'Paper trading', 'paper', 0),
          ],
          limits: { portfolios: 10, transactions: 5000 },
          source: SOURCE,
        },
      }),
    });
    render();
    expect(await screen.findByText('Watchlists: 2 of 10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Banks' })).toHaveAttribute(
      'href',
      '/watchlist-stock/banksAAAAAAA',
    );
    expect(screen.getByText(/2 stocks/)).toBeInTheDocument();
    expect(screen.getByText(/1 stock$/)).toBeInTheDocument();
    // The paper book is shown but is not one of the portfolios the limit counts.
    expect(await screen.findByText('Portfolios: 1 of 10')).toBeInTheDocument();
    const core = screen.getByRole('link', { name: 'Core' });
    expect(core).toHaveAttribute('href', '/portfolio-stock/coreAAAAAAAA');
    expect(within(core.parentElement ?? document.body).getByText(/1,25,000\.50/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your day on one page' })).toHaveAttribute('href', '/dashboard');
  });

  it('teaches an account with nothing yet, in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockApi({
      'watchlist/getlist': () => ({
        body: { status: 1, message: '0 lists', watchlists: [], limits: { lists: 10, stocks: 50 } },
      }),
      'portfolio/getlist': () => ({
        body: {
          status: 1,
          message: '1 portfolio',
          portfolios: [portfolio('paper', 'Paper trading', 'paper', 0)],
          limits: { portfolios: 10, transactions: 5000 },
          source: SOURCE,
        },
      }),
    });
    render();
    expect(await screen.findByText('अभी कोई वॉचलिस्ट नहीं।')).toBeInTheDocument();
    expect(await screen.findByText('अभी कोई पोर्टफ़ोलियो नहीं।')).toBeInTheDocument();
    expect(screen.getByText('वॉचलिस्ट: 10 में से 0')).toBeInTheDocument();
  });
});
