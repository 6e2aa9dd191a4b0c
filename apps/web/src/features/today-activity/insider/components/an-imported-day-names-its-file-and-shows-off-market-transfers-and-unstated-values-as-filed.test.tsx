import type { InsiderTradeDto } from '@nivesh/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { DAY, insiderAnswerFor } from '../test/insider-fixtures';
import { InsiderTradingPage } from './insider-page';

const WAIT = { timeout: 15_000 };
const PATH = '/insider-trading';

/** The fixture day as NSE's file gives it: each row with its text as filed; the gift's value not stated. */
const FILED: readonly InsiderTradeDto[] = DAY.map((r) =>
  r.mode === 'off-market'
    ? {
        ...r,
        value: 0,
        filed: {
          category: 'Immediate relative',
          mode: 'Gift',
          value: null,
          broadcastTime: '16:40',
          exchange: null,
          remark: null,
        },
      }
    : {
        ...r,
        filed: {
          category: 'Promoters',
          mode: 'as filed',
          value: r.value,
          broadcastTime: null,
          exchange: 'NSE',
          remark: null,
        },
      },
);

describe('an imported insider-trading day', { timeout: 30_000 }, () => {
  it('names its file, shows what an off-market transfer was as filed and an unstated value as a dash', async () => {
    mockApi({
      'TodayActivity/getInsiderTrades': (url) => ({
        body: insiderAnswerFor(url, { imported: true, trades: FILED }),
      }),
    });
    renderRoutes([{ path: PATH, element: <InsiderTradingPage /> }], PATH);
    expect(await screen.findByText(/CF-Insider-Trading-equities\.csv/, {}, WAIT)).toBeInTheDocument();
    const table = await screen.findByRole(
      'table',
      { name: /Insider-trading disclosures broadcast on/ },
      WAIT,
    );
    const gift = within(table).getByText('MEERA VINAY MEHTA').closest('tr');
    expect(gift).not.toBeNull();
    const cells = [...(gift?.querySelectorAll('td') ?? [])].map((td) => td.textContent ?? '');
    expect(cells).toContain('—');
    expect(cells.some((c) => c.includes('Off-market') && c.includes('Gift'))).toBe(true);
    // Other modes show only their own label.
    expect(within(table).queryByText('as filed')).toBeNull();
  });
});
