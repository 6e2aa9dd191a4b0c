import {
  type RiskPerformanceAnswer,
  type RiskProfile,
  type RiskProfileSummary,
  scoreRiskAnswers,
} from '@nivesh/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { clearUserData, saveUserData } from '@/lib/session/userdata-store';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { AddRiskProfilePage } from './add-profile-page';
import { RiskPerformancePage } from './performance-page';
import { RiskProfileDataPage } from './profile-data-page';
import { PortfolioAnalysisPage, RiskProfilesPage } from './profile-pages';

const ANSWERS = {
  age: '45to59',
  income: '5to15l',
  dependants: 'twoToThree',
  horizon: 'under1y',
  emergencyFund: '3to6m',
  experience: 'someStocks',
  fallReaction: 'hold',
  lossTolerance: 'upTo10',
  goal: 'balanced',
} as const;
const scoring = scoreRiskAnswers(ANSWERS);
const PROFILE: RiskProfile = {
  id: 'profAAAAAAAA',
  name: 'Retirement',
  score: scoring.score,
  maxScore: scoring.maxScore,
  category: scoring.category,
  createdAt: '2026-11-23T05:00:00.000Z',
  rows: [...scoring.rows],
  scoreCategory: scoring.scoreCategory,
  band: scoring.band,
  cappedBy: scoring.cappedBy,
  allocation: scoring.allocation,
};
const SUMMARY: RiskProfileSummary = {
  id: PROFILE.id,
  name: PROFILE.name,
  score: PROFILE.score,
  maxScore: PROFILE.maxScore,
  category: PROFILE.category,
  createdAt: PROFILE.createdAt,
};
const listAnswer = (profiles: RiskProfileSummary[]) => ({
  body: { status: 1, message: '', profiles, limit: 10 },
});
const SOURCE = {
  simulated: true,
  feed: 'simulated',
  sessionDate: '2026-11-23',
  asOf: 1_795_400_000_000,
  live: true,
};

const signIn = () => saveUserData({ mobile: '9876543210', web_token: 'token', user_name: 'Asha Rao' });

