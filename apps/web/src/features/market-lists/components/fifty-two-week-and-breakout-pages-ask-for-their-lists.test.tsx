import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { listAnswer, stockRow } from '../lib/lists-test-fixtures';
import { BreakoutPage } from './breakout-page';
import { FiftyTwoWeekPage } from './fifty-two-week-page';

const levelRow = (symbol: string, level: number) => {
  const row = stockRow(symbol, 1.5);
  return { ...row, level, pctFromLevel: Math.round(((row.ltp - level) / level) * 10_000) / 100 };
};

describe('the 52-week high page', () => {
  it('shows new highs with their level, and the near-high tab asks for stocks within the chosen distance', async () => {
    const user = userEvent.setup();
    const fetch = mockApi({
      'TodayActivity/get52WeekHigh': (url) => {
        const near = url.searchParams.get('list') === 'near';
        return {
          body: listAnswer(near ? [levelRow('TCS', 500)] : [levelRow('INFY', 480)], {
            kind: 'high',
            list: near ? 'near' : 'new',
            within: near ? Number(url.searchParams.get('within')) : null,
          }),
        };
      },
    });
    renderRoutes([{ path: '/w', element: <FiftyTwoWeekPage kind="high" /> }], '/w');
    expect(await screen.findByRole('link', { name: 'INFY' })).toBeInTheDocument();
    expect(screen.getByText('480.00')).toBeInTheDocument();
    await user.click(screen.getByText('Near 52-week high'));
    expect(await screen.findByRole('link', { name: 'TCS' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Within' }), '10');
    const urls = fetch.mock.calls.map(([u]) => String(u));
    expect(urls.some((u) => u.includes('list=near') && u.includes('within=10'))).toBe(true);
    expect(screen.getByText(/within 10 % of their 52-week high/)).toBeInTheDocument();
  });
});

describe('the breakout page', () => {
  it('shows volume-confirmed breakouts and switches look-back and confirmation', async () => {
    const user = userEvent.setup();
    const breakout = {
      ...levelRow('LT', 3000),
      averageVolume: 150_000,
      volumeRatio: 2.4,
      volumeConfirmed: true,
    };
    const fetch = mockApi({
      'TodayActivity/getBreakoutStocks': (url) => ({
        body: listAnswer([breakout], {
          lookback: Number(url.searchParams.get('lookback')),
          volume: url.searchParams.get('volume'),
          sessionFraction: 0.4,
        }),
      }),
    });
    renderRoutes([{ path: '/b', element: <BreakoutPage /> }], '/b');
    expect(await screen.findByText('2.40×')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    await user.click(screen.getByText('50 days'));
    await user.click(screen.getByRole('switch', { name: 'Volume-confirmed only' }));
    const urls = fetch.mock.calls.map(([u]) => String(u));
    expect(urls.some((u) => u.includes('lookback=50') && u.includes('volume=any'))).toBe(true);
    expect(screen.getByText(/highest high of the previous 50 sessions/)).toBeInTheDocument();
  });
});
