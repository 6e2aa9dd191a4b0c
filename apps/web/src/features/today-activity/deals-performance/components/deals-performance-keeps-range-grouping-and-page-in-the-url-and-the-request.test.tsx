import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { clientGroup, performanceAnswer } from '../test/deals-performance-fixtures';
import { DealsPerformancePage } from './deals-performance-page';

const WAIT = { timeout: 15_000 };
const PATH = '/bulk-deals-nse-performance';
const TOTAL_CLIENTS = 45;

/** Answers what was asked: the range, grouping and page of the request (clients: 45 groups, 20 a page). */
function mockServer() {
  return mockApi({
    'TodayActivity/getDealsPerformance': (url) => {
      const q = url.searchParams;
      const groupBy = (q.get('groupBy') ?? 'side') as 'side' | 'client' | 'category' | 'size';
      const page = Number(q.get('page') ?? 1);
      const from = q.get('from') ?? '2025-11-18';
      const to = q.get('to') ?? '2026-11-20';
      if (groupBy !== 'client') return { body: performanceAnswer({ groupBy, from, to }) };
      const all = Array.from({ length: TOTAL_CLIENTS }, (_, i) => clientGroup(i));
      const size = Number(q.get('size') ?? 20);
      return {
        body: performanceAnswer({
          groupBy,
          from,
          to,
          page,
          size,
          total: all.length,
          groups: all.slice((page - 1) * size, page * size),
        }),
      };
    },
  });
}

const asked = (fetch: ReturnType<typeof mockServer>) =>
  fetch.mock.calls.map(([u]) => new URL(String(u), 'http://x').searchParams);

describe('the range, the grouping and the page', { timeout: 30_000 }, () => {
  it('are read from a shared link and asked for', async () => {
    const fetch = mockServer();
    renderRoutes(
      [{ path: PATH, element: <DealsPerformancePage kind="bulk" /> }],
      `${PATH}?from=2026-01-01&to=2026-06-30&groupBy=client&page=2`,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'By client' }, WAIT)).toBeInTheDocument();
    const first = asked(fetch)[0];
    expect(first?.get('kind')).toBe('bulk');
    expect(first?.get('from')).toBe('2026-01-01');
    expect(first?.get('to')).toBe('2026-06-30');
    expect(first?.get('groupBy')).toBe('client');
    expect(first?.get('page')).toBe('2');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('01-01-2026');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('30-06-2026');
    expect(screen.getByRole('combobox', { name: 'Group by' })).toHaveValue('client');
    // Page 2 of 45 clients: the 21st to the 40th, client names as NSE prints them.
    expect(screen.getByText('Showing 21–40 of 45')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(rows[1]).toHaveTextContent('GOLDMAN SACHS (SINGAPORE) PTE - ODI 5');
  });

  it('change the URL and the request: a date typed, the grouping picked, a page of groups', async () => {
    const user = userEvent.setup();
    const fetch = mockServer();
    const { router } = renderRoutes([{ path: PATH, element: <DealsPerformancePage kind="bulk" /> }], PATH);
    // The default range is the server's, shown in the fields.
    const from = await screen.findByRole('textbox', { name: 'From' }, WAIT);
    await waitFor(() => expect(from).toHaveValue('18-11-2025'), WAIT);
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('20-11-2026');

    await user.clear(from);
    await user.type(from, '01042026');
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-04-01'), WAIT);
    await waitFor(() => expect(asked(fetch).at(-1)?.get('from')).toBe('2026-04-01'), WAIT);
    expect(asked(fetch).at(-1)?.has('to')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'client');
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-04-01&groupBy=client'), WAIT);
    expect(await screen.findByText('Showing 1–20 of 45', {}, WAIT)).toBeInTheDocument();
    expect(asked(fetch).at(-1)?.get('groupBy')).toBe('client');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(
      () => expect(router.state.location.search).toBe('?from=2026-04-01&groupBy=client&page=3'),
      WAIT,
    );
    expect(await screen.findByText('Showing 41–45 of 45', {}, WAIT)).toBeInTheDocument();
    expect(asked(fetch).at(-1)?.get('page')).toBe('3');

    // Another grouping goes back to its first page; "Last year" drops the range.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'category');
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-04-01&groupBy=category'), WAIT);
    await user.click(screen.getByRole('button', { name: 'Last year' }));
    await waitFor(() => expect(router.state.location.search).toBe('?groupBy=category'), WAIT);
    expect(asked(fetch).at(-1)?.has('from')).toBe(false);
    expect(asked(fetch).at(-1)?.get('page')).toBe('1');
  });
});
