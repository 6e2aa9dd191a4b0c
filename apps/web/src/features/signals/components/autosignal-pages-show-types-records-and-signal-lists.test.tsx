import {
  SIGNAL_TYPES,
  type SignalDataAnswer,
  type SignalListAnswer,
  type SignalRow,
} from '@nivesh/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { AutosignalDetailPage } from './autosignal-detail-page';
import { AutosignalPage } from './autosignal-page';

const source = {
  simulated: true,
  feed: 'simulated' as const,
  sessionDate: '2026-11-25',
  live: true,
  asOf: 0,
};
const record = {
  method: 'Hit rate = signals that reached the target before the stop-loss ÷ closed signals',
  firstSession: '2026-08-26',
  lastSession: '2026-11-25',
  sessions: 61,
  signals: 15_700,
};

const listAnswer: SignalListAnswer = {
  status: 1,
  message: 'ok',
  source,
  date: '2026-11-25',
  record,
  sessions: ['2026-11-25', '2026-11-20'],
  types: SIGNAL_TYPES.map((type, i) => ({
    type,
    label: type,
    side: type.endsWith('Sell') || type === 'DnTrend' ? ('sell' as const) : ('buy' as const),
    timeframe: i < 4 ? '15-minute' : 'Daily',
    description: `Rule of ${type}`,
    plan: 'Target 2 × ATR, stop 1 × ATR',
    horizon: '5 trading days',
    count: type === 'IntradayBuy' ? 12 : 0,
    stats:
      type === 'IntradayBuy'
        ? {
            key: type,
            cases: 3346,
            open: 0,
            closed: 3346,
            targets: 650,
            stops: 2000,
            expired: 696,
            hitRatePct: 19.43,
            avgReturn1dPct: -0.4,
            avgReturn5dPct: -2.52,
            avgReturn20dPct: null,
          }
        : null,
  })),
};

const row = (
  id: number,
  symbol: string,
  type: SignalRow['type'],
  status: SignalRow['status'],
): SignalRow => ({
  id,
  symbol,
  name: `${symbol} Ltd.`,
  sector: 'Information Technology',
  type,
  side: type === 'IntradaySell' ? 'sell' : 'buy',
  rule: 'rule',
  time: Date.parse('2026-11-20T04:15:00Z'),
  price: 1500,
  target: 1530,
  stop: 1485,
  ltp: 1512,
  movePct: 0.8,
  status,
  exitPrice: status === 'open' ? null : 1530,
  return1dPct: 1.2,
  return5dPct: null,
  return20dPct: null,
});

describe('the auto-signal pages', () => {
  it('show every type with this session’s count, its measured hit rate and how it is measured', async () => {
    mockApi({ 'autoSignal/getSignalList': () => ({ body: listAnswer }) });
    renderRoutes([{ path: '/autosignal/', element: <AutosignalPage /> }], '/autosignal/');
    expect(await screen.findByText('Rule of IntradayBuy')).toBeInTheDocument();
    expect(screen.getByText('19.4 %')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View 12 signals' })).toHaveAttribute(
      'href',
      '/autosignal/intradaybuy/all/2026-11-25',
    );
    expect(screen.getAllByText('No signal this session')).toHaveLength(9);
    expect(screen.getByText(/15,700 signals stored over 61 sessions/)).toBeInTheDocument();
    expect(screen.getByText(/Hit rate = signals that reached the target/)).toBeInTheDocument();
  });

  it('list a session’s signals with colours, outcomes and filters that change the address', async () => {
    const user = userEvent.setup();
    const answer: SignalDataAnswer = {
      status: 1,
      message: 'ok',
      source,
      date: '2026-11-20',
      signal: null,
      sector: null,
      sectors: [{ slug: 'information-technology', name: 'Information Technology', count: 2 }],
      total: 2,
      page: 1,
      rows: [row(1, 'INFY', 'IntradayBuy', 'target'), row(2, 'TCS', 'IntradaySell', 'open')],
    };
    const fetch = mockApi({ 'autoSignal/getSignalData': () => ({ body: answer }) });
    const { router } = renderRoutes(
      [{ path: '/autosignal/:signal_id/:sector_id/:date', element: <AutosignalDetailPage /> }],
      '/autosignal/all/all/2026-11-20',
    );
    const tcs = (await screen.findByRole('link', { name: 'TCS' })).closest('tr');
    if (!tcs) throw new Error('no row');
    expect(within(tcs).getByText('IntradaySell')).toHaveAttribute('data-signal-colour', 'red');
    expect(within(tcs).getByText('Open')).toBeInTheDocument();
    const infy = screen.getByRole('link', { name: 'INFY' }).closest('tr');
    if (!infy) throw new Error('no row');
    expect(within(infy).getByText('IntradayBuy')).toHaveAttribute('data-signal-colour', 'teal');
    expect(within(infy).getByText('Target hit')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('date=2026-11-20');
    expect(screen.getAllByText('All signals on 20 Nov 2026').length).toBeGreaterThan(0);
    expect(screen.getByText('20 Nov 2026')).toBeInTheDocument();
    expect(screen.queryByText(/2026-11-20/)).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Signal' }), 'intradaysell');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/autosignal/intradaysell/all/2026-11-20'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'information-technology');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/autosignal/intradaysell/information-technology/2026-11-20',
      ),
    );
  });
});
