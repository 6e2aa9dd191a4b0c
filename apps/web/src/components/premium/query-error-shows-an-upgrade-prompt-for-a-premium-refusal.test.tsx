import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryError } from '@/components/market/query-states';
import type { ApiRefusal } from '@/lib/api-client';
import { renderRoutes } from '@/test/render';

const premiumRefusal: ApiRefusal = {
  status: 0,
  message:
    'Measured performance of every trading tool is part of the Pro or Pro+ plan. Sign in and subscribe at /subscription to open it.',
  body: {
    status: 0,
    message: 'ignored',
    premium: {
      feature: 'trading-tools-performance',
      featureName: 'Measured performance of every trading tool',
      tiers: ['pro', 'proplus'],
      tierNames: ['Pro', 'Pro+'],
      subscribeAt: '/subscription',
      signedIn: false,
    },
  },
};

describe('QueryError', () => {
  it('shows an upgrade prompt with the plans and Login for a premium refusal, and no Retry', async () => {
    renderRoutes(
      [{ path: '/x', element: <QueryError error={premiumRefusal} onRetry={() => undefined} /> }],
      '/x',
    );
    expect(await screen.findByText('Pro / Pro+ feature')).toBeTruthy();
    expect(screen.getByText(/Sign in and subscribe at \/subscription/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscription');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login/?redirect=%2Fx');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('keeps the red error with Retry for any other refusal', async () => {
    renderRoutes(
      [
        {
          path: '/x',
          element: <QueryError error={{ status: 0, message: 'No sector zz' }} onRetry={() => undefined} />,
        },
      ],
      '/x',
    );
    expect(await screen.findByText('No sector zz')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
