import type {
  IntradayScreenerListAnswer,
  IntradayStockDataAnswer,
  PreMarketScreenerDataAnswer,
  PricePatternListAnswer,
} from '@nivesh/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { untilNextBarClose } from '../api/intraday-screener-queries';
import { IntradayScreenerPage } from './intraday-screener-page';
import { IntradayScreenerStockPage } from './intraday-screener-stock-page';
import { PreMarketScreenerDetailPage } from './premarket-screener-detail-page';

const source = {
  simulated: true,
  feed: 'simulated' as const,
  sessionDate: '2026-11-25',
  live: true,
  asOf: 1_000_000,
};
const bars = { closed: 5, lastClose: '10:30', nextCloseMs: 1_600_000 };
const sectors = [
  { slug: 'banks', name: 'Banks', count: 3 },
  { slug: 'it', name: 'IT', count: 1 },
];
const screenInfo = {
  id: '5',
  name: '15-minute opening range breakout',
  bias: 'bullish' as const,
  rule: 'After 09:30: last price above the high of the 09:15–09:30 bar.',
  metricLabel: 'Beyond the range %',
  metricUnit: '%' as const,
  kind: 'function' as const,
  language: null,
};

const list: IntradayScreenerListAnswer = {
  status: 1,
  message: 'ok',
  source,
  sector: null,
  scanned: 503,
  bars,
  elapsedMs: 61,
  scan: 2_924_075,
  screens: [
    { ...screenInfo, id: '1', name: 'Open = High', kind: 'language', language: 'open = high', count: 0 },
    { ...screenInfo, count: 4 },
  ],
  sectors,
};

const patterns: PricePatternListAnswer = {
  status: 1,
  message: 'ok',
  source,
  sector: null,
  scanned: 503,
  bars,
  elapsedMs: 61,
  scan: 2_924_075,
  dailyBar: '2026-11-24',
  patterns: [
    {
      id: 'hammer',
      name: 'Hammer',
      bias: 'bullish',
      bars: 1,
      rule: 'A candle with a long lower shadow',
      daily: 7,
      m15: 0,
    },
  ],
  sectors,
};

const row = (symbol: string, metric: number) => ({
  symbol,
  name: `${symbol} Ltd`,
  sector: 'Banks',
  ltp: 100,
  change: 1,
  changePct: 1,
  open: 99,
  high: 101,
  low: 98,
  prevClose: 99,
  volume: 12_000,
  vwap: 99.5,
  metric,
});

const stocks: IntradayStockDataAnswer = {
  status: 1,
  message: 'ok',
  source,
  sector: 'Banks',
  scanned: 40,
  bars,
  elapsedMs: 61,
  scan: 2_924_075,
  screen: screenInfo,
  rows: [row('HDFCBANK', 0.42), row('SBIN', 1.25)],
  sectors,
};

/** Answers the stock page's calls; returns the query strings getStockData was asked with. */
function mockStockPage(): string[] {
  const asked: string[] = [];
  mockApi({
    'IntradayScreener/getStockData': (url) => {
      asked.push(url.search);
      return { body: stocks };
    },
    'IntradayScreener/getScreenerList': () => ({ body: list }),
    'PricePattern/getPatternList': () => ({ body: patterns }),
  });
  return asked;
}

