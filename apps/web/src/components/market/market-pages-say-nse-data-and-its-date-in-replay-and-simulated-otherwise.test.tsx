import { type MarketSource, STRIP_INDICES } from '@nivesh/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useLiveQuotesSnapshot } from '@/lib/market-queries/get-live-quotes';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { MarketPage } from './market-page';
import { marketStrings } from './strings';

const REPLAY: MarketSource = {
  simulated: false,
  feed: 'replay',
  sessionDate: '2017-12-22',
  live: false,
  asOf: Date.UTC(2017, 11, 22, 10, 0),
};

/** The market's source as the server's liveQuotes answer states it (the one source of truth). */
function marketIs(source: MarketSource | null) {
  mockApi({
    'market/liveQuotes': () =>
      source === null
        ? { status: 404, body: { status: 0, message: 'Not found' } }
        : { body: { status: 1, message: '0 quotes', source, quotes: [], unknown: [], stream: false } },
  });
}

/** The index strip's query, which every page of the app has (the badge only reads it). */
function StripQuery() {
  useLiveQuotesSnapshot(STRIP_INDICES, false);
  return null;
}

function renderPage(page: React.ReactElement) {
  renderRoutes(
    [
      {
        path: '/market',
        element: (
          <>
            <StripQuery />
            {page}
          </>
        ),
      },
    ],
    '/market',
  );
}

describe('market pages say "NSE data" and its date in replay, and "Simulated market data" otherwise', () => {
  it('labels a page by its answer’s source', async () => {
    marketIs(null);
    renderPage(
      <MarketPage title="Top gainers" source={REPLAY}>
        rows
      </MarketPage>,
    );
    const badge = await screen.findByTestId('nse-data-badge');
    expect(badge).toHaveTextContent('NSE data, 22 Dec 2017');
    expect(badge).toHaveAccessibleDescription(marketStrings.en.nse.explanation);
    expect(screen.queryByText('Simulated market data')).not.toBeInTheDocument();
  });

  it('labels a page without a source of its own by the market’s, in English and Hindi', async () => {
    await i18n.changeLanguage('hi');
    marketIs(REPLAY);
    renderPage(<MarketPage title="Sectors">rows</MarketPage>);
    expect(await screen.findByText('NSE डेटा, 22 Dec 2017')).toBeInTheDocument();
  });

  it('says "Simulated market data" for the simulated market and until the server has said', async () => {
    marketIs({ ...REPLAY, simulated: true, feed: 'simulated' });
    renderPage(<MarketPage title="Sectors">rows</MarketPage>);
    expect(screen.getByText('Simulated market data')).toBeInTheDocument();
    expect(await screen.findByText('Simulated market data')).toBeInTheDocument();
    expect(screen.queryByTestId('nse-data-badge')).not.toBeInTheDocument();
  });
});
