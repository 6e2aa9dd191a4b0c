import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { contractRow, screenAnswer, underlyingRow } from '../test/option-screener-fixtures';
import { OptionScreenerPage } from './option-screener-page';

/** The machine may be busy: data can take longer than testing-library's default second. */
const WAIT = { timeout: 15_000 };
const PATH = '/option-screener';

function renderPage(url = PATH) {
  const fetch = mockApi({
    'Optionchain/runScreen': (request) => {
      const query = request.searchParams.get('query') ?? '';
      if (query.includes('delta') && request.searchParams.get('rows') !== 'contracts')
        return {
          status: 400,
          body: {
            status: 0,
            message:
              'Unknown field "delta" at position 12 — "delta" is a field of a contract: screen contracts to use it',
            position: 12,
            line: 1,
            column: 13,
          },
        };
      if (request.searchParams.get('rows') === 'contracts')
        return {
          body: screenAnswer(
            'contracts',
            [contractRow('NIFTY', 24_600, 'CE', [12.35, 182_450, 20_115, 11.8, 0.162, 1.6, 24_213.45])],
            { matched: 1_200, page: Number(request.searchParams.get('page') ?? '1') },
          ),
        };
      return {
        body: screenAnswer('underlyings', [
          underlyingRow('RELIANCE', [1_432.1, 27.4, 84.2, 0.712, 1_440, 51_200, 24]),
          underlyingRow('M&M', [3_012.4, 31.05, 76.5, 0.64, 3_000, -8_120, 24]),
        ]),
      };
    },
  });
  return { fetch, ...renderRoutes([{ path: PATH, element: <OptionScreenerPage /> }], url) };
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the option screener page', { timeout: 30_000 }, () => {
  it('runs the default screen and lists its underlyings with key columns, each linked to its chain', async () => {
    const { fetch } = renderPage();
    const nifty = await screen.findByRole('link', { name: 'RELIANCE' }, WAIT);
    expect(nifty).toHaveAttribute('href', '/nse-option-chain-data?symbol=RELIANCE&expiry=2026-11-24');
    expect(screen.getByRole('link', { name: 'M&M' })).toHaveAttribute(
      'href',
      '/nse-option-chain-data?symbol=M%26M&expiry=2026-11-24',
    );
    const table = nifty.closest('table');
    if (!table) throw new Error('no table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Symbol', 'ATM IV %', 'IV rank', 'PCR', 'Max pain']));
    expect(nifty.closest('tr')?.textContent).toContain('84.20');
    expect(nifty.closest('tr')?.textContent).toContain('0.712');
    expect(screen.getByText('2 of 236 underlyings match (run in 3.2 ms)')).toBeInTheDocument();
    expect(screen.getAllByText('Simulated market data').length).toBeGreaterThan(0);
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('query')).toBe('iv_rank > 70 and pcr < 0.8');
    expect(url.searchParams.get('expiry')).toBe('near');
  });

  it('points at a mistake with a caret under its position', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'RELIANCE' }, WAIT);
    const box = screen.getByRole('textbox', { name: /Screen/ });
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, 'pcr > 1 and delta > 0.3');
    await user.click(screen.getByRole('button', { name: 'Run screen' }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('"delta" is a field of a contract');
    expect(within(alert).getByLabelText('Mistake at character 13').textContent).toBe(
      `pcr > 1 and delta > 0.3\n${' '.repeat(12)}^`,
    );
  });

  it('screens contracts from an example and names each by symbol, strike and side', async () => {
    const { router } = renderPage();
    await screen.findByRole('link', { name: 'RELIANCE' }, WAIT);
    await userEvent
      .setup()
      .click(screen.getByText('side = "CE" and moneyness > 2 and moneyness < 5 and ltp < 20'));
    const contract = await screen.findByRole('link', { name: 'NIFTY 24,600 CE' }, WAIT);
    expect(contract).toHaveAttribute('href', '/nse-option-chain-data?symbol=NIFTY&expiry=2026-11-24');
    expect(router.state.location.search).toContain('rows=contracts');
    expect(
      screen.getByText('1,200 of 14,784 contracts of 236 underlyings match (run in 3.2 ms)'),
    ).toBeInTheDocument();
    // 1,200 matches come 500 at a time: the next 500 are asked of the server.
    expect(
      screen.getByText('This table holds matches 1–1 of 1,200, in the order chosen above. Other matches:'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Page 2' }).at(-1) as HTMLElement);
    await screen.findByText(/holds matches 501–501 of 1,200/, {}, WAIT);
    expect(router.state.location.search).toContain('page=2');
  });

  it('reads in Hindi, the method of each field too', async () => {
    await i18n.changeLanguage('hi');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑप्शन स्क्रीनर' }, WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'IV रैंक' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText('अंडरलाइंग के फ़ील्ड (चुनी गई एक्सपायरी पर)')).toBeInTheDocument();
  });
});
