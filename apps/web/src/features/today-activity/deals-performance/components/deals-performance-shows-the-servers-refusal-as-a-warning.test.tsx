import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { DealsPerformancePage } from './deals-performance-page';

const WAIT = { timeout: 15_000 };
const PATH = '/block-deals-nse-performance';

describe('a refused range', { timeout: 30_000 }, () => {
  it('shows spec section 8’s warning with the server’s message, and keeps the range to correct', async () => {
    const message =
      'The range starts (2026-06-01) after it ends (2026-01-02): pick a start on or before the end';
    const fetch = mockApi({
      'TodayActivity/getDealsPerformance': () => ({
        status: 400,
        body: { status: 0, message, errors: [{ field: 'date', message }] },
      }),
    });
    renderRoutes(
      [{ path: PATH, element: <DealsPerformancePage kind="block" /> }],
      `${PATH}?from=2026-06-01&to=2026-01-02`,
    );
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveAttribute('data-kind', 'warning');
    expect(alert).toHaveTextContent('Oh snap! You got an error!');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('01-06-2026');
    expect(screen.getByRole('button', { name: 'Last year' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => /from=2026-06-01&to=2026-01-02/.test(String(u)))).toBe(true);
  });

  it('shows an answer with status 0 the same way', async () => {
    mockApi({
      'TodayActivity/getDealsPerformance': () => ({
        body: { status: 0, message: 'No session has deals yet' },
      }),
    });
    renderRoutes([{ path: PATH, element: <DealsPerformancePage kind="block" /> }], PATH);
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveAttribute('data-kind', 'warning');
    expect(alert).toHaveTextContent('No session has deals yet');
  });
});
