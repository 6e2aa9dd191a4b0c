import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { dealsAnswerFor } from '../test/deal-fixtures';
import { DealsPage } from './deals-page';

const WAIT = { timeout: 15_000 };
const PATH = '/block-deals-nse';

describe('the NSE block deals page', { timeout: 30_000 }, () => {
  it('shows the day’s block trades largest first, with their sides, values and moves, and no remarks column', async () => {
    const fetch = mockApi({
      'TodayActivity/getDeals': (url) => ({ body: dealsAnswerFor(url, { imported: true }) }),
    });
    renderRoutes([{ path: PATH, element: <DealsPage kind="block" /> }], PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'NSE block deals' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText(/single trade of at least ₹10 crore in a block-deal window/)).toBeInTheDocument();
    expect(screen.getByText(/within ±1 % of the reference price/)).toBeInTheDocument();

    expect((await screen.findByText('Deals', {}, WAIT)).nextSibling?.textContent).toBe('3');
    expect(screen.getByText('Stocks').nextSibling?.textContent).toBe('2');
    expect(screen.getByText('Bought').nextSibling?.textContent).toBe('₹211.05 Cr');
    expect(screen.getByText('Sold').nextSibling?.textContent).toBe('₹1,131.51 Cr');

    const table = screen.getByRole('table', { name: 'Block deals on 20-11-2026' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).not.toContain('Remarks');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'ITC',
      'HDFCBANK',
      'HDFCBANK',
    ]);
    const itc = rows[0] as HTMLElement;
    expect(itc.textContent).toContain('BRITISH AMERICAN TOBACCO (2012) LIMITED');
    expect(itc.textContent).toContain('2,30,00,000');
    expect(itc.textContent).toContain('920.46');
    expect(within(itc).getByText('Sell').className).toMatch(/red/);
    expect(within(itc).getByText('-2.01 %').closest('[data-direction]')).toHaveAttribute(
      'data-direction',
      'down',
    );
    expect(within(rows[1] as HTMLElement).getByText('Buy').className).toMatch(/green/);
    expect(within(itc).getByRole('link', { name: 'ITC' })).toHaveAttribute('href', '/stocks/ITC');
    expect(screen.getByText(/Price: the trade’s price/)).toBeInTheDocument();

    expect(screen.getByText('From NSE’s file block.csv (imported).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bulk deals' })).toHaveAttribute('href', '/bulk-deals-nse');
    expect(String(fetch.mock.calls[0]?.[0])).toContain('kind=block');
  });
});
