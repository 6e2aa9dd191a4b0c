import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { DAY_FRAME, listAnswer, SOURCE, stockRow } from '../lib/lists-test-fixtures';
import { AdvanceDeclinePage } from './advance-decline-page';
import { HourlyPage } from './hourly-page';
import { describeCorrelation, IndiaVixPage } from './india-vix-page';

const day = (date: string, advances: number, declines: number, nifty: number) => ({
  date,
  advances,
  declines,
  unchanged: 1,
  total: advances + declines + 1,
  advanceDeclineRatio: advances / declines,
  nifty,
});

describe('the advance/decline page', () => {
  it("shows today's ratio, the history summary and a table of days, newest first", async () => {
    const fetch = mockApi({
      'TodayActivity/getAdvanceDecline': () => ({
        body: {
          ...DAY_FRAME,
          index: 'all',
          today: day('2026-11-23', 300, 200, 26_000),
          history: [day('2026-11-19', 100, 400, 25_800), day('2026-11-20', 350, 150, 26_100)],
          summary: { averageRatio: 1.29, daysAdvancesLed: 1, daysDeclinesLed: 1 },
        },
      }),
    });
    renderRoutes([{ path: '/a', element: <AdvanceDeclinePage /> }], '/a');
    expect(await screen.findByText('1.50')).toBeInTheDocument();
    expect(screen.getByText('1.29')).toBeInTheDocument();
    const dates = screen.getAllByText(/Nov 2026/).map((e) => e.textContent);
    expect(dates.indexOf('20 Nov 2026')).toBeLessThan(dates.indexOf('19 Nov 2026'));
    expect(screen.getByText('26,100.00')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('3M'));
    expect(fetch.mock.calls.some(([u]) => String(u).includes('days=63'))).toBe(true);
  });
});

describe('the India VIX page', () => {
  const nifty = {
    symbol: 'NIFTY 50',
    ltp: 26_000,
    change: 100,
    changePct: 0.39,
    open: 25_900,
    high: 26_050,
    low: 25_880,
    prevClose: 25_900,
    volume: 0,
    time: SOURCE.asOf,
  };

  const renderVix = (answer: Record<string, unknown>) => {
    mockApi({ 'TodayActivity/getIndiaVix': () => ({ body: { ...DAY_FRAME, nifty, ...answer } }) });
    renderRoutes([{ path: '/v', element: <IndiaVixPage /> }], '/v');
  };

  it('says VIX is not available while the market has none, and shows NIFTY 50', async () => {
    renderVix({
      available: false,
      vix: null,
      history: [{ date: '2026-11-20', vix: null, nifty: 25_900 }],
      correlation: null,
    });
    expect(await screen.findByText('India VIX is not available yet')).toBeInTheDocument();
    expect(screen.getByText('NIFTY 50 now 26,000.00.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What India VIX means' })).toBeInTheDocument();
  });

  it('shows the VIX level, its ranges and how it moves with NIFTY 50', async () => {
    renderVix({
      available: true,
      vix: {
        ...nifty,
        symbol: 'INDIA VIX',
        ltp: 14.25,
        change: -0.5,
        changePct: -3.39,
        high: 15,
        low: 14,
        prevClose: 14.75,
        fiftyTwoWeekHigh: 28.4,
        fiftyTwoWeekLow: 10.2,
      },
      history: [
        { date: '2026-11-19', vix: 15.1, nifty: 25_700 },
        { date: '2026-11-20', vix: 14.75, nifty: 25_900 },
      ],
      correlation: -0.72,
    });
    expect(await screen.findByText('14.25')).toBeInTheDocument();
    expect(screen.getByText('High 28.40')).toBeInTheDocument();
    expect(screen.getByText('Low 10.20')).toBeInTheDocument();
    expect(
      screen.getByText(/correlation of -0.72: they moved strongly in opposite directions/),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'India VIX and NIFTY 50, daily closes' })).toBeInTheDocument();
  });

  it('describes a correlation in words', () => {
    expect(describeCorrelation(0.1, 250)).toContain('weakly in the same direction');
    expect(describeCorrelation(-0.45, 20)).toContain('moderately in opposite directions');
    expect(describeCorrelation(null, 0)).toContain('Not enough days');
  });
});

describe('the hourly gainers and losers page', () => {
  it('lists the period’s movers, disables hours still to come and asks for the chosen hour', async () => {
    const user = userEvent.setup();
    const row = {
      ...stockRow('INFY', 1),
      startPrice: 500,
      endPrice: 510,
      periodChange: 10,
      periodChangePct: 2,
    };
    const periods = [
      { hour: '1', label: '09:15–10:15', state: 'done' },
      { hour: '2', label: '10:15–11:15', state: 'running' },
      { hour: '3', label: '11:15–12:15', state: 'upcoming' },
      { hour: 'last60', label: 'Last 60 min (09:30–10:30)', state: 'running' },
    ];
    const fetch = mockApi({
      'hourlyGainerLooser/getData': (url) => ({
        body: listAnswer([row], {
          hour: url.searchParams.get('hour'),
          type: url.searchParams.get('type'),
          from: SOURCE.asOf - 3_600_000,
          to: SOURCE.asOf,
          periods,
        }),
      }),
    });
    renderRoutes([{ path: '/h', element: <HourlyPage /> }], '/h');
    expect(await screen.findByText('+2.00 %')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '11:15–12:15' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '09:15–10:15' }));
    await user.click(screen.getByText('Losers'));
    const urls = fetch.mock.calls.map(([u]) => String(u));
    expect(urls.some((u) => u.includes('hour=1') && u.includes('type=losers'))).toBe(true);
    expect(screen.queryByLabelText('Session')).not.toBeInTheDocument();
  });
});
