import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { dealsAnswerFor } from '../test/deal-fixtures';
import { DealsPage } from './deals-page';

/** The machine may be busy: data can take longer than testing-library's default second. */
const WAIT = { timeout: 15_000 };
const PATH = '/bulk-deals-nse';

const render = (url = PATH) => renderRoutes([{ path: PATH, element: <DealsPage kind="bulk" /> }], url);

/** The text of each cell of a body row, by its column header. */
function rowCells(row: HTMLElement): Record<string, string> {
  const table = row.closest('table');
  const headers = table ? [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '') : [];
  return Object.fromEntries(
    [...row.querySelectorAll('td')].map((td, i) => [headers[i] ?? String(i), td.textContent ?? '']),
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the NSE bulk deals page', { timeout: 30_000 }, () => {
  it('shows the latest day: its totals, every deal with side, quantity, value, share and move since, and the stock links', async () => {
    const fetch = mockApi({ 'TodayActivity/getDeals': (url) => ({ body: dealsAnswerFor(url) }) });
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'NSE bulk deals' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText(/more than 0\.5 % of its listed shares in a day/)).toBeInTheDocument();
    expect(screen.getByText(/at the weighted average price/)).toBeInTheDocument();

    // The day's totals (the whole day, whatever the filters).
    expect((await screen.findByText('Deals', {}, WAIT)).nextSibling?.textContent).toBe('4');
    expect(screen.getByText('Stocks').nextSibling?.textContent).toBe('3');
    expect(screen.getByText('Bought').nextSibling?.textContent).toBe('₹146.89 Cr');
    expect(screen.getByText('Sold').nextSibling?.textContent).toBe('₹231.68 Cr');

    const table = screen.getByRole('table', { name: 'Bulk deals on 20-11-2026' });
    expect(screen.getByRole('heading', { level: 2, name: 'Deals of 20-11-2026' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rowCells(rows[0] as HTMLElement)).toEqual({
      Symbol: 'NAVA',
      'Security name': 'NAVA LIMITED',
      Client: 'GRAVITON RESEARCH CAPITAL LLP',
      Side: 'Buy',
      Quantity: '68,49,200',
      'Price (₹)': '212.35',
      'Value (₹ Cr)': '145.44',
      'Listed shares %': '2.37',
      'Close that day (₹)': '214.10',
      'Last price (₹)': '220.75',
      'Change since %': '▲ +3.96 %',
      Remarks: '—',
    });
    const rpower = rowCells(rows[2] as HTMLElement);
    expect(rpower).toMatchObject({
      Symbol: 'RPOWER',
      Side: 'Sell',
      Quantity: '2,10,00,000',
      'Value (₹ Cr)': '86.52',
      'Change since %': '▼ -3.40 %',
    });
    // A stock the market does not know: its market figures are dashes; NSE's remarks show.
    expect(rowCells(rows[3] as HTMLElement)).toMatchObject({
      Symbol: 'ABCDSME',
      'Listed shares %': '—',
      'Close that day (₹)': '—',
      'Change since %': '—',
      Remarks: 'Trade in the SME segment',
    });

    // Buy in green and Sell in red, each with its word; the move since coloured by its sign.
    expect(within(rows[0] as HTMLElement).getByText('Buy').className).toMatch(/green/);
    expect(within(rows[2] as HTMLElement).getByText('Sell').className).toMatch(/red/);
    expect(
      within(rows[0] as HTMLElement)
        .getByText('+3.96 %')
        .closest('[data-direction]'),
    ).toHaveAttribute('data-direction', 'up');
    expect(
      within(rows[2] as HTMLElement)
        .getByText('-3.40 %')
        .closest('[data-direction]'),
    ).toHaveAttribute('data-direction', 'down');

    // Each symbol opens its stock page.
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'NAVA' })).toHaveAttribute(
      'href',
      '/stocks/NAVA',
    );
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'RPOWER' })).toHaveAttribute(
      'href',
      '/stocks/RPOWER',
    );

    // Simulated, and said so; the way to the block deals.
    expect(
      screen.getByText(/Simulated: the product’s model of NSE’s bulk deals list for 20-11-2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Block deals' })).toHaveAttribute('href', '/block-deals-nse');

    const asked = fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost').searchParams);
    expect(asked[0]?.get('kind')).toBe('bulk');
    expect(asked[0]?.has('date')).toBe(false);
  });

  it('says which NSE file an imported day comes from', async () => {
    mockApi({ 'TodayActivity/getDeals': (url) => ({ body: dealsAnswerFor(url, { imported: true }) }) });
    render();
    expect(await screen.findByText('From NSE’s file bulk.csv (imported).', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(/Simulated: the product’s model/)).toBeNull();
  });
});
