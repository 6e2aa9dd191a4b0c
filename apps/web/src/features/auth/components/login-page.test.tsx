import { MOBILE_MESSAGE } from '@nivesh/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { readOtpRequest } from '@/lib/session/auth-session';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { LoginPage } from './login-page';

const globaldata = () => ({
  body: { status: 1, message: 'ok', googleClientId: null, environment: 'development' },
});

function renderLogin(path = '/login/') {
  return renderRoutes(
    [
      { path: '/login/', element: <LoginPage /> },
      { path: '/otp/:mobile', element: <p>otp page</p> },
    ],
    path,
  );
}

describe('login page', () => {
  it('shows the mobile message for a number that is not an Indian mobile', async () => {
    const fetch = mockApi({ 'globalSetting/globaldata': globaldata });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(MOBILE_MESSAGE)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('sendotp'))).toBe(false);
  });

  it('normalises a +91 number, sends the OTP and opens /otp/{mobile} keeping the redirect', async () => {
    const fetch = mockApi({
      'globalSetting/globaldata': globaldata,
      'login/sendotp': (url) => ({
        body: {
          status: 1,
          message: 'OTP sent',
          mobile: url.searchParams.get('mobile'),
          registered: true,
          expiresInSeconds: 300,
          resendAfterSeconds: 30,
          devCode: '123456',
        },
      }),
    });
    const { router } = renderLogin('/login/?redirect=/order-dashboard');
    await userEvent.type(screen.getByLabelText('Mobile number'), '+91 98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('otp page')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url).includes('sendotp'));
    expect(String(call?.[0])).toBe('/api/v3/login/sendotp?mobile=9876543210');
    expect(router.state.location.pathname).toBe('/otp/9876543210');
    expect(router.state.location.search).toBe('?redirect=/order-dashboard');
    expect(readOtpRequest('9876543210')?.devCode).toBe('123456');
  });

  it('shows the server refusal message', async () => {
    mockApi({
      'globalSetting/globaldata': globaldata,
      'login/sendotp': () => ({ body: { status: 0, message: 'Please wait 30 seconds before asking again' } }),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please wait 30 seconds before asking again')).toBeInTheDocument();
  });

  it('offers Google sign-in only when the server has a client id', async () => {
    mockApi({ 'globalSetting/globaldata': globaldata });
    renderLogin();
    await screen.findByLabelText('Mobile number');
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('reads in Hindi, with the mobile number message still in the spec English', async () => {
    await i18n.changeLanguage('hi');
    mockApi({ 'globalSetting/globaldata': globaldata });
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'निवेश में साइन इन करें', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Sign in to Nivesh')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('मोबाइल नंबर'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText(MOBILE_MESSAGE)).toBeInTheDocument();
  });
});
