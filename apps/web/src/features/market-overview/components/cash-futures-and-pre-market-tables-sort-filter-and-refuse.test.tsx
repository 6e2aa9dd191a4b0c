import type { CashRow, FutureStockRow, PreMarketRow } from '@nivesh/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { SOURCE } from '../lib/overview-test-fixtures';
import { CashMarketPage } from './cash-market-page';
import { FutureStockPage } from './future-stock-page';
import { PreMarketPage } from './pre-market-page';

function cashRow(symbol: string, changePct: number, turnover: number): CashRow {
  return {
    symbol,
    name: `${symbol} Ltd.`,
    sector: 'Information Technology',
    industry: 'IT Services',
    ltp: 100 + changePct,
    change: changePct,
    changePct,
    open: 100,
    high: 102,
    low: 98,
    prevClose: 100,
    volume: 1000,
    turnover,
    marketCap: 50_000,
  };
}

const totals = {
  advances: 2,
  declines: 1,
  unchanged: 0,
  total: 3,
  advanceDeclineRatio: 2,
  volume: 3000,
  turnover: 1234.5,
};
const cashAnswer = (rows: CashRow[], index: string | null = null) => ({
  status: 1,
  message: 'ok',
  source: SOURCE,
  index,
  sector: null,
  indices: ['NIFTY 50', 'NIFTY BANK'],
  sectors: [{ name: 'Information Technology', slug: 'information-technology' }],
  totals,
  rows,
});

