import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { mockBuilderApi } from '../test/builder-test-api';
import { MONTHLY, NEAR, NEXT } from '../test/strategy-test-fixtures';
import { StrategyBuilderPage } from './strategy-builder-page';

const renderBuilder = (path: string) =>
  renderRoutes(
    [{ path: '/option-chain/option-strategy/:strategyId', element: <StrategyBuilderPage /> }],
    path,
  );

describe('the custom strategy builder', { timeout: 20_000 }, () => {
  it('starts empty and values the first leg the user adds, at the money', async () => {
    const api = mockBuilderApi();
    const { router } = renderBuilder('/option-chain/option-strategy/custom');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build your own strategy' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No legs yet. Add an option or futures leg to see its payoff.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add option leg' }));
    await waitFor(() => expect(api.payoffBodies).toHaveLength(1));
    expect(api.payoffBodies[0]?.legs).toEqual([
      { instrument: 'call', side: 'buy', lots: 1, strike: 24_300, expiry: NEAR },
    ]);
    await user.click(screen.getByRole('button', { name: 'Add futures leg' }));
    await waitFor(() =>
      expect(api.payoffBodies.at(-1)?.legs[1]).toMatchObject({
        instrument: 'future',
        side: 'buy',
        lots: 1,
        strike: null,
        expiry: MONTHLY,
      }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Buy or sell, leg 1' })).getByRole('radio', {
        name: 'Sell',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toContain('S1CE24300'));
    await user.click(screen.getByRole('button', { name: 'Remove leg 2' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('legs')).toMatch(
        /^S1CE24300@2026-11-24:[\d.]+$/,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Remove leg 1' }));
    expect(
      await screen.findByText('No legs yet. Add an option or futures leg to see its payoff.'),
    ).toBeInTheDocument();
  });

  it('re-creates the position of a link and names what it could not read', async () => {
    const api = mockBuilderApi();
    renderBuilder(
      `/option-chain/option-strategy/custom?symbol=NIFTY&legs=B2PE24200@${NEAR}:95.5,JUNK,S1CE9@bad&iv=abc`,
    );
    expect(await screen.findByText('These legs could not be read: JUNK, S1CE9@bad.')).toBeInTheDocument();
    expect(screen.getByText('The IV shift "abc" is not a number from -50 to 100.')).toBeInTheDocument();
    await waitFor(() => expect(api.payoffBodies).toHaveLength(1));
    expect(api.payoffBodies[0]).toMatchObject({
      ivShift: 0,
      legs: [
        {
          instrument: 'put',
          side: 'buy',
          lots: 2,
          strike: 24_200,
          entryPrice: 95.5,
        },
      ],
    });
    expect(await screen.findByLabelText('Lots, leg 1')).toHaveValue('2');
  });

  it('shows the expiry of the link’s legs, and keeps the legs when the expiry changes', async () => {
    mockBuilderApi();
    const { router } = renderBuilder(`/option-chain/option-strategy/custom?legs=S1CE24400@${NEXT}:80`);
    await waitFor(() => expect(screen.getByLabelText('Expiry')).toHaveValue(NEXT));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Expiry'), NEAR);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('expiry')).toBe(NEAR);
    expect(params.get('legs')).toBe(`S1CE24400@${NEXT}:80`);
  });

  it('shows the server’s message when it refuses the position', async () => {
    mockBuilderApi({ refusePayoff: 'The expiry 2026-11-17 is no longer listed.' });
    renderBuilder('/option-chain/option-strategy/custom?legs=B1CE24300@2026-11-17');
    expect(await screen.findByText('The expiry 2026-11-17 is no longer listed.')).toBeInTheDocument();
    expect(screen.getByText('The position could not be valued')).toBeInTheDocument();
    expect(await screen.findByLabelText('Expiry, leg 1')).toHaveDisplayValue('17 Nov 2026 (not listed)');
  });
});
