import type {
  BuiltinScreenDataAnswer,
  BuiltinScreenDto,
  BuiltinScreenListAnswer,
  ScreenerByDateAnswer,
} from '@nivesh/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { ScreenDetailPage } from './screen-detail-page';
import { ScreenIndexPage } from './screen-index-page';
import { ScreenerByDatePage } from './screener-by-date-page';

const source = {
  simulated: true,
  feed: 'simulated' as const,
  sessionDate: '2026-11-23',
  live: true,
  asOf: 0,
};
const history = { first: '2015-06-01', last: '2026-11-20', session: '2026-11-23' };

const oversold: BuiltinScreenDto = {
  id: 3,
  slug: 'rsi-oversold',
  category: 'technical',
  theme: 'Momentum',
  name: 'RSI oversold (below 30)',
  description: 'Wilder’s 14-day RSI under 30.',
  query: 'rsi(14) < 30',
  columns: [{ key: 'rsi(14)', label: 'RSI (14)', unit: '', decimals: 1 }],
  sort: { key: 'rsi(14)', direction: 'asc' },
  fundamentals: [],
  intraday: false,
  pastDates: true,
};
const crossing: BuiltinScreenDto = {
  ...oversold,
  id: 1,
  slug: 'golden-cross',
  theme: 'Trend',
  name: 'Golden cross (last 5 sessions)',
  query: 'sma(close, 50) > sma(close, 200)',
};

const sectors = [
  { slug: 'banks', name: 'Banks', count: 1 },
  { slug: 'information-technology', name: 'Information Technology', count: 1 },
];
const rows = [
  {
    symbol: 'INFY',
    name: 'Infosys',
    sector: 'Information Technology',
    ltp: 1500,
    changePct: -2.1,
    values: [21.34],
  },
  { symbol: 'SBIN', name: 'SBI', sector: 'Banks', ltp: 800, changePct: -1, values: [28.9] },
];

function dataAnswer(sector: string | null): BuiltinScreenDataAnswer {
  const kept = rows.filter((r) => sector === null || r.sector === sector);
  return {
    status: 1,
    message: 'ok',
    source,
    screen: oversold,
    sector,
    sectors,
    scanned: 503,
    total: kept.length,
    page: 1,
    sort: oversold.sort,
    rows: kept,
    date: '2026-11-23',
    live: true,
    elapsedMs: 3,
  };
}

const listAnswer: BuiltinScreenListAnswer = {
  status: 1,
  message: 'ok',
  source,
  category: 'technical',
  screens: [
    { ...crossing, matches: 0 },
    { ...oversold, matches: 24 },
  ],
  scanned: 503,
  sectors,
  history,
  elapsedMs: 12,
  stale: 0,
};

