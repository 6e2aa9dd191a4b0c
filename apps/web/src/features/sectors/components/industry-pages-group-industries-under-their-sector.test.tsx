import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { BANK_DETAILS, INDUSTRY_LIST } from '../lib/sectors-test-fixtures';
import { IndustryDetailPage } from './industry-detail-page';
import { IndustryListPage } from './industry-list-page';

describe('the industries list', () => {
  it('groups the industries under their sectors and opens a sector to list them', async () => {
    const user = userEvent.setup();
    mockApi({ 'sector/getIndustryList': () => ({ body: INDUSTRY_LIST }) });
    renderRoutes(
      [{ path: '/indian-industry-sector/', element: <IndustryListPage /> }],
      '/indian-industry-sector/',
    );
    const financials = await screen.findByRole('button', { name: /Financial Services 2 industries/ });
    expect(screen.getByRole('button', { name: /Construction Materials 1 industry/ })).toBeInTheDocument();
    expect(financials).toHaveTextContent('1 up, 1 down');
    expect(screen.queryByRole('link', { name: 'Private Sector Bank' })).not.toBeInTheDocument();
    await user.click(financials);
    const table = await screen.findByRole('table', { name: 'Industries in Financial Services' });
    expect(within(table).getByRole('link', { name: 'Private Sector Bank' })).toHaveAttribute(
      'href',
      '/indian-industry-sector/private-sector-bank/',
    );
    expect(within(table).queryByText('Cement & Cement Products')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Financial Services sector/ })).toHaveAttribute(
      'href',
      '/nse-sectors-list/financial-services/',
    );
  });

  it('shows every industry in one sortable table with its sector', async () => {
    const user = userEvent.setup();
    mockApi({ 'sector/getIndustryList': () => ({ body: INDUSTRY_LIST }) });
    renderRoutes(
      [{ path: '/indian-industry-sector/', element: <IndustryListPage /> }],
      '/indian-industry-sector/',
    );
    await user.click(await screen.findByText('All industries'));
    const table = screen.getByRole('table', { name: 'All industries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(table).getByText('Construction Materials')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Change %' }));
    const first = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[0];
    expect(first).toHaveTextContent('Public Sector Bank');
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeEnabled();
  });
});

describe('one industry', () => {
  it('shows its stocks, its sector and the other industries of the sector', async () => {
    const fetch = mockApi({ 'sector/getIndustryDetails': () => ({ body: BANK_DETAILS }) });
    renderRoutes(
      [{ path: '/indian-industry-sector/:sector_id/', element: <IndustryDetailPage /> }],
      '/indian-industry-sector/private-sector-bank/',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Private Sector Bank' })).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('sector_id=private-sector-bank');
    const stocks = screen.getByRole('table', { name: 'Stocks in Private Sector Bank' });
    expect(within(stocks).getByRole('link', { name: 'HDFCBANK' })).toHaveAttribute(
      'href',
      '/stocks/HDFCBANK',
    );
    expect(within(stocks).getByText('-0.20 %').closest('td')).toHaveAttribute('data-colour', 'red');
    expect(screen.getByRole('table', { name: 'Other industries in Financial Services' })).toHaveTextContent(
      'Public Sector Bank',
    );
    expect(screen.getAllByRole('link', { name: /^Financial Services/ })[0]).toHaveAttribute(
      'href',
      '/nse-sectors-list/financial-services/',
    );
  });

  it('says there is no such industry for an unknown id', async () => {
    mockApi({
      'sector/getIndustryDetails': () => ({ body: { status: 0, message: 'No industry warp-drives' } }),
    });
    renderRoutes(
      [{ path: '/indian-industry-sector/:sector_id/', element: <IndustryDetailPage /> }],
      '/indian-industry-sector/warp-drives/',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No industry “warp-drives”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No industry warp-drives.');
  });
});
