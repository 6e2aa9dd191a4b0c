import type { RoboFollowDto, RoboFollowStatusAnswer } from '@nivesh/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearUserData, saveUserData } from '@/lib/session/userdata-store';
import { mockApi, requestedQueries } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { roboFollowFixture } from '@/test/robo-follow-fixture';
import { RoboFollowNote } from './robo-follow-note';

const WAIT = { timeout: 15_000 };
const status = (
  notApplied: RoboFollowDto['notApplied'],
  applied: RoboFollowDto['applied'] = [],
): RoboFollowStatusAnswer => ({
  status: 1,
  message: 'Follows Momentum since 2026-11-23',
  follow: roboFollowFixture({ appliedThrough: applied[0]?.date ?? '2026-11-23', applied, notApplied }),
});
const render = () => renderRoutes([{ path: '/', element: <RoboFollowNote id="pf_abc123" /> }], '/');

describe('the note of a portfolio that follows a model', { timeout: 30_000 }, () => {
  afterEach(() => clearUserData());

  it('names the model, the day and the amount, and lists the rebalances it made and those pending', async () => {
    saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });
    const fetch = mockApi({
      'RoboPort/getFollow': () => ({
        body: status(
          [{ date: '2027-02-01', entered: [], exited: ['TCS'], trades: 3 }],
          [{ date: '2027-01-01', entered: ['LTIM'], exited: [], trades: 4 }],
        ),
      }),
    });
    render();
    expect(
      await screen.findByText('Follows the Momentum model since 2026-11-23', {}, WAIT),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Bought with ₹1,00,000.00 at the model’s weights on 2026-11-23; ₹412.50/),
    ).toBeInTheDocument();
    expect(screen.getByText(/rebalanced 1 time since; its rule was applied here/)).toBeInTheDocument();
    expect(screen.getByText('2027-01-01: in LTIM; out none; 4 trades here')).toBeInTheDocument();
    expect(screen.getByText(/1 rebalance of the model is not applied yet/)).toBeInTheDocument();
    expect(screen.getByText('2027-02-01: in none; out TCS')).toBeInTheDocument();
    expect(screen.queryByText(/has not rebalanced since/)).toBeNull();
    expect(requestedQueries(fetch).map((q) => q.get('portfolio_id'))).toContain('pf_abc123');
  });

  it('shows nothing for a portfolio that follows no model', async () => {
    saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });
    const fetch = mockApi({
      'RoboPort/getFollow': () => ({
        body: { status: 1, message: 'This portfolio follows no model', follow: null },
      }),
    });
    render();
    await expect.poll(() => fetch.mock.calls.length, WAIT).toBeGreaterThan(0);
    expect(screen.queryByTestId('robo-follow-note')).toBeNull();
  });
});
