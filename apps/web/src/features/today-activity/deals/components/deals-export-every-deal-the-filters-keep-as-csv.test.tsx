import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { dealsAnswerFor, manyDeals } from '../test/deal-fixtures';
import { DealsPage } from './deals-page';

const WAIT = { timeout: 15_000 };
const PATH = '/bulk-deals-nse';

/** The files the page hands to the browser to download. */
const downloads = vi.hoisted(() => [] as { name: string; csv: string }[]);
vi.mock('@/components/market/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/market/csv')>()),
  downloadCsv: (name: string, csv: string) => {
    downloads.push({ name, csv });
  },
}));

function setUp(url: string, options: Parameters<typeof dealsAnswerFor>[1] = {}) {
  downloads.length = 0;
  const fetch = mockApi({ 'TodayActivity/getDeals': (u) => ({ body: dealsAnswerFor(u, options) }) });
  renderRoutes([{ path: PATH, element: <DealsPage kind="bulk" /> }], url);
  return { fetch, user: userEvent.setup() };
}

describe('the deals CSV', { timeout: 30_000 }, () => {
  it('has the day’s deals with raw values: the date, NSE’s sides, quantities, prices and crore values, and the remarks', async () => {
    const { fetch, user } = setUp(`${PATH}?date=2026-11-20`);
    await screen.findByRole('link', { name: 'RPOWER' }, WAIT);
    const asked = fetch.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    // The whole day was on the page: nothing more was asked.
    expect(fetch.mock.calls.length).toBe(asked);
    expect(downloads[0]?.name).toBe('bulk-deals-2026-11-20');
    expect(downloads[0]?.csv.split('\r\n')).toEqual([
      'Date,Symbol,Security name,Client,Side,Quantity,Price (₹),Value (₹ Cr),Listed shares %,Close that day (₹),Last price (₹),Change since %,Remarks',
      '2026-11-20,NAVA,NAVA LIMITED,GRAVITON RESEARCH CAPITAL LLP,BUY,6849200,212.35,145.44,2.367,214.1,220.75,3.96,',
      '2026-11-20,NAVA,NAVA LIMITED,GRAVITON RESEARCH CAPITAL LLP,SELL,6812000,213.1,145.16,2.354,214.1,220.75,3.59,',
      '2026-11-20,RPOWER,RELIANCE POWER LTD.,NEXUS GLOBAL OPPORTUNITIES FUND,SELL,21000000,41.2,86.52,0.523,40.95,39.8,-3.4,',
      '2026-11-20,ABCDSME,ABCD INDUSTRIES LTD - SME,RAJESH KUMAR SHAH,BUY,150000,96.5,1.45,,,,,Trade in the SME segment',
    ]);
  });

  it('fetches every page of a long day with the filters, not just the page shown', async () => {
    const { fetch, user } = setUp(`${PATH}?side=buy`, { deals: manyDeals(500) });
    expect(await screen.findByText('Showing 1–50 of 250', {}, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1), WAIT);
    const lines = downloads[0]?.csv.split('\r\n') ?? [];
    expect(lines).toHaveLength(251);
    expect(lines.slice(1).every((l) => l.includes(',BUY,'))).toBe(true);
    expect(downloads[0]?.name).toBe('bulk-deals-2026-11-20-buy');
    const exportCalls = fetch.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost').searchParams)
      .filter((q) => q.get('size') === '200');
    expect(exportCalls.map((q) => [q.get('page'), q.get('side'), q.get('date')])).toEqual([
      ['1', 'BUY', '2026-11-20'],
      ['2', 'BUY', '2026-11-20'],
    ]);
  });
});
