import type { MoversResponse } from '@nivesh/contracts';
import { indexConstituents } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { dayIndex, equityDailies, useMarketTestApp } from '../../../testing/market-test-app';

type Movers = Extract<MoversResponse, { status: 1 }>;

const rupees = (paise: number): number => Math.round(paise) / 100;
const pct = (value: number): number => Math.round(value * 100) / 100;

describe('TodayActivity/getTopGainers and getTopLosers', () => {
  const app = useMarketTestApp();

  it('lists the live gainers exactly as MarketState ranks them, with rupee prices', async () => {
    const { statusCode, body } = await app.get<Movers>('TodayActivity/getTopGainers');
    expect(statusCode).toBe(200);
    const expected = app.state.topMovers({ direction: 'gainers', limit: 1000 });
    expect(body.status).toBe(1);
    expect(body.live).toBe(true);
    expect(body.date).toBe('2026-11-23');
    expect(body.source.simulated).toBe(true);
    expect(body.total).toBe(expected.length);
    expect(body.rows.map((r) => r.symbol)).toEqual(expected.map((m) => m.symbol));
    const [first] = expected;
    expect(body.rows[0]).toMatchObject({
      symbol: first?.symbol,
      ltp: rupees(first?.ltp ?? 0),
      prevClose: rupees(first?.prevClose ?? 0),
      change: rupees(first?.change ?? 0),
      changePct: pct(first?.changePct ?? 0),
    });
    expect(body.columns.map((c) => c.field)).toContain('changePct');
  });

  it('lists the live losers lowest first, and follows the market as it moves', async () => {
    const before = (await app.get<Movers>('TodayActivity/getTopLosers')).body;
    expect(before.rows[0]?.symbol).toBe(app.state.topMovers({ direction: 'losers', limit: 1 })[0]?.symbol);
    expect(before.rows.every((r) => r.changePct <= 0)).toBe(true);
    app.market.advance(5 * 60_000);
    const after = (await app.get<Movers>('TodayActivity/getTopLosers')).body;
    const expected = app.state.topMovers({ direction: 'losers', limit: 1000 });
    expect(after.rows.map((r) => r.symbol)).toEqual(expected.map((m) => m.symbol));
    expect(after.asOf).toBeGreaterThan(before.asOf);
  });

  it('filters by index and by sector slug, and pages on the server when asked', async () => {
    const nifty = new Set(indexConstituents('NIFTY 50'));
    const all = app.state.topMovers({ direction: 'gainers', limit: 1000 });
    const niftyBody = (await app.get<Movers>('TodayActivity/getTopGainers?index=nifty50')).body;
    expect(niftyBody.rows.map((r) => r.symbol)).toEqual(
      all.filter((m) => nifty.has(m.symbol)).map((m) => m.symbol),
    );
    expect(niftyBody.index).toBe('nifty50');

    const it = app.state.topMovers({ direction: 'gainers', limit: 1000, sector: 'Information Technology' });
    const itBody = (await app.get<Movers>('TodayActivity/getTopGainers?sector_id=information-technology'))
      .body;
    expect(itBody.sector).toBe('Information Technology');
    expect(itBody.rows.map((r) => r.symbol)).toEqual(it.map((m) => m.symbol));

    const page = (await app.get<Movers>('TodayActivity/getTopGainers?page=2&limit=5')).body;
    expect(page).toMatchObject({ page: 2, limit: 5, total: all.length });
    expect(page.rows.map((r) => r.symbol)).toEqual(all.slice(5, 10).map((m) => m.symbol));
  });

  it("answers a past date with that day's movers from daily closes vs the previous close", async () => {
    const state = app.state;
    const t = dayIndex(state, '2026-11-20');
    const changes = equityDailies(state).flatMap(({ symbol, daily: d }) => {
      const close = d.close[t] ?? 0;
      const prev = Math.round(((d.close[t - 1] ?? 0) * (d.adjFactor[t - 1] ?? 1)) / (d.adjFactor[t] ?? 1));
      return close > 0 && prev > 0 ? [{ symbol, close, prev, pct: ((close - prev) / prev) * 100 }] : [];
    });
    const gainers = changes.filter((c) => c.pct > 0).sort((a, b) => b.pct - a.pct);
    const losers = changes.filter((c) => c.pct < 0).sort((a, b) => a.pct - b.pct);

    const body = (await app.get<Movers>('TodayActivity/getTopGainers?date=2026-11-20')).body;
    expect(body).toMatchObject({ status: 1, date: '2026-11-20', live: false, total: gainers.length });
    const top = gainers[0];
    expect(body.rows[0]).toMatchObject({
      symbol: top?.symbol,
      ltp: rupees(top?.close ?? 0),
      prevClose: rupees(top?.prev ?? 0),
      changePct: pct(top?.pct ?? 0),
    });
    // 15:30 IST of that day.
    expect(body.asOf).toBe(Date.parse('2026-11-20T10:00:00Z'));

    const lost = (await app.get<Movers>('TodayActivity/getTopLosers?date=2026-11-20')).body;
    expect(lost.total).toBe(losers.length);
    expect(lost.rows[0]?.symbol).toBe(losers[0]?.symbol);
  });

  it('refuses dates without a session, and rejects a malformed date or unknown sector', async () => {
    const weekend = (await app.get('TodayActivity/getTopGainers?date=2026-11-22')).body;
    expect(weekend).toEqual({
      status: 0,
      message: 'No market data for 2026-11-22: the market was closed that day (weekend or holiday).',
    });
    const future = (await app.get('TodayActivity/getTopLosers?date=2026-12-30')).body;
    expect(future).toMatchObject({ status: 0, message: expect.stringContaining('has not happened yet') });
    const early = (await app.get('TodayActivity/getTopGainers?date=2001-01-01')).body;
    expect(early).toMatchObject({ status: 0, message: expect.stringContaining('history starts on') });
    const malformed = await app.get('TodayActivity/getTopGainers?date=yesterday');
    expect(malformed.statusCode).toBe(400);
    const sector = (await app.get('TodayActivity/getTopGainers?sector_id=no-such-sector')).body;
    expect(sector).toEqual({ status: 0, message: 'No sector no-such-sector' });
  });
});
