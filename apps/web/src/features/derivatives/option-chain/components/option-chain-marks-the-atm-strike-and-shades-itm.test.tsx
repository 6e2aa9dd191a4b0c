import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { CHAIN_COLUMNS_STORAGE_KEY } from '../lib/chain-columns';
import { chainAnswer, optionDataAnswer } from '../lib/chain-test-fixtures';
import { OptionChainPage } from './option-chain-page';

function mockChain(answer = chainAnswer()) {
  const nse = chainAnswer({
    conventions: { ivMode: 'nse', riskFreeRatePct: 10, dividendYieldPct: 0, minutesToExpiry: 11_220 },
  });
  return mockApi({
    'Optionchain/getOptionChain': (url) => ({
      body: url.searchParams.get('iv_mode') === 'nse' ? nse : answer,
    }),
    'globalSetting/getOptionData': () => ({ body: optionDataAnswer() }),
  });
}

function renderChain(path = '/nse-option-chain-data') {
  return renderRoutes([{ path: '/nse-option-chain-data', element: <OptionChainPage /> }], path);
}

// DOM queries rather than roles: the chain has hundreds of cells, and role queries on them are slow.
const allRows = (table: HTMLElement) => [...table.querySelectorAll<HTMLElement>('tbody tr')];
const strikeRows = (table: HTMLElement) =>
  allRows(table).filter((row) => row.querySelector('th[scope="row"]'));
/** The column headers as shown (without the side each names for screen readers). */
const headerTexts = (table: HTMLElement) =>
  [...table.querySelectorAll<HTMLElement>('thead th')].map((h) => h.firstChild?.textContent);
const sideLabels = (table: HTMLElement) =>
  [...table.querySelectorAll<HTMLElement>('thead td[data-kind]')].map((h) => h.textContent);

/** The chain's table, once its caption names it. */
async function chainTable(caption: string | RegExp) {
  const text = await screen.findByText(caption, { selector: 'caption' });
  const table = text.closest('table');
  if (!table) throw new Error('caption outside a table');
  return table;
}

const strikeOf = (row: HTMLElement) => row.querySelector('th[scope="row"] button')?.textContent;

