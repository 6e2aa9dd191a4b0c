import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { performanceAnswer } from '../test/deals-performance-fixtures';
import { DealsPerformancePage } from './deals-performance-page';

/** The machine may be busy: data can take longer than testing-library's default second. */
const WAIT = { timeout: 15_000 };
const ENDPOINT = 'TodayActivity/getDealsPerformance';

const render = (kind: 'bulk' | 'block', search = '') => {
  const path = `/${kind}-deals-nse-performance`;
  return renderRoutes([{ path, element: <DealsPerformancePage kind={kind} /> }], `${path}${search}`);
};

/** The tile of one horizon (its label, value and notes). */
const tile = (label: string) => screen.getByText(label).closest('.mantine-Paper-root') as HTMLElement;

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the bulk and block deals performance pages', { timeout: 30_000 }, () => {
  it('bulk: the mean abnormal return at each horizon with its interval, what it says, return, beat share and n', async () => {
    const fetch = mockApi({ [ENDPOINT]: () => ({ body: performanceAnswer() }) });
    render('bulk');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Bulk deals NSE: what the stocks did next' },
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Over 1,114 deals from 18 Nov 2025 to 20 Nov 2026, worth ₹4,20,088.4 Cr.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();

    const t1 = tile('T+1 abnormal');
    expect(t1).toHaveTextContent('+0.07 %');
    expect(t1).toHaveTextContent('95 % interval -0.07 to +0.21');
    expect(t1).toHaveTextContent('Not distinguishable from NIFTY: the interval includes 0');
    expect(t1).toHaveTextContent('Return +0.09 % · beat NIFTY in 50.4 %');
    expect(t1).toHaveTextContent('n = 1,110 deals');
    expect(tile('T+5 abnormal')).toHaveTextContent('Above NIFTY: the whole interval is above 0');
    const t20 = tile('T+20 abnormal');
    expect(t20).toHaveTextContent('-0.71 %');
    expect(t20).toHaveTextContent('95 % interval -1.33 to -0.08');
    expect(t20).toHaveTextContent('Below NIFTY: the whole interval is below 0');
    expect(within(t20).getByText('-0.71 %')).toHaveAttribute('data-direction', 'down');
    const t60 = tile('T+60 abnormal');
    expect(t60).toHaveTextContent('—');
    expect(t60).toHaveTextContent('No deal has reached T+60 yet');
    expect(t60).toHaveTextContent('n = 0 deals');
    expect(t60).not.toHaveTextContent('interval');

    // The groups: Buy and Sell translated, each horizon's mean (signed, coloured), interval and n.
    const table = screen.getByRole('table', {
      name: 'Mean abnormal return after the deals by group, T+1 to T+60, from 18 Nov 2025 to 20 Nov 2026',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const header = rows[0]?.textContent ?? '';
    for (const label of ['Group', 'Deals', 'Value (₹ Cr)', 'T+1 abnormal %', 'T+60 abnormal %'])
      expect(header).toContain(label);
    const buy = rows[1] as HTMLElement;
    expect(within(buy).getAllByRole('cell')[0]).toHaveTextContent('Buy');
    expect(buy).toHaveTextContent('700');
    expect(buy).toHaveTextContent('2,50,010.25');
    expect(buy).toHaveTextContent('+1.20 %[+0.40, +2.00]n 660');
    const buyT20 = within(buy).getByText('+1.20 %');
    expect(buyT20).toHaveAttribute('data-direction', 'up');
    expect(buyT20).toHaveStyle({ fontWeight: '700' });
    // Across 0: not bold.
    expect(within(buy).getByText('+0.15 %')).not.toHaveStyle({ fontWeight: '700' });
    const sell = rows[2] as HTMLElement;
    expect(within(sell).getAllByRole('cell')[0]).toHaveTextContent('Sell');
    expect(within(sell).getByText('-2.10 %')).toHaveAttribute('data-direction', 'down');
    expect(sell).toHaveTextContent('[-3.00, -1.20]');
    expect(sell).toHaveTextContent('—n 0');

    expect(
      screen.getByRole('img', {
        name: 'Dot chart: mean abnormal return with its 95 % interval at T+1, T+5, T+20 and T+60, for all deals and 2 groups',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('All deals at T+20: -0.71 % (interval -1.33 to -0.08, n = 1,048).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sell at T+20: -2.10 % (interval -3.00 to -1.20, n = 388).')).toBeInTheDocument();

    expect(screen.getByText(/^Simulated: the deals are drawn by the product’s model/)).toBeInTheDocument();
    expect(screen.getByText('Simulated market data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the bulk deals of a day' })).toHaveAttribute(
      'href',
      '/bulk-deals-nse',
    );
    expect(screen.getByText(/Sells are not sign-flipped/)).toBeInTheDocument();
    expect(screen.getByText(/Client categories are read from the client’s name/)).toBeInTheDocument();

    const asked = fetch.mock.calls.map(([u]) => String(u));
    expect(asked.some((u) => /kind=bulk/.test(u) && /groupBy=side/.test(u) && /page=1/.test(u))).toBe(true);
    expect(asked.some((u) => /from=|to=/.test(u))).toBe(false);
  });

  it('block: by size, a single deal without an interval, and imported NSE files named', async () => {
    const fetch = mockApi({
      [ENDPOINT]: () => ({ body: performanceAnswer({ kind: 'block', importedFile: 'block_20112026.csv' }) }),
    });
    render('block', '?groupBy=size');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Block deals NSE: what the stocks did next' },
        WAIT,
      ),
    ).toBeInTheDocument();
    const t60 = await screen.findByText('T+60 abnormal', {}, WAIT);
    const sixty = t60.closest('.mantine-Paper-root') as HTMLElement;
    expect(sixty).toHaveTextContent('+3.90 %');
    expect(sixty).toHaveTextContent('One deal: too few for an interval');
    expect(sixty).not.toHaveTextContent('95 % interval');
    expect(tile('T+5 abnormal')).toHaveTextContent('Below NIFTY: the whole interval is below 0');
    expect(tile('T+20 abnormal')).toHaveTextContent('Not distinguishable from NIFTY');

    expect(screen.getByRole('heading', { level: 2, name: 'By size' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('₹10–50 Cr');
    expect(rows[1]).toHaveTextContent('-1.30 %[-2.10, -0.50]n 146');
    expect(rows[2]).toHaveTextContent('≥ ₹1,000 Cr');
    // One deal: its mean and n, no interval.
    expect(rows[2]).toHaveTextContent('+2.50 %n 1');

    expect(
      screen.getByText(
        'Deals from imported NSE files (the latest: block_20112026.csv); the returns use the market’s prices, adjusted for corporate actions.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the block deals of a day' })).toHaveAttribute(
      'href',
      '/block-deals-nse',
    );
    expect(
      fetch.mock.calls.some(([u]) => /kind=block/.test(String(u)) && /groupBy=size/.test(String(u))),
    ).toBe(true);
  });

  it('says when the range has no deals', async () => {
    mockApi({
      [ENDPOINT]: () => ({
        body: performanceAnswer({
          from: '2026-11-02',
          to: '2026-11-06',
          total: 0,
          groups: [],
          overall: { key: 'all', deals: 0, valueCr: 0, horizons: [] },
        }),
      }),
    });
    render('bulk', '?from=2026-11-02&to=2026-11-06');
    expect(
      await screen.findByText(
        'No bulk deals between 2 Nov 2026 and 6 Nov 2026: pick a wider range.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockApi({ [ENDPOINT]: () => ({ body: performanceAnswer() }) });
    render('bulk');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'NSE बल्क डील: उसके बाद शेयरों ने क्या किया' }, WAIT),
    ).toBeInTheDocument();
    expect(await screen.findByText('T+20 एब्नॉर्मल', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('NIFTY से नीचे: पूरा अंतराल 0 से नीचे है')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('ख़रीद');
    expect(rows[2]).toHaveTextContent('बिक्री');
    expect(screen.getByRole('heading', { level: 2, name: 'पक्ष के अनुसार' })).toBeInTheDocument();
    expect(screen.getByText('तरीका')).toBeInTheDocument();
  });
});