describe('intraday screener pages', () => {
  it('lists the screens with counts and rules, links a screen to its stocks and the patterns to theirs', async () => {
    mockApi({
      'IntradayScreener/getScreenerList': () => ({ body: list }),
      'PricePattern/getPatternList': () => ({ body: patterns }),
    });
    renderRoutes([{ path: '/intraday-screener', element: <IntradayScreenerPage /> }], '/intraday-screener');
    const card = (await screen.findByText('5. 15-minute opening range breakout')).closest('[data-screen-id]');
    if (!(card instanceof HTMLElement)) throw new Error('no card');
    expect(within(card).getByText(screenInfo.rule)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View 4 stocks' }).getAttribute('href')).toBe(
      '/intraday-screener-stock?screen=5&scan=2924075',
    );
    expect(screen.getByText('open = high')).toBeTruthy();
    expect(screen.getByText(/5 of 25 fifteen-minute bars closed \(last at 10:30 IST\)/)).toBeTruthy();
    const hammer = await screen.findByRole('link', { name: '7' });
    expect(hammer.getAttribute('href')).toBe(
      '/intraday-screener-stock?pattern=hammer&timeframe=daily&scan=2924075',
    );
    expect(screen.getAllByText(/^Price patterns on the 24 Nov 2026 daily bar/).length).toBeGreaterThan(0);
  });

  it('reads in Hindi when the page is in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockApi({
      'IntradayScreener/getScreenerList': () => ({ body: list }),
      'PricePattern/getPatternList': () => ({ body: patterns }),
    });
    renderRoutes([{ path: '/intraday-screener', element: <IntradayScreenerPage /> }], '/intraday-screener');
    expect(await screen.findByRole('heading', { level: 1, name: 'इंट्राडे स्क्रीनर' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Intraday Screener' })).toBeNull();
    const card = (await screen.findByText('5. 15-minute opening range breakout')).closest('[data-screen-id]');
    if (!(card instanceof HTMLElement)) throw new Error('no card');
    expect(within(card).getByRole('link', { name: '4 शेयर देखें' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'प्राइस पैटर्न' })).toBeTruthy();
    expect(screen.queryByText('Price patterns')).toBeNull();
  });

  it("shows a screen's stocks for a sector from the query string, with the screen's number", async () => {
    const asked = mockStockPage();
    renderRoutes(
      [{ path: '/intraday-screener-stock', element: <IntradayScreenerStockPage /> }],
      '/intraday-screener-stock?screen=5&sector=banks',
    );
    await screen.findByRole('heading', { level: 1, name: '15-minute opening range breakout' });
    await waitFor(() => expect(screen.getByText('SBIN')).toBeTruthy());
    expect(asked[0]).toContain('screen_id=5');
    expect(asked[0]).toContain('sector_id=banks');
    expect(screen.getByRole('columnheader', { name: /Beyond the range %/ })).toBeTruthy();
    expect(screen.getByText('+1.25 %')).toBeTruthy();
  });

  it('lists the stocks of the scan a list link names, and Refresh moves to the current scan', async () => {
    const asked = mockStockPage();
    const { router } = renderRoutes(
      [{ path: '/intraday-screener-stock', element: <IntradayScreenerStockPage /> }],
      '/intraday-screener-stock?screen=5&scan=2924075',
    );
    await waitFor(() => expect(screen.getByText('SBIN')).toBeTruthy());
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('scan=2924075');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).not.toContain('scan=');
    expect(router.state.location.search).toBe('?screen=5');
  });

  it('refetches just after the next 15-minute close while the session trades, never after it', () => {
    expect(untilNextBarClose(list)).toBe(600_000 + 65_000);
    expect(untilNextBarClose({ ...list, source: { ...source, live: false } })).toBe(false);
    expect(untilNextBarClose({ status: 0, message: 'No sector x' })).toBe(false);
  });
});

describe('pre-market screen page', () => {
  it("shows a refusal's message for an unknown screen", async () => {
    mockApi({
      'PreMarket/getScreenerData': () => ({
        body: { status: 0, message: 'No pre-market screen 99: choose a number from 1 to 13' },
      }),
      'PreMarket/getScreenerList': () => ({ body: { status: 0, message: 'x' } }),
    });
    renderRoutes(
      [{ path: '/preMarket-screener/:screener_id/:sector_id', element: <PreMarketScreenerDetailPage /> }],
      '/preMarket-screener/99/all',
    );
    expect(await screen.findByText('No pre-market screen 99: choose a number from 1 to 13')).toBeTruthy();
  });

  it('hides the metric column when it is the gap itself', async () => {
    const data: PreMarketScreenerDataAnswer = {
      status: 1,
      message: 'ok',
      source,
      date: '2026-11-25',
      sector: null,
      scanned: 503,
      simulatedOrderBook: true,
      screen: {
        id: '1',
        name: 'Gap up 2 % or more',
        bias: 'bullish',
        rule: 'Gap ≥ +2 %.',
        metricLabel: 'Gap %',
        metricUnit: '%',
      },
      rows: [],
      sectors,
    };
    mockApi({
      'PreMarket/getScreenerData': () => ({ body: data }),
      'PreMarket/getScreenerList': () => ({ body: { status: 0, message: 'x' } }),
    });
    renderRoutes(
      [{ path: '/preMarket-screener/:screener_id/:sector_id', element: <PreMarketScreenerDetailPage /> }],
      '/preMarket-screener/1/all',
    );
    await screen.findByText('No stock meets this screen in this pre-open.');
    expect(screen.getAllByRole('columnheader', { name: /^Gap %/ })).toHaveLength(1);
  });
});
