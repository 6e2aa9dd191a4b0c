import type { PiotroskiAnswer, PiotroskiRow } from '@nivesh/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { PiotroskiScanPage } from './piotroski-scan-page';

const SIGNALS = [
  'roa',
  'cfo',
  'deltaRoa',
  'accrual',
  'deltaLever',
  'deltaLiquid',
  'eqOffer',
  'deltaMargin',
  'deltaTurn',
];

const row = (symbol: string, sector: string, marks: boolean[]): PiotroskiRow => {
  const score = marks.filter(Boolean).length;
  return {
    symbol,
    name: `${symbol} Ltd.`,
    sector,
    ltp: 1234.5,
    changePct: -0.8,
    marketCapCr: 50_000,
    fiscalYear: 'FY2026',
    score,
    band: score >= 8 ? 'strong' : score <= 1 ? 'weak' : 'average',
    marks,
  };
};

const answer = (sector: string | null, minScore: number): PiotroskiAnswer => {
  const rows = [
    row('INFY', 'Information Technology', [true, true, true, true, true, true, true, true, false]),
    row('TCS', 'Information Technology', [true, true, false, true, false, true, true, false, false]),
    row('SBIN', 'Financial Services', [true, false, false, false, false, false, true, false, false]),
  ].filter((r) => (sector === null || r.sector === sector) && r.score >= minScore);
  return {
    status: 1,
    message: 'ok',
    source: { simulated: true, feed: 'simulated', sessionDate: '2026-11-23', live: false, asOf: 0 },
    simulatedStatements: true,
    method: 'Piotroski (2000): one point each for ROA > 0 …',
    signals: SIGNALS.map((key) => ({ key, label: `Signal ${key}`, group: 'Profitability' })),
    sector,
    sectors: [
      { slug: 'financial-services', name: 'Financial Services', count: 1 },
      { slug: 'information-technology', name: 'Information Technology', count: 2 },
    ],
    minScore,
    histogram: [0, 0, 1, 0, 0, 0, 1, 0, 1, 0],
    total: rows.length,
    page: 1,
    rows,
  };
};

describe('the Piotroski scan page', () => {
  it('shows each stock’s score and nine marks, the method, and filters by score and sector', async () => {
    const user = userEvent.setup();
    const fetch = mockApi({
      'piotroski/piotroskiScan': (url) => {
        const slug = url.searchParams.get('sector_id');
        const sector = slug === 'information-technology' ? 'Information Technology' : null;
        return { body: answer(sector, Number(url.searchParams.get('min_score') ?? 0)) };
      },
    });
    renderRoutes([{ path: '/p', element: <PiotroskiScanPage /> }], '/p');
    const infy = (await screen.findByRole('link', { name: 'INFY' })).closest('tr');
    if (!infy) throw new Error('no row');
    expect(within(infy).getByLabelText('F-score 8 (strong)')).toBeInTheDocument();
    expect(within(infy).getAllByRole('img', { name: /: pass$/ })).toHaveLength(8);
    expect(within(infy).getByRole('img', { name: 'Signal deltaTurn: fail' })).toBeInTheDocument();
    expect(screen.getByText('Simulated financial statements')).toBeInTheDocument();
    expect(screen.getByText(/Piotroski \(2000\)/)).toBeInTheDocument();

    await user.click(screen.getByText('8–9 strong'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'TCS' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'INFY' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'information-technology');
    const urls = fetch.mock.calls.map(([u]) => String(u));
    expect(urls.some((u) => u.includes('min_score=8'))).toBe(true);
    expect(urls.some((u) => u.includes('sector_id=information-technology'))).toBe(true);
    expect(await screen.findByRole('link', { name: 'INFY' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'SBIN' })).not.toBeInTheDocument();
  });

  it('reads in Hindi: title, method box and marks', async () => {
    await i18n.changeLanguage('hi');
    mockApi({ 'piotroski/piotroskiScan': () => ({ body: answer(null, 0) }) });
    renderRoutes([{ path: '/p', element: <PiotroskiScanPage /> }], '/p');
    expect(await screen.findByText('स्कोर कैसे निकाला जाता है')).toBeInTheDocument();
    expect(screen.queryByText('How the score is computed')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Piotroski F-Score स्कैन' })).toBeInTheDocument();
    const infy = (await screen.findByRole('link', { name: 'INFY' })).closest('tr');
    if (!infy) throw new Error('no row');
    expect(within(infy).getByLabelText('F-score 8 (मज़बूत)')).toBeInTheDocument();
    expect(within(infy).getByRole('img', { name: 'Signal deltaTurn: फ़ेल' })).toBeInTheDocument();
  });
});
