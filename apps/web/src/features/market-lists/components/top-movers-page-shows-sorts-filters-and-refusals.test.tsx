import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TopMoversWidget } from '@/components/market-overview/top-movers-widget';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { GAINERS, listAnswer, stockRow } from '../lib/lists-test-fixtures';
import { TopMoversPage } from './top-movers-page';

function renderGainers(path = '/top-gainers-nse') {
  return renderRoutes([{ path: '/top-gainers-nse', element: <TopMoversPage direction="gainers" /> }], path);
}

function bodyRows(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('the top gainers page', () => {
  it('shows the live gainers with their colours, the simulated badge and the definition', async () => {
    mockApi({
      'TodayActivity/getTopGainers': () => ({ body: listAnswer(GAINERS, { direction: 'gainers' }) }),
    });
    renderGainers();
    expect(await screen.findByRole('link', { name: 'INFY' })).toHaveAttribute('href', '/stocks/INFY');
    expect(screen.getByRole('button', { name: 'Add INFY to a watchlist' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Top Gainers (NSE)' })).toBeInTheDocument();
    expect(screen.getAllByText('Simulated market data').length).toBeGreaterThan(0);
    expect(screen.getByText(/biggest percentage rise first/)).toBeInTheDocument();
    expect(bodyRows()).toEqual(['INFY', 'TCS', 'HDFCBANK', 'SBIN']);
    const cell = screen.getByText('+2.50 %').closest('td');
    expect(cell).toHaveAttribute('data-colour', 'green');
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeEnabled();
  });

  it('sorts by change % and filters by sector in the browser', async () => {
    const user = userEvent.setup();
    mockApi({
      'TodayActivity/getTopGainers': () => ({ body: listAnswer(GAINERS, { direction: 'gainers' }) }),
    });
    renderGainers();
    await screen.findByRole('link', { name: 'INFY' });
    await user.click(screen.getByRole('button', { name: /Change %/ }));
    expect(bodyRows()).toEqual(['HDFCBANK', 'INFY', 'TCS', 'SBIN']);
    await user.click(screen.getByRole('button', { name: /Change %/ }));
    expect(bodyRows()).toEqual(['SBIN', 'TCS', 'INFY', 'HDFCBANK']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'financial-services');
    expect(bodyRows()).toEqual(['SBIN', 'HDFCBANK']);
  });

  it('asks the server for the NIFTY 50 list when the index filter changes, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const fetch = mockApi({
      'TodayActivity/getTopGainers': (url) => ({
        body: listAnswer(
          url.searchParams.get('index') === 'nifty50'
            ? [stockRow('RELIANCE', 1.5, 'Oil Gas & Consumable Fuels')]
            : GAINERS,
          {
            direction: 'gainers',
          },
        ),
      }),
    });
    const { router } = renderGainers();
    await screen.findByRole('link', { name: 'INFY' });
    await user.click(screen.getByText('NIFTY 50'));
    expect(await screen.findByRole('link', { name: 'RELIANCE' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?index=nifty50');
    const urls = fetch.mock.calls.map(([input]) => String(input));
    expect(urls.some((u) => u.includes('index=nifty50'))).toBe(true);
  });

  it("shows the server's reason when a date has no session", async () => {
    mockApi({
      'TodayActivity/getTopGainers': () => ({
        body: {
          status: 0,
          message: 'No market data for 2026-11-22: the market was closed that day (weekend or holiday).',
        },
      }),
    });
    renderGainers('/top-gainers-nse?date=2026-11-22');
    expect(await screen.findByText(/the market was closed that day/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Live' })).toBeInTheDocument();
  });

  it('takes a past session typed day first into the URL, refuses a day after the live one, and goes back live', async () => {
    const user = userEvent.setup();
    mockApi({
      'TodayActivity/getTopGainers': () => ({ body: listAnswer(GAINERS, { direction: 'gainers' }) }),
    });
    const { router } = renderGainers();
    await screen.findByRole('link', { name: 'INFY' });
    const session = screen.getByRole('textbox', { name: 'Session' });
    expect(session).toHaveValue('23-11-2026');
    await user.clear(session);
    await user.type(session, '24-11-2026{Enter}');
    expect(screen.getByText('Choose a date on or before 23-11-2026.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await user.clear(session);
    await user.type(session, '20.11.2026');
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-11-20'));
    await user.click(await screen.findByRole('button', { name: 'Live' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The live session's date stays in the box while its list loads again.
    await waitFor(() => expect(session).toHaveValue('23-11-2026'));
  });

  it('reads in Hindi: title, definition and column headers', async () => {
    await i18n.changeLanguage('hi');
    mockApi({
      'TodayActivity/getTopGainers': () => ({ body: listAnswer(GAINERS, { direction: 'gainers' }) }),
    });
    renderGainers();
    expect(await screen.findByRole('link', { name: 'INFY' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'सबसे ज़्यादा बढ़त वाले शेयर (NSE)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Top Gainers (NSE)' })).not.toBeInTheDocument();
    expect(screen.getByText(/सबसे ज़्यादा प्रतिशत बढ़त वाले पहले/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /बदलाव %/ })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('सिंबल या कंपनी खोजें')).toBeInTheDocument();
  });
});

describe('the top movers widget', () => {
  it('shows the first rows with coloured changes and links to the full list', async () => {
    const fetch = mockApi({
      'TodayActivity/getTopLosers': () => ({
        body: listAnswer([stockRow('WIPRO', -2.1), stockRow('ITC', -1.2, 'Fast Moving Consumer Goods')], {
          direction: 'losers',
          total: 120,
        }),
      }),
    });
    renderRoutes([{ path: '/', element: <TopMoversWidget direction="losers" limit={2} /> }], '/');
    expect(await screen.findByRole('link', { name: 'WIPRO' })).toHaveAttribute('href', '/stocks/WIPRO');
    expect(screen.getByText('-2.10 %')).toHaveClass(/red/i);
    expect(screen.getByRole('link', { name: /View all losers \(120\)/ })).toHaveAttribute(
      'href',
      '/top-losers-nse',
    );
    await waitFor(() => expect(String(fetch.mock.calls[0]?.[0])).toContain('limit=2'));
  });
});
