import type { DashboardColumn, DashboardRow } from '@nivesh/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockAnswer, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { OrderDetailPage } from './order-detail-page';
import { PositionsPage, SimpleHistoryPage } from './order-list-pages';
import { StrategyOrdersPage } from './strategy-orders-page';

const list = (column: DashboardColumn[], result: DashboardRow[], summary?: Record<string, number>) => ({
  body: { status: 1, message: '', column, result, total: result.length, page: 1, pageSize: 100, summary },
});

const POSITION_COLUMNS: DashboardColumn[] = [
  { field: 'symbol', label: 'Symbol' },
  { field: 'netQty', label: 'Net qty' },
  { field: 'ltp', label: 'LTP' },
  { field: 'prftLoss', label: 'P&L (gross)' },
  { field: 'cp', label: 'P&L (net)' },
];
const position = (i: number, net: number, gross: number): DashboardRow => ({
  symbol: `STOCK${String(i).padStart(2, '0')}`,
  orderId: `STOCK${i}:intraday`,
  orderType: net >= 0 ? 1 : 0,
  processStatus: net === 0 ? 1 : 0,
  netQty: net,
  ltp: 100 + i,
  prftLoss: gross,
  cp: gross - 1,
});
const POSITIONS = [
  position(1, 10, -5),
  position(2, 0, 3),
  ...Array.from({ length: 10 }, (_, i) => position(i + 3, 1, 1)),
];

const cellOf = (text: string) => screen.getByText(text).closest('td');

afterEach(() => vi.restoreAllMocks());

