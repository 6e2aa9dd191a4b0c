import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listAnswer, stockRow } from '@/features/market-lists/lib/lists-test-fixtures';
import { overviewAnswer } from '@/features/market-overview/lib/overview-test-fixtures';
import { dealsAnswerFor } from '@/features/today-activity/deals/test/deal-fixtures';
import { fiiDiiDataAnswer } from '@/features/today-activity/fii-dii/test/fii-dii-fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { HomePage } from './home-page';

const movers = {
  'TodayActivity/getFiiDiiData': () => ({ body: fiiDiiDataAnswer() }),
  'TodayActivity/getDeals': (url: URL) => ({ body: dealsAnswerFor(url) }),
  'TodayActivity/getTopGainers': () => ({
    body: listAnswer([stockRow('ABCAPITAL', 10.07), stockRow('JIOFIN', 6.81)], { direction: 'gainers' }),
  }),
  'TodayActivity/getTopLosers': () => ({
    body: listAnswer([stockRow('RELIANCE', -7.29)], { direction: 'losers' }),
  }),
};

describe('the home page', () => {
  it('shows the live market: session, indices, movers, breadth, global cues, commodities and sectors', async () => {
    const fetch = mockApi({ 'market/marketOverview': () => ({ body: overviewAnswer() }), ...movers });
    renderRoutes([{ path: '/', element: <HomePage /> }], '/');

    const nifty = (await screen.findAllByTestId('index-card')).find(
      (card) => card.dataset.symbol === 'NIFTY 50',
    );
    expect(nifty).toBeDefined();
    if (nifty) {
      expect(within(nifty).getByText('26,109.20')).toBeInTheDocument();
      expect(within(nifty).getByText('+109.20 (+0.42 %)')).toBeInTheDocument();
    }
    expect(screen.getAllByTestId('index-card')).toHaveLength(6);
    expect(screen.getByText('MIDCAP 100')).toBeInTheDocument();
    expect(screen.getByTestId('session-status')).toHaveTextContent('Market open');
    expect(screen.getByTestId('session-status')).toHaveTextContent('10:42:00 IST');
    expect(screen.getByTestId('advances')).toHaveTextContent('312');
    expect(screen.getByTestId('declines')).toHaveTextContent('180');
    expect(screen.getByText('12 new 52-week highs')).toBeInTheDocument();
    expect(screen.getAllByTestId('global-cue').map((row) => row.textContent)).toEqual([
      expect.stringContaining('GIFT Nifty'),
      expect.stringContaining('Dow Jones'),
      expect.stringContaining('Nikkei 225'),
    ]);
    expect(screen.getAllByRole('img', { name: 'Open now' })).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: 'Closed now' })).toHaveLength(1);
    expect(screen.getByTestId('commodity-cue')).toHaveTextContent('₹1,24,413');
    expect(screen.getAllByTestId('sector-row')[0]).toHaveTextContent('Information Technology+1.20 %');
    // The gainers and losers come from the lists area's widgets.
    expect(await screen.findByRole('link', { name: 'ABCAPITAL' })).toHaveAttribute(
      'href',
      '/stocks/ABCAPITAL',
    );
    expect(screen.getByRole('link', { name: 'RELIANCE' })).toBeInTheDocument();
    // What institutions did in the latest session, linking to today's activity.
    expect(await screen.findByTestId('institutions-flows')).toHaveTextContent('FII/FPI net');
    expect(await screen.findByRole('link', { name: 'Bulk deals' })).toHaveAttribute(
      'href',
      '/bulk-deals-nse',
    );
    expect(screen.getAllByText('Simulated market data').length).toBeGreaterThan(0);
    // The areas of Nivesh still follow, lower on the page.
    expect(screen.getByRole('heading', { name: 'What you will find on Nivesh' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('marketOverview?movers=5'))).toBe(true);
  });

  it('says when the market cannot be loaded and retries on request, keeping the areas', async () => {
    let calls = 0;
    mockApi({
      'market/marketOverview': () => {
        calls++;
        return calls === 1
          ? { status: 500, body: { status: 0, message: 'boom' } }
          : { body: overviewAnswer() };
      },
      ...movers,
    });
    renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    expect(await screen.findByText('Could not load the market')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you will find on Nivesh' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('index-card')).toHaveLength(6);
  });
});
