import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readPendingRegistration, saveOtpRequest } from '@/lib/session/auth-session';
import { getUserData } from '@/lib/session/userdata-store';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { OtpPage } from './otp-page';

const MOBILE = '9876543210';

function renderOtp(path = `/otp/${MOBILE}`) {
  return renderRoutes(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/otp/:mobile', element: <OtpPage /> },
      { path: '/registration/', element: <p>registration page</p> },
      { path: '/order-dashboard', element: <p>order dashboard</p> },
    ],
    path,
  );
}

async function enterCode(code: string) {
  await userEvent.click(screen.getAllByRole('textbox')[0] ?? document.body);
  await userEvent.keyboard(code);
}

describe('OTP page', () => {
  it('signs a registered user in, saves userdata and goes to the redirect target', async () => {
    const fetch = mockApi({
      'login/validateOTP': () => ({
        body: {
          status: 1,
          message: 'Signed in',
          registered: true,
          userdata: { mobile: MOBILE, web_token: 'token-1', user_name: 'Asha' },
        },
      }),
    });
    const { router } = renderOtp(`/otp/${MOBILE}?redirect=/order-dashboard`);
    await enterCode('123456');
    expect(await screen.findByText('order dashboard')).toBeInTheDocument();
    expect(getUserData()).toEqual({ mobile: MOBILE, web_token: 'token-1', user_name: 'Asha' });
    expect(router.state.location.pathname).toBe('/order-dashboard');
    const call = fetch.mock.calls.find(([url]) => String(url).includes('validateOTP'));
    expect(String(call?.[0])).toBe(`/api/v3/login/validateOTP?mobile=${MOBILE}&otp=123456`);
  });

  it('sends a new number to /registration/ with the registration token in sessionStorage', async () => {
    mockApi({
      'login/validateOTP': () => ({
        body: {
          status: 1,
          message: 'Verified',
          registered: false,
          mobile: MOBILE,
          registration_token: 'reg-1',
        },
      }),
    });
    renderOtp();
    await enterCode('654321');
    expect(await screen.findByText('registration page')).toBeInTheDocument();
    expect(readPendingRegistration()).toEqual({ mobile: MOBILE, registration_token: 'reg-1' });
    expect(getUserData()).toBeNull();
  });

  it("shows the server's message for a wrong code", async () => {
    mockApi({
      'login/validateOTP': () => ({ body: { status: 0, message: 'The code is wrong. 4 attempts left.' } }),
    });
    renderOtp();
    await enterCode('111111');
    expect(await screen.findByText('The code is wrong. 4 attempts left.')).toBeInTheDocument();
    expect(getUserData()).toBeNull();
  });

  it('asks for the whole code on a short submit, sends nothing, and a new code starts afresh', async () => {
    const sent = { status: 1, message: 'OTP sent', mobile: MOBILE, registered: true, expiresInSeconds: 300 };
    const fetch = mockApi({ 'login/sendotp': () => ({ body: { ...sent, resendAfterSeconds: 30 } }) });
    renderOtp();
    await enterCode('123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6-digit code');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('validateOTP'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code has been sent to +91 98765 43210.')).toBeInTheDocument();
    expect(screen.queryByText('Enter the 6-digit code')).not.toBeInTheDocument();
  });

  it('shows the development code banner and a resend countdown', async () => {
    saveOtpRequest(MOBILE, { resendAt: Date.now() + 30_000, devCode: '123456' });
    renderOtp();
    expect(screen.getByText('Development mode: your code is 123456')).toBeInTheDocument();
    expect(screen.getByText(/Resend in (30|29) s/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss development code' }));
    await waitFor(() => expect(screen.queryByText(/Development mode/)).not.toBeInTheDocument());
  });
});
