import type { FiiDiiPeriod } from '@nivesh/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catchDownloads } from '@/test/csv-download';
import { type MockAnswer, mockApi, requestedQueries } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { fiiDiiActivitiesAnswer, linksOut } from '../test/fii-dii-fixtures';
import { FiiDiiActivitiesPage } from './fii-dii-activities-page';

/** The machine may be busy: data can take longer than testing-library's default second. */
const WAIT = { timeout: 15_000 };
const PATH = '/fii-dii-activities';

/** The page of the period the request asks for (months, page 1 by default). */
const answerFor = (url: URL, imported = false): MockAnswer => ({
  body: fiiDiiActivitiesAnswer({
    period: (url.searchParams.get('period') ?? 'month') as FiiDiiPeriod,
    page: Number(url.searchParams.get('page') ?? 1),
    imported,
  }),
});

function mockActivities(answer: (url: URL) => MockAnswer = (url) => answerFor(url)) {
  return mockApi({ 'TodayActivity/getFiiDiiActivities': answer });
}

const render = (url = PATH) => renderRoutes([{ path: PATH, element: <FiiDiiActivitiesPage /> }], url);

/** Each data row's cells, as text. */
function tableRows(): string[][] {
  const table = screen.getByRole('table', { name: /FII and DII gross purchase, gross sales and net by/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? ''),
    );
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('the FII/DII activities page', { timeout: 30_000 }, () => {
  it('shows the months newest first with signed nets, the running month to date, NIFTY 50 over each month and the cumulative flows', async () => {
    const fetch = mockActivities();
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'FII/DII activity by month and year' }, WAIT),
    ).toBeInTheDocument();
    await screen.findByText('Showing 1–24 of 35', {}, WAIT);
    const rows = tableRows();
    expect(rows).toHaveLength(24);
    expect(rows[0]).toEqual([
      'Nov 2026to date',
      '1,85,432.10',
      '2,01,234.56',
      '-15,802.46',
      '1,90,321.00',
      '1,70,120.75',
      '+20,200.25',
      '24,190.00',
      '▼ -1.25 %',
      '16',
      '23 Nov 2026',
    ]);
    expect(rows[1]?.[0]).toBe('Oct 2026');
    expect(rows[23]?.[0]).toBe('Dec 2024');
    const table = screen.getByRole('table', { name: /by month/ });
    const fiiNet = within(table).getAllByRole('cell')[3];
    expect(fiiNet?.querySelector('[data-direction="down"]')).not.toBeNull();
    expect(screen.getByRole('radio', { name: 'Month' })).toBeChecked();

    expect(
      screen.getByRole('img', {
        name: 'Line chart: cumulative FII and DII net flows by month from Jan 2024 to Nov 2026, with NIFTY 50',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'From Jan 2024 to Nov 2026 FIIs net sold ₹1,70,447.96 Cr in all and DIIs net bought ₹6,22,344.35 Cr.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Simulated: the product’s model of NSE’s daily FII\/DII/)).toBeInTheDocument();
    expect(linksOut()).toEqual([
      ['FII/DII figures of a session', '/fii-dii-data-nse'],
      ['FII positions in index futures', '/fii-futures-data'],
    ]);
    const [first] = requestedQueries(fetch);
    expect(first?.get('period')).toBe('month');
    expect(first?.get('page')).toBe('1');
  });

  it('keeps the page and the period in the URL and asks the server for them', async () => {
    const user = userEvent.setup();
    const fetch = mockActivities();
    const { router } = render();
    await screen.findByText('Showing 1–24 of 35', {}, WAIT);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 25–35 of 35', {}, WAIT)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(requestedQueries(fetch).at(-1)?.get('page')).toBe('2');
    expect(tableRows()[0]?.[0]).toBe('Nov 2024');
    expect(tableRows().at(-1)?.[0]).toBe('Jan 2024');

    // Another period starts at its newest page.
    await user.click(screen.getByRole('radio', { name: 'Year' }));
    expect(await screen.findByText('Showing 1–3 of 3', {}, WAIT)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?period=year');
    expect(requestedQueries(fetch).at(-1)?.get('period')).toBe('year');
    expect(requestedQueries(fetch).at(-1)?.get('page')).toBe('1');
    expect(tableRows().map((r) => [r[0], r[3], r[6], r[9]])).toEqual([
      ['2026to date', '-57,789.96', '+2,10,776.75', '225'],
      ['2025', '-30,937.00', '+2,00,427.80', '252'],
      ['2024', '-81,721.00', '+2,11,139.80', '252'],
    ]);
    expect(screen.getByRole('img', { name: /by year from 2024 to 2026/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() => expect(router.state.location.search).toBe(''), WAIT);
  });

  it('opens on the period and page of a shared link', async () => {
    const fetch = mockActivities();
    render(`${PATH}?period=year&page=1`);
    expect(await screen.findByText('Showing 1–3 of 3', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Year' })).toBeChecked();
    expect(requestedQueries(fetch).at(-1)?.get('period')).toBe('year');
  });

  it('exports the page of totals as CSV with raw figures and the running period marked', async () => {
    const user = userEvent.setup();
    mockActivities();
    const downloads = catchDownloads();
    render();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, WAIT));
    expect(downloads.names).toEqual(['fii-dii-month-page-1.csv']);
    const lines = await downloads.lines();
    expect(lines).toHaveLength(25);
    expect(lines[0]).toBe(
      'Period,FII buy (₹ Cr),FII sell (₹ Cr),FII net (₹ Cr),DII buy (₹ Cr),DII sell (₹ Cr),DII net (₹ Cr),NIFTY 50,NIFTY change %,Sessions,Up to',
    );
    expect(lines[1]).toBe(
      '2026-11 (to date),185432.1,201234.56,-15802.46,190321,170120.75,20200.25,24190,-1.25,16,2026-11-23',
    );
    expect(lines[2]).toMatch(/^2026-10,/);
  });

  it('shows the server’s refusal in the alert', async () => {
    mockActivities(() => ({
      body: { status: 0, message: 'Page 9 is past the last page of monthly totals (2)' },
    }));
    render(`${PATH}?page=9`);
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('The FII/DII figures could not be loaded');
    expect(alert).toHaveTextContent('Page 9 is past the last page of monthly totals (2)');
  });

  it('names the imported NSE file, leaves the sessions of its months blank, and says when there are no totals', async () => {
    mockActivities((url) => answerFor(url, true));
    const first = render();
    expect(
      await screen.findByText('From NSE’s file fii_dii_monthly_2026.csv (imported).', {}, WAIT),
    ).toBeVisible();
    expect(tableRows()[0]?.[9]).toBe('—');
    first.unmount();

    mockActivities(() => ({ body: { ...fiiDiiActivitiesAnswer(), total: 0, rows: [], cumulative: [] } }));
    render();
    expect(await screen.findByText('No FII/DII totals yet', {}, WAIT)).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockActivities();
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'महीने और साल के अनुसार FII/DII गतिविधि' }, WAIT),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'साल' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'संचयी नेट प्रवाह और NIFTY 50' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /महीने के अनुसार FII और DII/ })).toBeInTheDocument();
    expect(screen.getAllByText('अब तक').length).toBeGreaterThan(0);
  });
});
