import type { LiveTipsAnswer, OptionTipDto, TipStatsDto, TipsAnswer } from '@nivesh/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { LiveOptionTipsPage } from './live-option-tips-page';
import { OptionTipsPage } from './option-tips-page';

const WAIT = { timeout: 15_000 };
const source = {
  simulated: true,
  feed: 'simulated',
  sessionDate: '2026-11-23',
  live: true,
  asOf: 1_795_410_000_000,
} as const;
const method: TipsAnswer['method'] = {
  underlyings: ['NIFTY', 'BANKNIFTY', 'FINNIFTY'],
  everyMinutes: 15,
  firstIssue: '09:30',
  lastIssue: '14:45',
  exitBy: '15:20',
  thresholds: {
    nearLevelPct: 0.4,
    bullishPcr: 1.2,
    bearishPcr: 0.7,
    richIvRank: 80,
    cheapIvRank: 20,
    optionTargetPct: 30,
    optionStopPct: 20,
    shortStraddleTargetPct: 20,
    shortStraddleStopPct: 25,
    longStraddleTargetPct: 20,
    longStraddleStopPct: 15,
    minimumPremium: 5,
  },
};
const none: TipStatsDto = {
  sampleSize: 0,
  open: 0,
  unfilled: 0,
  wins: 0,
  losses: 0,
  byStatus: { target: 0, stop: 0, time: 0 },
  hitRatePct: null,
  averageWin: null,
  averageLoss: null,
  expectancy: null,
  profitFactor: null,
  maxDrawdown: 0,
  netPnl: 0,
};
const tip: OptionTipDto = {
  id: '2026-11-20|NIFTY|put-wall-bounce',
  underlying: 'NIFTY',
  rule: 'put-wall-bounce',
  sessionDate: '2026-11-20',
  issuedAt: Date.parse('2026-11-20T04:15:00Z'),
  exitBy: Date.parse('2026-11-20T09:50:00Z'),
  lotSize: 75,
  side: 'buy',
  legs: [
    { expiry: '2026-11-24', strike: 26_000, right: 'CE', side: 'buy', lots: 1, priceAtIssue: 115, ltp: null },
  ],
  premiumAtIssue: 115,
  target: 149.5,
  stop: 92,
  facts: { spot: 25_960, spotBefore: 25_920, pcr: 1.3, ivRank: 40, level: 25_900 },
  status: 'target',
  entry: { at: Date.parse('2026-11-20T04:16:00Z'), premium: 120, legs: [120] },
  exit: { at: Date.parse('2026-11-20T04:18:00Z'), premium: 150, legs: [150] },
  grossPnl: 2250,
  charges: 66.86,
  netPnl: 2183.14,
  hash: 'a'.repeat(64),
};
const closed: TipStatsDto = {
  ...none,
  sampleSize: 1,
  wins: 1,
  byStatus: { target: 1, stop: 0, time: 0 },
  hitRatePct: 100,
  averageWin: 2183.14,
  expectancy: 2183.14,
  netPnl: 2183.14,
};

function recordAnswer(tips: OptionTipDto[]): TipsAnswer {
  const overall = tips.length > 0 ? closed : none;
  return {
    status: 1,
    message: 'ok',
    source,
    method,
    ledger:
      tips.length > 0
        ? { entries: 2, verified: true, brokenAt: null, lastHash: 'b'.repeat(64), since: '2026-11-20' }
        : { entries: 0, verified: true, brokenAt: null, lastHash: null, since: null },
    record: {
      overall,
      byRule: (
        [
          'put-wall-bounce',
          'call-wall-rejection',
          'rich-iv-short-straddle',
          'cheap-iv-long-straddle',
        ] as const
      ).map((rule) => ({ rule, stats: rule === 'put-wall-bounce' ? overall : none })),
    },
    tips,
    page: 1,
    pages: 1,
    total: tips.length,
  };
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the option tips pages', { timeout: 30_000 }, () => {
  it('show the record by rule with its sample size, the closed tips, the chain state and the method', async () => {
    mockApi({ 'OptionchainTips/getTips': () => ({ body: recordAnswer([tip]) }) });
    renderRoutes(
      [{ path: '/option-chain/option-tips', element: <OptionTipsPage /> }],
      '/option-chain/option-tips',
    );
    const stats = await screen.findByRole(
      'table',
      { name: 'Statistics of the closed tips per rule and overall' },
      WAIT,
    );
    const headers = within(stats)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(['Rule', 'Closed tips', 'Hit rate', 'Expectancy']);
    const rows = within(stats).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('All rules');
    expect(rows[1]?.textContent).toContain('100.0 %');
    // A rule without a closed tip claims nothing.
    expect(rows[3]?.textContent).toContain('Rejection at call-OI resistance0—');
    const closedTable = screen.getByRole('table', { name: 'Closed option tips, newest first' });
    const row = within(closedTable).getAllByRole('row')[1];
    expect(row?.textContent).toContain('Buy NIFTY 26,000 CE');
    expect(row?.textContent).toContain('₹2,183.14');
    expect(row?.textContent).toContain('Target');
    expect(screen.getByText(/hash chain verified/)).toBeInTheDocument();
    expect(screen.getByText(/not investment advice/)).toBeInTheDocument();
    expect(screen.getByText(/PCR \(OI, nearest expiry\) is above 1.2/)).toBeInTheDocument();
  });

  it('say honestly that the record starts when the product starts recording', async () => {
    mockApi({ 'OptionchainTips/getTips': () => ({ body: recordAnswer([]) }) });
    renderRoutes(
      [{ path: '/option-chain/option-tips', element: <OptionTipsPage /> }],
      '/option-chain/option-tips',
    );
    expect(
      await screen.findByText(/The record starts when the product starts recording/, {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('The record has no entry yet.')).toBeInTheDocument();
  });

  it("show today's tips with entry, target, stop, LTP, live P&L and the reason in words, in Hindi too", async () => {
    const open: OptionTipDto = {
      ...tip,
      sessionDate: '2026-11-23',
      status: 'open',
      legs: [{ ...tip.legs[0], ltp: 131.2 } as OptionTipDto['legs'][number]],
      exit: { at: 0, premium: 130, legs: [130] },
      netPnl: 683.4,
    };
    const answer: LiveTipsAnswer = {
      status: 1,
      message: 'ok',
      source,
      method,
      sessionDate: '2026-11-23',
      tips: [open],
      today: { ...none, open: 1 },
    };
    mockApi({ 'OptionchainTips/getLiveTips': () => ({ body: answer }) });
    renderRoutes(
      [{ path: '/option-chain/live-option-tips', element: <LiveOptionTipsPage /> }],
      '/option-chain/live-option-tips',
    );
    const card = await screen.findByRole('article', { name: 'NIFTY 26,000 CE · 24 Nov 2026' }, WAIT);
    for (const text of ['₹120.00', '₹149.50', '₹92.00', '₹131.20', '+₹683.40', 'Open'])
      expect(card.textContent).toContain(text);
    expect(card.textContent).toContain(
      'Why: Spot was 25,920.00 15 minutes earlier, within 0.4 % of the put-OI support 25,900, and rose to 25,960.00; PCR 1.30 is above 1.2.',
    );
    await i18n.changeLanguage('hi');
    expect(await screen.findByText(/पुट-OI सपोर्ट 25,900 से 0.4 % के भीतर/, {}, WAIT)).toBeInTheDocument();
  });
});
