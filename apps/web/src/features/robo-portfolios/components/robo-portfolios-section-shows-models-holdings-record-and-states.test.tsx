import type {
  RoboHoldingsAnswer,
  RoboModelSummary,
  RoboModelsAnswer,
  RoboPerformanceAnswer,
  RoboRebalancesAnswer,
} from '@nivesh/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi, requestedQueries } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { RoboPortfoliosSection } from './robo-portfolios-section';

const WAIT = { timeout: 15_000 };
const metrics = (r: number) => ({ totalReturn: r, cagr: r / 5, maxDrawdown: 0.3, volatility: 0.2 });
const summary = (id: 'quality-fair-price' | 'momentum', name: string, r: number): RoboModelSummary => ({
  id,
  name,
  rule: 'rule in plain words',
  schedule: id === 'momentum' ? 'monthly' : 'quarterly',
  since: '2017-07-03',
  asOf: '2026-11-20',
  holdings: 2,
  rebalances: 14,
  metrics: metrics(r),
  nifty: metrics(1.7),
  simulated: true,
});
const quality = summary('quality-fair-price', 'Quality at a fair price', 0.5439);
const momentum = summary('momentum', 'Momentum', 5.0904);
const models: RoboModelsAnswer = {
  status: 1,
  message: 'Model portfolios',
  models: [quality, momentum],
  initialCapital: 1_000_000,
};
const holdingsOf = (model: RoboModelSummary, symbol: string): RoboHoldingsAnswer => ({
  status: 1,
  message: model.name,
  model,
  pricedOn: '2026-11-23',
  holdings: [
    { symbol, sector: 'Information Technology', quantity: 120, price: 1250.5, value: 150_060, weight: 0.1 },
    {
      symbol: 'MARICO',
      sector: 'Fast Moving Consumer Goods',
      quantity: 200,
      price: 700,
      value: 140_000,
      weight: 0.095,
    },
  ],
  cash: 1234.5,
  value: 1_543_875,
});
const rebalances = (model: RoboModelSummary, page: number): RoboRebalancesAnswer => ({
  status: 1,
  message: model.name,
  model,
  rebalances: [
    {
      date: page === 1 ? '2026-10-01' : '2017-07-03',
      dataAsOf: page === 1 ? '2026-09-30' : '2017-06-30',
      entered: ['LTIM'],
      exited: page === 1 ? ['TCS'] : [],
      trades: [],
      charges: 412.35,
      value: 1_500_000,
    },
  ],
  page,
  pageSize: 12,
  total: 14,
});
const performance = (model: RoboModelSummary): RoboPerformanceAnswer => ({
  status: 1,
  message: model.name,
  model,
  initialCapital: 1_000_000,
  totalCharges: 25_361.16,
  curve: [
    { date: '2017-07-03', value: 997_900, nifty: 1_000_000 },
    { date: '2026-11-20', value: 1_543_875, nifty: 2_704_145 },
  ],
});

function api() {
  const byId = (url: URL) => (url.searchParams.get('model') === 'momentum' ? momentum : quality);
  return mockApi({
    'RoboPort/getModels': () => ({ body: models }),
    'RoboPort/getHoldings': (url) => ({
      body: holdingsOf(byId(url), byId(url) === momentum ? 'TVSMOTOR' : 'HEXT'),
    }),
    'RoboPort/getRebalances': (url) => ({
      body: rebalances(byId(url), Number(url.searchParams.get('page') ?? '1')),
    }),
    'RoboPort/getPerformance': (url) => ({ body: performance(byId(url)) }),
  });
}

const render = () => renderRoutes([{ path: '/', element: <RoboPortfoliosSection /> }], '/');

describe('the robo portfolios section', { timeout: 30_000 }, () => {
  it('lists the models against NIFTY 50 and shows the first one’s figures, holdings, record and method, labelled simulated', async () => {
    api();
    render();
    expect(await screen.findByRole('heading', { name: 'Robo portfolios' }, WAIT)).toBeInTheDocument();
    const card = await screen.findByTestId('robo-model-quality-fair-price', {}, WAIT);
    expect(card).toHaveTextContent('+54.39 %');
    expect(card).toHaveTextContent('NIFTY 50: +170.00 %');
    expect(screen.getByText(/Simulated market: the prices/)).toBeInTheDocument();
    const holdings = await screen.findByRole('table', { name: 'Holdings of Quality at a fair price' }, WAIT);
    expect(within(holdings).getByRole('rowheader', { name: 'HEXT' })).toBeInTheDocument();
    expect(within(holdings).getByText('10.0 %')).toBeInTheDocument();
    const record = await screen.findByRole('table', { name: /Rebalances of Quality at a fair price/ }, WAIT);
    expect(within(record).getByText('2026-10-01')).toBeInTheDocument();
    expect(within(record).getByText('Data up to 2026-09-30')).toBeInTheDocument();
    expect(within(record).getByText('TCS')).toBeInTheDocument();
    expect(screen.getByText('14 rebalances')).toBeInTheDocument();
    expect(screen.getByText(/highest return on equity/)).toBeInTheDocument();
    expect(screen.getByText(/Each rebalance uses only the closes/)).toBeInTheDocument();
    expect(screen.getByText('Charges paid: ₹25,361.16')).toBeInTheDocument();
    // Volatility is a percentage without a sign, like the other figures' units.
    const volatility = screen
      .getByText('Volatility (yearly)')
      .closest('[class*="Paper"], div')?.parentElement;
    expect(volatility).toHaveTextContent('20.0 %');
    expect(screen.getByText(/At the prices of 2026-11-23/)).toBeInTheDocument();
  });

  it('shows another model when chosen and pages its record', async () => {
    const fetch = api();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Show Momentum' }, WAIT));
    expect(await screen.findByRole('table', { name: 'Holdings of Momentum' }, WAIT)).toHaveTextContent(
      'TVSMOTOR',
    );
    expect(screen.getByText(/above their 200-day average/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }, WAIT));
    expect(await screen.findByText('2017-07-03', {}, WAIT)).toBeInTheDocument();
    expect(requestedQueries(fetch).some((q) => q.get('model') === 'momentum' && q.get('page') === '2')).toBe(
      true,
    );
  });

  it('shows the empty and error states', async () => {
    mockApi({ 'RoboPort/getModels': () => ({ body: { ...models, models: [] } }) });
    const first = render();
    expect(await screen.findByText('No model portfolio has a record yet.', {}, WAIT)).toBeInTheDocument();
    first.unmount();
    mockApi({
      'RoboPort/getModels': () => ({
        status: 500,
        body: { status: 0, message: 'Something went wrong. Please try again.' },
      }),
    });
    render();
    expect(await screen.findByText('The model portfolios could not be read', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    api();
    render();
    expect(await screen.findByRole('heading', { name: 'रोबो पोर्टफ़ोलियो' }, WAIT)).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'उचित दाम पर गुणवत्ता की होल्डिंग्स' }, WAIT),
    ).toBeInTheDocument();
  });
});
