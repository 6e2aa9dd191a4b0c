import type { RoboFollowAnswer, RoboModelsAnswer } from '@nivesh/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { clearUserData, saveUserData } from '@/lib/session/userdata-store';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { roboFollowFixture } from '@/test/robo-follow-fixture';
import { RoboPortfoliosSection } from './robo-portfolios-section';

const WAIT = { timeout: 15_000 };
const metrics = { totalReturn: 0.5, cagr: 0.1, maxDrawdown: 0.3, volatility: 0.2 };
const momentum = {
  id: 'momentum' as const,
  name: 'Momentum',
  rule: 'rule in plain words',
  schedule: 'monthly' as const,
  since: '2017-07-03',
  asOf: '2026-11-20',
  holdings: 2,
  rebalances: 14,
  metrics,
  nifty: metrics,
  simulated: true as const,
};
const models: RoboModelsAnswer = {
  status: 1,
  message: 'Model portfolios',
  models: [momentum],
  initialCapital: 1e6,
};
const followed: RoboFollowAnswer = {
  status: 1,
  message: 'Following Momentum in “Momentum (robo)”',
  portfolio: { id: 'pf_abc123', name: 'Momentum (robo)' },
  follow: roboFollowFixture(),
  buys: [
    { symbol: 'TVSMOTOR', quantity: 20, price: 2500, charges: 60.3 },
    { symbol: 'MARICO', quantity: 70, price: 700, charges: 59.1 },
  ],
  spent: 99_587.5,
};

const signIn = () => saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });
const render = () =>
  renderRoutes([{ path: '/portfolio-analysis', element: <RoboPortfoliosSection /> }], '/portfolio-analysis');

function api(follow: (body: { model: string; amount: number }) => object) {
  const bodies: { model: string; amount: number }[] = [];
  mockApi({
    'RoboPort/getModels': () => ({ body: models }),
    'RoboPort/addRoboPortData': (_url, init) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { model: string; amount: number };
      bodies.push(body);
      return { body: follow(body) };
    },
  });
  return bodies;
}

describe('following a model in a paper portfolio', { timeout: 30_000 }, () => {
  afterEach(() => clearUserData());

  it('asks a signed-out visitor to sign in and come back', async () => {
    api(() => followed);
    render();
    const card = await screen.findByTestId('robo-model-momentum', {}, WAIT);
    expect(
      within(card).getByRole('link', { name: 'Sign in to follow in a paper portfolio' }),
    ).toHaveAttribute('href', '/login/?redirect=/portfolio-analysis');
  });

  it('checks the amount, follows with it and links the new portfolio', async () => {
    signIn();
    const user = userEvent.setup();
    const bodies = api(() => followed);
    render();
    const card = await screen.findByTestId('robo-model-momentum', {}, WAIT);
    await user.click(within(card).getByRole('button', { name: 'Follow in a paper portfolio' }));
    const amount = within(card).getByRole('textbox', { name: 'Amount to put in' });
    await user.clear(amount);
    await user.click(within(card).getByRole('button', { name: 'Follow' }));
    expect(await within(card).findByText(/Enter an amount in rupees greater than zero/)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(amount, '100000');
    await user.click(within(card).getByRole('button', { name: 'Follow' }));
    expect(await within(card).findByText('Following in “Momentum (robo)”', {}, WAIT)).toBeInTheDocument();
    expect(bodies).toEqual([{ model: 'momentum', amount: 100_000 }]);
    expect(
      within(card).getByText('Bought 2 stocks for ₹99,587.50 with charges; ₹412.50 left as cash.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open Momentum (robo)' })).toHaveAttribute(
      'href',
      '/portfolio-stock/pf_abc123',
    );
  });

  it('shows the server’s refusal of a too small amount, in Hindi too', async () => {
    await i18n.changeLanguage('hi');
    signIn();
    const user = userEvent.setup();
    api(() => ({
      status: 0,
      message: 'मॉडल के 10 शेयरों में से हर एक का कम से कम एक शेयर ख़रीदने के लिए कम से कम ₹52,310 चाहिए',
    }));
    render();
    const card = await screen.findByTestId('robo-model-momentum', {}, WAIT);
    await user.click(within(card).getByRole('button', { name: 'पेपर पोर्टफ़ोलियो में फ़ॉलो करें' }));
    await user.click(within(card).getByRole('button', { name: 'फ़ॉलो करें' }));
    expect(await within(card).findByText('फ़ॉलो नहीं हुआ', {}, WAIT)).toBeInTheDocument();
    expect(within(card).getByText(/कम से कम ₹52,310 चाहिए/)).toBeInTheDocument();
  });
});
