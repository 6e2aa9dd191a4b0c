import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { participantAnswer } from '../test/participant-fixtures';
import { FiiFuturesPage } from './fii-futures-page';

/** The machine may be busy: data can take longer than testing-library's default second. */
const WAIT = { timeout: 15_000 };
const PATH = '/fii-futures-data';

function mockParticipants(
  answer: () => { status?: number; body: unknown } = () => ({ body: participantAnswer() }),
) {
  return mockApi({ 'FutureStock/getParticipantOi': answer });
}

const render = (url = PATH) => renderRoutes([{ path: PATH, element: <FiiFuturesPage /> }], url);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the FII futures data page', { timeout: 30_000 }, () => {
  it('shows FII index-futures long %, net and its change, the chart against NIFTY and FII by segment', async () => {
    const fetch = mockParticipants();
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'FII futures data' }, WAIT),
    ).toBeInTheDocument();
    expect((await screen.findByText('FII index futures long %', {}, WAIT)).nextSibling?.textContent).toMatch(
      /^55\.[78] %$/,
    );
    expect(screen.getByText('FII net index futures').nextSibling?.textContent).toBe('+18,546');
    expect(screen.getByText('+3,000 contracts since 20 Nov 2026')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Line chart: FII index-futures long % against NIFTY 50 over the last 20 sessions',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/NIFTY from 24,000\.00 to 24,190\.00/)).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'FII long, short and net contracts by segment on 23 Nov 2026',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(rows[1]?.textContent).toContain('Index futures');
    expect(rows[1]?.textContent).toContain('+18,546');
    expect(rows[1]?.textContent).toContain('+3,000');
    expect(
      screen.getByText(/Simulated: the product’s model of NSE’s participant-wise OI file/),
    ).toBeInTheDocument();
    expect(screen.getByText(/The session is still trading/)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('days=30'))).toBe(true);
  });

  it('asks for the date in the URL and shows the server’s refusal of a day without a session', async () => {
    const fetch = mockParticipants(() => ({
      status: 400,
      body: {
        status: 0,
        message: '2026-11-22 is not an NSE session (a weekend or a market holiday): pick a trading day',
        errors: [{ field: 'date', message: 'x' }],
      },
    }));
    render(`${PATH}?date=2026-11-22`);
    expect(
      await screen.findByText(/2026-11-22 is not an NSE session \(a weekend or a market holiday\)/, {}, WAIT),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('date=2026-11-22'))).toBe(true);
  });

  it('says when the session has no figures', async () => {
    mockParticipants(() => ({ body: { ...participantAnswer(), rows: [], positions: [], fiiHistory: [] } }));
    render();
    expect(await screen.findByText('No participant figures for this session', {}, WAIT)).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockParticipants();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'FII फ़्यूचर्स डेटा' }, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('FII इंडेक्स फ़्यूचर्स लॉन्ग %', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('सेगमेंट के अनुसार FII पोज़ीशन')).toBeInTheDocument();
  });
});
