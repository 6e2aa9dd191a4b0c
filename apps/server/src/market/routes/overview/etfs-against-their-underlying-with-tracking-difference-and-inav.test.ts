import type { EtfDetails, EtfListAnswer } from '@nivesh/contracts';
import { ETFS } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { idOf, rupees, useOverviewApp } from './overview-test-app';

describe('ETF/getEtfList and ETF/getEtfDetails', () => {
  const app = useOverviewApp();

  it('lists every ETF with its category, price, turnover and the 1-year return of its adjusted closes', async () => {
    const { body } = await app.get<EtfListAnswer>('ETF/getEtfList');
    expect(body.rows.map((r) => r.symbol)).toEqual(ETFS.map((e) => e.symbol));
    const bees = body.rows.find((r) => r.symbol === 'NIFTYBEES');
    const id = idOf(app.state, 'NIFTYBEES');
    const q = app.state.quote(id);
    expect(bees).toMatchObject({
      ltp: rupees(q.ltp),
      category: 'Equity: broad index',
      underlying: 'NIFTY 50',
    });
    const daily = app.state.daily(id);
    const t = app.state.dates.length - 250;
    const then = (daily.close[t] ?? 0) * (daily.adjFactor[t] ?? 1);
    expect(bees?.return1y).toBeCloseTo((q.ltp / then - 1) * 100, 1);
    const category = (symbol: string) => body.rows.find((r) => r.symbol === symbol)?.category;
    expect(category('GOLDBEES')).toBe('Gold');
    expect(category('SILVERBEES')).toBe('Silver');
    expect(category('LIQUIDBEES')).toBe('Debt: liquid');
    expect(category('MON100')).toBe('International');
    expect(category('ITBEES')).toBe('Equity: sectoral');
    expect(category('CPSEETF')).toBe('Equity: thematic');
    // Gold funds cost more to run than index funds (the simulator's assumptions).
    const expense = (symbol: string) => body.rows.find((r) => r.symbol === symbol)?.expenseRatioPct ?? 0;
    expect(expense('GOLDBEES')).toBeGreaterThan(expense('NIFTYBEES'));
  });

  it('measures an ETF against its index: tracking difference over a year and an indicative NAV', async () => {
    const { body } = await app.get<EtfDetails>('ETF/getEtfDetails?symbol=bankbees');
    expect(body.status).toBe(1);
    expect(body.tracking).toMatchObject({
      kind: 'nse-index',
      reference: 'NIFTY BANK',
      proxy: false,
      inUsd: false,
    });
    expect(body.reference?.symbol).toBe('NIFTY BANK');
    const td = body.trackingDifference;
    expect(td?.differencePct).toBeCloseTo((td?.etfReturnPct ?? 0) - (td?.referenceReturnPct ?? 0), 1);
    expect(Math.abs(td?.differencePct ?? 99)).toBeLessThan(5);
    const etf = app.state.quote(idOf(app.state, 'BANKBEES'));
    const ref = app.state.quote(idOf(app.state, 'NIFTY BANK'));
    const inav = (etf.prevClose * (ref.ltp / ref.prevClose)) / 100;
    expect(body.inav?.value).toBeCloseTo(inav, 2);
    expect(body.inav?.premiumPct).toBeCloseTo((etf.ltp / 100 / inav - 1) * 100, 2);
  });

  it('has no reference or iNAV for a liquid fund, converts nothing for a foreign one, and refuses a non-ETF', async () => {
    const liquid = (await app.get<EtfDetails>('ETF/getEtfDetails?symbol=LIQUIDBEES')).body;
    expect(liquid.tracking.kind).toBe('money-market');
    expect(liquid.reference).toBeNull();
    expect(liquid.inav).toBeNull();
    const nasdaq = (await app.get<EtfDetails>('ETF/getEtfDetails?symbol=MON100')).body;
    expect(nasdaq.tracking).toMatchObject({ kind: 'global-index', reference: 'IXIC', inUsd: true });
    expect(nasdaq.inav).toBeNull();
    expect((await app.get('ETF/getEtfDetails?symbol=RELIANCE')).body).toEqual({
      status: 0,
      message: 'No ETF with symbol RELIANCE',
    });
  });
});
