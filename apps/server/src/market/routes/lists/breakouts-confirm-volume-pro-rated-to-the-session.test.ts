import type { BreakoutResponse } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { dayIndex, idOf, useMarketTestApp } from '../../../testing/market-test-app';
import { resolveScope } from '../../day/list-scope';
import { breakoutHits, dayBreakoutHits } from './level-lists';

type Breakouts = Extract<BreakoutResponse, { status: 1 }>;

describe('TodayActivity/getBreakoutStocks', () => {
  const app = useMarketTestApp();

  it("MarketState's live query equals the daily-columns rule when the whole day's volume counts", () => {
    const s = app.state;
    const scope = resolveScope(s, { index: 'all' });
    if ('status' in scope) throw new Error(scope.message);
    const live = { kind: 'live', date: s.sessionDate } as const;
    for (const lookback of [20, 50, 250]) {
      for (const confirmedOnly of [true, false]) {
        const mine = dayBreakoutHits(s, scope, live, { lookback, confirmedOnly });
        const theirs = breakoutHits(s, scope, live, { lookback, sessionFraction: 1, confirmedOnly });
        expect(mine.map((h) => s.meta(h.id).symbol)).toEqual(theirs.map((h) => s.meta(h.id).symbol));
        expect(mine.map((h) => h.level)).toEqual(theirs.map((h) => h.level));
        const ratio = (h: { volumeRatio: number }) => h.volumeRatio.toFixed(9);
        expect(mine.map(ratio)).toEqual(theirs.map(ratio));
      }
    }
  });

  it('pro-rates the average volume to the share of the session played, and lists unconfirmed ones on request', async () => {
    const session = app.market.market.feed.session();
    const confirmed = (await app.get<Breakouts>('TodayActivity/getBreakoutStocks?lookback=20')).body;
    const any = (await app.get<Breakouts>('TodayActivity/getBreakoutStocks?lookback=20&volume=any')).body;
    expect(confirmed.sessionFraction).toBeCloseTo(session.secondsPlayed / 22_500, 4);
    expect(confirmed.rows.length).toBeGreaterThan(0);
    for (const row of confirmed.rows) {
      expect(row.ltp).toBeGreaterThan(row.level);
      expect(row.volumeConfirmed).toBe(true);
      expect(row.volume).toBeGreaterThan(row.averageVolume * confirmed.sessionFraction * 0.999);
    }
    expect(any.total).toBeGreaterThanOrEqual(confirmed.total);
    const anySymbols = new Set(any.rows.map((r) => r.symbol));
    for (const row of confirmed.rows) expect(anySymbols.has(row.symbol)).toBe(true);

    // The level of the first breakout is the highest (adjusted) high of the 20 completed days.
    const first = confirmed.rows[0];
    const d = app.state.daily(idOf(app.state, first?.symbol ?? ''));
    const n = app.state.dates.length;
    let level = 0;
    let volume = 0;
    for (let t = n - 20; t < n; t++) {
      level = Math.max(level, (d.high[t] ?? 0) * (d.adjFactor[t] ?? 1));
      volume += d.volume[t] ?? 0;
    }
    expect(first?.level).toBe(Math.round(level) / 100);
    expect(first?.averageVolume).toBe(Math.round(volume / 20));
  });

  it('answers a past date against the window before it with whole-day volume', async () => {
    const s = app.state;
    const t = dayIndex(s, '2026-11-20');
    const body = (await app.get<Breakouts>('TodayActivity/getBreakoutStocks?lookback=50&date=2026-11-20'))
      .body;
    expect(body).toMatchObject({ status: 1, live: false, sessionFraction: 1, lookback: 50 });
    for (const row of body.rows) {
      const d = s.daily(idOf(s, row.symbol));
      let level = 0;
      for (let k = t - 50; k < t; k++) level = Math.max(level, (d.high[k] ?? 0) * (d.adjFactor[k] ?? 1));
      expect(row.level).toBe(Math.round(level / (d.adjFactor[t] ?? 1)) / 100);
      expect(row.ltp).toBe((d.close[t] ?? 0) / 100);
      expect(row.volume).toBe(d.volume[t]);
      expect(row.volumeRatio).toBeGreaterThan(1);
    }
  });

  it('accepts only the 20, 50 and 250-day lookbacks', async () => {
    const res = await app.get('TodayActivity/getBreakoutStocks?lookback=30');
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({
      errors: [{ field: 'lookback', message: 'lookback must be 20, 50 or 250' }],
    });
  });
});