describe('the dashboard lists', () => {
  it('show the server columns coloured per spec 3, ten rows a page, the active tab and the totals', {
    timeout: 15_000,
  }, async () => {
    mockApi({
      'OrderDashboard/getSimpleOrderData': () =>
        list(POSITION_COLUMNS, POSITIONS, { gross: 7, charges: 11.8, net: -4.8 }),
    });
    renderRoutes(
      [{ path: '/position-order-dashboard', element: <PositionsPage /> }],
      '/position-order-dashboard',
    );
    await screen.findByText('STOCK01');
    expect(screen.getByText('Showing 1–10 of 12')).toBeInTheDocument();
    const size = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect(size.value).toBe('10');
    expect([...size.options].map((o) => o.value)).toEqual(['5', '10', '20', '30', '50', '75', '100']);
    const row1 = screen.getByText('STOCK01').closest('tr') as HTMLElement;
    const cells = within(row1).getAllByRole('cell');
    // symbol, actions, netQty, ltp, prftLoss, cp
    expect(cells[3]).toHaveAttribute('data-colour', 'green');
    expect(cells[4]).toHaveTextContent('-5.00');
    expect(cells[4]).toHaveAttribute('data-colour', 'red');
    expect(cells[5]).toHaveAttribute('data-colour', 'red');
    expect(cells[2]).not.toHaveAttribute('data-colour');
    expect(screen.getByRole('link', { name: 'STOCK01' })).toHaveAttribute('href', '/stocks/STOCK01');
    expect(screen.getByRole('link', { name: 'Position' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Simple Order' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Gross P&L')).toBeInTheDocument();
    expect(screen.getByText('₹11.80')).toBeInTheDocument();
    expect(screen.getByText('Home').closest('a')).toHaveAttribute('href', '/');
  });

  it('offer Buy and Sell on open positions (re-order, then the form in a new tab) and a dash on flat ones', {
    timeout: 15_000,
  }, async () => {
    const calls: string[] = [];
    mockApi({
      'OrderDashboard/getSimpleOrderData': () => list(POSITION_COLUMNS, POSITIONS.slice(0, 2)),
      'OrderDashboard/updateReOrder': (url) => {
        calls.push(url.search);
        return { body: { status: 1, message: 'Opening' } };
      },
    });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/position-order-dashboard', element: <PositionsPage /> }],
      '/position-order-dashboard',
    );
    const flat = (await screen.findByText('STOCK02')).closest('tr') as HTMLElement;
    expect(within(flat).getByText('—')).toBeInTheDocument();
    expect(within(flat).queryByRole('button')).not.toBeInTheDocument();
    const held = cellOf('STOCK01')?.closest('tr') as HTMLElement;
    await user.click(within(held).getByRole('button', { name: 'Sell' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['?orderId=STOCK1%3Aintraday&signalType=Sell']);
    expect(open.mock.calls[0]?.[0]).toBe('/order-dashboard/add-simple-strategy?symbol=STOCK01&type=Sell');
    expect(open.mock.calls[0]?.[1]).toBe('_blank');
  });

  it('colour signals, btintraday and stintraday by spec 3', { timeout: 15_000 }, async () => {
    mockApi({
      'OrderDashboard/simpleOrderHistory': () =>
        list(
          [
            { field: 'symbol', label: 'Symbol' },
            { field: 'signal', label: 'Signal' },
            { field: 'btintraday', label: 'BT' },
            { field: 'stintraday', label: 'ST' },
          ],
          [
            {
              symbol: 'AAA',
              orderId: '1',
              signal: 'IntradaySell',
              btintraday: -2,
              stintraday: 4,
              processStatus: 1,
            },
            {
              symbol: 'BBB',
              orderId: '2',
              signal: 'IntradayBuy',
              btintraday: 1,
              stintraday: -1,
              processStatus: 1,
            },
          ],
        ),
    });
    renderRoutes(
      [{ path: '/simple-order-history', element: <SimpleHistoryPage /> }],
      '/simple-order-history',
    );
    expect(await screen.findByText('IntradaySell')).toHaveAttribute('data-colour', 'red');
    expect(cellOf('IntradayBuy')).toHaveAttribute('data-colour', 'green');
    expect(cellOf('-2.00')).toHaveAttribute('data-colour', 'green');
    expect(cellOf('4.00')).toHaveAttribute('data-colour', 'red');
  });

  it('show spec 8 alerts: danger for a failed call, warning with the message for status 0, both dismissible', {
    timeout: 15_000,
  }, async () => {
    let answer: MockAnswer = { status: 500, body: { status: 0, message: 'boom' } };
    mockApi({ 'OrderDashboard/simpleOrderHistory': () => answer });
    const user = userEvent.setup();
    const { queryClient } = renderRoutes(
      [{ path: '/simple-order-history', element: <SimpleHistoryPage /> }],
      '/simple-order-history',
    );
    const danger = await screen.findByRole('alert');
    expect(danger).toHaveTextContent('Oh snap! You got an error!');
    expect(danger).toHaveTextContent('There is something going wrong,please try again');
    expect(danger).toHaveAttribute('data-kind', 'danger');
    await user.click(within(danger).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answer = { body: { status: 0, message: 'Your session has no orders page' } };
    await queryClient.refetchQueries();
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveAttribute('data-kind', 'warning');
    expect(warning).toHaveTextContent('Oh snap! You got an error!');
    expect(warning).toHaveTextContent('Your session has no orders page');
  });
});

const BASKETS = [
  { orderId: 'BK1', sectorName: 'Capital Goods', strategyName: 'RSI reversal', totalProfit: 0, totalLoss: 0 },
];

describe('the strategy orders', () => {
  it('delete after "Are you sure want to delete this?" with a "Please wait" state, then show /order-dashboard', {
    timeout: 15_000,
  }, async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const deletes: string[] = [];
    let listed = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (url.pathname.endsWith('/deleteOrderRecord')) {
        deletes.push(url.searchParams.get('order_id') ?? '');
        await gate;
        return json({ status: 1, message: 'Deleted' });
      }
      if (url.pathname.endsWith('/getOrderData')) {
        listed += 1;
        return json(
          list(
            [
              { field: 'orderId', label: 'Order ID' },
              { field: 'sectorName', label: 'Sector' },
            ],
            deletes.length ? [] : BASKETS,
          ).body,
        );
      }
      return new Response('{}', { status: 404 });
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/order-dashboard', element: <StrategyOrdersPage /> }], '/order-dashboard');
    expect(await screen.findByRole('link', { name: 'BK1' })).toHaveAttribute('href', '/order-dashboard/BK1');
    expect(screen.getByRole('link', { name: /Add strategy/ })).toHaveAttribute(
      'href',
      '/order-dashboard/add-strategy',
    );
    expect(screen.getByRole('link', { name: /Search/ })).toHaveAttribute('href', '/order-dashboard/search');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure want to delete this?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: 'Please wait' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toEqual(['BK1']);
    await screen.findByText('No strategy orders yet. Add a strategy to place one.');
    expect(listed).toBeGreaterThanOrEqual(2);
  });
});

describe('the order detail', () => {
  it('shows the fields of spec 2.1, the totals, and enters a waiting symbol from its hover button', {
    timeout: 15_000,
  }, async () => {
    const entered: string[] = [];
    let details = 0;
    mockApi({
      'OrderDashboard/getOrderDetails': () => {
        details += 1;
        return {
          body: {
            status: 1,
            message: '',
            data: {
              orderId: 'BK3',
              sectorName: 'Capital Goods',
              strategyType: 'Autosignal',
              strategyName: 'IntradayBuy',
              quantity: 5,
              noOfStock: 2,
              product: 'Intraday',
              signaltype: 'Buy',
              profitTarget: 3,
              stoploss: 1,
              date: '2026-11-25 09:30:00',
            },
            totalProfit: 120.5,
            totalLoss: -40,
            column: [
              { field: 'symbol', label: 'Symbol' },
              { field: 'prftLoss', label: 'Net P&L' },
            ],
            symbolList: [
              { symbol: 'LT', orderId: 'BK3', orderType: 1, processStatus: 1, prftLoss: 120.5 },
              { symbol: 'BEL', orderId: 'BK3', orderType: 1, processStatus: 0, prftLoss: null },
            ],
          },
        };
      },
      'OrderDashboard/updateOrderSymbolRecord': (url) => {
        entered.push(url.search);
        return { body: { status: 1, message: 'Entered' } };
      },
    });
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/order-dashboard/:order_id', element: <OrderDetailPage /> }],
      '/order-dashboard/BK3',
    );
    await screen.findByText('Capital Goods');
    for (const [label, value] of [
      ['Order ID', 'BK3'],
      ['Strategy type', 'Autosignal'],
      ['Strategy', 'IntradayBuy'],
      ['Quantity', '5'],
      ['Number of stocks', '2'],
      ['Product', 'Intraday'],
      ['Type', 'Buy'],
      ['Profit target', '3 %'],
      ['Stop loss', '1 %'],
      ['Date (IST)', '25 Nov 2026, 09:30:00'],
    ])
      expect(screen.getByText(label as string).nextElementSibling).toHaveTextContent(value as string);
    expect(screen.getByTestId('total-profit')).toHaveTextContent('Total profit ₹120.50');
    expect(screen.getByTestId('total-loss')).toHaveTextContent('Total loss -₹40.00');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/order-dashboard');
    const processed = screen.getByRole('link', { name: 'LT' }).closest('tr') as HTMLElement;
    expect(within(processed).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy BEL now' }));
    await waitFor(() => expect(details).toBe(2));
    expect(entered).toEqual(['?order_id=BK3&symbol=BEL']);
  });
});
