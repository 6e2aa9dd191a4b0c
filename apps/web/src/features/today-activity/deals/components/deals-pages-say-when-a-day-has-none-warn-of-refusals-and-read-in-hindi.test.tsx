import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { dealsAnswerFor, dealsDay } from '../test/deal-fixtures';
import { DealsPage } from './deals-page';

const WAIT = { timeout: 15_000 };

const renderKind = (kind: 'bulk' | 'block', url: string) => {
  const path = `/${kind}-deals-nse`;
  return renderRoutes([{ path, element: <DealsPage kind={kind} /> }], `${path}${url}`);
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the deals pages’ other states', { timeout: 30_000 }, () => {
  it('says when a day has no deals, and still offers the sessions around it', async () => {
    mockApi({
      'TodayActivity/getDeals': () => ({ body: dealsDay('block', { date: '2026-11-19', deals: [] }) }),
    });
    renderKind('block', '?date=2026-11-19');
    expect(await screen.findByText('No block deals on 19-11-2026', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous session' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next session' })).toBeEnabled();
  });

  it('shows the server’s refusal of a day as the warning alert, and the way back to the latest day', async () => {
    const message = '2026-11-22 is not an NSE session (a weekend or a market holiday): pick a trading day';
    const fetch = mockApi({
      'TodayActivity/getDeals': (url) =>
        url.searchParams.get('date') === '2026-11-22'
          ? { status: 400, body: { status: 0, message, errors: [{ field: 'date', message }] } }
          : { body: dealsAnswerFor(url) },
    });
    const { router } = renderKind('bulk', '?date=2026-11-22');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveAttribute('data-kind', 'warning');
    expect(within(alert).getByText('Oh snap! You got an error!')).toBeInTheDocument();
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('date=2026-11-22'))).toBe(true);
    expect(screen.queryByRole('table')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Latest' }));
    expect(await screen.findByRole('link', { name: 'RPOWER' }, WAIT)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Oh snap! You got an error!')).toBeNull();
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockApi({ 'TodayActivity/getDeals': (url) => ({ body: dealsAnswerFor(url) }) });
    renderKind('bulk', '');
    expect(await screen.findByRole('heading', { level: 1, name: 'NSE बल्क डील' }, WAIT)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: '20-11-2026 की डील' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText(/लिस्टेड शेयरों के 0\.5 % से ज़्यादा/)).toBeInTheDocument();
    expect(screen.getByText('ख़रीदा').nextSibling?.textContent).toBe('₹146.89 करोड़');
    const table = screen.getByRole('table', { name: '20-11-2026 की बल्क डील' });
    expect(within(table).getByRole('columnheader', { name: /मूल्य \(₹ करोड़\)/ })).toBeInTheDocument();
    expect(within(table).getAllByText('बिक्री')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'सभी' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'पिछला सत्र' })).toBeInTheDocument();
  });
});