const symbolsInTable = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('the cash market page', () => {
  it('lists equities by turnover, sorts by change, and asks the server for an index', async () => {
    const fetch = mockApi({
      'market/cashMarket': (url) =>
        url.searchParams.get('index') === 'NIFTY 50'
          ? { body: cashAnswer([cashRow('INFY', 1.5, 50)], 'NIFTY 50') }
          : {
              body: cashAnswer([cashRow('INFY', 1.5, 50), cashRow('TCS', -2, 80), cashRow('WIPRO', 0.5, 10)]),
            },
    });
    renderRoutes([{ path: '/cash', element: <CashMarketPage /> }], '/cash');
    await screen.findByText('TCS Ltd.');
    expect(symbolsInTable()).toEqual(['TCS', 'INFY', 'WIPRO']);
    expect(screen.getByText('₹1,234.5 Cr')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Change %/ }));
    expect(symbolsInTable()).toEqual(['INFY', 'WIPRO', 'TCS']);
    await user.selectOptions(screen.getByLabelText('Index'), 'NIFTY 50');
    await screen.findByText('Equities of NIFTY 50');
    expect(symbolsInTable()).toEqual(['INFY']);
    expect(fetch.mock.calls.some(([u]) => String(u).includes('index=NIFTY+50'))).toBe(true);
  });

  it("shows the server's refusal for an unknown index", async () => {
    mockApi({ 'market/cashMarket': () => ({ body: { status: 0, message: 'No index NIFTY 999' } }) });
    renderRoutes([{ path: '/cash', element: <CashMarketPage /> }], '/cash?index=NIFTY%20999');
    expect(await screen.findByText('No index NIFTY 999')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

function futureRow(symbol: string, openInterest: number, kind: 'stock' | 'index' = 'stock'): FutureStockRow {
  return {
    kind,
    symbol,
    name: kind === 'index' ? 'NIFTY 50' : `${symbol} Ltd.`,
    sector: kind === 'index' ? '' : 'Information Technology',
    contract: `${symbol}26DECFUT`,
    expiry: '2026-12-29',
    lotSize: 400,
    lotRecalled: true,
    spot: 1500,
    price: 1510.35,
    prevPrice: 1500,
    change: 10.35,
    changePct: 0.69,
    basis: 10.35,
    basisPct: 0.69,
    annualisedBasisPct: symbol === 'TCS' ? 6.84 : 4.21,
    fairPrice: 1508.1,
    premiumToFair: 2.25,
    lotValue: 604_140,
    openInterest,
    oiChange: 100,
    oiChangePct: 2.5,
    volume: 1234,
    rolloverPct: 71.5,
  };
}

const futuresAnswer = (kind: 'stock' | 'index', rows: FutureStockRow[], rolloverWeek: boolean) => ({
  status: 1,
  message: 'ok',
  source: SOURCE,
  simulated: true,
  carryRatePct: 6.5,
  month: 'near',
  kind,
  expiries: [
    { month: 'near', expiry: '2026-12-29', daysToExpiry: 36 },
    { month: 'next', expiry: '2027-01-25', daysToExpiry: 63 },
    { month: 'far', expiry: '2027-02-23', daysToExpiry: 92 },
  ],
  rolloverWeek,
  sector: null,
  sectors: [],
  unavailableIndices: ['MIDCPNIFTY'],
  rows,
});

describe('the stock futures page', () => {
  it('lists contracts by open interest with their own annualised basis, and switches the month', async () => {
    const fetch = mockApi({
      'FutureStock/getFutureStockData': () => ({
        body: futuresAnswer('stock', [futureRow('INFY', 5000), futureRow('TCS', 9000)], false),
      }),
    });
    renderRoutes([{ path: '/future-stock', element: <FutureStockPage /> }], '/future-stock');
    expect(await screen.findByText('TCS26DECFUT')).toBeInTheDocument();
    expect(symbolsInTable()).toEqual(['TCS', 'INFY']);
    expect(screen.getAllByText('1,510.35', { selector: 'td' })).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: /Basis % a year/ })).toBeInTheDocument();
    expect(screen.getByText('6.84', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /OI change\*/ })).toBeInTheDocument();
    // Rollover only in the expiry week.
    expect(screen.queryByRole('columnheader', { name: /Rollover/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Next month · 25 Jan 2027' })).toBeInTheDocument();
    expect(screen.getByText(/each contract has its own cost of carry/)).toBeInTheDocument();
    expect(screen.getByText(/are simulated/)).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Expiry'), 'far');
    expect(fetch.mock.calls.some(([u]) => String(u).includes('expiry=far'))).toBe(true);
  });

  it('switches to the index futures, keeps the choice in the URL and names the index it cannot show', async () => {
    const fetch = mockApi({
      'FutureStock/getFutureStockData': (url) =>
        String(url).includes('kind=index')
          ? { body: futuresAnswer('index', [futureRow('NIFTY', 90_000, 'index')], true) }
          : { body: futuresAnswer('stock', [futureRow('TCS', 9000)], true) },
    });
    const { router } = renderRoutes(
      [{ path: '/future-stock', element: <FutureStockPage /> }],
      '/future-stock',
    );
    expect(await screen.findByText('TCS26DECFUT')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Rollover %/ })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Indices'));
    expect(await screen.findByText('NIFTY26DECFUT')).toBeInTheDocument();
    expect(router.state.location.search).toContain('kind=index');
    expect(fetch.mock.calls.some(([u]) => String(u).includes('kind=index'))).toBe(true);
    expect(screen.getByText(/Not shown: MIDCPNIFTY/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Basis \(points\)/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Sector')).not.toBeInTheDocument();
  });
});

function preRow(symbol: string, changePct: number): PreMarketRow {
  return {
    symbol,
    name: `${symbol} Ltd.`,
    sector: 'Financial Services',
    prevClose: 100,
    iep: 100 + changePct,
    change: changePct,
    changePct,
    finalQuantity: 1000,
    buyQuantity: 1500,
    sellQuantity: 1200,
    imbalancePct: 11.11,
    value: 0.01,
  };
}

describe('the pre-market page', () => {
  it('shows the indices at 09:08, the pre-open breadth and each stock by its gap, labelled simulated', async () => {
    mockApi({
      'PreMarket/getPreMarketData': () => ({
        body: {
          status: 1,
          message: 'ok',
          source: SOURCE,
          date: '2026-11-23',
          category: 'nifty50',
          simulatedOrderBook: true,
          indices: [{ symbol: 'NIFTY 50', iep: 26_050.5, prevClose: 26_000, change: 50.5, changePct: 0.19 }],
          breadth: { advances: 1, declines: 1, unchanged: 0, total: 2, advanceDeclineRatio: 1 },
          rows: [preRow('SBIN', -1.2), preRow('JIOFIN', 2.5)],
        },
      }),
    });
    renderRoutes([{ path: '/p', element: <PreMarketPage /> }], '/p');
    expect(await screen.findByText('26,050.50')).toBeInTheDocument();
    expect(screen.getByText('NIFTY 50 at 09:08')).toBeInTheDocument();
    expect(symbolsInTable()).toEqual(['JIOFIN', 'SBIN']);
    expect(screen.getByText('What is simulated here')).toBeInTheDocument();
    expect(screen.getAllByText('+11.11 %').length).toBe(2);
  });
});
