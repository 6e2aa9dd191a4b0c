import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { corporateActionsAnswerFor } from '../test/corporate-action-fixtures';
import { CorporateActionsPage } from './corporate-actions-page';

const WAIT = { timeout: 15_000 };
const PATH = '/corporate-action';

const downloads = vi.hoisted(() => [] as { name: string; csv: string }[]);
vi.mock('@/components/market/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/market/csv')>()),
  downloadCsv: (name: string, csv: string) => {
    downloads.push({ name, csv });
  },
}));

function setUp(url = PATH, options: Parameters<typeof corporateActionsAnswerFor>[1] = {}) {
  downloads.length = 0;
  const fetch = mockApi({
    'TodayActivity/getCorporateActions': (u) => ({ body: corporateActionsAnswerFor(u, options) }),
  });
  const rendered = renderRoutes([{ path: PATH, element: <CorporateActionsPage /> }], url);
  return { fetch, user: userEvent.setup(), ...rendered };
}

/** The text of each cell of a body row, by its column header. */
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

describe('the corporate-actions page', { timeout: 30_000 }, () => {
  it('lists the latest day’s actions with kind, amount, yield and dates, links each stock and says it is simulated', async () => {
    const { fetch } = setUp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Corporate actions' }, WAIT),
    ).toBeInTheDocument();
    const table = await screen.findByRole(
      'table',
      { name: 'Corporate actions going ex on 20-11-2026' },
      WAIT,
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rowCells(rows[2] as HTMLElement)).toMatchObject({
      Symbol: 'ITC',
      Kind: 'Dividend',
      'Amount (₹)': '6.00',
      Purpose: 'Dividend - Rs 3 & Special Dividend - Rs 3',
      'Yield %': '1.33',
      'Ex-date': '20-11-2026',
      'Record date': '20-11-2026',
    });
    expect(rowCells(rows[0] as HTMLElement)).toMatchObject({
      Symbol: 'NAVA',
      Kind: 'Split',
      Ratio: '₹10 → ₹2',
    });
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'NAVA' })).toHaveAttribute(
      'href',
      '/stocks/NAVA',
    );
    expect(screen.getByText(/the same ones its price history is adjusted for/)).toBeInTheDocument();
    // The upcoming one, announced by the day.
    const upcoming = screen.getByRole('table', {
      name: 'Corporate actions announced to go ex after 20-11-2026',
    });
    expect(within(upcoming).getByRole('link', { name: 'INFY' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous day with actions' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next day with actions' })).toBeDisabled();
    const asked = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost').searchParams;
    expect(asked.has('date')).toBe(false);
  });

  it('filters by kind with chips that show the day’s counts, keeping it in the URL', async () => {
    const { user, fetch, router } = setUp(`${PATH}?date=2026-11-20`);
    await screen.findByRole('link', { name: 'ITC' }, WAIT);
    await user.click(screen.getByRole('radio', { name: 'Dividend (2)' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'NAVA' })).toBeNull(), WAIT);
    expect(screen.getByRole('link', { name: 'RELIANCE' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=2026-11-20&kind=dividend');
    const last = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://localhost').searchParams;
    expect(last.get('kind')).toBe('dividend');
  });

  it('exports the rows as CSV with raw values and names an imported file', async () => {
    const { user } = setUp(`${PATH}?date=2026-11-20`, { imported: true });
    expect(
      await screen.findByText(/From NSE’s file Bc161126\.csv \(imported\)/, {}, WAIT),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('corporate-actions-2026-11-20');
    const lines = downloads[0]?.csv.split('\r\n') ?? [];
    expect(lines[0]).toBe(
      'Symbol,Kind,Amount (₹),Purpose,Series,Ratio,Yield %,Ex-date,Record date,Security,Previous close (₹),Last price (₹),Change since ex-date %',
    );
    expect(lines[3]).toBe(
      'ITC,dividend,6,Dividend - Rs 3 & Special Dividend - Rs 3,EQ,,1.33,2026-11-20,2026-11-20,ITC Ltd,450,446.2,0.4',
    );
  });

  it('says when a day has no actions, and reads in Hindi', async () => {
    setUp(`${PATH}?date=2026-11-19`, { rows: [] });
    expect(await screen.findByText('No corporate actions go ex on 19-11-2026', {}, WAIT)).toBeInTheDocument();
    await i18n.changeLanguage('hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'कॉर्पोरेट एक्शन' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText('19-11-2026 को कोई कॉर्पोरेट एक्शन एक्स नहीं हो रहा')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'सभी' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'एक्शन वाला पिछला दिन' })).toBeInTheDocument();
  });
});
