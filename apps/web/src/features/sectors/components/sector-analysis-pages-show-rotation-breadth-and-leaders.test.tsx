import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { ANALYSIS, IT_ANALYSIS } from '../lib/sectors-test-fixtures';
import { SectorAnalysisDetailPage } from './sector-analysis-detail-page';
import { SectorAnalysisPage } from './sector-analysis-page';

describe('the sector analysis page', () => {
  it('puts each sector in its rotation quadrant, charts strength and breadth, and tables valuation', async () => {
    mockApi({ 'exSector/getSectorAnalysis': () => ({ body: ANALYSIS }) });
    renderRoutes([{ path: '/sector-analysis', element: <SectorAnalysisPage /> }], '/sector-analysis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sector Analysis' })).toBeInTheDocument();
    expect(await screen.findByTestId('quadrant-leading')).toHaveTextContent('Information Technology');
    expect(screen.getByTestId('quadrant-weakening')).toHaveTextContent('Textiles');
    expect(screen.getByTestId('quadrant-lagging')).toHaveTextContent('Financial Services');
    expect(screen.getByTestId('quadrant-improving')).toHaveTextContent('Metals & Mining');
    expect(within(screen.getByTestId('quadrant-leading')).getByRole('link')).toHaveAttribute(
      'href',
      '/sector-analysis/information-technology',
    );
    expect(
      screen.getByRole('img', { name: /Relative strength of each sector vs NIFTY 500/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /above their 200 and 50-day moving averages/ }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sector analysis' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Strongest over three months first.
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Information Technology',
      'Textiles',
      'Metals & Mining',
      'Financial Services',
    ]);
    expect(within(table).getAllByText('27.80')).toHaveLength(4);
    expect(within(table).getByText('-10.62 %').closest('td')).toHaveAttribute('data-colour', 'red');
    expect(screen.getByText(/simulated financial statements/)).toBeInTheDocument();
  });
});

describe('one sector analysed', () => {
  it('shows its relative-strength line, figures, leaders and laggards', async () => {
    const fetch = mockApi({ 'exSector/getSectorAnalysisDetails': () => ({ body: IT_ANALYSIS }) });
    renderRoutes(
      [{ path: '/sector-analysis/:ex_sector_id', element: <SectorAnalysisDetailPage /> }],
      '/sector-analysis/information-technology',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Information Technology: Sector Analysis' }),
    ).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('ex_sector_id=information-technology');
    expect(
      screen.getByRole('img', { name: /Relative strength of Information Technology vs NIFTY 500/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Since 2025-11-24: Information Technology \+33.38 %, NIFTY 500 \+15.20 %/),
    ).toBeInTheDocument();
    expect(screen.getByText('Leading')).toBeInTheDocument();
    expect(screen.getByText('41.7 % / 66.7 %')).toBeInTheDocument();
    const leaders = screen.getByRole('table', { name: 'Leaders (best 3 months)' });
    expect(
      within(leaders)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['COFORGE', 'TCS']);
    const laggards = screen.getByRole('table', { name: 'Laggards (worst 3 months)' });
    expect(within(laggards).getByRole('link', { name: 'FSL' })).toHaveAttribute('href', '/stocks/FSL');
    const stocks = screen.getByRole('table', { name: 'Stocks in Information Technology' });
    expect(within(stocks).getAllByText('Below')).toHaveLength(1);
  });

  it('says there is no such sector for an unknown id', async () => {
    mockApi({
      'exSector/getSectorAnalysisDetails': () => ({ body: { status: 0, message: 'No sector astrology' } }),
    });
    renderRoutes(
      [{ path: '/sector-analysis/:ex_sector_id', element: <SectorAnalysisDetailPage /> }],
      '/sector-analysis/astrology',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No sector “astrology”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sector analysis/ })).toHaveAttribute('href', '/sector-analysis');
  });
});
