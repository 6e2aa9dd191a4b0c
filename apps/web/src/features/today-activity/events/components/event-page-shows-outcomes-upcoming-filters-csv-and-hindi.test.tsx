import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { eventsAnswerFor } from '../test/event-fixtures';
import { EventsPage } from './events-page';

const WAIT = { timeout: 15_000 };
const PATH = '/event';

const downloads = vi.hoisted(() => [] as { name: string; csv: string }[]);
vi.mock('@/components/market/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/market/csv')>()),
  downloadCsv: (name: string, csv: string) => {
    downloads.push({ name, csv });
  },
}));

function setUp(url = PATH) {
  downloads.length = 0;
  const fetch = mockApi({ 'TodayActivity/getEvents': (u) => ({ body: eventsAnswerFor(u) }) });
  const { router } = renderRoutes([{ path: PATH, element: <EventsPage /> }], url);
  const lastAsked = () => {
    const calls = fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost'));
    const last = calls.filter((u) => u.pathname.endsWith('TodayActivity/getEvents')).at(-1);
    return Object.fromEntries(last?.searchParams ?? []);
  };
  const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { lastAsked, search, user: userEvent.setup() };
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

describe('the corporate events page', { timeout: 30_000 }, () => {
  it('shows the day’s events with their results, coloured price reaction, stock links, counts and what is coming', async () => {
    const { lastAsked } = setUp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Corporate events' }, WAIT),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Corporate events on 20-11-2026' }, WAIT);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rowCells(rows[1] as HTMLElement)).toMatchObject({
      Symbol: 'TCS',
      Type: 'Results',
      Period: 'Q2 FY2027',
      'Revenue (₹ Cr)': '65,120.00',
      'Profit YoY %': '▲ +12.6 %',
      'Gap %': '▲ +4.25 %',
      'Day’s change %': '▲ +3.10 %',
    });
    expect(
      within(rows[0] as HTMLElement)
        .getByText('-6.30 %')
        .closest('[data-direction]'),
    ).toHaveAttribute('data-direction', 'down');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'TCS' })).toHaveAttribute(
      'href',
      '/stocks/TCS',
    );
    expect(screen.getByText('Board meetings').nextSibling?.textContent).toBe('1');
    expect(screen.getByText('AGMs').nextSibling?.textContent).toBe('1');
    expect(screen.getByText(/Simulated: the product’s model of company announcements/)).toBeInTheDocument();
    const upcoming = screen.getByRole('table', { name: 'Upcoming corporate events after 20-11-2026' });
    expect(within(upcoming).getByRole('link', { name: 'HCLTECH' })).toBeInTheDocument();
    expect(within(upcoming).getByText('26-11-2026')).toBeInTheDocument();
    expect(lastAsked()).toEqual({ page: '1' });
  });

  it('filters by type in the URL and the request, and steps to the previous day with events', async () => {
    const { lastAsked, search, user } = setUp(`${PATH}?date=2026-11-20`);
    await screen.findByRole('link', { name: 'TCS' }, WAIT);
    await user.click(screen.getByRole('radio', { name: 'AGM' }));
    await waitFor(() => expect(search()).toEqual({ date: '2026-11-20', type: 'agm' }));
    await waitFor(() => expect(lastAsked()).toMatchObject({ date: '2026-11-20', type: 'agm' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'TCS' })).toBeNull());
    expect(screen.getByRole('link', { name: 'ITC' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous day with events' }));
    await waitFor(() => expect(search()).toEqual({ date: '2026-11-19', type: 'agm' }));
    expect(await screen.findByText('No events on 19-11-2026', {}, WAIT)).toBeInTheDocument();
  });

  it('exports the day’s events as CSV with raw values', async () => {
    const { user } = setUp(`${PATH}?date=2026-11-20`);
    await screen.findByRole('link', { name: 'TCS' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('events-2026-11-20');
    const lines = downloads[0]?.csv.split('\r\n') ?? [];
    expect(lines[0]).toBe(
      'Date,Company,Symbol,Type,Period,Revenue (₹ Cr),Revenue YoY %,Net profit (₹ Cr),Profit YoY %,Gap %,Day’s change %,Purpose,Announced',
    );
    expect(lines).toContain(
      '2026-11-20,Tata Consultancy Services Limited,TCS,results,Q2 FY2027,65120,9.8,12400.4,12.6,4.25,3.1,Financial results Q2 FY2027,2026-11-05',
    );
    expect(lines).toHaveLength(5);
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    setUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'कॉर्पोरेट इवेंट' }, WAIT)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: '20-11-2026 के इवेंट' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'बोर्ड बैठक' })).toBeInTheDocument();
    expect(screen.getByText(/सिम्युलेटेड: कंपनियों की घोषणाओं/)).toBeInTheDocument();
  });
});
