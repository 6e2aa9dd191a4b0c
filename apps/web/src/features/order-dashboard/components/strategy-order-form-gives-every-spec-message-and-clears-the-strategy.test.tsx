import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SECTOR_LIST } from '@/features/sectors/lib/sectors-test-fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { AddStrategyPage, EditStrategyPage } from './strategy-order-pages';

const CHOICES: Record<string, { value: string; label: string }[]> = {
  autosignal: [{ value: '1', label: 'IntradayBuy' }],
  tradingTool: [
    { value: 'rsi-reversal', label: 'RSI reversal' },
    { value: 'ema-cross', label: 'EMA crossover' },
  ],
};

function mockForm(posts: URLSearchParams[] = []) {
  return mockApi({
    'sector/getSectorList': () => ({ body: SECTOR_LIST }),
    'OrderDashboard/gettypDaata': (url) => ({
      body: { status: 1, message: '', result: CHOICES[url.searchParams.get('type') ?? ''] ?? [] },
    }),
    'OrderDashboard/submitOrderData': (_url, init) => {
      posts.push(new URLSearchParams(String(init?.body)));
      return { body: { status: 1, message: 'Order placed', orderId: 'BK1' } };
    },
    'OrderDashboard/getOrderDetails': () => ({
      body: {
        status: 1,
        message: '',
        data: {
          orderId: 'BK7',
          sectorName: 'Metals & Mining',
          strategyType: 'Trading Tools',
          strategyName: 'EMA crossover',
          quantity: 4,
          noOfStock: 3,
          product: 'Delivery',
          signaltype: 'Sell',
          profitTarget: 5,
          stoploss: 2,
          date: '2026-11-25 10:00:00',
        },
        totalProfit: null,
        totalLoss: null,
        column: [],
        symbolList: [],
      },
    }),
  });
}

const routes = [
  { path: '/order-dashboard/add-strategy', element: <AddStrategyPage /> },
  { path: '/order-dashboard/edit-strategy/:order_id', element: <EditStrategyPage /> },
  { path: '/order-dashboard', element: <p>Strategy list</p> },
];
const box = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const select = (label: string) => screen.getAllByLabelText(label)[0] as HTMLInputElement;

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(select(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the strategy order form', () => {
  it('shows every spec 5 message verbatim, "Secotor" and the two spaces included', {
    timeout: 15_000,
  }, async () => {
    mockForm();
    const user = userEvent.setup();
    renderRoutes(routes, '/order-dashboard/add-strategy');
    await user.click(await screen.findByRole('button', { name: 'Place strategy order' }));
    const texts = [...document.querySelectorAll('.mantine-InputWrapper-error')].map((e) => e.textContent);
    expect(texts).toEqual([
      'Secotor is required',
      'Strategy Type is required',
      'Strategy  is required',
      'Number of Stock is required',
      'Quantity is required',
      'Profit Target is required',
      'Stop Loss is required',
    ]);
    await user.type(box('Quantity'), '10a');
    await user.type(box('Stop Loss (%)'), '2.5');
    await user.type(box('Number of Stock'), 'x');
    await user.type(box('Profit Target (%)'), '-1');
    for (const message of [
      'Quantity Must be only digits',
      'Stop Loss Must be only digits',
      'Number of Stock Must be only digits',
      'Profit Target Must be only digits',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('clears the chosen strategy when the type changes, then posts and goes to /order-dashboard', {
    timeout: 15_000,
  }, async () => {
    const posts: URLSearchParams[] = [];
    mockForm(posts);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/order-dashboard/add-strategy');
    await choose(user, 'Sector', 'Information Technology');
    await choose(user, 'Strategy Type', 'Trading Tools');
    await choose(user, 'Strategy', 'RSI reversal');
    expect(select('Strategy').value).toBe('RSI reversal');
    await choose(user, 'Strategy Type', 'Autosignal');
    expect(select('Strategy').value).toBe('');
    await choose(user, 'Strategy', 'IntradayBuy');
    await user.type(box('Number of Stock'), '3');
    await user.type(box('Quantity'), '10');
    await user.type(box('Profit Target (%)'), '4');
    await user.type(box('Stop Loss (%)'), '2');
    await user.click(screen.getByRole('button', { name: 'Place strategy order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-dashboard'));
    expect(posts).toHaveLength(1);
    expect(Object.fromEntries(posts[0] ?? [])).toMatchObject({
      getsectorid: 'information-technology',
      type: 'autosignal',
      getOptionId: '1',
      noOfStock: '3',
      quantity: '10',
      profitTarget: '4',
      stoploss: '2',
      signaltype: 'Buy',
      product: 'Intraday',
    });
  });

  it('loads the order in edit mode (getOrderDetails) and posts its order_id', {
    timeout: 15_000,
  }, async () => {
    const posts: URLSearchParams[] = [];
    mockForm(posts);
    const user = userEvent.setup();
    renderRoutes(routes, '/order-dashboard/edit-strategy/BK7');
    await waitFor(() => expect(box('Quantity').value).toBe('4'));
    await waitFor(() => expect(select('Sector').value).toBe('Metals & Mining'));
    expect(select('Strategy Type').value).toBe('Trading Tools');
    await waitFor(() => expect(select('Strategy').value).toBe('EMA crossover'));
    expect(screen.getByRole('radio', { name: 'Sell' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save strategy order' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.get('order_id')).toBe('BK7');
    expect(posts[0]?.get('getOptionId')).toBe('ema-cross');
    expect(posts[0]?.get('getsectorid')).toBe('metals-and-mining');
  });
});
