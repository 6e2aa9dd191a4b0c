import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catchDownloads } from '@/test/csv-download';
import { type MockAnswer, mockApi, requestedQueries } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { fiiDiiDataAnswer, linksOut } from '../test/fii-dii-fixtures';
import { FiiDiiDataPage } from './fii-dii-data-page';

/** The machine may be busy: data can take longer than testing-library's default second. */
const WAIT = { timeout: 15_000 };
const PATH = '/fii-dii-data-nse';

/** The answer for the session and history the request asks for (the latest, 30 sessions by default). */
const answerFor = (url: URL, imported = false): MockAnswer => ({
  body: fiiDiiDataAnswer({
    date: url.searchParams.get('date') ?? undefined,
    days: Number(url.searchParams.get('days') ?? 30),
    imported,
  }),
});

function mockData(answer: (url: URL) => MockAnswer = (url) => answerFor(url)) {
  return mockApi({ 'TodayActivity/getFiiDiiData': answer });
}

/** The requests of the cash figures (the page also asks for the session's FII derivatives statistics). */
const cashQueries = (fetch: ReturnType<typeof mockApi>) =>
  requestedQueries(fetch).filter((q) => q.has('days'));

const render = (url = PATH) => renderRoutes([{ path: PATH, element: <FiiDiiDataPage /> }], url);

