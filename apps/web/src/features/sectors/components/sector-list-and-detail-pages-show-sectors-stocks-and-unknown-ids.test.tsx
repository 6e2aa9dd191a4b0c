import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { IT_DETAILS, SECTOR_LIST } from '../lib/sectors-test-fixtures';
import { SectorDetailPage } from './sector-detail-page';
import { SectorListPage } from './sector-list-page';

/** The first cells of the rows of the table named `caption`. */
function firstCells(caption: string): string[] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('the NSE sectors list', () => {
  it('shows every sector best first, with its index, linked to its page, and sorts by name', async () => {
    const user = userEvent.setup();
    mockApi({ 'sector/getSectorList': () => ({ body: SECTOR_LIST }) });
    renderRoutes([{ path: '/nse-sectors-list/', element: <SectorListPage /> }], '/nse-sectors-list/');
    expect(await screen.findByRole('link', { name: 'Capital Goods' })).toHaveAttribute(
      'href',
      '/nse-sectors-list/capital-goods/',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'NSE Sectors' })).toBeInTheDocument();
    expect(screen.getAllByText('Simulated market data').length).toBeGreaterThan(0);
    expect(firstCells('NSE sectors')).toEqual(['Capital Goods', 'Information Technology', 'Metals & Mining']);
    const table = screen.getByRole('table', { name: 'NSE sectors' });
    expect(within(table).getByText('NIFTY IT')).toBeInTheDocument();
    expect(within(table).getByText('-1.25 %').closest('td')).toHaveAttribute('data-colour', 'red');
    // Best and worst of the day, and the benchmark line.
    expect(screen.getByText('Best today').closest('div')).toHaveTextContent('Capital Goods');
    expect(screen.getByText('Worst today').closest('div')).toHaveTextContent('Metals & Mining');
    expect(screen.getByText('NIFTY 500')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sector moves, 1D' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Sector' }));
    expect(firstCells('NSE sectors')).toEqual(['Capital Goods', 'Information Technology', 'Metals & Mining']);
    await user.click(within(table).getByRole('button', { name: 'Sector' }));
    expect(firstCells('NSE sectors')).toEqual(['Metals & Mining', 'Information Technology', 'Capital Goods']);
  });

  it('reads in Hindi: heading, table, key figures and chart', async () => {
    await i18n.changeLanguage('hi');
    mockApi({ 'sector/getSectorList': () => ({ body: SECTOR_LIST }) });
    renderRoutes([{ path: '/nse-sectors-list/', element: <SectorListPage /> }], '/nse-sectors-list/');
    expect(await screen.findByRole('link', { name: 'Capital Goods' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'NSE सेक्टर' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'NSE Sectors' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'NSE सेक्टर' });
    expect(within(table).getByRole('button', { name: 'सेक्टर' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '1 हफ़्ता %' })).toBeInTheDocument();
    expect(screen.getByText('आज सबसे अच्छा')).toBeInTheDocument();
    expect(screen.queryByText('Best today')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'सेक्टर का बदलाव, 1 दिन' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the server fails', async () => {
    mockApi({ 'sector/getSectorList': () => ({ status: 500, body: { status: 0, message: 'boom' } }) });
    renderRoutes([{ path: '/nse-sectors-list/', element: <SectorListPage /> }], '/nse-sectors-list/');
    expect(await screen.findByText('Could not load the sectors')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});

describe('one NSE sector', () => {
  const routes = [{ path: '/nse-sectors-list/:sector_id/', element: <SectorDetailPage /> }];

  it('asks for the sector of the URL and shows its figures, movers, industries and stocks', async () => {
    const fetch = mockApi({ 'sector/getSectorDetails': () => ({ body: IT_DETAILS }) });
    renderRoutes(routes, '/nse-sectors-list/information-technology/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Information Technology' }),
    ).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('sector_id=information-technology');
    expect(screen.getByText('36,000.50')).toBeInTheDocument();
    expect(firstCells('Top gainers')).toEqual(['TCS', 'WIPRO']);
    expect(firstCells('Top losers')).toEqual(['INFY']);
    expect(screen.getByRole('link', { name: 'IT Enabled Services' })).toHaveAttribute(
      'href',
      '/indian-industry-sector/it-enabled-services/',
    );
    expect(firstCells('Stocks in Information Technology')).toEqual(['WIPRO', 'INFY', 'TCS']);
    expect(screen.getByRole('img', { name: 'Heat map of Information Technology' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sector analysis/ })).toHaveAttribute(
      'href',
      '/sector-analysis/information-technology',
    );
  });

  it('says there is no such sector, with links to the lists, for an unknown id', async () => {
    mockApi({
      'sector/getSectorDetails': () => ({ body: { status: 0, message: 'No sector space-mining' } }),
    });
    renderRoutes(routes, '/nse-sectors-list/space-mining/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No sector “space-mining”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No sector space-mining.');
    expect(screen.getByRole('link', { name: /All NSE sectors/ })).toHaveAttribute(
      'href',
      '/nse-sectors-list/',
    );
    expect(screen.getByRole('link', { name: /All industries/ })).toHaveAttribute(
      'href',
      '/indian-industry-sector/',
    );
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });
});
