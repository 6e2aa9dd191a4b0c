import type { WatchlistStock } from '@nivesh/contracts';
import { act, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport, quoteOf } from '@/lib/stream/fake-stream-transport';
import { StreamClient } from '@/lib/stream/stream-client';
import { StreamClientProvider } from '@/lib/stream/stream-client-context';
import { renderRoutes } from '@/test/render';
import { WatchlistTable } from './watchlist-table';

const SYMBOLS = Array.from({ length: 50 }, (_, i) => `STK${String(i + 1).padStart(2, '0')}`);
const ROWS: WatchlistStock[] = SYMBOLS.map((symbol) => ({
  symbol,
  name: `${symbol} Ltd`,
  ltp: 100,
  change: 0,
  changePct: 0,
  open: 100,
  high: 100,
  low: 100,
  prevClose: 100,
  volume: 1000,
  values: {},
}));
const COLUMNS = [
  { field: 'ltp', label: 'LTP (₹)' },
  { field: 'changePct', label: 'Change %' },
];

describe('a live watchlist of 50 stocks', () => {
  afterEach(() => vi.useRealTimers());

  it('renders each row at most once a second under a burst of ticks, and ends on the latest quotes', async () => {
    const transport = fakeTransport();
    const client = new StreamClient({
      url: 'ws://localhost/api/v3/stream',
      createTransport: transport.create,
    });
    /** Commits of the table after it first showed its rows: each commit renders each row once. */
    const commits: number[] = [];
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <StreamClientProvider client={client}>
              <Profiler id="watchlist" onRender={() => commits.push(Date.now())}>
                <WatchlistTable id="listAAAAAAAA" rows={ROWS} columns={COLUMNS} />
              </Profiler>
            </StreamClientProvider>
          ),
        },
      ],
      '/',
    );
    await screen.findByRole('link', { name: 'STK50' });
    const connection = transport.connections[0];
    if (!connection) throw new Error('no stream connection');
    act(() => connection.open());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    commits.length = 0;

    // 3 seconds of ticks every 50 ms, each moving all 50 stocks: 60 bursts, 3,000 quotes.
    const bursts = 60;
    for (let k = 1; k <= bursts; k++) {
      act(() => connection.quotes(SYMBOLS.map((s, i) => quoteOf(s, 100 + k + i / 100))));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });

    // One render at the first tick, then at most one per second: 3 s of ticks, plus the trailing one.
    expect(commits.length).toBeGreaterThanOrEqual(3);
    expect(commits.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < commits.length; i++)
      expect((commits[i] ?? 0) - (commits[i - 1] ?? 0)).toBeGreaterThanOrEqual(1000);
    // Nothing is lost: every row shows its last tick's price.
    const last = screen.getByRole('row', { name: /^STK50/ });
    expect(within(last).getByText('₹160.49')).toBeInTheDocument();
    expect(screen.getByText('Prices update live from the quote stream.')).toBeInTheDocument();
  });
});
