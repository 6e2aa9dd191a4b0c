import { type MarketSignal, SIGNAL_TYPES, type SignalListAnswer } from '@nivesh/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { MarketSignalPage } from './market-signal-page';

const source = {
  simulated: true,
  feed: 'simulated' as const,
  sessionDate: '2026-11-25',
  live: false,
  asOf: 0,
};

const signal: MarketSignal = {
  status: 1,
  message: 'ok',
  source,
  signal: 'Bullish',
  score: 3,
  rule: 'Bullish at +2 or more, bearish at −2 or less.',
  components: [
    {
      id: 'sma20',
      label: '20-day SMA',
      detail: 'NIFTY 50 25,850.00 is above its 20-day SMA 25,700.00',
      reading: 'bullish',
      points: 1,
    },
    { id: 'vix', label: 'India VIX', detail: 'India VIX 14.4 is calm', reading: 'bullish', points: 1 },
  ],
  nifty: { ltp: 25_850, changePct: 0.4, sma20: 25_700, sma50: 25_500, sma200: 24_900 },
  breadth: { advances: 300, declines: 180, unchanged: 20, total: 500, advanceDeclineRatio: 1.67 },
  vix: { ltp: 14.4, changePct: -2 },
};

const list: SignalListAnswer = {
  status: 1,
  message: 'ok',
  source,
  date: '2026-11-25',
  record: { method: 'm', firstSession: null, lastSession: null, sessions: 0, signals: 0 },
  sessions: ['2026-11-25'],
  types: SIGNAL_TYPES.map((type) => ({
    type,
    label: type,
    side: type.endsWith('Sell') || type === 'DnTrend' ? ('sell' as const) : ('buy' as const),
    timeframe: 'Daily',
    description: '',
    plan: '',
    horizon: '',
    count: type === 'UpTrend' ? 14 : 0,
    stats: null,
  })),
};

describe('the market signal page', () => {
  it('shows the market reading with its components and links the session’s stock signals', async () => {
    mockApi({
      'market/marketSignal': () => ({ body: signal }),
      'autoSignal/getSignalList': () => ({ body: list }),
    });
    renderRoutes([{ path: '/market-signal', element: <MarketSignalPage /> }], '/market-signal');
    expect(await screen.findByTestId('market-signal')).toHaveTextContent('Bullish');
    expect(screen.getByText(/above its 20-day SMA/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '14 stocks' })).toHaveAttribute(
      'href',
      '/autosignal/uptrend/all/2026-11-25',
    );
    expect(screen.getAllByText('none')).toHaveLength(9);
  });

  it('reads in Hindi: title, the session’s signal counts and the empty types', async () => {
    await i18n.changeLanguage('hi');
    mockApi({
      'market/marketSignal': () => ({ body: signal }),
      'autoSignal/getSignalList': () => ({ body: list }),
    });
    renderRoutes([{ path: '/market-signal', element: <MarketSignalPage /> }], '/market-signal');
    expect(await screen.findByRole('link', { name: '14 शेयर' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'बाज़ार सिग्नल' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Market Signal' })).not.toBeInTheDocument();
    expect(screen.getAllByText('कोई नहीं')).toHaveLength(9);
    expect(screen.queryByText('none')).not.toBeInTheDocument();
  });
});
