import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { AddSimpleOrderPage, EditSimpleOrderPage } from './simple-order-page';

const STOCKS = {
  status: 1,
  message: '',
  result: [
    { value: 'RELIANCE', label: 'RELIANCE — Reliance Industries Ltd.', ltp: 1415.8 },
    { value: 'TCS', label: 'TCS — Tata Consultancy Services Ltd.', ltp: 3100 },
  ],
};

function mockStocks(posts: URLSearchParams[] = []) {
  return mockApi({
    'OrderDashboard/getStockList': () => ({ body: STOCKS }),
    'OrderDashboard/submitSimpleOrderData': (_url, init) => {
      posts.push(new URLSearchParams(String(init?.body)));
      return { body: { status: 1, message: 'Order placed', orderId: 'SO1' } };
    },
  });
}

function renderForm(path: string) {
  return renderRoutes(
    [
      { path: '/order-dashboard/add-simple-strategy', element: <AddSimpleOrderPage /> },
      { path: '/order-dashboard/edit-simple-strategy/:order_id', element: <EditSimpleOrderPage /> },
      { path: '/simple-order-dashboard', element: <p>Simple order list</p> },
    ],
    path,
  );
}

const input = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /^(Buy|Sell) / });

describe('the simple order form', () => {
  it('enables price and trigger by order type: Market shows the LTP, Limit the price, SL both', {
    timeout: 15_000,
  }, async () => {
    mockStocks();
    const user = userEvent.setup();
    renderForm('/order-dashboard/add-simple-strategy?symbol=RELIANCE&type=Sell');
    await screen.findByText('LTP ₹1,415.80');
    expect(input('Price')).toBeDisabled();
    expect(input('Price').value).toBe('1415.8');
    expect(input('Trigger Price')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Sell' })).toBeChecked();

    await user.click(screen.getByText('Limit'));
    expect(input('Price')).toBeEnabled();
    expect(input('Price').value).toBe('1415.8');
    expect(input('Trigger Price')).toBeDisabled();

    await user.click(screen.getByText('SL'));
    expect(input('Price')).toBeEnabled();
    expect(input('Trigger Price')).toBeEnabled();

    await user.click(screen.getByText('Market'));
    expect(input('Price')).toBeDisabled();
    expect(input('Trigger Price').value).toBe('');
  });

  it('shows the spec messages under their fields and opens no confirmation while one stands', {
    timeout: 15_000,
  }, async () => {
    mockStocks();
    const user = userEvent.setup();
    renderForm('/order-dashboard/add-simple-strategy');
    await waitFor(() => expect(screen.getAllByLabelText('Stock')[0]).toBeInTheDocument());
    await user.click(submitButton());
    expect(screen.getByText('Stock is required')).toBeInTheDocument();
    expect(screen.getByText('Quantity is required')).toBeInTheDocument();
    expect(screen.queryByText('Order Confirmation')).not.toBeInTheDocument();

    await user.type(input('Quantity'), '1e3');
    expect(screen.getByText('Quantity Must be only digits')).toBeInTheDocument();
  });

  it('checks SL prices per side with the LTP in the message', { timeout: 15_000 }, async () => {
    mockStocks();
    const user = userEvent.setup();
    renderForm('/order-dashboard/add-simple-strategy?symbol=RELIANCE&type=Buy');
    await screen.findByText('LTP ₹1,415.80');
    await user.type(input('Quantity'), '5');
    await user.click(screen.getByText('SL'));
    await user.clear(input('Price'));
    await user.type(input('Price'), 'abc');
    await user.click(submitButton());
    expect(screen.getByText('Price must be a `number`')).toBeInTheDocument();
    expect(screen.getByText('Trigger Price must be a `number`')).toBeInTheDocument();

    await user.clear(input('Price'));
    await user.type(input('Price'), '1400');
    await user.type(input('Trigger Price'), '1405');
    expect(screen.getByText('Price should be greater than 1415.8')).toBeInTheDocument();

    await user.clear(input('Price'));
    await user.type(input('Price'), '1430');
    expect(screen.queryByText(/^Price should be greater/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Trigger Price should be greater than 1415.8 and less than 1430'),
    ).toBeInTheDocument();
    await user.clear(input('Trigger Price'));
    await user.type(input('Trigger Price'), '1420');
    expect(screen.queryByText(/Trigger Price should be/)).not.toBeInTheDocument();

    // Sell: price < trigger < LTP (docs/decisions/0006).
    await user.click(screen.getByText('Sell'));
    await user.clear(input('Price'));
    await user.type(input('Price'), '1400');
    expect(
      screen.getByText('Trigger Price should be greater than 1400 and less than 1415.8'),
    ).toBeInTheDocument();
    await user.clear(input('Trigger Price'));
    await user.type(input('Trigger Price'), '1410');
    expect(screen.queryByText(/should be greater/)).not.toBeInTheDocument();
  });

  it('confirms, then posts the form once with a request id and goes to the simple order list', {
    timeout: 15_000,
  }, async () => {
    const posts: URLSearchParams[] = [];
    mockStocks(posts);
    const user = userEvent.setup();
    const { router } = renderForm('/order-dashboard/add-simple-strategy?symbol=TCS&type=Buy');
    await screen.findByText('LTP ₹3,100.00');
    await user.type(input('Quantity'), '7');
    await user.click(screen.getByText('Limit'));
    await user.clear(input('Price'));
    await user.type(input('Price'), '3050.5');
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Order Confirmation' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toHaveLength(0);

    await user.click(submitButton());
    const again = await screen.findByRole('dialog', { name: 'Order Confirmation' });
    expect(within(again).getByText('₹3,050.50')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simple-order-dashboard'));
    expect(posts).toHaveLength(1);
    const post = posts[0];
    expect(Object.fromEntries(post ?? [])).toMatchObject({
      symbol: 'TCS',
      quantity: '7',
      price: '3050.5',
      triggerPrice: '',
      type: 'Limit',
      signalType: 'Buy',
      product: 'Intraday',
    });
    expect(post?.get('request_id')).toMatch(/.{8,}/);
  });

  it('loads the order to modify and disables the stock choice', { timeout: 15_000 }, async () => {
    mockApi({
      'OrderDashboard/getStockList': () => ({ body: STOCKS }),
      'OrderDashboard/getSimpleOrderData': () => ({
        body: {
          status: 1,
          message: '',
          column: [],
          total: 1,
          page: 1,
          pageSize: 100,
          result: [
            {
              symbol: 'TCS',
              orderId: 'SO9',
              orderType: 0,
              processStatus: 0,
              signal: 'Sell',
              type: 'SL',
              product: 'Delivery',
              quantity: 3,
              price: 3000,
              triggerPrice: 3050,
            },
          ],
        },
      }),
    });
    renderForm('/order-dashboard/edit-simple-strategy/SO9');
    await screen.findByRole('heading', { name: 'Modify order SO9' });
    await waitFor(() => expect(input('Quantity').value).toBe('3'));
    expect(screen.getAllByLabelText('Stock')[0]).toBeDisabled();
    expect(input('Price').value).toBe('3000');
    expect(input('Trigger Price').value).toBe('3050');
    expect(screen.getByRole('radio', { name: 'Sell' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  });
});

describe('the simple order form in Hindi', () => {
  it('reads in Hindi: the title, the fields, the choices and the submit button', async () => {
    await i18n.changeLanguage('hi');
    mockStocks();
    renderForm('/order-dashboard/add-simple-strategy?symbol=RELIANCE&type=Sell');
    await screen.findByText('LTP ₹1,415.80');
    expect(screen.getByRole('heading', { name: 'ऑर्डर करें' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Place order' })).not.toBeInTheDocument();
    expect(input('भाव')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'बिक्री' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'RELIANCE बेचें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सामान्य ऑर्डर' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Simple Order')).not.toBeInTheDocument();
  });
});

describe('the simple order form and the server’s own check', () => {
  it('shows the server’s message under its field (the price moved) until that field is changed', {
    timeout: 15_000,
  }, async () => {
    const moved = 'Price should be greater than 1420.5';
    mockApi({
      'OrderDashboard/getStockList': () => ({ body: STOCKS }),
      'OrderDashboard/submitSimpleOrderData': () => ({
        body: { status: 0, message: moved, errors: { price: moved } },
      }),
    });
    const user = userEvent.setup();
    renderForm('/order-dashboard/add-simple-strategy?symbol=RELIANCE&type=Buy');
    await screen.findByText('LTP ₹1,415.80');
    await user.type(input('Quantity'), '1');
    await user.click(screen.getByText('SL'));
    await user.clear(input('Price'));
    await user.type(input('Price'), '1420');
    await user.type(input('Trigger Price'), '1418');
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Order Confirmation' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(input('Price')).toHaveAccessibleDescription(moved));
    await user.type(input('Price'), '1');
    expect(input('Price')).not.toHaveAccessibleDescription(moved);
  });
});
