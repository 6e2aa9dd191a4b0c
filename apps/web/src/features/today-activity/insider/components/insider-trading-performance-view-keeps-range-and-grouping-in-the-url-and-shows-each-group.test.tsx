import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { insiderAnswerFor } from '../test/insider-fixtures';
import { insiderPerformanceAnswer } from '../test/insider-performance-fixtures';
import { InsiderTradingPage } from './insider-page';

const WAIT = { timeout: 15_000 };
const PATH = '/insider-trading';
const PERFORMANCE = 'TodayActivity/getInsiderPerformance';

/** Answers both endpoints; the performance one for the grouping and range asked. */
function mockServer(ready = true) {
  return mockApi({
    'TodayActivity/getInsiderTrades': (url) => ({ body: insiderAnswerFor(url) }),
    [PERFORMANCE]: (url) => {
      const q = url.searchParams;
      const groupBy = (q.get('groupBy') ?? 'category') as 'category' | 'side' | 'size' | 'person';
      return {
        body: insiderPerformanceAnswer(groupBy, {
          ready,
          ...(q.get('from') ? { from: q.get('from') ?? '' } : {}),
          ...(q.get('to') ? { to: q.get('to') ?? '' } : {}),
        }),
      };
    },
  });
}

const askedFor = (fetch: ReturnType<typeof mockApi>, path: string) =>
  fetch.mock.calls
    .map(([u]) => new URL(String(u), 'http://localhost'))
    .filter((u) => u.pathname.endsWith(path))
    .map((u) => u.searchParams);

const render = (url: string) => renderRoutes([{ path: PATH, element: <InsiderTradingPage /> }], url);

/** The group names of the table's body rows. */
const groupNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the insider-trading page’s Performance view', { timeout: 30_000 }, () => {
  it('reads the view, range and grouping from a shared link, asks for them and shows each value bucket', async () => {
    const fetch = mockServer();
    render(`${PATH}?view=performance&from=2026-01-01&to=2026-06-30&groupBy=size`);
    expect(await screen.findByRole('heading', { level: 2, name: 'By value' }, WAIT)).toBeInTheDocument();
    const asked = askedFor(fetch, PERFORMANCE)[0];
    expect(asked?.get('from')).toBe('2026-01-01');
    expect(asked?.get('to')).toBe('2026-06-30');
    expect(asked?.get('groupBy')).toBe('size');
    // The day's list is not asked for in this view.
    expect(askedFor(fetch, 'TodayActivity/getInsiderTrades')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('01-01-2026');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('30-06-2026');
    expect(groupNames()).toEqual(['Under ₹10 lakh', '₹10 lakh–₹1 Cr', '₹1–10 Cr', '₹10 Cr and more']);
    // The headline over every trade, the method (open-market only, from the broadcast day) and the source.
    expect(
      screen.getByText(/Over 713 trades disclosed from 1 Jan 2026 to 30 Jun 2026, worth/),
    ).toBeInTheDocument();
    expect(screen.getByText(/ESOP allotments, pledges .* are left out/)).toBeInTheDocument();
    expect(screen.getAllByText(/broadcast its disclosure/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Simulated: the disclosures are drawn/)).toBeInTheDocument();
  });

  it('is switched to and from in the URL, and keeps the grouping picked there', async () => {
    const user = userEvent.setup();
    const fetch = mockServer();
    const { router } = render(PATH);
    await user.click(await screen.findByRole('radio', { name: 'Performance' }, WAIT));
    await waitFor(() => expect(router.state.location.search).toBe('?view=performance'), WAIT);
    expect(await screen.findByRole('heading', { level: 2, name: 'By category' }, WAIT)).toBeInTheDocument();
    expect(groupNames()).toEqual(['Designated person', 'Promoter', 'Immediate relative']);
    // The T+20 cell: mean, interval and n.
    const promoter = within(screen.getByRole('table')).getAllByRole('row')[2];
    expect(promoter).toHaveTextContent('+1.40 %');
    expect(promoter).toHaveTextContent('[-0.60, +3.40]');
    expect(promoter).toHaveTextContent('n 237');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'side');
    await waitFor(() => expect(router.state.location.search).toBe('?view=performance&groupBy=side'), WAIT);
    await waitFor(() => expect(askedFor(fetch, PERFORMANCE).at(-1)?.get('groupBy')).toBe('side'), WAIT);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Acquired or disposed' }, WAIT),
    ).toBeInTheDocument();
    await waitFor(() => expect(groupNames()).toEqual(['Disposed', 'Acquired']), WAIT);

    await user.click(screen.getByRole('radio', { name: 'Disclosures of a day' }));
    await waitFor(() => expect(router.state.location.search).toBe('?groupBy=side'), WAIT);
    expect(await screen.findByRole('textbox', { name: 'Broadcast date' }, WAIT)).toBeInTheDocument();
  });

  it('groups by insider (person and company) and says when imported sessions are counted', async () => {
    const answer = insiderPerformanceAnswer('person');
    const fetch = mockApi({
      [PERFORMANCE]: () => ({
        body: {
          ...answer,
          source: {
            ...answer.source,
            simulated: false,
            kind: 'imported',
            fileName: 'CF-Insider-Trading-equities-18-11-2026.csv',
          },
        },
      }),
    });
    render(`${PATH}?view=performance&groupBy=person`);
    expect(await screen.findByRole('heading', { level: 2, name: 'By insider' }, WAIT)).toBeInTheDocument();
    expect(askedFor(fetch, PERFORMANCE)[0]?.get('groupBy')).toBe('person');
    expect(screen.getByRole('combobox', { name: 'Group by' })).toHaveValue('person');
    expect(groupNames()).toEqual(['Meera Venkataraman · HDFCBANK', 'Rakesh Menon · TCS']);
    expect(
      screen.getByText(/Partly imported: .*\(latest CF-Insider-Trading-equities-18-11-2026\.csv\)/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Simulated: the disclosures are drawn/)).not.toBeInTheDocument();
  });

  it('shows how far the range is while the server measures it', async () => {
    mockServer(false);
    render(`${PATH}?view=performance`);
    expect(await screen.findByTestId('insider-computing', {}, WAIT)).toHaveTextContent(
      'Measuring the insider trades of this range…',
    );
  });

  it('shows a refused range as a warning with the server’s message', async () => {
    const message =
      'The range starts (2026-06-01) after it ends (2026-01-02): pick a start on or before the end';
    mockApi({ [PERFORMANCE]: () => ({ status: 400, body: { status: 0, message } }) });
    render(`${PATH}?view=performance&from=2026-06-01&to=2026-01-02`);
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveAttribute('data-kind', 'warning');
    expect(alert).toHaveTextContent(message);
  });

  it('reads in Hindi', async () => {
    mockServer();
    await i18n.changeLanguage('hi');
    render(`${PATH}?view=performance`);
    expect(await screen.findByRole('heading', { level: 2, name: 'श्रेणी के अनुसार' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'प्रदर्शन' })).toBeChecked();
    expect(groupNames()).toEqual(['नामित व्यक्ति', 'प्रमोटर', 'निकट संबंधी']);
  });
});
