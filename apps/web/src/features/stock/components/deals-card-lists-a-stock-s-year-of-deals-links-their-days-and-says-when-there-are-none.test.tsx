import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { answer, stockDeals } from '../test/stock-fixtures';
import { DealsCard } from './deals-card';

const render = () => renderRoutes([{ path: '/', element: <DealsCard symbol="M&M" /> }], '/');

describe("a stock page's bulk and block deals", () => {
  it('lists the year’s deals newest first with their kind, side and value, each day linking to its list', async () => {
    const fetch = mockApi({ 'TodayActivity/getStockDeals': answer(stockDeals('M&M')) });
    render();
    const table = await screen.findByRole('table', { name: 'Bulk and block deals of M&M' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('18 Nov 2026');
    expect(rows[0]).toHaveTextContent('Block');
    expect(rows[0]).toHaveTextContent('SOME MUTUAL FUND');
    expect(rows[0]).toHaveTextContent('Buy');
    expect(rows[1]).toHaveTextContent('Bulk');
    expect(rows[1]).toHaveTextContent('Sell');
    expect(within(table).getByRole('link', { name: '18 Nov 2026' })).toHaveAttribute(
      'href',
      '/block-deals-nse?date=2026-11-18',
    );
    expect(within(table).getByRole('link', { name: '2 Jun 2026' })).toHaveAttribute(
      'href',
      '/bulk-deals-nse?date=2026-06-02',
    );
    expect(screen.getByText(/Bought ₹147.80 Cr · Sold ₹1,040.00 Cr/)).toBeInTheDocument();
    expect(screen.getByText(/Simulated deals of the simulated market/)).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('symbol=M%26M');
  });

  it('says when the stock had no deals in the year', async () => {
    mockApi({
      'TodayActivity/getStockDeals': answer({ ...stockDeals('M&M', []), buyValueCr: 0, sellValueCr: 0 }),
    });
    render();
    expect(
      await screen.findByText('No bulk or block deals of M&M from 21 Nov 2025 to 20 Nov 2026.'),
    ).toBeInTheDocument();
  });

  it('shows how far the count has gone while the deals are computed', async () => {
    mockApi({
      'TodayActivity/getStockDeals': answer({ ...stockDeals('M&M', []), ready: false, progressPct: 40 }),
    });
    render();
    expect(await screen.findByText('Counting the year’s deals… 40 %')).toBeInTheDocument();
  });
});
