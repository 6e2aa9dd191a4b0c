import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { STRATEGIES } from '../test/strategy-test-fixtures';
import { StrategyCataloguePage } from './strategy-catalogue-page';

const PATH = '/option-chain/option-strategy';

function renderCatalogue(path = PATH, count = STRATEGIES.length) {
  mockApi({
    'OptionStrategies/getlist': () => ({
      body: { status: 1, message: 'ok', count, strategies: STRATEGIES },
    }),
  });
  return renderRoutes([{ path: PATH, element: <StrategyCataloguePage /> }], path);
}

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('the option strategies catalogue', { timeout: 20_000 }, () => {
  it('groups the strategies by market view, counting each view, with the total the server counted', async () => {
    renderCatalogue(PATH, 6);
    expect(await screen.findByRole('heading', { name: 'Bullish' })).toBeInTheDocument();
    expect(screen.getByText('6 ready-made option strategies, by market view')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Bullish',
      'Bearish',
      'Neutral',
      'Volatile',
    ]);
    const views = screen.getByRole('group', { name: 'Market view' });
    expect(
      within(views)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All views (6)', 'Bullish (2)', 'Bearish (1)', 'Neutral (2)', 'Volatile (1)']);
    expect(screen.getByText(/^2 strategies · For a rise/)).toBeInTheDocument();
  });

  it('shows each card with its level, legs in words, sketch, limits and a link to the builder', async () => {
    renderCatalogue();
    const link = await screen.findByRole('link', { name: 'Bull Call Spread' });
    expect(link).toHaveAttribute('href', '/option-chain/option-strategy/bull-call-spread');
    const card = link.closest('article');
    if (!(card instanceof HTMLElement)) throw new Error('no card');
    expect(within(card).getByText('Beginner')).toBeInTheDocument();
    expect(within(card).getByText('Buy 1 ATM CE · Sell 1 ATM+2 CE')).toBeInTheDocument();
    expect(
      within(card).getByRole('img', {
        name: 'Payoff at expiry of Bull Call Spread: profit above the line, loss below',
      }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Bull Call Spread max profit')).toBeInTheDocument();
    expect(within(card).getByText('Bull Call Spread max loss')).toBeInTheDocument();
    expect(within(card).getByText('Bull Call Spread breakevens')).toBeInTheDocument();
    const calendar = screen.getByRole('link', { name: 'Call Calendar Spread' }).closest('article');
    if (!(calendar instanceof HTMLElement)) throw new Error('no card');
    expect(within(calendar).getByText(/Approximate sketch/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Build your own' })).toHaveAttribute(
      'href',
      '/option-chain/option-strategy/custom',
    );
  });

  it('filters by view, level and name, keeping the filters in the URL', async () => {
    const { router } = renderCatalogue();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Neutral (2)' }));
    expect(cardNames()).toEqual(['Build your own', 'Short Straddle', 'Call Calendar Spread']);
    expect(screen.getByRole('button', { name: 'Neutral (2)' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByLabelText('Level'), 'advanced');
    expect(cardNames()).toEqual(['Build your own', 'Call Calendar Spread']);
    expect(router.state.location.search).toBe('?view=neutral&level=advanced');
    await user.click(screen.getByRole('button', { name: 'All views (6)' }));
    await user.selectOptions(screen.getByLabelText('Level'), 'all');
    await user.click(screen.getByLabelText('Search strategies'));
    await user.paste('spread bull');
    expect(cardNames()).toEqual(['Build your own', 'Bull Call Spread']);
    expect(screen.getByText('Showing 1 of 6 strategies')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search strategies'));
    await user.paste('iron');
    expect(screen.getByText('No strategy matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cardNames()).toHaveLength(STRATEGIES.length + 1);
  });

  it('reads in Hindi, keeping the server’s strategy names as sent', async () => {
    await i18n.changeLanguage('hi');
    renderCatalogue('/option-chain/option-strategy?view=bullish');
    expect(await screen.findByRole('heading', { name: 'तेज़ी' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bull Call Spread' })).toBeInTheDocument();
    expect(screen.getByText('ख़रीद 1 ATM CE · बिक्री 1 ATM+2 CE')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ऑप्शन रणनीतियाँ');
  });

  it('says so when the catalogue cannot be loaded', async () => {
    mockApi({
      'OptionStrategies/getlist': () => ({ body: { status: 0, message: 'Strategies are unavailable' } }),
    });
    renderRoutes([{ path: PATH, element: <StrategyCataloguePage /> }], PATH);
    expect(await screen.findByText('Strategies are unavailable')).toBeInTheDocument();
    expect(screen.getByText('The strategies could not be loaded')).toBeInTheDocument();
  });
});
