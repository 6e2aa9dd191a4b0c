import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { analysisAnswer, optionDataAnswer } from '../test/oi-fixtures';
import { OptionAnalysisPage } from './option-analysis-page';

/** The machine may be busy: data can take longer than testing-library's default second. */
const WAIT = { timeout: 15_000 };

const PATH = '/option-chain/analysis';

function renderPage(path = PATH) {
  return renderRoutes([{ path: PATH, element: <OptionAnalysisPage /> }], path);
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the option chain analysis page', { timeout: 30_000 }, () => {
  it('shows the expiry at a glance, its levels, GEX and build-up counts, with every chart named', async () => {
    mockApi({
      'OptionchainOI/getAnalysisData': () => ({ body: analysisAnswer() }),
      'globalSetting/getOptionData': () => ({ body: optionDataAnswer() }),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Option chain analysis' }, WAIT),
    ).toBeInTheDocument();
    await screen.findByText('24,213.45', {}, WAIT);
    // Support 24,000 and resistance 24,500 with their OI and distance from spot.
    const levels = screen.getByRole('heading', { name: 'Support and resistance from OI' }).closest('section');
    expect(levels).not.toBeNull();
    if (levels) {
      expect(within(levels).getByText('24,000')).toBeInTheDocument();
      expect(within(levels).getByText('1.6 L contracts · -0.88 % from spot')).toBeInTheDocument();
      expect(within(levels).getByText('24,500')).toBeInTheDocument();
    }
    // GEX tiles: total, walls and the zero-gamma level.
    expect(
      screen.getByText(
        /Total GEX -12\.4 Cr per 1 % move; call wall 25,000, put wall 23,500, zero gamma 24,150\.00/,
      ),
    ).toBeInTheDocument();
    // Build-up counts with the four categories explained.
    const buildUp = screen.getByRole('table', { name: 'How many call and put strikes show each build-up' });
    expect(
      within(buildUp).getByText('Price up, OI down: writers are buying their positions back.'),
    ).toBeInTheDocument();
    expect(within(buildUp).getAllByRole('row')).toHaveLength(6);
    // Every chart is an image with a name that says what it shows.
    const charts = screen.getAllByTestId('chart-placeholder').map((c) => c.getAttribute('aria-label'));
    expect(charts).toEqual([
      'Bar chart: call and put open interest by strike for NIFTY, expiry 24 Nov 2026; spot 24,213.45',
      'Bar chart: change in call and put open interest by strike for NIFTY, expiry 24 Nov 2026',
      'Bar chart: dealer gamma exposure by strike for NIFTY, expiry 24 Nov 2026, in ₹ crore per 1 % move',
      'Line chart: call and put implied volatility by strike for NIFTY, expiry 24 Nov 2026',
      'Line chart: ATM implied volatility by expiry for NIFTY',
      'Line chart: ATM straddle premium of NIFTY, expiry 24 Nov 2026, through today’s session',
    ]);
    // …and a summary in words.
    expect(
      screen.getByText(/Most call OI at 24,500 \(1\.8 L\)\. Most put OI at 24,000 \(1\.6 L\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(/From ₹196\.50 at 09:15 to ₹182\.35 at 09:45/)).toBeInTheDocument();
    expect(screen.getByText('Basis: India VIX, last 250 sessions.')).toBeInTheDocument();
    // PCR by expiry and of all expiries together.
    expect(screen.getByText('All expiries together: PCR (OI) 1.01, PCR (volume) 0.95.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Put-call ratio, max pain and ATM IV/ })).toBeInTheDocument();
  });

  it('says no strike added OI when every strike shed it (an expiry day), not a dash', async () => {
    const base = analysisAnswer();
    const profile = base.profile.map((r) => ({ ...r, callOiChange: -1_000, putOiChange: -2_000 }));
    mockApi({
      'OptionchainOI/getAnalysisData': () => ({ body: { ...base, profile } }),
      'globalSetting/getOptionData': () => ({ body: optionDataAnswer() }),
    });
    renderPage();
    expect(
      await screen.findByText(/No strike added call OI\. No strike added put OI\. Net change/, {}, WAIT),
    ).toBeInTheDocument();
  });

  it('asks for the picked expiry and keeps the strikes window in the URL', async () => {
    const fetch = mockApi({
      'OptionchainOI/getAnalysisData': () => ({ body: analysisAnswer() }),
      'globalSetting/getOptionData': () => ({ body: optionDataAnswer() }),
    });
    const { router } = renderPage();
    await screen.findByText('24,213.45', {}, WAIT);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Expiry'), '2026-12-29');
    await user.selectOptions(screen.getByLabelText('Strikes around spot'), '25');
    expect(router.state.location.search).toContain('expiry=2026-12-29');
    expect(router.state.location.search).toContain('strikes=25');
    expect(fetch.mock.calls.some(([u]) => String(u).includes('expiry=2026-12-29'))).toBe(true);
  });

  it('says so when the expiry has no open interest, and explains a refusal', async () => {
    mockApi({
      'OptionchainOI/getAnalysisData': (url) =>
        url.searchParams.get('symbol') === 'NOPE'
          ? { body: { status: 0, message: 'No option chain for NOPE' } }
          : { body: analysisAnswer({ profile: [] }) },
      'globalSetting/getOptionData': () => ({ body: optionDataAnswer() }),
    });
    renderPage();
    expect(
      await screen.findByText('This expiry has no strikes with open interest yet.', {}, WAIT),
    ).toBeInTheDocument();
    renderPage(`${PATH}?symbol=NOPE`);
    expect(await screen.findByText('No option chain for NOPE', {}, WAIT)).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockApi({
      'OptionchainOI/getAnalysisData': () => ({ body: analysisAnswer() }),
      'globalSetting/getOptionData': () => ({ body: optionDataAnswer() }),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ऑप्शन चेन विश्लेषण' }, WAIT),
    ).toBeInTheDocument();
    expect(await screen.findByText('OI से सपोर्ट और रेज़िस्टेंस', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('शॉर्ट कवरिंग')).toBeInTheDocument();
  });
});
