import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import {
  answer,
  chartData,
  marketDetails,
  stockDetails,
  stockSupport,
  supportRow,
} from '../test/stock-fixtures';
import { MarketDetailsPage } from './market-details-page';
import { MultiChartPage } from './multi-chart-page';
import { SupportAndTargetPage } from './support-and-target-page';

const TCS = supportRow('TCS', 'Tata Consultancy Services Ltd.', 3100, 1.2);
const ROWS = [
  supportRow('RELIANCE', 'Reliance Industries Ltd.', 1500, -0.5),
  TCS,
  supportRow('INFY', 'Infosys Ltd.', 1600, 0.3),
];

describe('support and target', () => {
  it('shows the chosen stock’s levels and every stock’s, switching between classic and Camarilla', async () => {
    mockApi({
      'stock/getStockSupportData': (url) =>
        url.searchParams.get('symbol') === 'TCS'
          ? { body: stockSupport([TCS]) }
          : { body: stockSupport(ROWS) },
    });
    renderRoutes(
      [{ path: '/support-and-target', element: <SupportAndTargetPage /> }],
      '/support-and-target?symbol=TCS',
    );
    expect(await screen.findByText('Tata Consultancy Services Ltd.')).toBeInTheDocument();
    const all = (await screen.findByRole('heading', { name: 'All stocks' })).closest('section');
    if (!all) throw new Error('no table section');
    const table = await within(all).findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'R1' })).toBeInTheDocument();
    // Classic R1 of TCS = 3,110.00 in the fixture.
    expect(within(table).getByRole('row', { name: /^TCS/ })).toHaveTextContent('3,110.00');

    const user = userEvent.setup();
    await user.click(within(all).getByText('Camarilla'));
    expect(within(table).getByRole('columnheader', { name: 'H4' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'R1' })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^TCS/ })).toHaveTextContent('3,111.00');

    // Sorting by change puts the biggest gainer first.
    await user.click(within(table).getByRole('button', { name: /Change %/ }));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('TCS');
  });
});

describe('market details', () => {
  it('shows the quote and a simulated five-level book, bids and asks side by side', async () => {
    mockApi({
      'market/marketDetails': answer(marketDetails('M&M')),
      'chartData/getChartingData': answer(chartData('M&M')),
    });
    renderRoutes(
      [{ path: '/market-Details/:symbol', element: <MarketDetailsPage /> }],
      '/market-Details/M%26M',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'M&M market details' })).toBeInTheDocument();
    const depth = (await screen.findByRole('heading', { name: 'Market depth' })).closest('section');
    if (!depth) throw new Error('no depth section');
    const first = within(depth).getAllByRole('row')[1];
    expect(first).toHaveTextContent('1,250');
    expect(first).toHaveTextContent('1,471.95');
    expect(first).toHaveTextContent('1,472.25');
    expect(within(depth).getByRole('row', { name: /^Total/ })).toHaveTextContent('2,347');
    expect(within(depth).getByText(/derived from the last price/)).toBeInTheDocument();
    expect(screen.getByText('Delivery %').nextSibling).toHaveTextContent('—');
  });
});

describe('multi chart', () => {
  it('shows the charts named in the URL and writes a changed chart count back to it', async () => {
    mockApi({
      'stock/stockDetails': (url) => ({
        body: stockDetails(url.searchParams.get('symbol') ?? 'X', 'A company'),
      }),
      'chartData/getChartingData': (url) => ({ body: chartData(url.searchParams.get('symbol') ?? 'X') }),
    });
    const { router } = renderRoutes(
      [{ path: '/multi-chart', element: <MultiChartPage /> }],
      '/multi-chart?charts=M%26M:1W,TCS:1Y',
    );
    expect(await screen.findByRole('region', { name: 'Chart 1' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'M&M 1W price chart' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'TCS 1Y price chart' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByText('3'));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('charts')).toBe(
        'M&M:1W,TCS:1Y,RELIANCE:1D',
      ),
    );
    expect(await screen.findByRole('region', { name: 'Chart 3' })).toBeInTheDocument();
  });
});
