import type { SubWebFunctionAnswer } from '@nivesh/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { SubscriptionFeaturePage } from './subscription-feature-page';
import { SubscriptionPage } from './subscription-page';

const plan = (id: number, slug: string, name: string, price: number) => ({
  id,
  slug,
  tier: slug === 'pro' ? ('pro' as const) : ('free' as const),
  tierName: name,
  name,
  description: `${name} plan`,
  onemonth: price,
  threemonth: price * 3,
  sixmonth: price * 6,
  oneyear: price * 12,
  features: ['Market data'],
  coming: [],
  onSale: price > 0,
  active: null,
});

const answer: SubWebFunctionAnswer = {
  status: 1,
  message: '2 plans',
  data: {
    socialLink: { telegram_link: 'https://t.me/x', youtube_link: 'https://youtube.com/@x' },
    result: [plan(1, 'free', 'Free', 0), plan(2, 'pro', 'Pro', 499)],
    userStatus: 0,
    featureOption: [
      {
        key: 'a',
        name: 'Market data',
        description: '',
        route: null,
        free: '1',
        pro: '1',
        proplus: '1',
        FAndO: '1',
        comingTo: [],
      },
      {
        key: 'b',
        name: 'Tool performance',
        description: '',
        route: null,
        free: '0',
        pro: '1.0',
        proplus: 'Yes',
        FAndO: '0.00',
        comingTo: [],
      },
    ],
  },
};

afterEach(() => vi.restoreAllMocks());

describe('subscription pages', () => {
  it('marks each tier with a tick, or a cross when its value parses to 0, and links View Plan', async () => {
    mockApi({ 'Subscription/subWebFunction': () => ({ body: answer }) });
    renderRoutes(
      [{ path: '/subscription-feature', element: <SubscriptionFeaturePage /> }],
      '/subscription-feature',
    );
    const row = (await screen.findByText('Tool performance')).closest('tr');
    if (!row) throw new Error('no row');
    const marks = within(row)
      .getAllByRole('img')
      .map((m) => m.getAttribute('aria-label'));
    expect(marks).toEqual(['Free: not included', 'Pro: included', 'Pro+: included', 'F&O: not included']);
    expect(screen.getByRole('link', { name: 'View Plan' }).getAttribute('href')).toBe('/subscription');
    expect(screen.getByRole('link', { name: /Telegram channel/ }).getAttribute('href')).toBe(
      'https://t.me/x',
    );
  });

  it('lists the plans with Rs. prices, refetches on reload, and asks a visitor to sign in on Pay Now', async () => {
    const fetch = mockApi({ 'Subscription/subWebFunction': () => ({ body: answer }) });
    renderRoutes([{ path: '/subscription', element: <SubscriptionPage /> }], '/subscription');
    expect(await screen.findByRole('heading', { name: 'Subscription', level: 1 })).toBeTruthy();
    const pro = await screen.findByTestId('plan-pro');
    expect(within(pro).getByText('Rs. 1,497')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await user.click(within(await screen.findByTestId('plan-pro')).getByRole('button', { name: 'Pay Now' }));
    expect(
      await screen.findByText('You are not logged in or your session has expired, please login again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('reads in Hindi: headings, buttons, durations and marks, with plan names as they are', async () => {
    await i18n.changeLanguage('hi');
    mockApi({ 'Subscription/subWebFunction': () => ({ body: answer }) });
    renderRoutes([{ path: '/subscription', element: <SubscriptionPage /> }], '/subscription');
    expect(await screen.findByRole('heading', { name: 'सब्सक्रिप्शन', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Subscription' })).toBeNull();
    const pro = await screen.findByTestId('plan-pro');
    expect(within(pro).getByRole('button', { name: 'अभी भुगतान करें' })).toBeTruthy();
    expect(within(pro).getByRole('radio', { name: '3 महीने Rs. 1,497' })).toBeTruthy();
    expect(within(pro).queryByText('Pay Now')).toBeNull();
    expect(screen.getByRole('button', { name: 'फिर से लोड करें' })).toBeTruthy();
    expect(screen.getByTestId('current-plan').textContent).toBe(
      'प्लान ख़रीदने के लिए साइन इन करें; Free प्लान के लिए खाते की ज़रूरत नहीं है।',
    );
  });
});
