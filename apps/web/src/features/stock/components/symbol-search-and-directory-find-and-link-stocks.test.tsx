import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SymbolSearch } from '@/app/layout/symbol-search';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { allStocks, answer, UNIVERSE } from '../test/stock-fixtures';
import { SymbolsPage } from './symbols-page';

describe('the header symbol search', () => {
  it('suggests by company name and opens the stock page with the symbol encoded, from the keyboard', async () => {
    mockApi({ 'stock/getAllStockData': answer(allStocks(UNIVERSE)) });
    const { router } = renderRoutes(
      [
        { path: '/', element: <SymbolSearch /> },
        { path: '/stocks/:symbol', element: <p>stock page</p> },
      ],
      '/',
    );
    const box = screen.getByPlaceholderText('Search symbol, e.g. RELIANCE');
    const user = userEvent.setup();
    await user.click(box);
    await user.type(box, 'mahindra');
    expect(await screen.findByText('Mahindra & Mahindra Ltd.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/stocks/M%26M'));
  });

  it('ranks a symbol prefix first: "baj" offers BAJAJ-AUTO', async () => {
    mockApi({ 'stock/getAllStockData': answer(allStocks(UNIVERSE)) });
    renderRoutes([{ path: '/', element: <SymbolSearch /> }], '/');
    const box = screen.getByPlaceholderText('Search symbol, e.g. RELIANCE');
    const user = userEvent.setup();
    await user.click(box);
    await user.type(box, 'baj');
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('BAJAJ-AUTO');
  });
});

describe('the symbols directory', () => {
  function renderDirectory(path: string) {
    mockApi({ 'stock/getAllStockData': answer(allStocks(UNIVERSE)) });
    return renderRoutes(
      [
        { path: '/symbols/', element: <SymbolsPage /> },
        { path: '/symbols/:character', element: <SymbolsPage /> },
      ],
      path,
    );
  }

  it('lists only the symbols of the chosen letter, linking to their pages', async () => {
    renderDirectory('/symbols/M');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Symbols starting with M' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'M&M' })).toHaveAttribute('href', '/stocks/M%26M');
    expect(within(table).getByRole('link', { name: 'MARUTI' })).toBeInTheDocument();
    expect(within(table).queryByText('RELIANCE')).not.toBeInTheDocument();
  });

  it('files digit symbols under 0-9 and disables letters with no symbol', async () => {
    renderDirectory('/symbols/0-9');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: '360ONE' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Q: 0 symbols' })).toHaveAttribute('data-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Q: 0 symbols' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows every symbol on /symbols/', async () => {
    renderDirectory('/symbols/');
    expect(await screen.findByText('Showing 1–7 of 7')).toBeInTheDocument();
  });
});
