import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catchDownloads } from '@/test/csv-download';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { clientGroup, performanceAnswer } from '../test/deals-performance-fixtures';
import { DealsPerformancePage } from './deals-performance-page';

const WAIT = { timeout: 15_000 };
const PATH = '/bulk-deals-nse-performance';

describe('the CSV of the groups', { timeout: 30_000 }, () => {
  it('holds every horizon’s n, return, abnormal mean, interval and beat share of each group', async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    mockApi({ 'TodayActivity/getDealsPerformance': () => ({ body: performanceAnswer() }) });
    renderRoutes([{ path: PATH, element: <DealsPerformancePage kind="bulk" /> }], PATH);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, WAIT));
    expect(downloads.names).toEqual(['bulk-deals-performance-by-side-2025-11-18-to-2026-11-20.csv']);
    const lines = await downloads.lines();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      [
        'Group,Deals,Value (Rs Cr)',
        'T+1 n,T+1 return %,T+1 abnormal %,T+1 interval low %,T+1 interval high %,T+1 beat NIFTY %',
        'T+5 n,T+5 return %,T+5 abnormal %,T+5 interval low %,T+5 interval high %,T+5 beat NIFTY %',
        'T+20 n,T+20 return %,T+20 abnormal %,T+20 interval low %,T+20 interval high %,T+20 beat NIFTY %',
        'T+60 n,T+60 return %,T+60 abnormal %,T+60 interval low %,T+60 interval high %,T+60 beat NIFTY %',
      ].join(','),
    );
    expect(lines[1]).toBe(
      'Buy,700,250010.25,698,0.2,0.15,-0.05,0.35,51.2,690,0.9,0.62,0.2,1.04,52.3,660,1.5,1.2,0.4,2,55.1,0,,,,,',
    );
    expect(lines[2]?.startsWith('Sell,414,170078.15,412,-0.1,-0.07,-0.3,0.16,49,')).toBe(true);
  });

  it('asks for every page of the groups, not just the one on screen', async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    const all = Array.from({ length: 130 }, (_, i) => clientGroup(i));
    const fetch = mockApi({
      'TodayActivity/getDealsPerformance': (url) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        const size = Number(url.searchParams.get('size') ?? 20);
        return {
          body: performanceAnswer({
            groupBy: 'client',
            page,
            size,
            total: all.length,
            groups: all.slice((page - 1) * size, page * size),
          }),
        };
      },
    });
    renderRoutes(
      [{ path: PATH, element: <DealsPerformancePage kind="bulk" /> }],
      `${PATH}?groupBy=client&page=2`,
    );
    expect(await screen.findByText('Showing 21–40 of 130', {}, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.names).toHaveLength(1), WAIT);
    const lines = await downloads.lines();
    expect(lines).toHaveLength(131);
    expect(lines[1]?.startsWith('GOLDMAN SACHS (SINGAPORE) PTE - ODI,60,1000,')).toBe(true);
    expect(lines[130]?.startsWith('RAKESH KUMAR SHARMA 26,')).toBe(true);
    const sizes = fetch.mock.calls
      .map(([u]) => new URL(String(u), 'http://x').searchParams)
      .filter((q) => q.get('size') === '100')
      .map((q) => q.get('page'));
    expect(sizes).toEqual(['1', '2']);
  });
});
