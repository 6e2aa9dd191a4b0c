import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catchDownloads } from '@/test/csv-download';
import { mockApi, requestedQueries } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { fiiDerivativesAnswer, fiiDiiDataAnswer } from '../test/fii-dii-fixtures';
import { FiiDiiDataPage } from './fii-dii-data-page';

const WAIT = { timeout: 15_000 };
const PATH = '/fii-dii-data-nse';

function mock(imported = false) {
  return mockApi({
    'TodayActivity/getFiiDiiData': (url) => ({
      body: fiiDiiDataAnswer({ date: url.searchParams.get('date') ?? undefined, imported }),
    }),
    'TodayActivity/getFiiDerivatives': (url) => ({
      body: fiiDerivativesAnswer({ date: url.searchParams.get('date') ?? undefined, imported }),
    }),
  });
}

const render = (url = PATH) => renderRoutes([{ path: PATH, element: <FiiDiiDataPage /> }], url);

/** The derivatives section, by its heading. */
async function section(name = 'FII derivatives statistics'): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name }, WAIT);
  const element = heading.closest('section');
  if (!element) throw new Error('no section');
  return element;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('the FII derivatives statistics on /fii-dii-data-nse', { timeout: 30_000 }, () => {
  it('asks for the cash figures’ session and lists segments and indices with signed nets and OI, labelled simulated', async () => {
    const fetch = mock();
    render(`${PATH}?date=2026-11-20`);
    const card = await section();
    expect(
      await within(card).findByText(
        /^Simulated: the product’s model of NSE’s daily FII derivatives/,
        {},
        WAIT,
      ),
    ).toBeVisible();
    const table = await within(card).findByRole('table', {}, WAIT);
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent ?? '');
    expect(rows[0]).toBe(
      'SegmentNet (₹ Cr)OI contractsNet contractsBuy contractsBuy (₹ Cr)Sell contractsSell (₹ Cr)OI (₹ Cr)',
    );
    expect(rows.slice(1).map((r) => r.split(/[+-]/)[0])).toEqual([
      'NIFTY futures',
      'BANKNIFTY futures',
      'Index futures',
      'Index options',
      'Stock futures',
      'Stock options',
    ]);
    expect(rows[1]).toBe('NIFTY futures+209.672,01,337+1,33928,4514,398.7227,1124,189.0531,126.84');
    // The net is signed and coloured by its sign, as the cash figures are.
    expect(within(table).getByText(/-18\.48/)).toHaveAttribute('data-direction', 'down');
    expect(within(table).getByText(/\+209\.67/)).toHaveAttribute('data-direction', 'up');
    const asked = requestedQueries(fetch).find((q) => q.has('date') && !q.has('days'));
    expect(asked?.get('date')).toBe('2026-11-20');
  });

  it('names the imported NSE file and exports the rows as CSV with raw figures', async () => {
    const user = userEvent.setup();
    mock(true);
    const downloads = catchDownloads();
    render();
    const card = await section();
    expect(
      await within(card).findByText('From NSE’s file fii_stats_2026-11-23.xls (imported).', {}, WAIT),
    ).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Export CSV' }));
    expect(downloads.names).toEqual(['fii-derivatives-2026-11-23.csv']);
    const lines = await downloads.lines();
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe(
      'Segment,Net (₹ Cr),OI contracts,Net contracts,Buy contracts,Buy (₹ Cr),Sell contracts,Sell (₹ Cr),OI (₹ Cr)',
    );
    expect(lines[3]).toBe('Index futures,-18.48,294053,24,41254,6620.12,41230,6638.6,47212.95');
  });

  it('says when a simulated session stands on imported participant-wise OI, naming the file', async () => {
    mockApi({
      'TodayActivity/getFiiDiiData': (url) => ({
        body: fiiDiiDataAnswer({ date: url.searchParams.get('date') ?? undefined }),
      }),
      'TodayActivity/getFiiDerivatives': (url) => ({
        body: {
          ...fiiDerivativesAnswer({ date: url.searchParams.get('date') ?? undefined }),
          participantOiFile: 'fao_participant_oi_23112026.csv',
        },
      }),
    });
    render();
    const card = await section();
    expect(
      await within(card).findByText(
        /participant-wise open interest imported from NSE’s file fao_participant_oi_23112026\.csv/,
        {},
        WAIT,
      ),
    ).toBeVisible();
    expect(within(card).queryByText(/built on the simulated participant-wise open interest/)).toBeNull();
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mock();
    render();
    const card = await section('FII डेरिवेटिव आँकड़े');
    const table = await within(card).findByRole('table', {}, WAIT);
    expect(within(table).getByRole('columnheader', { name: /नेट \(₹ करोड़\)/ })).toBeInTheDocument();
    expect(within(table).getByText('इंडेक्स ऑप्शंस')).toBeInTheDocument();
    expect(within(table).getByText('NIFTY फ़्यूचर्स')).toBeInTheDocument();
  });
});
