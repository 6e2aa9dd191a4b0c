import type { HourlyResponse } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { idOf, useMarketTestApp } from '../../../testing/market-test-app';

type Hourly = Extract<HourlyResponse, { status: 1 }>;

describe('hourlyGainerLooser/getData', () => {
  const app = useMarketTestApp();

  const closesOf = (symbol: string): Int32Array => {
    const closes = app.market.market.feed.minuteCloses(symbol);
    if (!closes) throw new Error(`No minute closes for ${symbol}`);
    return closes;
  };

  it("ranks the first hour's gainers from the open to the 10:14 minute close", async () => {
    const body = (await app.get<Hourly>('hourlyGainerLooser/getData?hour=1&type=gainers')).body;
    expect(body).toMatchObject({ status: 1, hour: '1', type: 'gainers', live: true });
    expect(body.rows.length).toBeGreaterThan(10);
    const first = body.rows[0];
    const open = app.state.quote(idOf(app.state, first?.symbol ?? '')).open;
    const close = closesOf(first?.symbol ?? '')[59] ?? 0;
    expect(first?.startPrice).toBe(open / 100);
    expect(first?.endPrice).toBe(close / 100);
    expect(first?.periodChangePct).toBe(Math.round(((close - open) / open) * 10_000) / 100);
    const changes = body.rows.map((r) => r.periodChangePct);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    // Rounded to 0.01 %, a move of a tick on a high price can show as 0.
    expect(changes.every((c) => c >= 0)).toBe(true);
    expect(body.rows.every((r) => r.endPrice > r.startPrice)).toBe(true);
    expect(body.from).toBe(Date.parse('2026-11-23T03:45:00Z'));
    expect(body.to).toBe(Date.parse('2026-11-23T04:45:00Z'));
  });

  it('ranks the last 60 minutes from the close 60 minutes ago to the latest, losers lowest first', async () => {
    const body = (await app.get<Hourly>('hourlyGainerLooser/getData?hour=last60&type=losers')).body;
    const last = body.rows[0];
    const closes = closesOf(last?.symbol ?? '');
    const n = closes.length;
    expect(last?.startPrice).toBe((closes[n - 61] ?? 0) / 100);
    expect(last?.endPrice).toBe((closes[n - 1] ?? 0) / 100);
    expect(body.rows.every((r) => r.endPrice < r.startPrice)).toBe(true);
    // Every stock with a move in the hour is either a gainer or a loser of it.
    const gainers = (await app.get<Hourly>('hourlyGainerLooser/getData?hour=last60&type=gainers')).body;
    expect(gainers.total + body.total).toBeLessThanOrEqual(503);
    expect(gainers.total + body.total).toBeGreaterThan(450);
  });

  it('says which hours are done, running or still to come, and follows the clock', async () => {
    const at1030 = (await app.get<Hourly>('hourlyGainerLooser/getData')).body;
    expect(at1030.hour).toBe('last60');
    expect(at1030.periods.map((p) => `${p.label}:${p.state}`).slice(0, 3)).toEqual([
      '09:15–10:15:done',
      '10:15–11:15:running',
      '11:15–12:15:upcoming',
    ]);
    expect(at1030.periods.at(-2)?.label).toBe('15:15–15:30');
    const upcoming = (await app.get<Hourly>('hourlyGainerLooser/getData?hour=4')).body;
    expect(upcoming.rows).toEqual([]);

    app.market.advance(50 * 60_000);
    const at1120 = (await app.get<Hourly>('hourlyGainerLooser/getData?hour=2&index=nifty50')).body;
    expect(at1120.periods[1]?.state).toBe('done');
    expect(at1120.rows.length).toBeGreaterThan(0);
    expect(at1120.rows.length).toBeLessThanOrEqual(50);
    const symbol = at1120.rows[0]?.symbol ?? '';
    expect(at1120.rows[0]?.startPrice).toBe((closesOf(symbol)[59] ?? 0) / 100);
    expect(at1120.rows[0]?.endPrice).toBe((closesOf(symbol)[119] ?? 0) / 100);
  });

  it('refuses a past date: minute closes are kept for the live session only', async () => {
    const body = (await app.get('hourlyGainerLooser/getData?date=2026-11-20')).body;
    expect(body).toEqual({
      status: 0,
      message: "Hourly gainers and losers are kept for today's session only, not 2026-11-20.",
    });
  });
});
