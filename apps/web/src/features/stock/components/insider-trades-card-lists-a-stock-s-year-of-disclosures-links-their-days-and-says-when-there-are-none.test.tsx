import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { answer, stockInsiderTrades } from '../test/stock-fixtures';
import { InsiderTradesCard } from './insider-trades-card';

const render = () => renderRoutes([{ path: '/', element: <InsiderTradesCard symbol="M&M" /> }], '/');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("a stock page's insider trades", () => {
  it('lists the year’s disclosures newest first with insider, kind, side and value, each day linking to its list', async () => {
    const fetch = mockApi({ 'TodayActivity/getStockInsiderTrades': answer(stockInsiderTrades('M&M')) });
    render();
    const table = await screen.findByRole('table', { name: 'Insider-trading disclosures of M&M' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('18 Nov 2026');
    expect(rows[0]).toHaveTextContent('Anand Mahindra');
    expect(rows[0]).toHaveTextContent('Promoter');
    expect(rows[0]).toHaveTextContent('Market purchase');
    expect(rows[0]).toHaveTextContent('Acquired');
    expect(rows[0]).toHaveTextContent('2.96');
    expect(rows[1]).toHaveTextContent('ESOP');
    expect(rows[1]).toHaveTextContent('Designated person');
    expect(within(table).getByRole('link', { name: '18 Nov 2026' })).toHaveAttribute(
      'href',
      '/insider-trading?date=2026-11-18&symbol=M%26M',
    );
    expect(screen.getByRole('link', { name: 'Every disclosure of a day →' })).toHaveAttribute(
      'href',
      '/insider-trading?symbol=M%26M',
    );
    // The ESOP is not an open-market trade: only the purchase counts in the totals.
    expect(screen.getByText(/Open market: bought ₹2.96 Cr \(1\) · sold ₹0.00 Cr \(0\)/)).toBeInTheDocument();
    expect(screen.getByText(/Simulated disclosures of the simulated market/)).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('symbol=M%26M');
  });

  it('says when the stock had no disclosures in the year', async () => {
    mockApi({ 'TodayActivity/getStockInsiderTrades': answer(stockInsiderTrades('M&M', [])) });
    render();
    expect(
      await screen.findByText(
        'No insider-trading disclosures of M&M broadcast from 21 Nov 2025 to 20 Nov 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('names the imported file when imported days are listed', async () => {
    const year = stockInsiderTrades('M&M');
    const file = 'CF-Insider-Trading-equities-18-11-2026.csv';
    mockApi({
      'TodayActivity/getStockInsiderTrades': answer({
        ...year,
        source: { ...year.source, simulated: false, kind: 'imported', fileName: file },
      }),
    });
    render();
    expect(
      await screen.findByText(/Imported days from NSE’s insider-trading file \(latest CF-Insider/),
    ).toBeInTheDocument();
  });

  it('shows a refusal as a warning with the server’s message', async () => {
    const message = 'ZZ is not a stock of this market and has no imported insider-trading disclosures';
    mockApi({ 'TodayActivity/getStockInsiderTrades': () => ({ status: 400, body: { status: 0, message } }) });
    render();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    mockApi({ 'TodayActivity/getStockInsiderTrades': answer(stockInsiderTrades('M&M')) });
    await i18n.changeLanguage('hi');
    render();
    const table = await screen.findByRole('table', { name: 'M&M के इनसाइडर-ट्रेडिंग खुलासे' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('प्रमोटर');
    expect(screen.getByRole('heading', { name: 'इनसाइडर ट्रेड' })).toBeInTheDocument();
  });
});
