import type { SubscriptionPlan, SubWebFunctionAnswer } from '@nivesh/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { SubscriptionFeaturePage } from './subscription-feature-page';
import { SubscriptionPage } from './subscription-page';

const plan = (
  slug: 'pro' | 'fno',
  features: string[],
  coming: string[],
  onSale: boolean,
): SubscriptionPlan => ({
  id: slug === 'pro' ? 2 : 4,
  slug,
  tier: slug,
  tierName: slug === 'pro' ? 'Pro' : 'F&O',
  name: slug === 'pro' ? 'Pro' : 'F&O',
  description: '',
  onemonth: 499,
  threemonth: 1349,
  sixmonth: 2499,
  oneyear: 4499,
  features,
  coming,
  onSale,
  active: null,
});

const answer: SubWebFunctionAnswer = {
  status: 1,
  message: '2 plans',
  data: {
    socialLink: { telegram_link: 'https://t.me/x', youtube_link: 'https://youtube.com/@x' },
    result: [
      plan('pro', ['Measured performance'], ['Premium stock tips'], true),
      plan('fno', [], ['Live option tips'], false),
    ],
    userStatus: 0,
    featureOption: [
      {
        key: 'live-option-tips',
        name: 'Live option tips',
        description: '',
        route: '/option-chain/live-option-tips',
        free: '0',
        pro: '0',
        proplus: '0',
        FAndO: '0',
        comingTo: ['fno'],
      },
    ],
  },
};

afterEach(() => vi.restoreAllMocks());

describe('plan cards and the feature table', () => {
  it('list what a plan includes today apart from what is coming, and offer no Pay Now for a plan not on sale', async () => {
    mockApi({ 'Subscription/subWebFunction': () => ({ body: answer }) });
    renderRoutes([{ path: '/subscription', element: <SubscriptionPage /> }], '/subscription');
    const pro = await screen.findByTestId('plan-pro');
    expect(
      within(within(pro).getByTestId('included-features')).getByText('Measured performance'),
    ).toBeTruthy();
    expect(within(within(pro).getByTestId('included-features')).queryByText('Premium stock tips')).toBeNull();
    expect(within(within(pro).getByTestId('coming-features')).getByText('Premium stock tips')).toBeTruthy();
    expect(within(pro).getByRole('button', { name: 'Pay Now' })).toBeTruthy();
    const fno = screen.getByTestId('plan-fno');
    expect(within(fno).queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(within(fno).getByTestId('not-on-sale').textContent).toMatch(/Not on sale yet/);
    const links = screen.getByTestId('policy-links');
    expect(within(links).getByRole('link', { name: 'Refund Policy' }).getAttribute('href')).toBe(
      '/refund-policy/',
    );
    expect(within(links).getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe(
      '/terms-and-condition/',
    );
  });

  it('marks a feature planned for a tier but not built as Coming, never as a tick', async () => {
    mockApi({ 'Subscription/subWebFunction': () => ({ body: answer }) });
    renderRoutes(
      [{ path: '/subscription-feature', element: <SubscriptionFeaturePage /> }],
      '/subscription-feature',
    );
    const row = (await screen.findByText('Live option tips')).closest('tr');
    if (!row) throw new Error('no row');
    expect(
      within(row)
        .getAllByRole('img')
        .map((m) => m.getAttribute('aria-label')),
    ).toEqual([
      'Free: not included',
      'Pro: not included',
      'Pro+: not included',
      'F&O: Coming (not included yet)',
    ]);
  });
});
