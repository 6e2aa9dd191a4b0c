import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { answer, stockPageHandlers } from '../test/stock-fixtures';
import { StockPage } from './stock-page';

function renderStock(path: string) {
  return renderRoutes([{ path: '/stocks/:symbol', element: <StockPage /> }], path);
}

function requestedSymbols(fetchSpy: ReturnType<typeof mockApi>, endpoint: string): string[] {
  return fetchSpy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith(endpoint))
    .map((url) => url.searchParams.get('symbol') ?? '');
}

describe('the stock page', { timeout: 20_000 }, () => {
  it('decodes M%26M, asks the API for M&M, and shows name, live price, key figures and simulated statements', async () => {
    const fetchSpy = mockApi(stockPageHandlers('M&M'));
    renderStock('/stocks/M%26M');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mahindra & Mahindra Ltd.' }),
    ).toBeInTheDocument();
    expect(requestedSymbols(fetchSpy, 'stock/stockDetails')).toContain('M&M');
    expect(screen.getByTestId('stock-ltp')).toHaveTextContent('₹1,471.95');
    expect(screen.getByText(/ISIN INE101A01026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passenger Cars & Utility Vehicles' })).toHaveAttribute(
      'href',
      '/indian-industry-sector/passenger-cars-and-utility-vehicles/',
    );
    expect(await screen.findByRole('img', { name: 'M&M 1D price chart' })).toBeInTheDocument();

    const figures = (await screen.findByRole('heading', { name: 'Key figures' })).closest('section');
    if (!figures) throw new Error('no key figures section');
    expect(within(figures).getByText('24.60')).toBeInTheDocument(); // P/E
    expect(within(figures).getByText('17.40 %')).toBeInTheDocument(); // ROE

    expect(await screen.findByText(/Simulated statements/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Q2 FY2027' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Net profit/ })).toHaveTextContent('3,402');

    // Today's activity of the stock: its year of deals and insider trades, and its actions and events on their pages.
    expect(await screen.findByRole('table', { name: 'Bulk and block deals of M&M' })).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'Insider-trading disclosures of M&M' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Every disclosure of a day →' })).toHaveAttribute(
      'href',
      '/insider-trading?symbol=M%26M',
    );
    expect(screen.getByRole('link', { name: 'Every action, with amounts →' })).toHaveAttribute(
      'href',
      '/corporate-action?symbol=M%26M',
    );
    expect(screen.getByRole('link', { name: 'Results, board meetings and AGMs →' })).toHaveAttribute(
      'href',
      '/event?symbol=M%26M',
    );
  });

  it('links peers to their own pages with the symbol encoded, and marks the stock itself', async () => {
    mockApi(stockPageHandlers('M&M'));
    renderStock('/stocks/M%26M');
    const bajaj = await screen.findByRole('link', { name: 'BAJAJ-AUTO' });
    expect(bajaj).toHaveAttribute('href', '/stocks/BAJAJ-AUTO');
    expect(screen.getByText('This stock')).toBeInTheDocument();
    expect(screen.getByText('Futures (simulated)')).toBeInTheDocument();
  });

  it('says "No stock with symbol X" with a search, not a crash or the not-found page', async () => {
    mockApi({
      ...stockPageHandlers('M&M'),
      'stock/stockDetails': answer({ status: 0, message: 'No stock with symbol NOSUCHCO' }),
    });
    renderStock('/stocks/nosuchco');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No stock with symbol NOSUCHCO' }),
    ).toBeInTheDocument();
    expect(screen.getAllByLabelText(/search stocks/i)[0]).toHaveAttribute(
      'placeholder',
      'Search a stock, e.g. RELIANCE',
    );
    expect(screen.getByRole('link', { name: 'A–Z list of symbols' })).toHaveAttribute('href', '/symbols/');
    expect(screen.queryByText("Look like you're lost")).not.toBeInTheDocument();
  });

  it('reads in Hindi: section titles, quote labels and the unknown-symbol state', async () => {
    await i18n.changeLanguage('hi');
    mockApi(stockPageHandlers('M&M'));
    renderStock('/stocks/M%26M');
    expect(await screen.findByRole('heading', { name: 'मुख्य आँकड़े' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Key figures' })).not.toBeInTheDocument();
    expect(screen.getByText('पिछला बंद')).toBeInTheDocument();
    expect(screen.queryByText('Prev. close')).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'M&M 1D भाव चार्ट' })).toBeInTheDocument();
  });

  it('says in Hindi that no stock has the symbol, with the A–Z link', async () => {
    await i18n.changeLanguage('hi');
    mockApi({
      ...stockPageHandlers('M&M'),
      'stock/stockDetails': answer({ status: 0, message: 'No stock with symbol NOSUCHCO' }),
    });
    renderStock('/stocks/nosuchco');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'NOSUCHCO सिंबल वाला कोई शेयर नहीं है' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सिंबल की A–Z सूची' })).toHaveAttribute('href', '/symbols/');
  });
});
