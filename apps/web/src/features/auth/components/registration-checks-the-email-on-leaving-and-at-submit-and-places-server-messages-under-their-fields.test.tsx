import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { savePendingRegistration } from '@/lib/session/auth-session';
import { getUserData } from '@/lib/session/userdata-store';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { RegistrationPage } from './registration-page';

const MOBILE = '9876543210';
const TAKEN = 'This email address is already registered';
const userdata = { mobile: MOBILE, web_token: 'token-1', user_name: 'Asha Rao' };

function renderRegistration() {
  savePendingRegistration({ mobile: MOBILE, registration_token: 'reg-1' });
  return renderRoutes(
    [
      { path: '/registration/', element: <RegistrationPage /> },
      { path: '/thank-you/', element: <p>thank you page</p> },
    ],
    '/registration/',
  );
}

const emailAnswer = (url: URL) =>
  url.searchParams.get('email') === 'taken@example.in'
    ? { body: { status: 0, message: TAKEN } }
    : { body: { status: 1, message: 'ok', email: url.searchParams.get('email'), available: true } };

const calls = (fetch: ReturnType<typeof mockApi>, action: string) =>
  fetch.mock.calls.filter(([url]) => String(url).includes(action));

describe('the registration form', () => {
  it('shows the schema’s messages once a field is left and sends nothing while one stands', async () => {
    const user = userEvent.setup();
    const fetch = mockApi({ 'login/validateemail': emailAnswer });
    renderRegistration();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the email when it is left, shows a taken address under Email until it changes', async () => {
    const user = userEvent.setup();
    const fetch = mockApi({ 'login/validateemail': emailAnswer });
    renderRegistration();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha Rao');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'taken@example.in');
    await user.tab();
    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetch, 'validateemail')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(TAKEN)).toBeInTheDocument();
    expect(calls(fetch, 'validateemail')).toHaveLength(1);
    expect(calls(fetch, 'registeruser')).toHaveLength(0);
    await user.clear(email);
    await user.type(email, 'asha@example.in');
    expect(screen.queryByText(TAKEN)).not.toBeInTheDocument();
  });

  it('shows a loader in the Email field while the address is checked', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderRegistration();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
    await user.tab();
    expect(await screen.findByLabelText('Checking email')).toBeInTheDocument();
    answer(Response.json({ status: 1, message: 'ok', email: 'asha@example.in', available: true }));
    await waitFor(() => expect(screen.queryByLabelText('Checking email')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('places the server’s field messages under Name and Email, then registers with the trimmed name', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const fetch = mockApi({
      'login/validateemail': emailAnswer,
      'login/registeruser': () =>
        refuse
          ? {
              body: {
                status: 0,
                message: 'Check the form',
                errors: [{ field: 'user_name', message: 'That name is not allowed' }],
              },
            }
          : { body: { status: 1, message: 'Registered', userdata } },
    });
    renderRegistration();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, ' Asha Ra ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('That name is not allowed')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Check the form')).not.toBeInTheDocument();
    refuse = false;
    await user.clear(name);
    await user.type(name, ' Asha Rao ');
    expect(screen.queryByText('That name is not allowed')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('thank you page')).toBeInTheDocument();
    expect(getUserData()).toEqual(userdata);
    const sent = calls(fetch, 'registeruser').at(-1)?.[0];
    expect(JSON.parse(new URL(String(sent), 'http://localhost').searchParams.get('userdata') ?? '')).toEqual({
      mobile: MOBILE,
      user_name: 'Asha Rao',
      email: 'asha@example.in',
      registration_token: 'reg-1',
    });
  });

  it('shows the refusal itself when it names no field of the form', async () => {
    const user = userEvent.setup();
    mockApi({
      'login/validateemail': emailAnswer,
      'login/registeruser': () => ({ body: { status: 0, message: 'Your verification has expired' } }),
    });
    renderRegistration();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha Rao');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your verification has expired'));
    expect(screen.getByRole('link', { name: 'Start again' })).toBeInTheDocument();
  });
});
