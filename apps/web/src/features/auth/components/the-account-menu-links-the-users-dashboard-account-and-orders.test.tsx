import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearUserData, saveUserData } from '@/lib/session/userdata-store';
import { renderRoutes } from '@/test/render';
import { AccountMenu } from './account-menu';

describe('the account menu', () => {
  afterEach(() => clearUserData());

  it('links a signed-in user to the dashboard, the account and the order dashboard', async () => {
    saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });
    renderRoutes([{ path: '/', element: <AccountMenu /> }], '/');
    await userEvent.click(screen.getByRole('button', { name: /Asha Rao/ }));
    expect(await screen.findByRole('menuitem', { name: 'My day (dashboard)' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/my-account');
    expect(screen.getByRole('menuitem', { name: 'Order dashboard' })).toHaveAttribute(
      'href',
      '/order-dashboard',
    );
  });

  it('offers a visitor only the way to sign in', () => {
    renderRoutes([{ path: '/', element: <AccountMenu /> }], '/');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/');
    expect(screen.queryByRole('button', { name: /Asha Rao/ })).toBeNull();
  });
});
