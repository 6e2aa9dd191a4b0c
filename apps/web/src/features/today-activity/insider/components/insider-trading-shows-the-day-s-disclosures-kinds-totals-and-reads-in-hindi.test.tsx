import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { insiderAnswerFor, insiderDay } from '../test/insider-fixtures';
import { InsiderTradingPage } from './insider-page';

const WAIT = { timeout: 15_000 };
const PATH = '/insider-trading';

const render = (url = PATH) => renderRoutes([{ path: PATH, element: <InsiderTradingPage /> }], url);

/** The text of each cell of a body row, by its column header. */
function rowCells(row: HTMLElement): Record<string, string> {
  const table = row.closest('table');
  const headers = table ? [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '') : [];
  return Object.fromEntries(
    [...row.querySelectorAll('td')].map((td, i) => [headers[i] ?? String(i), td.textContent ?? '']),
  );
}

const asked = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost').searchParams);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the insider-trading page', { timeout: 30_000 }, () => {
  it('shows the latest day: totals apart by kind, each disclosure with person, category, side, value, holdings, mode and dates', async () => {
    const fetch = mockApi({ 'TodayActivity/getInsiderTrades': (url) => ({ body: insiderAnswerFor(url) }) });
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Insider trading' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText(/regulation 7\(2\)/)).toBeInTheDocument();

    // The day's totals: open-market buys and sales apart from ESOPs and pledges.
    expect((await screen.findByText('Disclosures', {}, WAIT)).nextSibling?.textContent).toBe('5');
    expect(screen.getByText('2 companies')).toBeInTheDocument();
    expect(screen.getByText('Open-market buys').nextSibling?.textContent).toBe('₹3.21 Cr');
    expect(screen.getByText('Open-market sales').nextSibling?.textContent).toBe('₹0.78 Cr');
    expect(screen.getByText('ESOP allotments').nextSibling?.textContent).toBe('₹0.59 Cr');
    expect(screen.getByText('Pledges created').nextSibling?.textContent).toBe('₹42.82 Cr');
    expect(screen.getByText('0 released, 0 invoked')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Insider-trading disclosures broadcast on 20-11-2026' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rowCells(rows[1] as HTMLElement)).toEqual({
      Symbol: 'NAVA',
      Person: 'ARJUN PRAKASH MEHTA',
      Category: 'Promoter',
      'Acquired / disposed': 'Acquired',
      Quantity: '1,50,000',
      'Value (₹)': '3.21 Cr',
      'Holding %': '4.14 → 4.19',
      Mode: 'Market purchase',
      Traded: '19-11-2026told 20-11-2026',
    });
    expect(rowCells(rows[0] as HTMLElement)).toMatchObject({
      'Acquired / disposed': 'Pledged',
      Mode: 'Pledge',
      'Holding %': '27.59 → 27.59',
    });
    expect(rowCells(rows[2] as HTMLElement)).toMatchObject({
      Symbol: 'TCS',
      Category: 'KMP',
      'Acquired / disposed': 'Disposed',
      'Holding %': '0.0003 → 0.0003',
    });
    // Acquired in green, disposed in red, a pledge uncoloured; each with its word.
    expect(within(rows[1] as HTMLElement).getByText('Acquired').className).toMatch(/green/);
    expect(within(rows[2] as HTMLElement).getByText('Disposed').className).toMatch(/red/);
    expect(within(rows[0] as HTMLElement).getByText('Pledged').className).not.toMatch(/green|red/);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'NAVA' })).toHaveAttribute(
      'href',
      '/stocks/NAVA',
    );
    expect(
      screen.getByText(/Simulated: the product’s model of the disclosures broadcast on 20-11-2026/),
    ).toBeInTheDocument();
    expect(screen.getByText(/The people are invented/)).toBeInTheDocument();
    expect(asked(fetch)[0]?.has('date')).toBe(false);
  });

  it('keeps open-market trades, ESOPs and pledges on their own tabs, in the URL and the request', async () => {
    const fetch = mockApi({ 'TodayActivity/getInsiderTrades': (url) => ({ body: insiderAnswerFor(url) }) });
    const { router } = render(`${PATH}?date=2026-11-20`);
    const user = userEvent.setup();
    await screen.findByText('Open market (2)', {}, WAIT);
    await user.click(screen.getByText('ESOP (1)'));
    const table = await screen.findByRole('table', {}, WAIT);
    await within(table).findByText('ESOP', {}, WAIT);
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1);
    expect(router.state.location.search).toContain('group=esop');
    expect(asked(fetch).at(-1)?.get('group')).toBe('esop');
    await user.click(screen.getByText('Open market (2)'));
    await within(table).findByText('Market sale', {}, WAIT);
    expect(within(table).queryByText('Pledged')).toBeNull();
    expect(asked(fetch).at(-1)?.get('group')).toBe('open-market');
    // The previous day with disclosures is one click away.
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Disclosures broadcast on 19-11-2026' }, WAIT),
    ).toBeInTheDocument();
    expect(asked(fetch).at(-1)?.get('date')).toBe('2026-11-19');
  });

  it('says when a day has none, warns of a refused date, and reads in Hindi', async () => {
    mockApi({
      'TodayActivity/getInsiderTrades': (url) =>
        url.searchParams.get('date') === '2026-11-15'
          ? {
              body: {
                status: 0,
                message:
                  '2026-11-15 is not an NSE session (a weekend or a market holiday): pick a trading day',
              },
            }
          : {
              body: insiderDay({
                date: url.searchParams.get('date') ?? '2026-11-20',
                trades: url.searchParams.get('date') ? [] : undefined,
              }),
            },
    });
    const first = render(`${PATH}?date=2026-11-19`);
    expect(
      await screen.findByText('No insider-trading disclosures on 19-11-2026', {}, WAIT),
    ).toBeInTheDocument();
    first.unmount();
    const second = render(`${PATH}?date=2026-11-15`);
    expect(await screen.findByText(/is not an NSE session/, {}, WAIT)).toBeInTheDocument();
    second.unmount();
    await i18n.changeLanguage('hi');
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'इनसाइडर ट्रेडिंग' }, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('खुले बाज़ार में ख़रीद', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('खुला बाज़ार (2)')).toBeInTheDocument();
    expect(screen.getAllByText('प्रमोटर').length).toBeGreaterThan(0);
    expect(screen.getByText(/लोग काल्पनिक हैं/)).toBeInTheDocument();
  });
});
