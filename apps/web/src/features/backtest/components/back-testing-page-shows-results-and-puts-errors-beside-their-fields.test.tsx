import type { BacktestRunAnswer, BacktestStrategiesAnswer, ScreenLanguageAnswer } from '@nivesh/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { BacktestPage } from './backtest-page';

const language: ScreenLanguageAnswer = {
  status: 1,
  message: 'ok',
  fields: [
    { name: 'close', kind: 'price', unit: '₹', description: 'Closing price', example: 'close > open' },
  ],
  functions: [],
  sectors: [{ slug: 'information-technology', name: 'Information Technology' }],
  examples: [],
};

const tools: BacktestStrategiesAnswer = {
  status: 1,
  message: '1 trading tools',
  type: 'tradingTool',
  method: 'Entry and exit conditions evaluated on every daily bar.',
  strategies: [
    {
      id: 'sma-cross-20-50',
      name: 'SMA 20/50 crossover',
      family: 'Moving-average crossover',
      description: 'Buy when the 20-day average crosses above the 50-day average.',
      summary: 'Entry: crosses_above(sma(close, 20), sma(close, 50)) · Exit: … · Stop 8 % · Target none',
      timeframe: 'Daily',
      side: 'long',
      product: 'delivery',
      stopLossPct: 8,
      targetPct: 0,
      available: true,
      unavailableReason: null,
    },
  ],
};

const zeroCharges = {
  brokerage: 0,
  stt: 100,
  exchange: 3,
  sebi: 0.1,
  stampDuty: 15,
  dp: 13.5,
  gst: 2.99,
  total: 134.59,
};
const result: BacktestRunAnswer = {
  status: 1,
  message: '1 trades over 3 sessions',
  source: { simulated: true, feed: 'simulated', sessionDate: '2026-11-25', live: false, asOf: 0 },
  strategy: {
    kind: 'tradingTool',
    id: 'sma-cross-20-50',
    name: 'SMA 20/50 crossover',
    summary: 'Entry: x · Exit: y',
    method: 'm',
  },
  settings: {
    side: 'long',
    product: 'delivery',
    capital: 100_000,
    positionPct: 100,
    maxPositions: 10,
    stopLossPct: 8,
    targetPct: 0,
    slippageBps: 5,
    plan: 'discount',
    planLabel: 'Discount broker',
    planDescription: 'Delivery ₹0',
  },
  scope: { kind: 'symbol', label: 'INFY', stocks: 1 },
  period: { from: '2026-11-18', to: '2026-11-20', bars: 3 },
  metrics: {
    finalEquity: 112_340,
    netProfit: 12_340,
    totalReturnPct: 12.34,
    cagrPct: 5.5,
    maxDrawdownPct: 4.2,
    drawdownPeak: '2026-11-18',
    drawdownTrough: '2026-11-19',
    drawdownRecovery: null,
    sharpe: 1.23,
    trades: 1,
    winRatePct: 100,
    averageWin: 12_340,
    averageLoss: null,
    expectancy: 12_340,
    profitFactor: null,
    exposurePct: 66.67,
    charges: 134.59,
  },
  benchmark: { name: 'NIFTY 50', totalReturnPct: 10.34, cagrPct: 4, maxDrawdownPct: 3, sharpe: 0.9 },
  equity: {
    dates: ['2026-11-18', '2026-11-19', '2026-11-20'],
    strategy: [100_000, 95_800, 112_340],
    benchmark: [100_000, 101_000, 110_340],
  },
  trades: [
    {
      symbol: 'INFY',
      side: 'long',
      quantity: 60,
      entryDate: '2026-11-19',
      entryPrice: 1600,
      exitDate: '2026-11-20',
      exitPrice: 1808,
      gross: 12_480,
      charges: 134.59,
      net: 12_345.41,
      returnPct: 12.86,
      reason: 'end',
    },
  ],
  tradesTotal: 1,
  charges: zeroCharges,
  rates: [{ component: 'STT', intraday: '0.025 % on the sell', delivery: '0.1 % on buy and sell' }],
  assumptions: ['Orders fill at the open of the session after the signal (no look-ahead).'],
  stockDays: 2924,
  elapsedMs: 12.3,
  cached: false,
};

const page = (url: string) => renderRoutes([{ path: '/back-testing', element: <BacktestPage /> }], url);

