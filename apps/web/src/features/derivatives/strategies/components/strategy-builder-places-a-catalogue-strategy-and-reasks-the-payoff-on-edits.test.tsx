import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import { mockBuilderApi } from '../test/builder-test-api';
import { livePrice, NEAR } from '../test/strategy-test-fixtures';
import { StrategyBuilderPage } from './strategy-builder-page';

const renderBuilder = (path: string) =>
  renderRoutes(
    [{ path: '/option-chain/option-strategy/:strategyId', element: <StrategyBuilderPage /> }],
    path,
  );

const figure = (label: string) => {
  const tile = screen.getByText(label).parentElement;
  if (!(tile instanceof HTMLElement)) throw new Error(label);
  return tile;
};

describe('the strategy builder with a catalogue strategy', { timeout: 20_000 }, () => {
  it('places it at the money and shows its payoff figures, greeks, margin and legs', async () => {
    const api = mockBuilderApi();
    renderBuilder('/option-chain/option-strategy/bull-call-spread');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bull Call Spread' })).toBeInTheDocument();
    expect(screen.getByText('Bull Call Spread rationale.')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /Payoff chart of the position on NIFTY/ }),
    ).toBeInTheDocument();
    expect(figure('Max profit')).toHaveTextContent('₹11,000');
    expect(figure('Max loss')).toHaveTextContent('₹4,000');
    expect(figure('Breakevens')).toHaveTextContent('24,354');
    expect(figure('Net premium')).toHaveTextContent('₹4,013Paid');
    expect(figure('Probability of profit')).toHaveTextContent('42.3 %Lognormal at the ATM IV (14.1 %)');
    expect(figure('Current P&L')).toHaveTextContent('-₹150');
    expect(figure('Theta')).toHaveTextContent('-₹1,250₹ per day');
    expect(figure('Vega')).toHaveTextContent('₹310₹ per vol point');
    const margin = screen.getByRole('region', { name: 'Margin estimate' });
    expect(within(margin).getByText('Hedge benefit').nextSibling).toHaveTextContent('-₹1,47,988');
    expect(within(margin).getByText('Total margin').nextSibling).toHaveTextContent('₹4,013');
    expect(within(margin).getByText(/^Method: Premium paid for a debit spread/)).toBeInTheDocument();
    expect(screen.getByLabelText('Strike, leg 1')).toHaveValue('24300');
    expect(screen.getByLabelText('Strike, leg 2')).toHaveValue('24400');
    const table = screen.getByRole('table', { name: 'Legs of the position' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      `${livePrice({ instrument: 'call', side: 'buy', lots: 1, strike: 24_300, expiry: NEAR }).toFixed(2)}`,
    );
    // The placed position came with the details: no payoff asked yet.
    expect(api.payoffBodies).toHaveLength(0);
  });

  it('asks for the payoff again when a leg changes, and keeps the position in the URL', async () => {
    const api = mockBuilderApi();
    const { router } = renderBuilder('/option-chain/option-strategy/bull-call-spread');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Strike, leg 2'), '24450');
    await waitFor(() => expect(api.payoffBodies).toHaveLength(1));
    const entry = livePrice({ instrument: 'call', side: 'buy', lots: 1, strike: 24_300, expiry: NEAR });
    expect(api.payoffBodies[0]).toMatchObject({
      symbol: 'NIFTY',
      ivShift: 0,
      legs: [
        { instrument: 'call', side: 'buy', strike: 24_300, expiry: NEAR, entryPrice: entry },
        { instrument: 'call', side: 'sell', strike: 24_450, expiry: NEAR },
      ],
    });
    expect(api.payoffBodies[0]?.legs[1]?.entryPrice).toBeUndefined();
    // The new leg's live entry price is written into the link once the answer comes.
    const newEntry = livePrice({ instrument: 'call', side: 'sell', lots: 1, strike: 24_450, expiry: NEAR });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('legs')).toBe(
        `B1CE24300@${NEAR}:${entry},S1CE24450@${NEAR}:${newEntry}`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Reset to Bull Call Spread' }));
    expect(router.state.location.search).toBe('');
  });

  it('re-values on the IV slider and keeps the scenario in the URL', async () => {
    const api = mockBuilderApi();
    const { router } = renderBuilder('/option-chain/option-strategy/bull-call-spread');
    const slider = await screen.findByRole('slider', { name: 'IV shift' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('iv')).toBe('1'));
    fireEvent.keyDown(screen.getByRole('slider', { name: 'IV shift' }), { key: 'ArrowRight' });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('iv')).toBe('2'));
    await waitFor(() => expect(api.payoffBodies.at(-1)).toMatchObject({ ivShift: 2 }));
    const days = screen.getByRole('slider', { name: 'Days forward' });
    fireEvent.keyDown(days, { key: 'ArrowRight' });
    await waitFor(() => expect(api.payoffBodies.at(-1)).toMatchObject({ evaluationDate: NEAR }));
    expect(days).toHaveAttribute('aria-valuetext', 'T+1 · 24 Nov 2026');
  });

  it('shows the server’s refusal of an unknown strategy, with the ways on', async () => {
    mockBuilderApi();
    renderBuilder('/option-chain/option-strategy/1');
    expect(await screen.findByText('There is no such strategy.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse strategies' })).toHaveAttribute(
      'href',
      '/option-chain/option-strategy',
    );
    expect(screen.getByRole('link', { name: 'Build your own' })).toHaveAttribute(
      'href',
      '/option-chain/option-strategy/custom',
    );
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockBuilderApi();
    renderBuilder('/option-chain/option-strategy/bull-call-spread');
    expect(await screen.findByText('अधिकतम लाभ')).toBeInTheDocument();
    expect(screen.getByText('कुल मार्जिन')).toBeInTheDocument();
    expect(screen.getByLabelText('स्ट्राइक, लेग 1')).toHaveValue('24300');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bull Call Spread');
  });
});
