import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { emptyList, niftyList, V3_FILE, v3Chain } from '../test/historical-fixtures';
import { OptionDataHistoricalPage } from './option-data-historical-page';

/** The machine may be busy: data can take longer than testing-library's default second. */
const WAIT = { timeout: 15_000 };
const PATH = '/option-data-historical';

function renderPage(imported: boolean, path = PATH) {
  const fetch = mockApi({
    'OptionData/getSnapshots': () => ({ body: imported ? niftyList : emptyList }),
    'OptionData/getSnapshot': () => ({ body: v3Chain }),
  });
  return { fetch, ...renderRoutes([{ path: PATH, element: <OptionDataHistoricalPage /> }], path) };
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the option data historical page', { timeout: 30_000 }, () => {
  it('says nothing is imported and quotes how to import, never showing a simulated chain', async () => {
    const { fetch } = renderPage(false);
    expect(
      await screen.findByRole('heading', { name: 'No NSE option chain has been imported yet' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('npm run import -- <file|folder|zip>')).toBeInTheDocument();
    expect(
      screen.getByText(/POST \/api\/v3\/MarketData\/importFile\?fileName=<file>\.json/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Simulated market data')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('OptionData/getSnapshot?'))).toBe(false);
  });

  it('shows the latest snapshot with its file, time, figures and chain, keeping the choice in the URL', async () => {
    const { fetch } = renderPage(true, `${PATH}?symbol=NIFTY&date=2026-09-18`);
    expect(
      await screen.findByText(`Imported from NSE: ${V3_FILE}, taken at 18 Sept 2026, 15:30:00 IST`, {}, WAIT),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('symbol=NIFTY&date=2026-09-18'))).toBe(true);
    expect(
      fetch.mock.calls.some(([u]) => String(u).includes('OptionData/getSnapshot?id=7&expiry=2026-09-22')),
    ).toBe(true);
    expect(screen.getByText('NSE option-chain v3 file (one expiry)')).toBeInTheDocument();
    // Tiles: underlying value, PCR, max pain, support, resistance.
    const tile = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement?.textContent;
    expect(tile('Underlying value')).toContain('23,346.40');
    expect(tile('PCR (OI)')).toContain('0.85By volume 0.79');
    expect(tile('Max pain')).toContain('23,400');
    expect(tile('OI support')).toContain('21,350OI 97,418');
    expect(tile('OI resistance')).toContain('23,500OI 1,42,655');
    const table = screen.getByRole('table', {
      name: `NIFTY option chain for expiry 22 Sept 2026, imported from ${V3_FILE}`,
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 5)).toEqual(['Strike', 'Call OI', 'Call LTP', 'Call change', 'Call OI change']);
    const row = within(table).getByText('23,500').closest('tr');
    expect(row?.textContent).toContain('31.40');
    expect(row?.textContent).toContain('1,42,655');
    expect(row?.textContent).toContain('172.10');
    expect(screen.queryByText('Simulated market data')).not.toBeInTheDocument();
    // The pickers offer what was imported.
    expect(screen.getByRole('combobox', { name: 'Date' })).toHaveValue('2026-09-18');
    expect(screen.getByRole('combobox', { name: 'Snapshot time' })).toHaveValue('7');
    expect(screen.getByRole('combobox', { name: 'Expiry' })).toHaveValue('2026-09-22');
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderPage(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ऑप्शन का ऐतिहासिक डेटा' }, WAIT),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        `NSE से इम्पोर्ट किया गया: ${V3_FILE}, 18 Sept 2026, 15:30:00 IST पर लिया गया`,
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('मैक्स पेन')).toBeInTheDocument();
  });

  it('explains how to import in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderPage(false);
    expect(
      await screen.findByRole('heading', { name: 'अभी तक कोई NSE ऑप्शन चेन इम्पोर्ट नहीं हुई है' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('npm run import -- <file|folder|zip>')).toBeInTheDocument();
  });
});
