import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { targetAnswer, targetRow } from '../test/oi-fixtures';
import { OptionSupportTargetPage } from './option-support-target-page';

/** The machine may be busy: data can take longer than testing-library's default second. */
const WAIT = { timeout: 15_000 };

const PATH = '/option-chain/support-and-target';

function renderPage() {
  const fetch = mockApi({
    'Optionchain/getSupportTarget': (url) =>
      url.searchParams.get('kind') === 'stock'
        ? {
            body: targetAnswer('stock', [
              targetRow('M&M', 3_012.4, { kind: 'stock' }),
              targetRow('RELIANCE', 1_432.1, { kind: 'stock' }),
            ]),
          }
        : { body: targetAnswer('index', [targetRow('NIFTY', 24_213.45), targetRow('BANKNIFTY', 52_180.2)]) },
  });
  return { fetch, ...renderRoutes([{ path: PATH, element: <OptionSupportTargetPage /> }], PATH) };
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the option support and target page', { timeout: 30_000 }, () => {
  it('lists each index with spot, support and resistance first, and links to its chain', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'OI support and resistance of Indices' }, WAIT);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(['Symbol', 'Spot', 'Support', 'Target']);
    const nifty = within(table).getByRole('link', { name: 'NIFTY' });
    expect(nifty).toHaveAttribute('href', '/nse-option-chain-data?symbol=NIFTY');
    const row = nifty.closest('tr');
    expect(row?.textContent).toContain('24,100');
    expect(row?.textContent).toContain('24,400');
    expect(row?.textContent).toContain('±0.80 %');
  });

  it('switches to F&O stocks and keeps the choice in the URL', async () => {
    const { router, fetch } = renderPage();
    await screen.findByRole('table', { name: 'OI support and resistance of Indices' }, WAIT);
    await userEvent.setup().click(screen.getByText('F&O stocks'));
    const table = await screen.findByRole('table', { name: 'OI support and resistance of F&O stocks' }, WAIT);
    expect(router.state.location.search).toBe('?kind=stock');
    expect(within(table).getByRole('link', { name: 'M&M' })).toHaveAttribute(
      'href',
      '/nse-option-chain-data?symbol=M%26M',
    );
    expect(fetch.mock.calls.some(([u]) => String(u).includes('kind=stock'))).toBe(true);
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ऑप्शन सपोर्ट और लक्ष्य' }, WAIT),
    ).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: /लक्ष्य तक %/ }, WAIT)).toBeInTheDocument();
  });
});
