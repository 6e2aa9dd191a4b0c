import type { ScreenerByDateAnswer } from '@nivesh/contracts';
import { rsi } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { equityIds } from '../market/day/list-scope';
import { dayIndex, useMarketTestApp } from '../testing/market-test-app';

const byDate = (signal: string, sector: string, date?: string, extra = '') =>
  `screener/getScreenerData?signal_id=${signal}&sector_id=${sector}${date ? `&date=${date}` : ''}${extra}`;

describe('screener/getScreenerData: a built-in screen as of a trading day', () => {
  const app = useMarketTestApp();

  /** RSI(14) of every equity at the close of completed day t, from the daily columns up to t. */
  function rsiAt(t: number): Map<string, number> {
    const s = app.state;
    const out = new Map<string, number>();
    for (const id of equityIds(s)) {
      const d = s.daily(id);
      const closes = Array.from(d.close.subarray(0, t + 1), (c, k) => (c * (d.adjFactor[k] ?? 1)) / 100);
      out.set(s.meta(id).symbol, rsi(closes, 14).at(-1) ?? Number.NaN);
    }
    return out;
  }

  it('matches what the rule gives on history up to that close, with that day’s prices', async () => {
    const date = '2026-11-13';
    const t = dayIndex(app.state, date);
    const { body } = await app.get<ScreenerByDateAnswer>(byDate('rsi-oversold', 'all', date));
    expect(body.status).toBe(1);
    expect(body).toMatchObject({ date, live: false, previousDate: '2026-11-12', nextDate: '2026-11-16' });
    const direct = rsiAt(t);
    const expected = [...direct].filter(([, v]) => v < 30).map(([s]) => s);
    expect(expected.length).toBeGreaterThan(2);
    expect(body.rows.map((r) => r.symbol).sort()).toEqual(expected.sort());
    for (const row of body.rows) {
      expect(row.values[0]).toBeCloseTo(direct.get(row.symbol) ?? -1, 3);
      // The price is the printed close of that day, not today's.
      const d = app.state.daily(app.state.idOf(row.symbol) ?? -1);
      expect(row.ltp).toBe((d.close[t] ?? 0) / 100);
    }
  }, 60_000);

  it('gives the same past answer however the live session moves, while the live answer follows it', async () => {
    const past = (await app.get<ScreenerByDateAnswer>(byDate('bullish-ema-stack', 'all', '2026-11-20'))).body;
    const liveBefore = (await app.get<ScreenerByDateAnswer>(byDate('bullish-ema-stack', 'all'))).body;
    expect(liveBefore).toMatchObject({
      live: true,
      date: '2026-11-23',
      previousDate: '2026-11-20',
      nextDate: null,
    });
    app.market.advance(90 * 60_000);
    const pastAfter = (await app.get<ScreenerByDateAnswer>(byDate('bullish-ema-stack', 'all', '2026-11-20')))
      .body;
    const liveAfter = (await app.get<ScreenerByDateAnswer>(byDate('bullish-ema-stack', 'all'))).body;
    expect(pastAfter.rows).toEqual(past.rows);
    expect(liveAfter.rows.map((r) => r.ltp)).not.toEqual(liveBefore.rows.map((r) => r.ltp));
  }, 60_000);

  it('accepts the sample route parameters: a technical id, a sector position and a trading day', async () => {
    const { body } = await app.get<ScreenerByDateAnswer>(byDate('1', '1', '2026-11-20'));
    expect(body).toMatchObject({ status: 1, date: '2026-11-20', sector: 'Automobile and Auto Components' });
    expect(body.screen.slug).toBe('golden-cross');
    expect(body.history).toEqual({ first: '2015-06-01', last: '2026-11-20', session: '2026-11-23' });
  }, 60_000);

  it('explains weekends, holidays, future days and days before the history', async () => {
    const refusal = async (date: string) =>
      (await app.get<{ status: number; message: string }>(byDate('rsi-oversold', 'all', date))).body;
    expect(await refusal('2026-11-21')).toEqual({
      status: 0,
      message: '2026-11-21 was a Saturday: the market was closed. The trading day before it was 2026-11-20.',
    });
    // The first weekday of 2026 without a session is an NSE holiday.
    const dates = new Set<string>(app.state.dates);
    const day = new Date('2026-01-01T00:00:00Z');
    while (dates.has(day.toISOString().slice(0, 10)) || day.getUTCDay() % 6 === 0)
      day.setUTCDate(day.getUTCDate() + 1);
    const holiday = day.toISOString().slice(0, 10);
    expect((await refusal(holiday)).message).toMatch(
      new RegExp(
        `^${holiday} \\([A-Z][a-z]+day\\) was a market holiday: the market was closed\\. The trading day before it was 2026-\\d\\d-\\d\\d\\.$`,
      ),
    );
    expect(await refusal('2026-11-30')).toEqual({
      status: 0,
      message:
        '2026-11-30 has not traded yet: the current session is 2026-11-23. Pick 2026-11-23 or an earlier trading day.',
    });
    expect((await refusal('2014-01-01')).message).toBe(
      '2014-01-01 is before the market history, which starts on 2015-06-01.',
    );
    expect((await app.get(byDate('rsi-oversold', 'all', 'yesterday'))).statusCode).toBe(400);
    expect((await app.get(byDate('moonshot', 'all', '2026-11-20'))).body).toMatchObject({ status: 0 });
  }, 60_000);

  it('runs fundamental screens only on the current session, and says why', async () => {
    expect((await app.get(byDate('graham-value', 'all', '2026-11-20'))).body).toEqual({
      status: 0,
      message:
        '“Graham value” reads company fundamentals (eps, pe, pb, debt_to_equity, market_cap), which the simulated market keeps for the current session only: it can be run on 2026-11-23, not on 2026-11-20.',
    });
    const today = (await app.get<ScreenerByDateAnswer>(byDate('graham-value', 'all', '2026-11-23'))).body;
    expect(today).toMatchObject({ status: 1, live: true });
    expect((await app.get(byDate('intraday-strength-in-uptrend', 'all', '2026-11-20'))).body).toMatchObject({
      status: 0,
      message: expect.stringMatching(/15-minute bars/),
    });
  }, 60_000);
});
