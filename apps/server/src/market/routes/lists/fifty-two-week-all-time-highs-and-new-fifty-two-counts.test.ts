import type { AllTimeHighResponse, FiftyTwoWeekResponse, NewFiftyTwoResponse } from '@nivesh/contracts';
import { FIFTY_TWO_WEEK_DAYS, type LevelHit } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { dayIndex, equityDailies, useMarketTestApp } from '../../../testing/market-test-app';
import type { ListDay } from '../../day/list-day';
import { resolveScope } from '../../day/list-scope';
import { ruleHits } from './level-lists';

type Levels = Extract<FiftyTwoWeekResponse, { status: 1 }>;
type NewFiftyTwo = Extract<NewFiftyTwoResponse, { status: 1 }>;
type Ath = Extract<AllTimeHighResponse, { status: 1 }>;

const symbols = (rows: readonly { symbol: string }[]): string[] => rows.map((r) => r.symbol);

describe('TodayActivity/get52WeekHigh, get52WeekLow, getNewFiftyTwo and getAllTimeHigh', () => {
  const app = useMarketTestApp();

  it('lists live new 52-week highs and lows, near ones and all-time highs as MarketState finds them', async () => {
    const high = (await app.get<Levels>('TodayActivity/get52WeekHigh')).body;
    const low = (await app.get<Levels>('TodayActivity/get52WeekLow')).body;
    const nearHigh = (await app.get<Levels>('TodayActivity/get52WeekHigh?list=near&within=3')).body;
    const ath = (await app.get<Ath>('TodayActivity/getAllTimeHigh')).body;
    const s = app.state;
    expect(symbols(high.rows)).toEqual(symbols(s.fiftyTwoWeek({ kind: 'high' })));
    expect(symbols(low.rows)).toEqual(symbols(s.fiftyTwoWeek({ kind: 'low' })));
    expect(symbols(nearHigh.rows)).toEqual(symbols(s.nearFiftyTwoWeek({ kind: 'high', thresholdPct: 3 })));
    expect(symbols(ath.rows)).toEqual(symbols(s.allTimeHighs()));
    expect(high.rows.length).toBeGreaterThan(0);
    expect(nearHigh).toMatchObject({ list: 'near', within: 3, kind: 'high' });
    const first = s.fiftyTwoWeek({ kind: 'high' })[0] as LevelHit;
    expect(high.rows[0]?.level).toBe(Math.round(first.level) / 100);
    for (const row of high.rows) expect(row.high).toBeGreaterThanOrEqual(row.level - 0.01);
    for (const row of low.rows) expect(row.low).toBeLessThanOrEqual(row.level + 0.01);
  });

  it('computes every list from daily bars by the same rules MarketState uses (the past-date path, run live)', () => {
    const s = app.state;
    const scope = resolveScope(s, { index: 'all' });
    if ('status' in scope) throw new Error(scope.message);
    const live: ListDay = { kind: 'live', date: s.sessionDate };
    const bySymbol = (hits: readonly { id: number }[]) => hits.map((h) => s.meta(h.id).symbol);
    expect(bySymbol(ruleHits(s, scope, live, 'gainers'))).toEqual(
      symbols(s.topMovers({ direction: 'gainers', limit: 1000 })),
    );
    expect(bySymbol(ruleHits(s, scope, live, 'losers'))).toEqual(
      symbols(s.topMovers({ direction: 'losers', limit: 1000 })),
    );
    expect(bySymbol(ruleHits(s, scope, live, 'newHigh'))).toEqual(symbols(s.fiftyTwoWeek({ kind: 'high' })));
    expect(bySymbol(ruleHits(s, scope, live, 'newLow'))).toEqual(symbols(s.fiftyTwoWeek({ kind: 'low' })));
    expect(bySymbol(ruleHits(s, scope, live, 'allTimeHigh'))).toEqual(symbols(s.allTimeHighs()));
    for (const kind of ['high', 'low'] as const) {
      expect(bySymbol(ruleHits(s, scope, live, { near: kind, within: 4 }))).toEqual(
        symbols(s.nearFiftyTwoWeek({ kind, thresholdPct: 4 })),
      );
    }
  });

  it("answers a past date from that day's high against the 250 sessions before it", async () => {
    const s = app.state;
    const t = dayIndex(s, '2026-11-20');
    const expected = equityDailies(s).flatMap(({ symbol, daily: d }) => {
      let level = 0;
      for (let k = Math.max(d.firstDay, t - FIFTY_TWO_WEEK_DAYS); k < t; k++) {
        level = Math.max(level, (d.high[k] ?? 0) * (d.adjFactor[k] ?? 1));
      }
      const f = d.adjFactor[t] ?? 1;
      return (d.high[t] ?? 0) * f >= level && level > 0 ? [{ symbol, level: level / f }] : [];
    });
    const body = (await app.get<Levels>('TodayActivity/get52WeekHigh?date=2026-11-20')).body;
    expect(body).toMatchObject({ status: 1, date: '2026-11-20', live: false, total: expected.length });
    expect(new Set(symbols(body.rows))).toEqual(new Set(expected.map((e) => e.symbol)));
    const firstExpected = expected.find((e) => e.symbol === body.rows[0]?.symbol);
    expect(body.rows[0]?.level).toBe(Math.round(firstExpected?.level ?? 0) / 100);
  });

  it('counts new highs and lows today and for each recent session, agreeing with the per-day lists', async () => {
    const body = (await app.get<NewFiftyTwo>('TodayActivity/getNewFiftyTwo')).body;
    expect(body.counts).toEqual({
      highs: app.state.fiftyTwoWeek({ kind: 'high' }).length,
      lows: app.state.fiftyTwoWeek({ kind: 'low' }).length,
    });
    expect(symbols(body.highs)).toEqual(symbols(app.state.fiftyTwoWeek({ kind: 'high' })));
    expect(body.history).toHaveLength(60);
    expect(body.history.at(-1)?.date).toBe('2026-11-20');
    for (const date of ['2026-11-20', '2026-10-01']) {
      const day = body.history.find((h) => h.date === date);
      const highs = (await app.get<Levels>(`TodayActivity/get52WeekHigh?date=${date}`)).body;
      const lows = (await app.get<Levels>(`TodayActivity/get52WeekLow?date=${date}`)).body;
      expect(day).toEqual({ date, highs: highs.total, lows: lows.total });
    }
    const nifty = (await app.get<NewFiftyTwo>('TodayActivity/getNewFiftyTwo?index=nifty50&limit=2')).body;
    expect(nifty.highs.length).toBeLessThanOrEqual(2);
    expect(nifty.history.every((h) => h.highs <= 50 && h.lows <= 50)).toBe(true);
  });
});
