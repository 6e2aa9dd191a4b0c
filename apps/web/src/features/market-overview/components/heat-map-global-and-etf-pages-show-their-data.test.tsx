import type { EtfDetails } from '@nivesh/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { globalRow, overviewAnswer, quote, SOURCE, tile } from '../lib/overview-test-fixtures';
import { EtfDetailsPage } from './etf-details-page';
import { GlobalMarketPage, hoursText } from './global-market-page';
import { HeatMapPage } from './heat-map-page';

const heatAnswer = (measure: string) => ({
  status: 1,
  message: 'ok',
  source: SOURCE,
  index: 'NIFTY 50',
  sector: null,
  measure,
  indices: ['NIFTY 50', 'NIFTY 500'],
  sectors: [{ name: 'Financial Services', slug: 'financial-services' }],
  summary: {
    advances: 1,
    declines: 1,
    unchanged: 0,
    total: 2,
    advanceDeclineRatio: 1,
    averageChangePct: -0.35,
    weightedChangePct: -0.18,
  },
  tiles:
    measure === 'turnover'
      ? [tile('ICICIBANK', -1.2, 1_000_000, 0.7), tile('HDFCBANK', 0.5, 1_500_000, 0.3)]
      : overviewAnswer().heatMap,
});

describe('the heat map page', () => {
  it('shows the tiles with their weights, switches to turnover, and details one tile', async () => {
    const fetch = mockApi({
      'HeatMap/getlist': (url) => ({ body: heatAnswer(url.searchParams.get('measure') ?? 'marketCap') }),
      'HeatMap/getlistBySymbol': () => ({
        body: {
          status: 1,
          message: 'ok',
          source: SOURCE,
          tile: {
            ...tile('HDFCBANK', 0.5, 1_500_000, 0.6),
            industry: 'Private Sector Bank',
            open: 995,
            high: 1005,
            low: 990,
            prevClose: 995,
            volume: 10,
          },
          index: 'NIFTY 50',
          measure: 'marketCap',
          weightInIndex: 0.6,
          rankInIndex: 1,
          memberOf: ['NIFTY 50', 'NIFTY BANK'],
          sector: overviewAnswer().sectors[1],
        },
      }),
    });
    renderRoutes([{ path: '/h', element: <HeatMapPage /> }], '/h');
    expect(
      await screen.findByRole('img', { name: /NIFTY 50 heat map: tiles sized by market cap/ }),
    ).toBeInTheDocument();
    const weightOf = (symbol: string) => {
      const row = screen.getAllByRole('row').find((r) => within(r).queryByText(symbol));
      return row ? within(row).getAllByRole('cell')[6]?.textContent : undefined;
    };
    expect(weightOf('HDFCBANK')).toBe('60.00');
    expect(screen.getByText('weighted by market cap')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByText('Turnover'));
    expect(await screen.findByRole('img', { name: /tiles sized by turnover/ })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('measure=turnover'))).toBe(true);
    await user.selectOptions(screen.getByLabelText('Tile details'), 'HDFCBANK');
    const detail = await screen.findByTestId('tile-detail');
    expect(detail).toHaveTextContent('Weight in NIFTY 50: 60.00 %');
    expect(detail).toHaveTextContent('Rank by size: 1');
    expect(within(detail).getByText('NIFTY BANK')).toBeInTheDocument();
  });
});

describe('the global markets page', () => {
  it('groups indices by region with open or closed and their hours in IST', async () => {
    const rows = overviewAnswer().global;
    mockApi({
      'global_market/globalmarketData': () => ({
        body: { status: 1, message: 'ok', source: SOURCE, checkedAt: SOURCE.asOf, rows },
      }),
    });
    renderRoutes([{ path: '/g', element: <GlobalMarketPage /> }], '/g');
    expect(await screen.findByText('2 of 3 markets are open at 10:42 IST.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'India',
      'Asia',
      'Americas',
    ]);
    const dow = screen.getAllByTestId('global-index').find((card) => card.dataset.symbol === 'DJI');
    expect(dow).toHaveTextContent('Closed');
    expect(dow).toHaveTextContent('Hours (IST): 20:00–02:30 (next day)');
    expect(hoursText(globalRow('N225', 'Nikkei 225', 'Asia', true, 1))).toBe('05:30–12:00');
  });

  it('reads in Hindi: title, open count, badges and hours', async () => {
    await i18n.changeLanguage('hi');
    const rows = overviewAnswer().global;
    mockApi({
      'global_market/globalmarketData': () => ({
        body: { status: 1, message: 'ok', source: SOURCE, checkedAt: SOURCE.asOf, rows },
      }),
    });
    renderRoutes([{ path: '/g', element: <GlobalMarketPage /> }], '/g');
    expect(await screen.findByText('10:42 IST पर 3 में से 2 बाज़ार खुले हैं।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'वैश्विक बाज़ार' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Global Markets' })).not.toBeInTheDocument();
    const dow = screen.getAllByTestId('global-index').find((card) => card.dataset.symbol === 'DJI');
    expect(dow).toHaveTextContent('बंद');
    expect(dow).toHaveTextContent('समय (IST): 20:00–02:30 (अगले दिन)');
  });
});

describe('the ETF page', () => {
  const details: EtfDetails = {
    status: 1,
    message: 'ok',
    source: SOURCE,
    etf: {
      ...quote('BANKBEES', 600, 0.5),
      name: 'Nippon India ETF Nifty Bank BeES',
      amc: 'Nippon India MF',
      category: 'Equity: broad index',
      underlying: 'NIFTY BANK',
      turnover: 12.5,
      expenseRatioPct: 0.2,
      return1y: 12.4,
    },
    tracking: { kind: 'nse-index', reference: 'NIFTY BANK', proxy: false, inUsd: false },
    reference: quote('NIFTY BANK', 59_000, 0.4),
    trackingDifference: {
      from: '2025-11-18',
      to: '2026-11-23',
      etfReturnPct: 12.4,
      referenceReturnPct: 12.9,
      differencePct: -0.5,
    },
    inav: { value: 602.4, premiumPct: 0.1 },
  };

  it('shows the price, the tracking difference and the indicative NAV against its index', async () => {
    mockApi({
      'ETF/getEtfDetails': () => ({ body: details }),
      'chartData/getChartingData': () => ({ status: 500, body: {} }),
    });
    renderRoutes([{ path: '/e/:symbol', element: <EtfDetailsPage symbol="BANKBEES" /> }], '/e/BANKBEES');
    expect(
      await screen.findByRole('heading', { name: 'Nippon India ETF Nifty Bank BeES (BANKBEES)' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('etf-price')).toHaveTextContent('₹603.00');
    expect(screen.getByText('-0.50 %')).toBeInTheDocument();
    expect(screen.getByText(/fund \+12\.40 % vs underlying \+12\.90 %/)).toBeInTheDocument();
    expect(screen.getByText(/₹602\.40/)).toBeInTheDocument();
    expect(screen.getByText('0.20 %')).toBeInTheDocument();
  });

  it('says so for a symbol that is not an ETF', async () => {
    mockApi({ 'ETF/getEtfDetails': () => ({ body: { status: 0, message: 'No ETF with symbol RELIANCE' } }) });
    renderRoutes([{ path: '/e', element: <EtfDetailsPage symbol="RELIANCE" /> }], '/e');
    expect(await screen.findByText('No ETF with symbol RELIANCE')).toBeInTheDocument();
  });
});