describe('built-in screener pages', () => {
  it('groups screens by theme with their rule, today’s count and links', async () => {
    mockApi({ 'fundamentalScreener/getScreenList': () => ({ body: listAnswer }) });
    renderRoutes([{ path: '/t', element: <ScreenIndexPage category="technical" /> }], '/t');
    const card = await screen.findByRole('article', { name: 'RSI oversold (below 30)' });
    expect(within(card).getByLabelText('Screen rule')).toHaveTextContent('rsi(14) < 30');
    expect(within(card).getByRole('link', { name: 'View 24 stocks' })).toHaveAttribute(
      'href',
      '/technical-analysis/3/all',
    );
    expect(within(card).getByRole('link', { name: 'Open in the custom screener' })).toHaveAttribute(
      'href',
      '/screener/?q=rsi%2814%29+%3C+30',
    );
    expect(within(card).getByRole('link', { name: 'On a past day' })).toHaveAttribute(
      'href',
      '/screener/rsi-oversold/all/2026-11-20',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Momentum' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Trend' })).toBeInTheDocument();
    const empty = screen.getByRole('article', { name: 'Golden cross (last 5 sessions)' });
    expect(within(empty).getByText(/of 503 stocks match now/)).toHaveTextContent('0 of 503 stocks match now');
    expect(screen.getByText('Simulated market data')).toBeInTheDocument();
  });

  it('reads in Hindi when the page is in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockApi({ 'fundamentalScreener/getScreenList': () => ({ body: listAnswer }) });
    renderRoutes([{ path: '/t', element: <ScreenIndexPage category="technical" /> }], '/t');
    expect(await screen.findByRole('heading', { level: 1, name: 'टेक्निकल विश्लेषण' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Technical Analysis' })).not.toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'RSI oversold (below 30)' });
    expect(within(card).getByRole('link', { name: '24 शेयर देखें' })).toBeInTheDocument();
    expect(within(card).getByText(/503 में से/)).toHaveTextContent('503 में से 24 शेयर अभी मेल खाते हैं');
    expect(screen.queryByText('Open in the custom screener')).not.toBeInTheDocument();
  });

  it('shows a screen’s matches with its columns, links each symbol to its stock, and changes sector', async () => {
    const user = userEvent.setup();
    const fetch = mockApi({
      'fundamentalScreener/getScreenData': (url) => {
        const slug = url.searchParams.get('sector_id');
        if (slug === 'energy') return { body: { ...dataAnswer(null), rows: [], total: 0, sector: 'Energy' } };
        return { body: dataAnswer(slug === 'banks' ? 'Banks' : null) };
      },
      'fundamentalScreener/getScreenList': () => ({ body: listAnswer }),
    });
    const { router } = renderRoutes(
      [
        {
          path: '/technical-analysis/:screener_id/:sector_id',
          element: <ScreenDetailPage category="technical" />,
        },
      ],
      '/technical-analysis/3/all',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RSI oversold (below 30)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INFY' })).toHaveAttribute('href', '/stocks/INFY');
    expect(screen.getByRole('button', { name: 'Add INFY to a watchlist' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /RSI \(14\)/ })).toBeInTheDocument();
    expect(screen.getByText('21.3')).toBeInTheDocument();
    expect(
      screen.getAllByText('RSI oversold (below 30): stocks matching on 23 Nov 2026').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Run it as of a past day' })).toHaveAttribute(
      'href',
      '/screener/rsi-oversold/all/2026-11-20',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'banks');
    await waitFor(() => expect(router.state.location.pathname).toBe('/technical-analysis/3/banks'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RSI oversold (below 30) — Banks' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'INFY' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('sector_id=banks'))).toBe(true);

    await router.navigate('/technical-analysis/3/energy');
    expect(await screen.findByText('No stock matches today in Energy.')).toBeInTheDocument();
  });

  it('explains a day without a session and keeps the pickers to choose another', async () => {
    const user = userEvent.setup();
    const byDate: ScreenerByDateAnswer = {
      ...dataAnswer(null),
      date: '2026-11-20',
      live: false,
      history,
      previousDate: '2026-11-19',
      nextDate: '2026-11-23',
    };
    mockApi({
      'screener/getScreenerData': (url) =>
        url.searchParams.get('date') === '2026-11-21'
          ? {
              body: {
                status: 0,
                message:
                  '2026-11-21 was a Saturday: the market was closed. The trading day before it was 2026-11-20.',
              },
            }
          : { body: byDate },
      'fundamentalScreener/getScreenList': () => ({ body: listAnswer }),
    });
    const { router } = renderRoutes(
      [{ path: '/screener/:signal_id/:sector_id/:date', element: <ScreenerByDatePage /> }],
      '/screener/rsi-oversold/all/2026-11-21',
    );
    expect(await screen.findByText(/2026-11-21 was a Saturday: the market was closed/)).toBeInTheDocument();
    // The day is shown and typed DD-MM-YYYY, within the history; the URL keeps the ISO date.
    const day = screen.getByLabelText('Trading day');
    expect(day).toHaveValue('21-11-2026');
    await user.clear(day);
    await user.type(day, '24-11-2026{Enter}');
    expect(screen.getByText('Choose a date from 01-06-2015 to 23-11-2026.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/screener/rsi-oversold/all/2026-11-21');
    await user.clear(day);
    await user.type(day, '20/11/2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/screener/rsi-oversold/all/2026-11-20'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RSI oversold (below 30) on 20 Nov 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Close \(₹\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/screener/rsi-oversold/all/2026-11-19'));

    await router.navigate('/screener/rsi-oversold/all/someday');
    expect(await screen.findByText(/“someday” is not a date/)).toBeInTheDocument();
  });
});
