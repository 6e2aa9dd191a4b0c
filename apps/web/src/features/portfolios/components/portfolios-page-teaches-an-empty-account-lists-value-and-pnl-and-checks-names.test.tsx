import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearUserData, saveUserData } from '@/lib/session/userdata-store';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { LIMITS, SOURCE, summary } from './portfolio-test-data';
import { PortfoliosPage } from './portfolios-page';

const signIn = () => saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });
const page = () => renderRoutes([{ path: '/portfolio/', element: <PortfoliosPage /> }], '/portfolio/');

describe('the portfolios page', () => {
  afterEach(() => clearUserData());

  it('asks a signed-out visitor to sign in, and teaches an empty account how to fill a portfolio', async () => {
    const user = userEvent.setup();
    mockApi({
      'portfolio/getlist': () => ({
        body: { status: 1, message: '0 of 10', portfolios: [], limits: LIMITS, source: SOURCE },
      }),
    });
    const view = page();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login/?redirect=/portfolio/',
    );
    view.unmount();
    signIn();
    page();
    expect(await screen.findByText('No portfolio yet')).toBeInTheDocument();
    expect(screen.getByText(/import your broker’s tradebook/)).toBeInTheDocument();
    expect(screen.getByText(/read-only “Paper trading” portfolio/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Name the portfolio')).toBeInTheDocument();
  });

  it('lists portfolios with value and P&L, the paper one read-only, and shows the server’s refusal of a name', async () => {
    signIn();
    const user = userEvent.setup();
    mockApi({
      'portfolio/getlist': () => ({
        body: {
          status: 1,
          message: '1 of 10',
          portfolios: [
            summary('coreAAAAAAAA', 'Core'),
            summary('paper', 'Paper trading (order dashboard)', { kind: 'paper', readOnly: true }),
          ],
          limits: LIMITS,
          source: SOURCE,
        },
      }),
      'portfolio/savePortfolio': () => ({
        body: { status: 0, message: 'You already have a portfolio named “Core”' },
      }),
    });
    page();
    expect(await screen.findByText(/1 of 10 portfolios/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Core' })).toHaveAttribute(
      'href',
      '/portfolio-stock/coreAAAAAAAA',
    );
    expect(screen.getAllByText('13,250.50').length).toBeGreaterThan(0);
    expect(screen.getByText('Read-only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Core' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete Paper/ })).not.toBeInTheDocument();
    expect(screen.getByText('Import transactions from a CSV')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New portfolio'), 'core');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('You already have a portfolio named “Core”')).toBeInTheDocument();
  });
});
