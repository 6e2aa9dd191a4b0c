import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { listAnswer, SOURCE, stockRow } from '../lib/lists-test-fixtures';
import { MarketBreadthPage } from './market-breadth-page';
import { MarketBreadthStockPage } from './market-breadth-stock-page';

const counts = (advances: number, declines: number, unchanged = 0) => ({
  advances,
  declines,
  unchanged,
  total: advances + declines + unchanged,
  advanceDeclineRatio: declines === 0 ? null : Math.round((advances / declines) * 10_000) / 10_000,
});
const smas = { above20Pct: 40, above50Pct: 55.5, above200Pct: 61.2 };
const sectorSmas = { above20Pct: 30, above50Pct: 35, above200Pct: 70 };

const BREADTH = {
  status: 1,
  message: 'Market breadth',
  source: SOURCE,
  date: SOURCE.sessionDate,
  live: true,
  asOf: SOURCE.asOf,
  index: 'all',
  totals: counts(300, 200, 3),
  movingAverages: smas,
  sectors: [
    {
      ...counts(20, 10),
      sector: 'Information Technology',
      slug: 'information-technology',
      averageChangePct: 0.8,
      movingAverages: sectorSmas,
    },
    {
      ...counts(5, 15),
      sector: 'Metals & Mining',
      slug: 'metals-and-mining',
      averageChangePct: -1.2,
      movingAverages: sectorSmas,
    },
  ],
};

describe('the market breadth pages', () => {
  it('shows advances, declines, the A/D ratio, SMA breadth and links each sector to its stocks', async () => {
    mockApi({ 'TodayActivity/getMarketBreadth': () => ({ body: BREADTH }) });
    renderRoutes(
      [{ path: '/market-breadth-today', element: <MarketBreadthPage /> }],
      '/market-breadth-today',
    );
    expect(await screen.findByText('1.50')).toBeInTheDocument();
    expect(screen.getAllByText('300').length).toBeGreaterThan(0);
    expect(screen.getByText('59.6 % of 503')).toBeInTheDocument();
    expect(screen.getByText('55.5 %')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const metals = within(table).getByRole('link', { name: 'Metals & Mining' });
    expect(metals).toHaveAttribute('href', '/market-breadth-stock/metals-and-mining');
    // Sorted by A/D ratio, highest first: IT (2.00) before Metals (0.33).
    const names = within(table)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['Information Technology', 'Metals & Mining']);
    expect(
      screen.getByRole('img', { name: 'Advances, unchanged and declines per sector' }),
    ).toBeInTheDocument();
  });

  it("shows one sector's stocks with each SMA marked above or below the price", async () => {
    const infy = {
      ...stockRow('INFY', 1.2),
      sma20: 1500,
      sma50: 1700,
      sma200: null,
      above20: true,
      above50: false,
      above200: null,
    };
    mockApi({
      'TodayActivity/getMarketBreadthStock': (url) => ({
        body: {
          ...listAnswer([infy], { sector: 'Information Technology' }),
          slug: url.searchParams.get('ex_sector_id'),
          totals: counts(1, 0),
          movingAverages: smas,
        },
      }),
    });
    renderRoutes(
      [{ path: '/market-breadth-stock/:ex_sector_id', element: <MarketBreadthStockPage /> }],
      '/market-breadth-stock/information-technology',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Market Breadth: Information Technology' }),
    ).toBeInTheDocument();
    const above = screen.getByText(/1,500\.00 ▲/);
    expect(above).toHaveClass(/green/i);
    expect(screen.getByText(/1,700\.00 ▼/)).toHaveClass(/red/i);
    expect(screen.getByRole('link', { name: 'Market breadth' })).toHaveAttribute(
      'href',
      '/market-breadth-today',
    );
  });

  it('says so when the sector does not exist', async () => {
    mockApi({
      'TodayActivity/getMarketBreadthStock': () => ({ body: { status: 0, message: 'No sector nowhere' } }),
    });
    renderRoutes(
      [{ path: '/market-breadth-stock/:ex_sector_id', element: <MarketBreadthStockPage /> }],
      '/market-breadth-stock/nowhere',
    );
    expect(await screen.findByText('No sector nowhere')).toBeInTheDocument();
  });
});
