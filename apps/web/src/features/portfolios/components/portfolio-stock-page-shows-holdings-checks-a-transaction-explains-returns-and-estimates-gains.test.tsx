import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearUserData, saveUserData } from '@/lib/session/userdata-store';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { PortfolioStockPage } from './portfolio-stock-page';
import { INFY, LIMITS, SOURCE, summary } from './portfolio-test-data';

const signIn = () => saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });
const CORE = summary('coreAAAAAAAA', 'Core');
const twr = (period: string, cumulativePct: number | null) => ({
  period,
  cumulativePct,
  annualisedPct: period === 'Max' ? 9.5 : null,
  from: null,
  sinceInception: period === 'Max' || period === '3Y',
});
const PERIODS = ['Today', '1W', '1M', 'YTD', '1Y', '3Y', 'Max'];

const state = { added: 0 };
function mockPortfolio(transactions: readonly object[] = []) {
  state.added = 0;
  mockApi({
    'portfolio/getHoldings': () => ({
      body: {
        status: 1,
        message: '',
        portfolio: CORE,
        source: SOURCE,
        rows: [INFY],
        closed: [],
        actions: [],
      },
    }),
    'portfolio/getTransactions': () => ({
      body: { status: 1, message: '', portfolio: CORE, transactions, limits: LIMITS },
    }),
    'portfolio/addTransaction': () => {
      state.added++;
      return { body: { status: 0, message: 'INFY on 2025-09-16: selling 9, but only 8 are held' } };
    },
    'portfolio/getReturns': () => ({
      body: {
        status: 1,
        message: '',
        portfolio: CORE,
        asOf: '2026-11-23',
        since: '2025-04-07',
        xirr: { kind: 'rate', ratePct: 12.34 },
        twr: PERIODS.map((p) => twr(p, 1.5)),
        benchmark: {
          kind: 'ok',
          name: 'NIFTY 50 TRI',
          note: 'Estimated total-return index',
          value: 15_000,
          xirr: { kind: 'no-solution', reason: 'the rate did not converge' },
          twr: PERIODS.map((p) => twr(p, 0.75)),
          shortfalls: 0,
        },
      },
    }),
    'portfolio/getCapitalGains': () => ({
      body: {
        status: 1,
        message: '',
        portfolio: CORE,
        estimate: true,
        notice: 'Estimate for information only, not tax advice.',
        years: [],
      },
    }),
  });
}

function openPage() {
  renderRoutes(
    [{ path: '/portfolio-stock/:portfolio_id', element: <PortfolioStockPage /> }],
    '/portfolio-stock/coreAAAAAAAA',
  );
}

describe('the portfolio page', () => {
  afterEach(() => clearUserData());

  it('shows FIFO holdings with their lots', async () => {
    signIn();
    mockPortfolio();
    openPage();
    expect(await screen.findByRole('heading', { name: 'Core' })).toBeInTheDocument();
    expect(await screen.findByText('INFY')).toBeInTheDocument();
    expect(screen.getByText('8 from 2025-05-07 (buy), cost ₹12,000.00')).toBeInTheDocument();
  });

  it('checks a transaction before sending it and shows the server’s FIFO refusal', async () => {
    signIn();
    mockPortfolio();
    const user = userEvent.setup({ delay: null });
    openPage();
    await user.click(await screen.findByRole('tab', { name: 'Transactions' }));
    expect(await screen.findByText(/No transactions yet/)).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Stock/));
    await user.paste('infy');
    await user.click(screen.getByLabelText('Date'));
    await user.paste('2025-09-16');
    await user.click(screen.getByRole('button', { name: 'Add transaction' }));
    expect(await screen.findByText('Quantity is a whole number above 0')).toBeInTheDocument();
    expect(state.added).toBe(0);
    await user.click(screen.getByLabelText('Qty'));
    await user.paste('9');
    await user.type(screen.getByLabelText('Price (₹)'), '1600');
    await user.click(screen.getByRole('button', { name: 'Add transaction' }));
    expect(await screen.findByText('INFY on 2025-09-16: selling 9, but only 8 are held')).toBeInTheDocument();
    expect(state.added).toBe(1);
  }, 20_000); // many form events: the default 5 s is tight on a shared 2-core machine

  it('explains the returns and labels capital gains an estimate', async () => {
    signIn();
    mockPortfolio();
    const user = userEvent.setup({ delay: null });
    openPage();
    await user.click(await screen.findByRole('tab', { name: 'Returns' }));
    expect(await screen.findByText('+12.34 %')).toBeInTheDocument();
    expect(screen.getByText(/No solution: the rate did not converge/)).toBeInTheDocument();
    expect(screen.getByText(/365-day year/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Time-weighted returns/ })).toBeInTheDocument();

    await user.click(await screen.findByRole('tab', { name: 'Capital gains' }));
    expect(await screen.findByText('An estimate, not tax advice.')).toBeInTheDocument();
    expect(await screen.findByText(/No sales yet/)).toBeInTheDocument();
  });

  it('shows “No such portfolio” when the server answers HTTP 404 (another user’s or a deleted portfolio)', async () => {
    signIn();
    mockApi({
      'portfolio/getHoldings': () => ({ status: 404, body: { status: 0, message: 'No such portfolio' } }),
    });
    openPage();
    expect(await screen.findByText('No such portfolio')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Holdings' })).not.toBeInTheDocument();
  });

  it('marks the charges it estimated for a broker’s tradebook and says how', async () => {
    signIn();
    const imported = {
      id: 'txAAAAAAAAAA',
      kind: 'buy',
      symbol: 'INFY',
      isin: 'INE009A01021',
      date: '2025-04-07',
      quantity: 10,
      price: 1400.5,
      charges: 16.61,
      ratioNew: null,
      ratioOld: null,
      acquiredOn: null,
      source: 'import',
      sourceFile: 'tradebook.csv',
      chargesEstimated: true,
    };
    mockPortfolio([imported]);
    const user = userEvent.setup({ delay: null });
    openPage();
    await user.click(await screen.findByRole('tab', { name: 'Transactions' }));
    expect(await screen.findByText('16.61 (estimated)')).toBeInTheDocument();
    expect(screen.getByText(/Charges marked “estimated” came from a broker’s tradebook/)).toBeInTheDocument();
    expect(screen.getByText(/Broker tradebooks carry no charges/)).toBeInTheDocument();
  });
});