describe('the back-testing page', () => {
  it('runs from the form, writes the parameters into the URL and shows metrics, trades and charges', async () => {
    const user = userEvent.setup();
    const fetch = mockApi({
      'screener/screenLanguage': () => ({ body: language }),
      'BackTest/gettypDaata': () => ({ body: tools }),
      'BackTest/run': () => ({ body: result }),
    });
    const { router } = page('/back-testing');
    expect(await screen.findByText(/Buy when the 20-day average crosses above/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run back-test' }));
    await waitFor(() => expect(router.state.location.search).toContain('strategy_id=sma-cross-20-50'));
    expect(router.state.location.search).toContain('symbol=RELIANCE');
    expect(await screen.findByRole('heading', { name: 'SMA 20/50 crossover · INFY' })).toBeInTheDocument();
    expect(screen.getByText('+12.34 %')).toBeInTheDocument();
    expect(screen.getByText('-4.20 %')).toBeInTheDocument();
    expect(screen.getByText('+2.00')).toBeInTheDocument();
    expect(screen.getByText(/Computed on the server in 12 ms over 2,924 stock-days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INFY' })).toHaveAttribute('href', '/stocks/INFY');
    const trade = screen.getByRole('link', { name: 'INFY' }).closest('tr');
    if (!trade) throw new Error('no trade row');
    expect(within(trade).getByText('19 Nov 2026')).toBeInTheDocument();
    expect(within(trade).getByText('20 Nov 2026')).toBeInTheDocument();
    expect(within(trade).queryByText('2026-11-19')).toBeNull();
    expect(screen.getAllByText('₹134.59').length).toBeGreaterThan(1);
    expect(screen.getByText('0.1 % on buy and sell')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Equity of the strategy and of NIFTY 50/ })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('BackTest/run?strategy_type=tradingTool'))).toBe(
      true,
    );
  });

  it('takes its period typed DD-MM-YYYY into the URL as ISO dates, and holds a date that is not one', async () => {
    const user = userEvent.setup();
    mockApi({
      'screener/screenLanguage': () => ({ body: language }),
      'BackTest/gettypDaata': () => ({ body: tools }),
      'BackTest/run': () => ({ body: result }),
    });
    const { router } = page('/back-testing?from=2024-01-01');
    const from = await screen.findByRole('textbox', { name: 'From' });
    expect(from).toHaveValue('01-01-2024');
    const to = screen.getByRole('textbox', { name: 'To' });
    await user.type(to, '31-02-2026');
    await user.click(screen.getByRole('button', { name: 'Run back-test' }));
    expect(screen.getByText('31-02-2026 is not a date: that month has 28 days.')).toBeInTheDocument();
    expect(to).toHaveFocus();
    expect(router.state.location.search).toBe('?from=2024-01-01');
    await user.clear(to);
    await user.type(to, '27/02/2026');
    await user.click(screen.getByRole('button', { name: 'Run back-test' }));
    await waitFor(() => expect(router.state.location.search).toContain('from=2024-01-01&to=2026-02-27'));
  });

  it('puts a refusal beside its field and a rule mistake under the rule with a caret', async () => {
    mockApi({
      'screener/screenLanguage': () => ({ body: language }),
      'BackTest/gettypDaata': () => ({ body: tools }),
      'BackTest/run': (url) =>
        url.searchParams.get('capital') === '500'
          ? {
              body: {
                status: 0,
                message: 'Capital must be between ₹1,000 and ₹1,00,00,00,000',
                field: 'capital',
                position: null,
                line: null,
                column: null,
              },
            }
          : {
              body: {
                status: 0,
                message: 'Entry: Unknown function "smaa"',
                field: 'entry',
                position: 8,
                line: 1,
                column: 9,
              },
            },
    });
    const first = page(
      '/back-testing?strategy_type=tradingTool&strategy_id=sma-cross-20-50&scope=universe&capital=500&plan=discount',
    );
    const capital = await screen.findByRole('textbox', { name: 'Capital (₹)' });
    await waitFor(() => expect(capital).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Capital must be between ₹1,000 and ₹1,00,00,00,000')).toBeInTheDocument();
    first.unmount();
    page(
      `/back-testing?strategy_type=custom&entry=${encodeURIComponent('close > smaa(close, 20)')}&exit=close&scope=universe&capital=100000&plan=discount`,
    );
    const caret = await screen.findByLabelText('Entry condition: mistake at character 9');
    expect(caret.textContent).toBe('close > smaa(close, 20)\n        ^');
    expect(
      within(caret.parentElement ?? document.body).getByText('Entry: Unknown function "smaa"'),
    ).toBeInTheDocument();
  });

  it('reads in Hindi when the page language is Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockApi({
      'screener/screenLanguage': () => ({ body: language }),
      'BackTest/gettypDaata': () => ({ body: tools }),
    });
    page('/back-testing');
    expect(await screen.findByRole('heading', { name: 'बैक-टेस्टिंग' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बैक-टेस्ट चलाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'पूँजी (₹)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Back Testing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run back-test' })).not.toBeInTheDocument();
  });
});
