import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { historyAnswer, optionDataAnswer } from '../test/oi-fixtures';
import { HighestOiHistoryPage } from './highest-oi-history-page';
import { PutCallRatioPage } from './put-call-ratio-page';

/** The machine may be busy: data can take longer than testing-library's default second. */
const WAIT = { timeout: 15_000 };

function mockHistory(intraday = true) {
  return mockApi({
    'Optionchain/getOiHistory': () => {
      const answer = historyAnswer();
      return { body: intraday ? answer : { ...answer, intraday: [] } };
    },
    'globalSetting/getOptionData': () => ({ body: optionDataAnswer() }),
  });
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the put-call ratio page', { timeout: 30_000 }, () => {
  it('charts PCR against the close, lists the days newest first and says how PCR is read', async () => {
    mockHistory();
    renderRoutes([{ path: '/put-call-ratio', element: <PutCallRatioPage /> }], '/put-call-ratio');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Put-call ratio' }, WAIT),
    ).toBeInTheDocument();
    expect((await screen.findByText('PCR (OI) now', {}, WAIT)).nextSibling?.textContent).toBe('1.19');
    expect(screen.getByText('+0.01 since the previous session')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Line chart: daily put-call ratio of NIFTY against its close over the last 40 sessions',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/PCR \(OI\) moved from 0\.80 on 28 Sept? 2026 to 1\.19 on 6 Nov 2026/),
    ).toBeInTheDocument();
    expect(screen.getByText('PCR 0.95 at 09:15, 1.07 at 10:15; low 0.95, high 1.07.')).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: /Close, PCR, max pain and the highest-OI strikes of NIFTY/,
    });
    const first = within(table).getAllByRole('row')[1];
    expect(first?.textContent).toContain('6 Nov 2026');
    expect(screen.getByText(/These are conventions, not advice/)).toBeInTheDocument();
  });

  it('asks for the chosen number of sessions', async () => {
    const fetch = mockHistory();
    const { router } = renderRoutes(
      [{ path: '/put-call-ratio', element: <PutCallRatioPage /> }],
      '/put-call-ratio',
    );
    await screen.findByText('PCR (OI) now', {}, WAIT);
    expect(fetch.mock.calls.some(([u]) => String(u).includes('days=60'))).toBe(true);
    await userEvent.setup().selectOptions(screen.getByLabelText('Sessions'), '120');
    expect(router.state.location.search).toBe('?days=120');
    expect(fetch.mock.calls.some(([u]) => String(u).includes('days=120'))).toBe(true);
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockHistory(false);
    renderRoutes([{ path: '/put-call-ratio', element: <PutCallRatioPage /> }], '/put-call-ratio');
    expect(await screen.findByRole('heading', { level: 1, name: 'पुट-कॉल रेशियो' }, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('PCR कैसे पढ़ें', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/आज का सत्र अभी शुरू नहीं हुआ है/)).toBeInTheDocument();
  });
});

describe('the highest OI history page', { timeout: 30_000 }, () => {
  it('shows where resistance and support stand now and how they moved by day', async () => {
    mockHistory();
    renderRoutes(
      [{ path: '/option-chain/highest-oi-history', element: <HighestOiHistoryPage /> }],
      '/option-chain/highest-oi-history',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Highest OI history' }, WAIT),
    ).toBeInTheDocument();
    // Now: the session's last point (support stepped up to 24,100).
    expect((await screen.findByText('Resistance now', {}, WAIT)).nextSibling?.textContent).toBe('24,500');
    expect(screen.getByText('Support now').nextSibling?.textContent).toBe('24,100');
    expect(screen.getByText(/Resistance moved 1 times, support 2 times\./)).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('aria-label'))).toEqual([
      'Step chart: highest call-OI and put-OI strikes of NIFTY by day against the close, last 40 sessions',
      'Step chart: highest call-OI and put-OI strikes of NIFTY’s nearest expiry through today’s session against spot',
    ]);
    const table = screen.getByRole('table', { name: /Highest call-OI and put-OI strikes of NIFTY/ });
    const newest = within(table).getAllByRole('row')[1];
    expect(newest?.textContent).toContain('6 Nov 2026');
  });
});
