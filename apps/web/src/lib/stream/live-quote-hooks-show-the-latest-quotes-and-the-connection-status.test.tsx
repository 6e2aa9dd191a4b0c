import { act, render, screen } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { type FakeConnection, fakeTransport, quoteOf } from './fake-stream-transport';
import { StreamClient } from './stream-client';
import { StreamClientProvider } from './stream-client-context';
import { useLiveQuote, useLiveQuotes } from './use-live-quotes';

function Price({ symbol }: { symbol: string }) {
  const { quote, status } = useLiveQuote(symbol);
  return (
    <p data-testid="price">
      {quote ? quote.ltp : 'none'} {status}
    </p>
  );
}

function Board({ symbols }: { symbols: string[] }) {
  const { quotes } = useLiveQuotes(symbols);
  return <p data-testid="board">{symbols.map((s) => `${s}=${quotes.get(s)?.ltp ?? 'none'}`).join(' ')}</p>;
}

function setup() {
  const transport = fakeTransport();
  const client = new StreamClient({ url: 'ws://localhost/api/v3/stream', createTransport: transport.create });
  const connection = (): FakeConnection => {
    const found = transport.connections[0];
    if (!found) throw new Error('No connection yet');
    return found;
  };
  const wrap = (node: ReactNode) => (
    <StrictMode>
      <StreamClientProvider client={client}>{node}</StreamClientProvider>
    </StrictMode>
  );
  return { client, transport, connection, wrap };
}

describe('live quote hooks', () => {
  it('useLiveQuote shows nothing until the first quote, then every update, with the status', () => {
    const { transport, connection, wrap } = setup();
    const view = render(wrap(<Price symbol="INFY" />));
    expect(screen.getByTestId('price')).toHaveTextContent('none connecting');

    act(() => connection().open());
    expect(screen.getByTestId('price')).toHaveTextContent('none open');
    // Strict mode mounts effects twice: still one connection and one subscribe.
    expect(transport.connections).toHaveLength(1);
    expect(connection().sentSymbols('subscribe')).toEqual([['INFY']]);

    act(() => connection().quotes([quoteOf('INFY', 1500.5)], true));
    expect(screen.getByTestId('price')).toHaveTextContent('1500.5 open');
    act(() => connection().quotes([quoteOf('INFY', 1501)]));
    expect(screen.getByTestId('price')).toHaveTextContent('1501 open');
    act(() => connection().drop());
    expect(screen.getByTestId('price')).toHaveTextContent('1501 reconnecting');
    view.unmount();
  });

  it('useLiveQuotes follows a list of symbols and resubscribes only when its content changes', async () => {
    const { connection, wrap } = setup();
    const view = render(wrap(<Board symbols={['TCS', 'INFY', 'TCS']} />));
    act(() => connection().open());
    expect(connection().sentSymbols('subscribe')).toEqual([['INFY', 'TCS']]);
    expect(screen.getByTestId('board')).toHaveTextContent('TCS=none INFY=none TCS=none');

    act(() => connection().quotes([quoteOf('INFY', 101), quoteOf('TCS', 201)], true));
    expect(screen.getByTestId('board')).toHaveTextContent('TCS=201 INFY=101 TCS=201');

    // A new array with the same symbols: no traffic.
    view.rerender(wrap(<Board symbols={['INFY', 'TCS']} />));
    await act(() => Promise.resolve());
    expect(connection().sent).toHaveLength(1);

    view.rerender(wrap(<Board symbols={['INFY', 'SBIN']} />));
    await act(() => Promise.resolve());
    expect(connection().sentSymbols('unsubscribe')).toEqual([['TCS']]);
    expect(connection().sentSymbols('subscribe')).toEqual([['INFY', 'TCS'], ['SBIN']]);
    act(() => connection().quotes([quoteOf('SBIN', 550), quoteOf('INFY', 102)]));
    expect(screen.getByTestId('board')).toHaveTextContent('INFY=102 SBIN=550');

    view.unmount();
    await act(() => Promise.resolve());
    expect(connection().sentSymbols('unsubscribe')).toEqual([['TCS'], ['INFY', 'SBIN']]);
  });
});
