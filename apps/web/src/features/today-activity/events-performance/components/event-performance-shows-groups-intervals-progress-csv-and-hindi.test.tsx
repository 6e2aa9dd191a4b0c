import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { eventsPerformanceAnswerFor } from '../test/events-performance-fixtures';
import { EventsPerformancePage } from './events-performance-page';

const WAIT = { timeout: 15_000 };
const PATH = '/event-performance';

const downloads = vi.hoisted(() => [] as { name: string; csv: string }[]);
vi.mock('@/components/market/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/market/csv')>()),
  downloadCsv: (name: string, csv: string) => {
    downloads.push({ name, csv });
  },
}));

function setUp(url = PATH, ready: () => boolean = () => true) {
  downloads.length = 0;
  const fetch = mockApi({
    'TodayActivity/getEventsPerformance': (u) => ({ body: eventsPerformanceAnswerFor(u, ready()) }),
  });
  const { router } = renderRoutes([{ path: PATH, element: <EventsPerformancePage /> }], url);
  const lastAsked = () => {
    const calls = fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost'));
    return Object.fromEntries(calls.at(-1)?.searchParams ?? []);
  };
  const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { fetch, lastAsked, search, user: userEvent.setup() };
}

function rowCells(row: HTMLElement): Record<string, string> {
  const table = row.closest('table');
  const headers = table ? [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '') : [];
  return Object.fromEntries(
    [...row.querySelectorAll('td')].map((td, i) => [headers[i] ?? String(i), td.textContent ?? '']),
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the events performance page', { timeout: 30_000 }, () => {
  it('shows each type’s returns at T+20 with the interval, bold when it excludes 0, the method and the source', async () => {
    setUp();
    const table = await screen.findByRole(
      'table',
      { name: /Returns after the events by group at T\+20/ },
      WAIT,
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => rowCells(r).Group)).toEqual(['Board meeting', 'Results', 'AGM']);
    expect(rowCells(rows[1] as HTMLElement)).toMatchObject({
      Events: '1,980',
      'Counted (n)': '1,950',
      'Abnormal %': '+1.10 %',
      '95 % interval': '[+0.60, +1.60]',
      'Beat NIFTY %': '54.2',
    });
    expect(within(rows[1] as HTMLElement).getByText('+1.10 %')).toHaveStyle({ fontWeight: '700' });
    expect(screen.getByText(/adjusted for splits, bonuses and dividends/)).toBeInTheDocument();
    expect(screen.getByText(/Simulated: the events are the product’s model/)).toBeInTheDocument();
    expect(screen.getByText(/^Over 4,440 events from /)).toBeInTheDocument();
  });

  it('keeps the grouping and the horizon in the URL, and asks the server for the grouping', async () => {
    const { lastAsked, search, user } = setUp();
    await screen.findByRole('table', {}, WAIT);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'gap');
    await waitFor(() => expect(search()).toEqual({ groupBy: 'gap' }));
    await waitFor(() => expect(lastAsked()).toMatchObject({ groupBy: 'gap' }));
    expect(await screen.findByText('Opened higher (gap up)', {}, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'T+5' }));
    await waitFor(() => expect(search()).toEqual({ groupBy: 'gap', horizon: '5' }));
    expect(await screen.findByRole('table', { name: /at T\+5,/ }, WAIT)).toBeInTheDocument();
  });

  it('shows how far the range is while it is measured, then the figures', async () => {
    let calls = 0;
    setUp(PATH, () => ++calls > 1);
    expect(await screen.findByText('Measuring the events of this range…', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Events of the range measured' })).toBeInTheDocument();
    expect(await screen.findByRole('table', {}, WAIT)).toBeInTheDocument();
  });

  it('exports every group with each horizon as CSV', async () => {
    const { user } = setUp();
    await screen.findByRole('table', {}, WAIT);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('events-performance-by-type-2025-11-24-to-2026-11-20');
    const lines = downloads[0]?.csv.split('\r\n') ?? [];
    expect(lines[0]).toMatch(/^Group,Events,T\+1 n,T\+1 return %,T\+1 abnormal %/);
    expect(lines[2]).toMatch(/^Results,1980,1980,0.1,0.05,-0.2,0.3,51,/);
    expect(lines).toHaveLength(4);
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    setUp();
    expect(await screen.findByText('नतीजे', {}, WAIT)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'कॉर्पोरेट इवेंट: उसके बाद शेयरों ने क्या किया' }),
    ).toBeInTheDocument();
    expect(screen.getByText('तरीक़ा')).toBeInTheDocument();
  });
});
