import type { TradingToolsAnswer } from '@nivesh/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { TradingTerminalPage } from './trading-terminal-page';
import { TradingToolsPage } from './trading-tools-page';

const source = {
  simulated: true,
  feed: 'simulated' as const,
  sessionDate: '2026-11-25',
  live: true,
  asOf: 1_000_000,
};

const tool = {
  id: 'sma-cross-20',
  name: 'SMA(20) crossover',
  family: 'Moving averages',
  description: 'Close crosses above its 20-day SMA.',
  timeframe: 'daily' as const,
  side: 'long' as const,
  product: 'intraday' as const,
  entry: 'close crosses above sma(close, 20)',
  exit: 'close crosses below sma(close, 20)',
  stopLossPercent: 3,
  targetPercent: 0,
  parameters: {},
};

const answer: TradingToolsAnswer = {
  status: 1,
  message: 'ok',
  source,
  catalogueCount: 2,
  families: [
    {
      family: 'Moving averages',
      summary: 'Price against its average.',
      timeframe: 'daily',
      product: 'delivery',
      sides: ['long', 'short'],
      count: 2,
    },
  ],
  tools: [
    { ...tool, signalsToday: 1 },
    { ...tool, id: 'sma-cross-50', name: 'SMA(50) crossover', signalsToday: 3 },
  ],
  sector: null,
  sectors: [{ slug: 'banks', name: 'Banks' }],
  scanned: 503,
  dailyBars: 250,
  scanMs: 42,
  selected: {
    tool,
    columns: [],
    signals: [
      {
        symbol: 'HDFCBANK',
        name: 'HDFC Bank Ltd.',
        sector: 'Banks',
        ltp: 1600,
        change: 10,
        changePct: 0.63,
        volume: 1000,
        entryPrice: 1600,
        stopLoss: 1552,
        target: null,
        values: [],
      },
    ],
  },
};

function renderTools() {
  mockApi({ 'TradingTools/getData': () => ({ body: answer }) });
  return renderRoutes(
    [{ path: '/trading-tools', element: <TradingToolsPage /> }],
    '/trading-tools?tool=sma-cross-20',
  );
}

describe('the trading tools page', () => {
  it('reads in English: counts, the families, the chosen tool and its rule', async () => {
    renderTools();
    const section = await screen.findByRole('region', { name: 'Signals of SMA(20) crossover' });
    expect(
      within(section).getByRole('heading', { name: 'SMA(20) crossover: 1 stock flagged now' }),
    ).toBeInTheDocument();
    expect(within(section).getByText('Long · Intraday')).toBeInTheDocument();
    expect(
      within(section).getByText(/next bar’s open; squared off at the session’s close\.$/),
    ).toBeInTheDocument();
    expect(within(section).getByText('none (exit rule)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 stocks' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'measured performance' })).toHaveAttribute(
      'href',
      '/trading-tools/performance',
    );
    expect(screen.getByText('How the 1 families work')).toBeInTheDocument();
  });

  it('reads in Hindi: the title, the tiles, the chosen tool and the links', async () => {
    await i18n.changeLanguage('hi');
    renderTools();
    const section = await screen.findByRole('region', { name: 'SMA(20) crossover के सिग्नल' });
    expect(screen.getByRole('heading', { name: 'ट्रेडिंग टूल', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Trading Tools' })).not.toBeInTheDocument();
    expect(within(section).getByText('लॉन्ग · इंट्राडे')).toBeInTheDocument();
    expect(within(section).getByText('एंट्री')).toBeInTheDocument();
    expect(screen.getByText('स्कैन किए गए शेयर')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ट्रेडिंग टर्मिनल' })).toHaveAttribute('href', '/trading-terminal');
    expect(screen.getByRole('button', { name: '3 शेयर' })).toBeInTheDocument();
    expect(screen.queryByText('Stocks scanned')).not.toBeInTheDocument();
  });
});

describe('the trading terminal', () => {
  it('reads in Hindi: the keyboard help and the picker', async () => {
    await i18n.changeLanguage('hi');
    mockApi({
      'TradingTerminal/getTradingTerminal': () => ({
        body: { status: 1, message: 'ok', catalogueCount: 2, tools: answer.tools },
      }),
    });
    renderRoutes([{ path: '/trading-terminal', element: <TradingTerminalPage /> }], '/trading-terminal');
    expect(await screen.findByRole('heading', { name: 'ट्रेडिंग टर्मिनल', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('कीबोर्ड')).toBeInTheDocument();
    expect(screen.getByText(/शेयर खोलें/)).toBeInTheDocument();
    expect(await screen.findByText(/खोजने के लिए \/ दबाएँ/)).toBeInTheDocument();
    expect(screen.queryByText('Keyboard')).not.toBeInTheDocument();
  });
});
