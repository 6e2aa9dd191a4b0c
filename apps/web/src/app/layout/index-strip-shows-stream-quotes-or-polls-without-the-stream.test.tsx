import { type MarketSource, STRIP_INDICES } from '@nivesh/contracts';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { overviewAnswer, SOURCE } from '@/features/market-overview/lib/overview-test-fixtures';
import { fakeTransport, quoteOf } from '@/lib/stream/fake-stream-transport';
import { StreamClient } from '@/lib/stream/stream-client';
import { StreamClientProvider } from '@/lib/stream/stream-client-context';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { IndexStrip } from './index-strip';

function renderStrip(stream: boolean, source: MarketSource = SOURCE) {
  const transport = fakeTransport();
  const client = new StreamClient({ url: 'ws://localhost/api/v3/stream', createTransport: transport.create });
  const fetch = mockApi({
    'market/liveQuotes': () => ({
      body: {
        status: 1,
        message: '2 quotes',
        source,
        quotes: overviewAnswer().indices.slice(0, 2),
        unknown: ['INDIA VIX'],
        stream,
      },
    }),
  });
  renderRoutes(
    [
      {
        path: '/about/',
        element: (
          <StreamClientProvider client={client}>
            <IndexStrip />
          </StreamClientProvider>
        ),
      },
    ],
    '/about/',
  );
  return { transport, fetch };
}

const itemText = () => screen.getAllByTestId('strip-item').map((item) => item.textContent);

describe('the index strip', () => {
  it('says "NSE data" and the session date when the market replays imported NSE days', async () => {
    renderStrip(false, { ...SOURCE, simulated: false, feed: 'replay', sessionDate: '2017-12-22' });
    expect(await screen.findByText('NSE data, 22 Dec 2017')).toBeInTheDocument();
    expect(screen.queryByText('Simulated')).not.toBeInTheDocument();
  });

  it('shows the endpoint values first, then follows the stream once the server offers it', async () => {
    const { transport, fetch } = renderStrip(true);
    expect(await screen.findAllByTestId('strip-item')).toHaveLength(2);
    expect(itemText()).toEqual(['NIFTY 5026,109.20▲+0.42 %', 'BANK NIFTY58,852.50▼-0.25 %']);
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('symbols')).toBe(STRIP_INDICES.join(','));
    const nifty = screen.getAllByTestId('strip-item')[0];
    expect(nifty).toHaveAttribute('href', '/stocks/NIFTY%2050');
    expect(screen.getByText('Simulated')).toBeInTheDocument();

    // The server has the stream: the strip subscribes to its three indices.
    await vi.waitFor(() => expect(transport.connections).toHaveLength(1));
    const connection = transport.connections[0];
    if (!connection) throw new Error('no connection');
    act(() => connection.open());
    await vi.waitFor(() =>
      expect(connection.sentSymbols('subscribe').flat().sort()).toEqual([...STRIP_INDICES].sort()),
    );
    act(() =>
      connection.quotes([{ ...quoteOf('NIFTY 50', 26_250.5), change: 250.5, changePct: 0.96 }], true),
    );
    expect(itemText()[0]).toBe('NIFTY 5026,250.50▲+0.96 %');
    // A falling index turns red with a down arrow; INDIA VIX appears once the stream has it.
    act(() => connection.quotes([{ ...quoteOf('INDIA VIX', 14.2), change: -0.3, changePct: -2.07 }]));
    expect(itemText()).toHaveLength(3);
    expect(itemText()[2]).toBe('INDIA VIX14.20▼-2.07 %');
    expect(screen.getAllByTestId('strip-item')[2]).toHaveAttribute('href', '/india-vix');
    expect(screen.getAllByTestId('strip-item')[2]?.querySelector('[class*="red"]')).not.toBeNull();
  });

  it('never opens the WebSocket when the server has no stream, and keeps the polled values', async () => {
    const { transport } = renderStrip(false);
    expect(await screen.findAllByTestId('strip-item')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(transport.connections).toHaveLength(0);
    expect(itemText()[1]).toBe('BANK NIFTY58,852.50▼-0.25 %');
  });
});
