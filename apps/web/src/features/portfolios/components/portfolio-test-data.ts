import type { HoldingRow, PortfolioSummary } from '@nivesh/contracts';

export const SOURCE = {
  simulated: true,
  feed: 'simulated',
  sessionDate: '2026-11-23',
  asOf: 1_795_400_000_000,
  live: true,
} as const;
export const LIMITS = { portfolios: 10, transactions: 5000 };

export const summary = (
  id: string,
  name: string,
  over: Partial<PortfolioSummary> = {},
): PortfolioSummary => ({
  id,
  name,
  kind: 'manual',
  readOnly: false,
  transactions: 2,
  holdings: 1,
  invested: 12_000,
  value: 13_250.5,
  dayPnl: 120.25,
  unrealised: 1250.5,
  realised: 2163,
  dividends: 0,
  totalPnl: 3413.5,
  unpriced: [],
  createdAt: '2026-11-23T05:00:00.000Z',
  updatedAt: '2026-11-23T05:00:00.000Z',
  ...over,
});

export const INFY: HoldingRow = {
  symbol: 'INFY',
  name: 'Infosys',
  quantity: 8,
  averageCost: 1500,
  invested: 12_000,
  ltp: 1656.31,
  value: 13_250.48,
  dayPnl: 120.25,
  unrealised: 1250.48,
  unrealisedPct: 10.42,
  realised: 2163,
  dividends: 0,
  lots: [{ acquiredOn: '2025-05-07', source: 'buy', quantity: 8, cost: 12_000 }],
};
