import type { ScreenLanguageAnswer } from '@nivesh/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { clearUserData, saveUserData } from '@/lib/session/userdata-store';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { AddStrategyPage } from './strategy-form-pages';

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
      description: 'SMA',
      example: 'sma(close, 20)',
    },
  ],
  sectors: [{ slug: 'information-technology', name: 'Information Technology' }],
  examples: [],
};

const smaa = 'Unknown function "smaa" at position 8 — did you mean "sma"?';
const taken = 'You already have a strategy named “Mine”';

function mockStrategyApi() {
  return mockApi({
    'screener/screenLanguage': () => ({ body: language }),
    'Addstrategies/checkRule': (url) =>
      (url.searchParams.get('rule') ?? '').includes('smaa')
        ? { body: { status: 0, message: smaa, position: 8, line: 1, column: 9 } }
        : { body: { status: 1, message: 'The rule is valid', columns: [] } },
    'Addstrategies/addStg': () => ({
      body: { status: 0, message: taken, errors: { name: taken }, field: 'name' },
    }),
  });
}

const page = () => renderRoutes([{ path: '/add-stratergy', element: <AddStrategyPage /> }], '/add-stratergy');

describe('the strategy form', () => {
  afterEach(() => clearUserData());

  it('blocks an empty save with every field’s message and fills a 15-minute preset as Intraday', async () => {
    saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });
    const user = userEvent.setup();
    const fetch = mockStrategyApi();
    page();
    await user.click(await screen.findByRole('button', { name: 'Save strategy' }));
    expect(screen.getByText('Strategy Name is required')).toBeInTheDocument();
    expect(screen.getByText('Entry Condition is required')).toBeInTheDocument();
    expect(screen.getByText('Exit Condition is required')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('addStg'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'VWAP reclaim (15-minute)' }));
    expect(screen.getByRole('textbox', { name: 'Entry Condition' })).toHaveValue(
      'm15(crosses_above(close, vwap()) and rsi(14) > 55)',
    );
    expect(screen.getByRole('radio', { name: '15-minute' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Intraday' })).toBeChecked();
  });

  it('shows the compiler’s mistake under the rule with a caret, and the server’s message under the name', async () => {
    saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });
    const user = userEvent.setup();
    const fetch = mockStrategyApi();
    page();
    await user.type(await screen.findByRole('textbox', { name: 'Strategy Name' }), 'Mine');
    const entry = screen.getByRole('textbox', { name: 'Entry Condition' });
    await user.type(entry, 'close > smaa(close, 20)');
    expect(await screen.findByText(smaa)).toBeInTheDocument();
    expect(screen.getByLabelText('Entry Condition: mistake at character 9')).toHaveTextContent(
      'close > smaa(close, 20) ^',
    );
    await user.clear(entry);
    await user.type(entry, 'close > sm');
    await user.click(await screen.findByText('sma('));
    expect(entry).toHaveValue('close > sma(');
    await user.type(entry, 'close, 20)');
    await waitFor(() => expect(screen.queryByText(smaa)).not.toBeInTheDocument());
    await user.type(screen.getByRole('textbox', { name: 'Exit Condition' }), 'close < open');
    await user.click(screen.getByRole('button', { name: 'Save strategy' }));
    expect((await screen.findAllByText(taken)).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Strategy Name' })).toHaveAttribute('aria-invalid', 'true');
    const post = fetch.mock.calls.find(([u]) => String(u).includes('addStg'));
    expect(JSON.parse(String((post?.[1] as RequestInit | undefined)?.body))).toMatchObject({
      name: 'Mine',
      entry: 'close > sma(close, 20)',
      timeframe: 'Daily',
    });
  });

  it('shows a visitor what the feature is and a sign-in link back to the form', async () => {
    mockStrategyApi();
    page();
    expect(await screen.findByText('Write your own trading strategies')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login/?redirect=/add-stratergy',
    );
  });

  it('reads in Hindi, the rules and the spec messages aside', async () => {
    saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });
    await i18n.changeLanguage('hi');
    const user = userEvent.setup();
    mockStrategyApi();
    page();
    expect(await screen.findByRole('heading', { name: 'रणनीति जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'रणनीति का नाम' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'दैनिक' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'VWAP रिक्लेम (15-मिनट)' }));
    expect(screen.getByRole('radio', { name: 'इंट्राडे' })).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Add Strategy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save strategy' })).not.toBeInTheDocument();
  });

  it('introduces the feature to a visitor in Hindi, the example rule as written', async () => {
    await i18n.changeLanguage('hi');
    mockStrategyApi();
    page();
    expect(await screen.findByText('अपनी ख़ुद की ट्रेडिंग रणनीतियाँ लिखें')).toBeInTheDocument();
    expect(screen.getByText('close > sma(close, 200) and rsi(14) < 40')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toBeInTheDocument();
    expect(screen.queryByText('Write your own trading strategies')).not.toBeInTheDocument();
  });
});
