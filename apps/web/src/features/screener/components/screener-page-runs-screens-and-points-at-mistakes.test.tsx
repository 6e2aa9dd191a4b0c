import type { RunScreenAnswer, ScreenLanguageAnswer } from '@nivesh/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { clearUserData, saveUserData } from '@/lib/session/userdata-store';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { ScreenerPage } from './screener-page';

const language: ScreenLanguageAnswer = {
  status: 1,
  message: 'ok',
  fields: [
    { name: 'close', kind: 'price', unit: '₹', description: 'Closing price', example: 'close > open' },
  ],
  functions: [
    {
      name: 'sma',
      signature: 'sma(series, period)',
      unit: '₹',
      description: 'Simple moving average',
      example: 'sma(close, 20)',
    },
  ],
  sectors: [{ slug: 'information-technology', name: 'Information Technology' }],
  examples: [{ title: 'Golden cross today', query: 'crosses_above(sma(close, 50), sma(close, 200))' }],
};

const answer: RunScreenAnswer = {
  status: 1,
  message: 'ok',
  source: { simulated: true, feed: 'simulated', sessionDate: '2026-11-25', live: false, asOf: 0 },
  query: 'close > sma(close, 200)',
  sector: null,
  columns: ['close', 'sma(close, 200)'],
  scanned: 503,
  rows: [
    {
      symbol: 'INFY',
      name: 'Infosys Ltd.',
      sector: 'Information Technology',
      ltp: 1500,
      changePct: 1.2,
      values: [1500, 1432.5],
    },
  ],
  elapsedMs: 3.4,
};

const unknownSmaa = {
  status: 0,
  message: 'Unknown function "smaa" at position 8 — did you mean "sma"?',
  position: 8,
  line: 1,
  column: 9,
};

describe('the screener page', () => {
  it('runs a screen, shows what matched with the values compared, and completes names as you type', async () => {
    const user = userEvent.setup();
    const fetch = mockApi({
      'screener/screenLanguage': () => ({ body: language }),
      'screener/runScreen': () => ({ body: answer }),
    });
    const { router } = renderRoutes([{ path: '/screener/', element: <ScreenerPage /> }], '/screener/');
    const editor = await screen.findByRole('textbox', { name: 'Screen' });
    await user.clear(editor);
    await user.type(editor, 'close > sm');
    await user.click(await screen.findByText('sma('));
    expect(editor).toHaveValue('close > sma(');
    await user.type(editor, 'close, 200)');
    await user.click(screen.getByRole('button', { name: 'Run screen' }));
    await waitFor(() => expect(router.state.location.search).toContain('q=close'));
    expect(await screen.findByRole('link', { name: 'INFY' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add INFY to a watchlist' })).toBeInTheDocument();
    expect(screen.getByText('1,432.50')).toBeInTheDocument();
    expect(screen.getByText(/1 of 503 stocks match/)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('query=close+%3E+sma%28close%2C+200%29'))).toBe(
      true,
    );
  });

  it('points at the mistake in a screen that cannot run', async () => {
    mockApi({
      'screener/screenLanguage': () => ({ body: language }),
      'screener/runScreen': () => ({ body: unknownSmaa }),
    });
    renderRoutes(
      [{ path: '/screener/', element: <ScreenerPage /> }],
      `/screener/?q=${encodeURIComponent('close > smaa(close, 20)')}`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('did you mean "sma"?');
    expect(screen.getByLabelText('Position 9')).toHaveTextContent('close > smaa(close, 20) ^');
  });

  it('saves the screen for a signed-in user and opens a saved one', async () => {
    const user = userEvent.setup();
    saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });
    const saved = [
      {
        id: 'q1W2e3R4t5Y6',
        name: 'Golden',
        query: 'crosses_above(sma(close, 50), sma(close, 200))',
        sector: null,
        updatedAt: '2026-11-25T00:00:00Z',
      },
    ];
    const fetch = mockApi({
      'screener/screenLanguage': () => ({ body: language }),
      'screener/runScreen': () => ({ body: answer }),
      'screener/getSavedScreens': () => ({ body: { status: 1, message: 'ok', screens: saved } }),
      'screener/saveScreen': () => ({
        body: {
          status: 1,
          message: 'Saved “Mine”',
          screen: { ...saved[0], id: 'Z9x8C7v6B5n4', name: 'Mine' },
        },
      }),
    });
    const { router } = renderRoutes([{ path: '/screener/', element: <ScreenerPage /> }], '/screener/');
    await user.type(await screen.findByRole('textbox', { name: 'Save the screen above as' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved “Mine”')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([u]) => String(u).includes('saveScreen'));
    expect(JSON.parse(String((post?.[1] as RequestInit | undefined)?.body))).toMatchObject({ name: 'Mine' });
    await user.click(await screen.findByText('Golden'));
    await waitFor(() => expect(router.state.location.search).toContain('crosses_above'));
    clearUserData();
  });

  it('asks a visitor to sign in to save screens', async () => {
    mockApi({ 'screener/screenLanguage': () => ({ body: language }) });
    renderRoutes([{ path: '/screener/', element: <ScreenerPage /> }], '/screener/');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/');
  });

  it('reads in Hindi: the editor, the results and the sign-in line', async () => {
    await i18n.changeLanguage('hi');
    mockApi({
      'screener/screenLanguage': () => ({ body: language }),
      'screener/runScreen': () => ({ body: answer }),
    });
    renderRoutes(
      [{ path: '/screener/', element: <ScreenerPage /> }],
      `/screener/?q=${encodeURIComponent('close > sma(close, 200)')}`,
    );
    expect(await screen.findByRole('heading', { name: 'स्टॉक स्क्रीनर' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'स्क्रीन' })).toBeInTheDocument();
    expect(await screen.findByText('503 में से 1 शेयर मेल खाते हैं · 3.4 ms में जाँचा गया')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/login/');
    expect(screen.queryByRole('heading', { name: 'Stock Screener' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run screen' })).not.toBeInTheDocument();
  });
});
