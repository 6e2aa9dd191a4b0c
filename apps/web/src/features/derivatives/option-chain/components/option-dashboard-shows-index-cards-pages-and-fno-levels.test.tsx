import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { optionDataAnswer, supportTargetAnswer } from '../lib/chain-test-fixtures';
import { OptionDashboardPage } from './option-dashboard-page';

function mockDashboard() {
  return mockApi({
    'globalSetting/getOptionData': () => ({ body: optionDataAnswer() }),
    'Optionchain/getSupportTarget': (url) => ({
      body: supportTargetAnswer(url.searchParams.get('kind') === 'stock' ? 'stock' : 'index'),
    }),
  });
}

function renderDashboard(path = '/option-dashboard') {
  return renderRoutes([{ path: '/option-dashboard', element: <OptionDashboardPage /> }], path);
}

describe('the option dashboard', { timeout: 20_000 }, () => {
  it('shows a card per index with spot, expiry, PCR, max pain, OI levels and the expected move', async () => {
    mockDashboard();
    renderDashboard();
    const nifty = await screen.findByRole('article', { name: 'NIFTY' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'index-NIFTY',
      'index-BANKNIFTY',
      'index-FINNIFTY',
      'index-MIDCPNIFTY',
    ]);
    const figure = (term: string) => within(nifty).getByText(term).nextElementSibling?.textContent;
    await within(nifty).findByText('24 Nov 2026 · 1 d');
    expect(within(nifty).getByText('24,012.35')).toBeInTheDocument();
    expect(figure('PCR')).toBe('0.92');
    expect(figure('Max pain')).toBe('24,050');
    expect(figure('Support')).toBe('23,800 (-0.88 %)');
    expect(figure('Resistance')).toBe('24,300 (+1.20 %)');
    expect(figure('Expected move')).toBe('±288.15 (±1.20 %)');
    expect(within(nifty).getByRole('link', { name: 'Option chain' })).toHaveAttribute(
      'href',
      '/nse-option-chain-data?symbol=NIFTY',
    );
    expect(
      screen.getByText(/Support = the strike with the highest put OI at or below spot/),
    ).toBeInTheDocument();
  });

  it('links every page of the derivatives area', async () => {
    mockDashboard();
    renderDashboard();
    const pages = await screen.findByRole('region', { name: 'Derivatives pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/nse-option-chain-data',
      '/option-chain/analysis',
      '/open-interest-analysis',
      '/put-call-ratio',
      '/option-chain/highest-oi-history',
      '/option-chain/support-and-target',
      '/option-screener',
      '/option-chain/option-strategy',
      '/option-chain/option-trading-terminal',
      '/future-stock',
      '/fii-futures-data',
      '/nse-derivative',
      '/option-data-historical',
      '/option-chain/live-option-tips',
      '/option-chain/option-tips',
    ]);
  });

  it('lists F&O stocks with their OI levels and finds one by search', async () => {
    mockDashboard();
    const user = userEvent.setup();
    renderDashboard();
    const link = await screen.findByRole('link', { name: 'RELIANCE' });
    expect(link).toHaveAttribute('href', '/nse-option-chain-data?symbol=RELIANCE');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('1,280')).toBeInTheDocument();
    expect(within(row).getByText('1,340')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search F&O stock' }), 'tcs');
    expect(screen.queryByRole('link', { name: 'RELIANCE' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TCS' })).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockDashboard();
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑप्शन डैशबोर्ड' })).toBeInTheDocument();
    const nifty = await screen.findByRole('article', { name: 'NIFTY' });
    expect(within(nifty).getByText('मैक्स पेन')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'डेरिवेटिव्स के पेज' })).toBeInTheDocument();
  });
});
