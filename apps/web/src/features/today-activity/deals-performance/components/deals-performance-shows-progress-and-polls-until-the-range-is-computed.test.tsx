import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { COMPUTING_POLL_MS } from '../api';
import { performanceAnswer } from '../test/deals-performance-fixtures';
import { DealsPerformancePage } from './deals-performance-page';

const WAIT = { timeout: 15_000 };
const PATH = '/bulk-deals-nse-performance';

describe('a range still being computed', { timeout: 30_000 }, () => {
  it('shows how far the server is, asks again every 1.5 s until the answer is ready, then stops', async () => {
    // The server's answers in turn: computing at 40 %, at 85 %, then ready (and ready from then on).
    const answers = [
      performanceAnswer({ ready: false, progressPct: 40 }),
      performanceAnswer({ ready: false, progressPct: 85 }),
    ];
    const fetch = mockApi({
      'TodayActivity/getDealsPerformance': () => ({ body: answers.shift() ?? performanceAnswer() }),
    });
    renderRoutes([{ path: PATH, element: <DealsPerformancePage kind="bulk" /> }], PATH);

    const note = await screen.findByTestId('deals-computing', {}, WAIT);
    expect(note).toHaveAttribute('role', 'status');
    expect(note).toHaveTextContent('Computing the deals of this range…');
    expect(note).toHaveTextContent('40 % of the sessions done. The page updates by itself.');
    expect(screen.getByRole('progressbar', { name: 'Sessions of the range computed' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.queryByRole('table')).toBeNull();

    expect(await screen.findByText(/85 % of the sessions done/, {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('T+20 abnormal', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId('deals-computing')).toBeNull();
    expect(screen.getByRole('table')).toBeInTheDocument();
    const asked = fetch.mock.calls.length;
    expect(asked).toBe(3);

    // Ready: no more polling.
    await new Promise((resolve) => setTimeout(resolve, COMPUTING_POLL_MS + 500));
    expect(fetch.mock.calls.length).toBe(asked);
  });
});