/** The text of a card's row (label and value), by the card's heading. */
function cardRows(title: string): string[] {
  const card = screen.getByRole('heading', { level: 3, name: title }).parentElement;
  if (!card) throw new Error(`No card ${title}`);
  return [...card.querySelectorAll('.mantine-Group-root')].map((row) => row.textContent ?? '');
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('the FII/DII data page', { timeout: 30_000 }, () => {
  it('shows the latest session’s FII/FPI and DII purchases, sales and signed nets, NIFTY 50, month and year to date, the chart and the history', async () => {
    const fetch = mockData();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'FII/DII data' }, WAIT)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Figures of 23 Nov 2026' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('Provisional')).toBeInTheDocument();
    expect(cardRows('FII/FPI')).toEqual([
      'Gross purchase₹12,345.67 Cr',
      'Gross sales₹15,432.10 Cr',
      'Net▼ -₹3,086.43 Cr',
    ]);
    expect(cardRows('DII')).toEqual([
      'Gross purchase₹14,210.55 Cr',
      'Gross sales₹10,987.30 Cr',
      'Net▲ +₹3,223.25 Cr',
    ]);
    // The sign is written, and the colour follows it.
    expect(screen.getByText(/-₹3,086\.43 Cr/)).toHaveAttribute('data-direction', 'down');
    expect(screen.getByText(/\+₹3,223\.25 Cr/)).toHaveAttribute('data-direction', 'up');
    expect(screen.getByRole('heading', { level: 3, name: 'NIFTY 50' }).parentElement?.textContent).toBe(
      'NIFTY 50Close on 23 Nov 202624,190.00▲ +0.45 %',
    );

    const tile = (label: string) => screen.getByText(label).parentElement?.textContent;
    expect(tile('FII net, month to date')).toBe(
      'FII net, month to date▲ +₹9,719.82 Cr16 sessions, 2 Nov 2026 – 23 Nov 2026',
    );
    expect(tile('DII net, month to date')).toBe(
      'DII net, month to date▲ +₹16,793.00 Cr16 sessions, 2 Nov 2026 – 23 Nov 2026',
    );
    expect(tile('FII net, year to date')).toBe(
      'FII net, year to date▼ -₹17,379.68 Cr38 sessions, 1 Oct 2026 – 23 Nov 2026',
    );
    expect(tile('DII net, year to date')).toBe(
      'DII net, year to date▲ +₹45,363.30 Cr38 sessions, 1 Oct 2026 – 23 Nov 2026',
    );

    expect(
      screen.getByRole('img', {
        name: 'Bar chart: FII and DII net by session over the last 30 sessions, with NIFTY 50’s close',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'From 13 Oct 2026 to 23 Nov 2026 FIIs net sold ₹7,305.68 Cr and DIIs net bought ₹39,230.10 Cr; NIFTY 50 moved from 23,620.00 to 24,190.00.',
      ),
    ).toBeInTheDocument();

    const table = screen.getByRole('table', {
      name: 'FII and DII gross purchase, gross sales and net by session, ₹ crore, with NIFTY 50’s close',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '23 Nov 2026',
      '12,345.67',
      '15,432.10',
      '-3,086.43',
      '14,210.55',
      '10,987.30',
      '+3,223.25',
      '24,190.00',
      '▲ +0.45 %',
    ]);
    expect(screen.getByText('Showing 1–10 of 30')).toBeInTheDocument();

    expect(screen.getByText(/^Simulated: the product’s model of NSE’s daily FII\/DII/)).toBeInTheDocument();
    expect(screen.getByText(/^Provisional: the exchanges’ figures of the evening/)).toBeInTheDocument();
    expect(linksOut()).toEqual([
      ['FII/DII totals by month and year', '/fii-dii-activities'],
      ['FII positions in index futures', '/fii-futures-data'],
    ]);
    const [first] = cashQueries(fetch);
    expect(first?.get('date')).toBeNull();
    expect(first?.get('days')).toBe('30');
    // The latest session has no next one.
    expect(screen.getByRole('button', { name: 'Next session' })).toBeDisabled();
  });

  it('asks for the date in the URL; previous and next sessions, the latest and the history length change the URL and the request', async () => {
    const user = userEvent.setup();
    const fetch = mockData();
    const { router } = render(`${PATH}?date=2026-11-20`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Figures of 20 Nov 2026' }, WAIT),
    ).toBeInTheDocument();
    expect(cashQueries(fetch).at(-1)?.get('date')).toBe('2026-11-20');
    expect(screen.queryByText('Provisional')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Session' })).toHaveValue('20-11-2026');

    await user.click(screen.getByRole('button', { name: 'Previous session' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Figures of 19 Nov 2026' }, WAIT),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=2026-11-19');
    expect(cashQueries(fetch).at(-1)?.get('date')).toBe('2026-11-19');

    await user.click(screen.getByRole('button', { name: 'Next session' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Figures of 20 Nov 2026' }, WAIT),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=2026-11-20');

    // The latest session is the page without a date (its link always shows the newest figures).
    await user.click(screen.getByRole('button', { name: 'Next session' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Figures of 23 Nov 2026' }, WAIT),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(cashQueries(fetch).at(-1)?.get('date')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Latest' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: '60' }));
    await waitFor(() => expect(screen.getByText('Showing 1–10 of 38')).toBeInTheDocument(), WAIT);
    expect(router.state.location.search).toBe('?days=60');
    expect(cashQueries(fetch).at(-1)?.get('days')).toBe('60');
  });

  it('exports the history as CSV with ISO dates and raw ₹ crore figures', async () => {
    const user = userEvent.setup();
    mockData();
    const downloads = catchDownloads();
    render();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, WAIT));
    expect(downloads.names).toEqual(['fii-dii-2026-11-23.csv']);
    const lines = await downloads.lines();
    expect(lines).toHaveLength(31);
    expect(lines[0]).toBe(
      'Date,FII buy (₹ Cr),FII sell (₹ Cr),FII net (₹ Cr),DII buy (₹ Cr),DII sell (₹ Cr),DII net (₹ Cr),NIFTY 50,NIFTY change %',
    );
    expect(lines[1]).toBe('2026-11-23,12345.67,15432.1,-3086.43,14210.55,10987.3,3223.25,24190,0.45');
    expect(lines[30]).toMatch(/^2026-10-13,/);
  });

  it('shows the server’s refusal of a day without figures in the alert and keeps the date to change', async () => {
    const fetch = mockData(() => ({
      body: {
        status: 0,
        message: '2026-11-22 is not an NSE session (a weekend or a market holiday): pick a trading day',
      },
    }));
    render(`${PATH}?date=2026-11-22`);
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('The FII/DII figures could not be loaded');
    expect(alert).toHaveTextContent(
      '2026-11-22 is not an NSE session (a weekend or a market holiday): pick a trading day',
    );
    expect(cashQueries(fetch).at(-1)?.get('date')).toBe('2026-11-22');
    expect(screen.getByRole('textbox', { name: 'Session' })).toHaveValue('22-11-2026');
    expect(screen.getByRole('button', { name: 'Latest' })).toBeEnabled();
  });

  it('names the imported NSE file the figures come from, and says when a session has none', async () => {
    mockData((url) => answerFor(url, true));
    const first = render();
    expect(
      await screen.findByText('From NSE’s file fii_dii_20261123.csv (imported).', {}, WAIT),
    ).toBeVisible();
    expect(screen.getByTestId('nse-data-badge')).toHaveTextContent('NSE data, 23 Nov 2026');
    expect(screen.queryByText('Provisional')).toBeNull();
    first.unmount();

    mockData(() => ({ body: { ...fiiDiiDataAnswer(), history: [] } }));
    render();
    expect(await screen.findByText('No FII/DII figures for this session', {}, WAIT)).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockData();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'FII/DII डेटा' }, WAIT)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: '23 Nov 2026 के आँकड़े' }, WAIT),
    ).toBeInTheDocument();
    expect(cardRows('FII/FPI')).toContain('नेट▼ -₹3,086.43 करोड़');
    expect(screen.getByText('अस्थायी')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पिछला सत्र' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /FII नेट \(₹ करोड़\)/ })).toBeInTheDocument();
  });
});
