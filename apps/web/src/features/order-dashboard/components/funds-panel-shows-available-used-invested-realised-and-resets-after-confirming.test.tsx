import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { FundsPanel } from './funds-panel';

const funds = (overrides: Record<string, number> = {}) => ({
  body: {
    status: 1,
    message: '',
    funds: {
      capital: 1_000_000,
      available: 957_812.35,
      usedMargin: 29_430.5,
      positionMargin: 20_000,
      orderMargin: 9_430.5,
      invested: 12_000,
      realised: -757.15,
      charges: 57.15,
      intradayLeverage: 5,
      ...overrides,
    },
  },
});

afterEach(() => vi.restoreAllMocks());

const renderPanel = () =>
  renderRoutes([{ path: '/simple-order-dashboard', element: <FundsPanel /> }], '/simple-order-dashboard');

describe('the virtual funds panel', () => {
  it('shows available funds of the capital, used margin, delivery invested and realised P&L in rupees', async () => {
    mockApi({ 'OrderDashboard/getFunds': () => funds() });
    renderPanel();
    const tile = async (label: string) => (await screen.findByText(label)).closest('div') as HTMLElement;
    expect(within(await tile('Available funds')).getByText('₹9,57,812.35')).toBeInTheDocument();
    expect(screen.getByText('Of a capital of ₹10,00,000.00')).toBeInTheDocument();
    expect(within(await tile('Used margin')).getByText('₹29,430.50')).toBeInTheDocument();
    expect(screen.getByText('Open positions and orders (intraday at 5×)')).toBeInTheDocument();
    expect(within(await tile('Delivery invested')).getByText('₹12,000.00')).toBeInTheDocument();
    expect(within(await tile('Realised P&L')).getByText(/757\.15/)).toBeInTheDocument();
    expect(screen.getByText('Closed trades, after ₹57.15 of charges')).toBeInTheDocument();
  });

  it('resets only after confirming, then shows the funds again from the server', async () => {
    let reset = 0;
    mockApi({
      'OrderDashboard/getFunds': () =>
        reset ? funds({ available: 1_000_000, usedMargin: 0, realised: 0 }) : funds(),
      'OrderDashboard/resetFunds': (_url, init) => {
        expect(init?.method).toBe('POST');
        reset++;
        return funds({ available: 1_000_000, usedMargin: 0, realised: 0 });
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset funds' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Your funds go back to ₹10,00,000\.00/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(reset).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Reset funds' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(reset).toBe(1));
    expect(await screen.findByText('₹10,00,000.00', { selector: 'div' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a reset as the warning of spec 8', async () => {
    const message =
      'You have open positions: close them before resetting your virtual funds (a reset squares nothing off)';
    mockApi({
      'OrderDashboard/getFunds': () => funds(),
      'OrderDashboard/resetFunds': () => ({ body: { status: 0, message } }),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset funds' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oh snap! You got an error!');
    expect(alert).toHaveTextContent(message);
  });
});
