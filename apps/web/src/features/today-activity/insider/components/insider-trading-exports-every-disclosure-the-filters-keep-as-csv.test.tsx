import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catchDownloads } from '@/test/csv-download';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { insiderAnswerFor, manyTrades } from '../test/insider-fixtures';
import { InsiderTradingPage } from './insider-page';

const WAIT = { timeout: 15_000 };
const PATH = '/insider-trading';

function setUp(url: string, options: Parameters<typeof insiderAnswerFor>[1] = {}) {
  const downloads = catchDownloads();
  const fetch = mockApi({
    'TodayActivity/getInsiderTrades': (u) => ({ body: insiderAnswerFor(u, options) }),
  });
  renderRoutes([{ path: PATH, element: <InsiderTradingPage /> }], url);
  return { fetch, downloads, user: userEvent.setup() };
}

describe('the insider-trading CSV', { timeout: 30_000 }, () => {
  it('has the day’s disclosures with raw values: dates, codes, quantities, values and holdings', async () => {
    const { downloads, user } = setUp(`${PATH}?date=2026-11-20&group=open-market`);
    await screen.findByRole('link', { name: 'TCS' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.names).toHaveLength(1));
    expect(downloads.names[0]).toBe('insider-trading-2026-11-20-open-market.csv');
    expect(await downloads.lines()).toEqual([
      'Broadcast date,Symbol,Company,Person,Category,Acquired / disposed,Quantity,Value (₹),Mode,Trade date,Intimated to company,Shares before,Before %,Shares after,After %',
      '2026-11-20,NAVA,NAVA LIMITED,ARJUN PRAKASH MEHTA,promoter,buy,150000,32115000,market-purchase,2026-11-19,2026-11-20,12000000,4.1379,12150000,4.1897',
      '2026-11-20,TCS,TCS LIMITED,PRIYA ANAND IYER,kmp,sell,2000,7800000,market-sale,2026-11-20,2026-11-20,12000,0.0003,10000,0.0003',
    ]);
  });

  it('fetches every page of a long day with the filters, not just the page shown', async () => {
    const { fetch, downloads, user } = setUp(`${PATH}?side=acquired`, { trades: manyTrades(260) });
    expect(await screen.findByText('Showing 1–50 of 260', {}, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.names).toHaveLength(1), WAIT);
    expect(await downloads.lines()).toHaveLength(261);
    const exportCalls = asked(fetch).filter((q) => q.get('size') === '200');
    expect(exportCalls.map((q) => [q.get('page'), q.get('side'), q.get('date')])).toEqual([
      ['1', 'acquired', '2026-11-20'],
      ['2', 'acquired', '2026-11-20'],
    ]);
  });
});

function asked(fetch: ReturnType<typeof mockApi>) {
  return fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost').searchParams);
}