/** axe-core's serious and critical violations of the rendered page (colour contrast needs a browser). */
async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('the portfolio analysis pages', () => {
  afterEach(() => clearUserData());

  it('/portfolio-analysis explains itself, asks a visitor to sign in, and teaches an empty account where to start', async () => {
    mockApi({ 'PortfolioAnalysis/getProfiles': () => listAnswer([]) });
    const view = renderRoutes(
      [{ path: '/portfolio-analysis', element: <PortfolioAnalysisPage /> }],
      '/portfolio-analysis',
    );
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login/?redirect=/portfolio-analysis',
    );
    view.unmount();
    signIn();
    renderRoutes(
      [{ path: '/portfolio-analysis', element: <PortfolioAnalysisPage /> }],
      '/portfolio-analysis',
    );
    expect(await screen.findByText('No profile yet')).toBeInTheDocument();
    expect(screen.getByText('How it works')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Take the risk questionnaire' }))
      expect(link).toHaveAttribute('href', '/portfolio-analysis/add-profile');
    expect(await seriousViolations()).toEqual([]);
  });

  it('/portfolio-analysis/add-profile shows each answer’s points, says what is missing and opens the saved profile', async () => {
    signIn();
    const user = userEvent.setup();
    let posted: Record<string, string> | null = null;
    mockApi({
      'PortfolioAnalysis/getProfiles': () => listAnswer([]),
      'PortfolioAnalysis/addProfile': (_url, init) => {
        posted = JSON.parse(String(init?.body)) as Record<string, string>;
        return { body: { status: 1, message: 'Saved', profile: PROFILE } };
      },
      'PortfolioAnalysis/getProfileData': () => ({ body: { status: 1, message: '', profile: PROFILE } }),
    });
    renderRoutes(
      [
        { path: '/portfolio-analysis/add-profile', element: <AddRiskProfilePage /> },
        { path: '/portfolio-analysis/profile-data/:profileID', element: <RiskProfileDataPage /> },
      ],
      '/portfolio-analysis/add-profile',
    );
    const age = await screen.findByRole('radiogroup', { name: /1\. Your age/ });
    expect(within(age).getByText('(4 points)')).toBeInTheDocument();
    expect(within(age).getByText('(0 points)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Score and save' }));
    expect(
      screen.getByText('Some questions have no answer yet: see the messages below.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Name the profile')).toBeInTheDocument();
    expect(screen.getAllByText('Choose an answer')).toHaveLength(9);
    expect(posted).toBeNull();
    expect(await seriousViolations()).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Profile name/ }), 'Retirement');
    const labels: Record<keyof typeof ANSWERS, string> = {
      age: '45–59',
      income: '₹5–15 lakh',
      dependants: 'Two or three',
      horizon: 'Within a year',
      emergencyFund: '3–6 months of expenses',
      experience: 'Some shares',
      fallReaction: 'Hold and wait',
      lossTolerance: 'Up to 10 %',
      goal: 'Balanced growth',
    };
    for (const label of Object.values(labels)) {
      const radios = screen.getAllByRole('radio', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
      const first = radios[0];
      if (first) await user.click(first);
    }
    expect(screen.getByText(`Score so far: ${PROFILE.score} of 36`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Score and save' }));
    expect(await screen.findByRole('heading', { name: 'Retirement' })).toBeInTheDocument();
    expect(posted).toMatchObject({ name: 'Retirement', ...ANSWERS });
  }, 30_000);

  it('/portfolio-analysis/profile lists the profiles with their category and score', async () => {
    signIn();
    mockApi({ 'PortfolioAnalysis/getProfiles': () => listAnswer([SUMMARY]) });
    renderRoutes(
      [{ path: '/portfolio-analysis/profile', element: <RiskProfilesPage /> }],
      '/portfolio-analysis/profile',
    );
    expect(await screen.findByRole('link', { name: 'Retirement' })).toHaveAttribute(
      'href',
      '/portfolio-analysis/profile-data/profAAAAAAAA',
    );
    expect(screen.getByText('Conservative')).toBeInTheDocument();
    expect(screen.getByText(`${PROFILE.score} of 36`)).toBeInTheDocument();
    expect(screen.getByText('1 of 10 profiles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Retirement' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('/portfolio-analysis/profile-data shows the scoring table, the cap and the allocation’s rule in words, in Hindi too, and “No such profile” for a 404', async () => {
    signIn();
    mockApi({
      'PortfolioAnalysis/getProfileData': (url) =>
        url.searchParams.get('profile_id') === PROFILE.id
          ? { body: { status: 1, message: '', profile: PROFILE } }
          : { status: 404, body: { status: 0, message: 'No such profile' } },
    });
    const view = renderRoutes(
      [{ path: '/portfolio-analysis/profile-data/:profileID', element: <RiskProfileDataPage /> }],
      '/portfolio-analysis/profile-data/profAAAAAAAA',
    );
    const table = await screen.findByRole('table', { name: 'How the score was counted' });
    expect(within(table).getByRole('row', { name: /Your age 45–59 2 \/ 4/ })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: new RegExp(`Total ${PROFILE.score} / 36`) }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Because you answered “Within a year” to “When will you need most of this money?”, the category is held at “Conservative” whatever the score.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The “Conservative” model puts 20 % in shares (15 % large cap, 5 % mid cap, 0 % small cap), 60 % in debt, 10 % in gold and 10 % in cash.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'X-ray my holdings against this profile' })).toHaveAttribute(
      'href',
      '/portfolio-analysis/performance?profile=profAAAAAAAA',
    );
    expect(await seriousViolations()).toEqual([]);
    view.unmount();

    await i18n.changeLanguage('hi');
    const hindi = renderRoutes(
      [{ path: '/portfolio-analysis/profile-data/:profileID', element: <RiskProfileDataPage /> }],
      '/portfolio-analysis/profile-data/profAAAAAAAA',
    );
    expect(await screen.findByRole('table', { name: 'स्कोर कैसे गिना गया' })).toBeInTheDocument();
    expect(screen.getAllByText('रूढ़िवादी').length).toBeGreaterThan(0);
    hindi.unmount();
    await i18n.changeLanguage('en');

    renderRoutes(
      [{ path: '/portfolio-analysis/profile-data/:profileID', element: <RiskProfileDataPage /> }],
      '/portfolio-analysis/profile-data/someoneElses',
    );
    expect(
      await screen.findByText('No such profile: it may have been deleted, or it is not yours.'),
    ).toBeInTheDocument();
  });

  it('/portfolio-analysis/performance X-rays the chosen portfolio (picker: portfolios, then the paper book) with its overlap, methods and warnings, in Hindi too, or says how to get holdings', async () => {
    signIn();
    const xray: RiskPerformanceAnswer['xray'] = {
      totalValue: 125_000,
      holdings: [
        {
          symbol: 'SBIN',
          name: 'SBI',
          sector: 'Banks',
          capBand: 'largeCap',
          quantity: 100,
          value: 81_240,
          pct: 64.99,
        },
        {
          symbol: 'ITC',
          name: 'ITC',
          sector: 'FMCG',
          capBand: 'largeCap',
          quantity: 100,
          value: 43_760,
          pct: 35.01,
        },
      ],
      sectors: [
        { sector: 'Banks', value: 81_240, pct: 64.99 },
        { sector: 'FMCG', value: 43_760, pct: 35.01 },
      ],
      capBands: [{ band: 'largeCap', value: 125_000, pct: 100 }],
      concentration: {
        topSymbol: 'SBIN',
        topHoldingPct: 64.99,
        top5Pct: 100,
        herfindahl: 0.5449,
        effectiveHoldings: 1.84,
      },
      risk: {
        sessions: 251,
        from: '2025-11-20',
        to: '2026-11-20',
        beta: 0.92,
        volatilityPct: 18.4,
        maxDrawdownPct: 12.3,
        benchmarkVolatilityPct: 14.1,
      },
      comparison: [
        { assetClass: 'largeCap', actualPct: 100, targetPct: 15, differencePct: 85 },
        { assetClass: 'midCap', actualPct: 0, targetPct: 5, differencePct: -5 },
        { assetClass: 'smallCap', actualPct: 0, targetPct: 0, differencePct: 0 },
        { assetClass: 'debt', actualPct: 0, targetPct: 60, differencePct: -60 },
        { assetClass: 'gold', actualPct: 0, targetPct: 10, differencePct: -10 },
        { assetClass: 'cash', actualPct: 0, targetPct: 10, differencePct: -10 },
      ],
      warnings: [
        { code: 'stockOver', subject: 'SBIN', actual: 64.99, limit: 20 },
        { code: 'sectorOver', subject: 'Banks', actual: 64.99, limit: 40 },
        { code: 'drawdownOverTolerance', subject: null, actual: 12.3, limit: 10 },
      ],
    };
    const choices: RiskPerformanceAnswer['choices'] = [
      { id: 'corePFAAAAAA', name: 'Core', kind: 'portfolio', holdings: 2 },
      { id: 'twinPFAAAAAA', name: 'Twin', kind: 'portfolio', holdings: 1 },
      { id: 'emptyPFAAAAA', name: 'Empty', kind: 'portfolio', holdings: 0 },
      { id: 'paper', name: 'Paper trading (order dashboard)', kind: 'paper', holdings: 0 },
    ];
    const overlap: RiskPerformanceAnswer['overlap'] = {
      benchmark: {
        name: 'NIFTY 50',
        overlapPct: 4.1,
        common: [
          { symbol: 'SBIN', portfolioPct: 64.99, otherPct: 2.9, commonPct: 2.9 },
          { symbol: 'ITC', portfolioPct: 35.01, otherPct: 1.2, commonPct: 1.2 },
        ],
        constituents: 50,
      },
      others: [
        {
          id: 'twinPFAAAAAA',
          name: 'Twin',
          kind: 'portfolio',
          overlapPct: 64.99,
          common: [{ symbol: 'SBIN', portfolioPct: 64.99, otherPct: 100, commonPct: 64.99 }],
        },
        { id: 'emptyPFAAAAA', name: 'Empty', kind: 'portfolio', overlapPct: 0, common: [] },
      ],
      rules: { maxBenchmarkOverlapPct: 60, maxPortfolioOverlapPct: 50 },
    };
    xray.warnings.push({ code: 'portfolioOverlapHigh', subject: 'Twin', actual: 64.99, limit: 50 });
    const asked: string[] = [];
    mockApi({
      'PortfolioAnalysis/getProfiles': () => listAnswer([SUMMARY]),
      'PortfolioAnalysis/getPerformance': (url) => {
        const wanted = url.searchParams.get('portfolio_id');
        asked.push(wanted ?? '(first)');
        const portfolio = choices.find((c) => c.id === wanted) ?? choices[0];
        const held = portfolio?.id === 'corePFAAAAAA';
        return {
          body: {
            status: 1,
            message: '',
            profile: SUMMARY,
            source: SOURCE,
            holdings: portfolio?.kind,
            portfolio,
            choices,
            xray: held ? xray : { ...xray, holdings: [], warnings: [] },
            overlap: held
              ? overlap
              : { ...overlap, benchmark: { ...overlap.benchmark, overlapPct: 0, common: [] } },
          },
        };
      },
    });
    const user = userEvent.setup();
    const view = renderRoutes(
      [{ path: '/portfolio-analysis/performance', element: <RiskPerformancePage /> }],
      '/portfolio-analysis/performance',
    );
    expect(
      await screen.findByText('SBIN is 64.99 % of the holdings: more than the 20 % one stock should be.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Banks is 64.99 % of the holdings: more than 40 % in one sector.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Over the year these holdings fell up to 12.30 % from a peak; the profile accepts a fall of 10 %.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'These holdings overlap “Twin” by 64.99 % (the rule warns at 50 %): the two are largely the same stocks, so they add little diversification.',
      ),
    ).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Holdings to X-ray' });
    expect(picker).toHaveValue('corePFAAAAAA');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Core · stocks: 2',
      'Twin · stocks: 1',
      'Empty · stocks: 0',
      'Paper trading (order dashboard) · stocks: 0',
    ]);
    expect(
      screen.getByText(
        'Holdings: your portfolio “Core”, its current FIFO holdings valued at the last price.',
      ),
    ).toBeInTheDocument();
    const comparison = screen.getByRole('table', { name: 'Against the profile’s allocation' });
    expect(within(comparison).getByRole('row', { name: /Debt 0.0 % 60.0 % -60.0/ })).toBeInTheDocument();
    expect(within(comparison).getByRole('columnheader', { name: 'Difference (points)' })).toBeInTheDocument();
    // Overlap: the figure, the common stocks, the other portfolios, the method and the thresholds.
    expect(screen.getByText('Overlap with NIFTY 50')).toBeInTheDocument();
    expect(screen.getByText('4.1 %')).toBeInTheDocument();
    const common = screen.getByRole('table', { name: 'Your stocks in NIFTY 50' });
    expect(within(common).getByRole('row', { name: 'SBIN 2.9 % 65.0 % 2.9 %' })).toBeInTheDocument();
    const others = screen.getByRole('table', { name: 'Overlap with your other portfolios' });
    expect(within(others).getByRole('row', { name: 'Twin 65.0 % SBIN 65.0 %' })).toBeInTheDocument();
    expect(within(others).getByRole('row', { name: 'Empty 0.0 % none' })).toBeInTheDocument();
    expect(screen.getByText(/^Overlap = Σ over stocks of the smaller of two weights/)).toHaveTextContent(
      'NIFTY 50’s weights are by free-float market cap at the last price (50 constituents).',
    );
    expect(screen.getByText(/^Warnings: at 60 % or more with NIFTY 50/)).toBeInTheDocument();
    expect(screen.getByText(/^Weight = a holding’s value ÷ the total value/)).toBeInTheDocument();
    expect(
      screen.getByText(/Volatility = standard deviation of daily returns × √252, in %/),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Simulated market data').length).toBeGreaterThan(0);
    expect(screen.getAllByText('0.92').length).toBeGreaterThan(0);
    expect(asked).toEqual(['(first)']);
    expect(await seriousViolations()).toEqual([]);

    await user.selectOptions(picker, 'emptyPFAAAAA');
    expect(await screen.findByText('No holdings in “Empty” yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open “Empty”' })).toHaveAttribute(
      'href',
      '/portfolio-stock/emptyPFAAAAA',
    );
    expect(await seriousViolations()).toEqual([]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Holdings to X-ray' }), 'paper');
    expect(await screen.findByText('No paper holdings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the order dashboard' })).toHaveAttribute(
      'href',
      '/portfolio-order-dashboard',
    );
    await waitFor(() => expect(asked).toEqual(['(first)', 'emptyPFAAAAA', 'paper']));
    view.unmount();

    await i18n.changeLanguage('hi');
    const hindi = renderRoutes(
      [{ path: '/portfolio-analysis/performance', element: <RiskPerformancePage /> }],
      '/portfolio-analysis/performance?portfolio=corePFAAAAAA',
    );
    expect(await screen.findByText('NIFTY 50 से ओवरलैप')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'आपके दूसरे पोर्टफ़ोलियो से ओवरलैप' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'किन होल्डिंग्स का एक्स-रे' })).toHaveValue('corePFAAAAAA');
    expect(await seriousViolations()).toEqual([]);
    hindi.unmount();
    await i18n.changeLanguage('en');
  }, 30_000);
});
