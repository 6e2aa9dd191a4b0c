import type { UserStrategy } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { formFromParams, hasRun } from '@/lib/backtest-params';
import { backtestLink } from './strategy-form';

const strategy = (overrides: Partial<UserStrategy>): UserStrategy => ({
  id: 'k3Xq9TzL0aBc',
  name: 'Pullback',
  description: '',
  timeframe: 'Daily',
  side: 'Buy',
  product: 'Delivery',
  entry: 'close > sma(close, 200) and rsi(14) < 40',
  exit: 'rsi(14) > 60',
  stoploss: 6,
  profitTarget: 12.5,
  sectorId: 'information-technology',
  sectorName: 'Information Technology',
  version: 1,
  createdAt: '2026-11-25T04:00:00.000Z',
  updatedAt: '2026-11-25T04:00:00.000Z',
  ...overrides,
});

describe('the link from a strategy to /back-testing', () => {
  it('fills the back-testing form with the strategy’s rules, scope, stop, target and product, and runs it', () => {
    const { href } = backtestLink(strategy({}));
    if (!href) throw new Error('no link');
    const [path, search] = href.split('?');
    expect(path).toBe('/back-testing');
    const params = new URLSearchParams(search);
    expect(hasRun(params)).toBe(true);
    expect(formFromParams(params)).toMatchObject({
      strategyType: 'custom',
      entry: 'close > sma(close, 200) and rsi(14) < 40',
      exit: 'rsi(14) > 60',
      scope: 'sector',
      sectorId: 'information-technology',
      stopPct: '6',
      targetPct: '12.5',
      product: 'delivery',
      capital: '1000000',
      maxPositions: '10',
    });
    expect(
      formFromParams(new URLSearchParams(backtestLink(strategy({ sectorId: null })).href?.split('?')[1]))
        .scope,
    ).toBe('universe');
  });

  it('gives the reason instead for strategies that page cannot run', () => {
    expect(backtestLink(strategy({ timeframe: '15-minute', product: 'Intraday' }))).toEqual({
      href: null,
      reason: '/back-testing runs custom screens on daily bars only',
    });
    expect(backtestLink(strategy({ side: 'Sell', product: 'Intraday' }))).toEqual({
      href: null,
      reason: '/back-testing runs custom screens as Buy (long) trades only',
    });
  });
});
