import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import { CHAIN_COLUMNS_STORAGE_KEY, parseChainColumns } from '../lib/chain-columns';
import { ChainColumnsPage } from './chain-columns-page';

function renderColumns() {
  return renderRoutes(
    [{ path: '/option-chain/edit-column', element: <ChainColumnsPage /> }],
    '/option-chain/edit-column',
  );
}

const saved = () => parseChainColumns(window.localStorage.getItem(CHAIN_COLUMNS_STORAGE_KEY));

const previewHeaders = () => {
  const caption = screen.getByText('Preview of the option chain with one strike of sample figures', {
    selector: 'caption',
  });
  return [...(caption.closest('table')?.querySelectorAll('thead th') ?? [])].map(
    (th) => th.firstChild?.textContent,
  );
};

describe('the option chain column page', { timeout: 20_000 }, () => {
  it('hides a column, and the preview and the saved choice follow at once', async () => {
    const user = userEvent.setup();
    renderColumns();
    const list = screen.getByRole('list', { name: 'Columns of the option chain, in order' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(15);
    expect(previewHeaders()).toContain('Volume');
    // The preview shows the greeks as the chain does with Greeks on.
    expect(previewHeaders()).toContain('Delta');

    await user.click(screen.getByRole('checkbox', { name: /^Volume/ }));
    expect(previewHeaders()).not.toContain('Volume');
    expect(saved().find((c) => c.id === 'volume')?.shown).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Volume hidden.');
  });

  it('moves a column with the keyboard, keeps focus on it and says where it went', async () => {
    const user = userEvent.setup();
    renderColumns();
    const up = screen.getByRole('button', { name: 'Move LTP up' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(
      saved()
        .map((c) => c.id)
        .indexOf('ltp'),
    ).toBe(9);
    expect(screen.getByRole('button', { name: 'Move LTP up' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('LTP is now place 10 of 15.');
    // The preview's calls read in the new order up to the strike.
    const headers = previewHeaders();
    expect(headers.indexOf('LTP')).toBeLessThan(headers.indexOf('Vega'));

    // At the top, Up is disabled and focus moves to Down.
    const first = screen.getByRole('button', { name: 'Move OI up' });
    first.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move OI up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move OI down' })).toHaveFocus();
  });

  it('goes back to the default columns and forgets the saved choice', async () => {
    window.localStorage.setItem(
      CHAIN_COLUMNS_STORAGE_KEY,
      JSON.stringify({ columns: [{ id: 'ltp', shown: false }] }),
    );
    const user = userEvent.setup();
    renderColumns();
    expect(screen.getByRole('checkbox', { name: /^LTP/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(screen.getByRole('checkbox', { name: /^LTP/ })).toBeChecked();
    expect(window.localStorage.getItem(CHAIN_COLUMNS_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the option chain' })).toHaveAttribute(
      'href',
      '/nse-option-chain-data',
    );
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderColumns();
    expect(screen.getByRole('heading', { level: 1, name: 'ऑप्शन चेन के कॉलम' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LTP ऊपर ले जाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /डिफ़ॉल्ट पर लौटें/ })).toBeInTheDocument();
  });
});
