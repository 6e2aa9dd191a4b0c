import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { dealsAnswerFor, manyDeals } from '../test/deal-fixtures';
import { DealsPage } from './deals-page';

const WAIT = { timeout: 15_000 };
const PATH = '/bulk-deals-nse';

function setUp(url: string, options: Parameters<typeof dealsAnswerFor>[1] = {}) {
  const fetch = mockApi({ 'TodayActivity/getDeals': (u) => ({ body: dealsAnswerFor(u, options) }) });
  const { router } = renderRoutes([{ path: PATH, element: <DealsPage kind="bulk" /> }], url);
  /** The query of the page's latest request to TodayActivity/getDeals. */
  const lastAsked = () => {
    const calls = fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost'));
    const url = calls.filter((u) => u.pathname.endsWith('TodayActivity/getDeals')).at(-1);
    return Object.fromEntries(url?.searchParams ?? []);
  };
  const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { lastAsked, search, user: userEvent.setup() };
}

describe('the deals pages’ choices', { timeout: 60_000 }, () => {
  it('asks for the day in the URL and steps to the sessions before and after it', async () => {
    const { lastAsked, search, user } = setUp(`${PATH}?date=2026-11-18`);
    expect(await screen.findByRole('heading', { name: 'Deals of 18-11-2026' }, WAIT)).toBeInTheDocument();
    expect(lastAsked()).toEqual({ kind: 'bulk', date: '2026-11-18', page: '1' });
    expect(screen.getByRole('textbox', { name: 'Session' })).toHaveValue('18-11-2026');

    await user.click(screen.getByRole('button', { name: 'Previous session' }));
    expect(await screen.findByRole('heading', { name: 'Deals of 17-11-2026' }, WAIT)).toBeInTheDocument();
    expect(search()).toEqual({ date: '2026-11-17' });
    expect(lastAsked().date).toBe('2026-11-17');

    await user.click(screen.getByRole('button', { name: 'Next session' }));
    await user.click(await screen.findByRole('button', { name: 'Next session' }));
    expect(await screen.findByRole('heading', { name: 'Deals of 19-11-2026' }, WAIT)).toBeInTheDocument();
    expect(search()).toEqual({ date: '2026-11-19' });

    // The latest session has no next one; "Latest" drops the date from the URL.
    await user.click(screen.getByRole('button', { name: 'Latest' }));
    expect(await screen.findByRole('heading', { name: 'Deals of 20-11-2026' }, WAIT)).toBeInTheDocument();
    expect(search()).toEqual({});
    expect(lastAsked()).toEqual({ kind: 'bulk', page: '1' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next session' })).toBeDisabled());
  });

  it('keeps the side and the stock in the URL, asks the server for them and goes back to page 1', async () => {
    const { lastAsked, search, user } = setUp(`${PATH}?date=2026-11-20&page=1`);
    expect(await screen.findByRole('link', { name: 'RPOWER' }, WAIT)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Sell' }));
    await waitFor(() => expect(search()).toEqual({ date: '2026-11-20', side: 'sell' }));
    await waitFor(() =>
      expect(lastAsked()).toEqual({ kind: 'bulk', date: '2026-11-20', side: 'SELL', page: '1' }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'ABCDSME' })).toBeNull());
    // The day's totals stay the whole day's.
    expect(screen.getByText('Deals').nextSibling?.textContent).toBe('4');

    await user.type(screen.getByRole('combobox', { name: 'Stock' }), 'rpower{Enter}');
    await waitFor(() => expect(search()).toEqual({ date: '2026-11-20', side: 'sell', symbol: 'RPOWER' }));
    await waitFor(() => expect(lastAsked()).toMatchObject({ side: 'SELL', symbol: 'RPOWER' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'NAVA' })).toBeNull());
    expect(screen.getByRole('link', { name: 'RPOWER' })).toBeInTheDocument();

    // Buy deals of RPOWER: none that day, and a way back to every deal.
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    expect(
      await screen.findByText('No deals of 20-11-2026 match these filters.', {}, WAIT),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search()).toEqual({ date: '2026-11-20' }));
    expect(await screen.findByRole('link', { name: 'ABCDSME' }, WAIT)).toBeInTheDocument();
  });

  it('pages through a long day on the server, the page in the URL', async () => {
    const { lastAsked, search, user } = setUp(PATH, { deals: manyDeals(120) });
    expect(await screen.findByText('Showing 1–50 of 120', {}, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 51–100 of 120', {}, WAIT)).toBeInTheDocument();
    expect(search()).toEqual({ page: '2' });
    expect(lastAsked()).toEqual({ kind: 'bulk', page: '2' });
    expect(screen.getByRole('link', { name: 'STOCK051' })).toBeInTheDocument();

    // A choice of side starts again at page 1.
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    await waitFor(() => expect(search()).toEqual({ side: 'buy' }));
    expect(await screen.findByText('Showing 1–50 of 60', {}, WAIT)).toBeInTheDocument();
  });

  it('shows the last page there is for a link to a page past the end', async () => {
    const { search } = setUp(`${PATH}?page=9`, { deals: manyDeals(60) });
    expect(await screen.findByText('Showing 51–60 of 60', {}, WAIT)).toBeInTheDocument();
    expect(search()).toEqual({ page: '2' });
  });
});