describe('the option chain', { timeout: 20_000 }, () => {
  it('shows calls, strike and puts around the ATM strike, marks ATM, shades ITM and draws the spot line', async () => {
    mockChain();
    renderChain();
    const table = await chainTable('NIFTY option chain, expiry 1 Dec 2026');
    const rows = strikeRows(table);
    // ±10 strikes around ATM 24,000.
    expect(rows).toHaveLength(21);
    expect(strikeOf(rows[0] as HTMLElement)).toBe('23,500');
    expect(strikeOf(rows[20] as HTMLElement)).toBe('24,500');

    const atm = table.querySelector('tr[data-atm]') as HTMLElement;
    expect(strikeOf(atm)).toBe('24,000');
    expect(within(atm).getByText('ATM')).toBeInTheDocument();

    // Calls are in the money below the spot (24,012.35), puts above it.
    const cells = (row: HTMLElement) => [...row.querySelectorAll('td')];
    const below = rows[0] as HTMLElement;
    const above = rows[20] as HTMLElement;
    const perSide = cells(below).length / 2;
    expect(
      cells(below)
        .slice(0, perSide)
        .every((c) => c.hasAttribute('data-itm')),
    ).toBe(true);
    expect(
      cells(below)
        .slice(perSide)
        .some((c) => c.hasAttribute('data-itm')),
    ).toBe(false);
    expect(
      cells(above)
        .slice(0, perSide)
        .some((c) => c.hasAttribute('data-itm')),
    ).toBe(false);
    expect(
      cells(above)
        .slice(perSide)
        .every((c) => c.hasAttribute('data-itm')),
    ).toBe(true);

    // The spot line sits between 24,000 and 24,050.
    const all = allRows(table);
    const line = all.findIndex((row) => row.hasAttribute('data-spot-line'));
    expect(within(all[line] as HTMLElement).getByText('Spot 24,012.35')).toBeInTheDocument();
    expect(strikeOf(all[line - 1] as HTMLElement)).toBe('24,000');
    expect(strikeOf(all[line + 1] as HTMLElement)).toBe('24,050');

    // NSE's layout: calls' columns, the strike, then the puts' mirrored.
    const headers = headerTexts(table);
    expect(sideLabels(table)).toEqual(['Calls (CE)', 'Puts (PE)']);
    expect(headers[0]).toBe('Build-up');
    expect(headers[(headers.length - 1) / 2]).toBe('Strike');
    expect(headers.at(-1)).toBe('Build-up');
    expect(headers).not.toContain('Delta');
    // Screen readers hear which side a column belongs to.
    const th = table.querySelectorAll('thead th');
    expect(th[1]?.textContent).toBe('OI (calls)');
    expect(th[th.length - 2]?.textContent).toBe('OI (puts)');
  });

  it('shows the header figures and the conventions of the IV it shows', async () => {
    mockChain();
    renderChain();
    await screen.findByText('Forward');
    const tile = (label: string) => screen.getByText(label).parentElement?.textContent;
    expect(tile('Spot')).toBe('Spot24,012.35▲ +85.40 (+0.36 %)');
    expect(tile('Forward')).toBe('Forward24,048.10Basis +35.75');
    expect(tile('ATM IV')).toBe('ATM IV13.45 %ATM 24,000 · straddle ₹312.60');
    expect(tile('PCR (OI)')).toBe('PCR (OI)0.92Volume PCR 0.89');
    expect(tile('Max pain')).toBe('Max pain24,050+37.65 from spot');
    expect(tile('Call OI')).toBe('Call OI15.2 LChange +84,500');
    expect(tile('Put OI')).toBe('Put OI14.0 LChange -12,300');
    expect(tile('Days to expiry')).toBe('Days to expiry81 Dec 2026 · weekly');
    expect(
      screen.getByText(/r = 6\.50 %, dividend yield q = 1\.20 %, time to expiry 11,220 minutes/),
    ).toBeInTheDocument();
    expect(screen.getByText(/PCR = put OI ÷ call OI/)).toBeInTheDocument();
  });

  it('asks for every strike, NSE IV and greeks when the reader chooses them', async () => {
    const fetch = mockChain();
    const user = userEvent.setup();
    renderChain();
    const table = await chainTable(/^NIFTY option chain/);
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(strikeRows(table)).toHaveLength(41);
    await user.click(screen.getByRole('switch', { name: 'Greeks' }));
    expect(headerTexts(table).filter((h) => h === 'Delta')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'NSE' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('iv_mode=nse'))).toBe(true),
    );
    expect(await screen.findByText(/^IV \(NSE\): .* r = 10\.00 %, q = 0\.00 %/)).toBeInTheDocument();
  });

  it('opens the strategy builder with the leg of a strike, and the OI analysis', async () => {
    mockChain();
    const user = userEvent.setup();
    renderChain();
    await user.click(await screen.findByRole('button', { name: '24,000: trade or analyse' }));
    expect(await screen.findByRole('menuitem', { name: 'Buy 24,000 CE' })).toHaveAttribute(
      'href',
      '/option-chain/option-strategy/custom?symbol=NIFTY&legs=B1CE24000@2026-12-01',
    );
    expect(screen.getByRole('menuitem', { name: 'Sell 24,000 PE' })).toHaveAttribute(
      'href',
      '/option-chain/option-strategy/custom?symbol=NIFTY&legs=S1PE24000@2026-12-01',
    );
    expect(screen.getByRole('menuitem', { name: 'OI analysis' })).toHaveAttribute(
      'href',
      '/option-chain/analysis?symbol=NIFTY&expiry=2026-12-01',
    );
    expect(screen.getByRole('link', { name: 'OI analysis of NIFTY' })).toHaveAttribute(
      'href',
      '/option-chain/analysis?symbol=NIFTY',
    );
  });

  it('shows the columns saved on the column page, in their order', async () => {
    window.localStorage.setItem(
      CHAIN_COLUMNS_STORAGE_KEY,
      JSON.stringify({
        columns: [
          { id: 'ltp', shown: true },
          { id: 'oi', shown: true },
          { id: 'volume', shown: false },
          { id: 'buildUp', shown: false },
          { id: 'oiChange', shown: false },
          { id: 'iv', shown: false },
          { id: 'change', shown: false },
          { id: 'bid', shown: false },
          { id: 'ask', shown: false },
        ],
      }),
    );
    mockChain();
    renderChain();
    const table = await chainTable(/^NIFTY option chain/);
    expect(headerTexts(table)).toEqual(['LTP', 'OI', 'Strike', 'OI', 'LTP']);
  });

  it('shows call LTP, strike and put LTP with the OI under them in the compact view', async () => {
    mockChain();
    renderChain('/nse-option-chain-data?view=compact');
    const table = await chainTable(/call and put LTP with OI/);
    expect(headerTexts(table)).toEqual(['Call LTP · OI', 'Strike', 'Put LTP · OI']);
    const atm = table.querySelector('tr[data-atm]') as HTMLElement;
    expect(within(atm).getAllByText('OI 1.5 L')).toHaveLength(2);
    expect(screen.queryByRole('switch', { name: 'Greeks' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal with Retry", async () => {
    mockApi({
      'Optionchain/getOptionChain': () => ({ body: { status: 0, message: 'No options on XYZ' } }),
      'globalSetting/getOptionData': () => ({ body: optionDataAnswer() }),
    });
    renderChain('/nse-option-chain-data?symbol=XYZ');
    expect(await screen.findByText('No options on XYZ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockChain();
    renderChain();
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑप्शन चेन' })).toBeInTheDocument();
    const table = await chainTable('NIFTY ऑप्शन चेन, एक्सपायरी 1 Dec 2026');
    expect(sideLabels(table)[0]).toBe('कॉल (CE)');
    expect(screen.getByText('मैक्स पेन')).toBeInTheDocument();
    expect(screen.getByText('चेन कैसे पढ़ें')).toBeInTheDocument();
  });
});
