import type { EventsAnswer, EventsPerformanceAnswer } from '@nivesh/contracts';
import { isResultsBar, resultsPhaseOf } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { dayIndex, equityDailies, useMarketTestApp } from '../testing/market-test-app';
import { TEST_MARKET_SEED } from '../testing/test-market';

type Refusal = { status: 0; message: string };

describe('events fall on the simulator’s results jumps, show their outcome and never reveal the future', {
  timeout: 180_000,
}, () => {
  const app = useMarketTestApp();

  it('dates results on the jump days, whose overnight gaps are larger than other days’', async () => {
    const state = app.state;
    const gaps: number[] = [];
    let withFigures = 0;
    let date: string | null = null;
    for (let k = 0; k < 40; k++) {
      const query: string = `TodayActivity/getEvents?type=results&size=200${date === null ? '' : `&date=${date}`}`;
      const { statusCode, body }: { statusCode: number; body: EventsAnswer } =
        await app.get<EventsAnswer>(query);
      expect(statusCode, query).toBe(200);
      expect(body.source).toMatchObject({ kind: 'simulated', simulated: true });
      for (const row of body.rows) {
        expect(row.type).toBe('results');
        // The window's bar index is the state's (the state is the window up to today).
        const live = row.date === state.sessionDate;
        const t = live ? state.dates.length : dayIndex(state, row.date);
        expect(isResultsBar(t, resultsPhaseOf(TEST_MARKET_SEED, row.symbol)), row.symbol).toBe(true);
        // The running session's outcome is not known before its close.
        if (live) {
          expect(row.outcome).toBeNull();
          continue;
        }
        expect(row.outcome).not.toBeNull();
        gaps.push(Math.abs(row.outcome?.gapPct ?? 0));
        if (row.outcome?.netProfitCr !== null && row.outcome?.netProfitYoyPct !== null) withFigures++;
      }
      expect(body.counts.results).toBe(body.total);
      date = body.previousDate;
      if (date === null) break;
    }
    expect(gaps.length).toBeGreaterThan(100);
    // Every stock's gap on the same recent sessions, results days or not.
    const all: number[] = [];
    for (const { daily } of equityDailies(state)) {
      for (let t = state.dates.length - 60; t < state.dates.length; t++) {
        const before =
          (daily.close[t - 1] ?? 0) * ((daily.adjFactor[t - 1] ?? 1) / (daily.adjFactor[t] ?? 1));
        if (before > 0) all.push(Math.abs(((daily.open[t] ?? 0) / before - 1) * 100));
      }
    }
    const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
    expect(mean(gaps)).toBeGreaterThan(1.8 * mean(all));
    // Recent results carry the simulated quarter's figures.
    expect(withFigures).toBeGreaterThan(gaps.length / 2);
  });

  it('lists upcoming events only as announced by the day shown, and board meetings before results', async () => {
    const { body } = await app.get<EventsAnswer>('TodayActivity/getEvents?date=2026-10-01&size=200');
    expect(body.date).toBe('2026-10-01');
    expect(body.upcoming.length).toBeGreaterThan(0);
    for (const e of body.upcoming) {
      expect(e.announcedOn <= '2026-10-01').toBe(true);
      expect(e.date > '2026-10-01' && e.date <= '2026-10-15').toBe(true);
      expect(e.outcome).toBeNull();
    }
    // What was announced later is not there: a later day lists more events in the same window.
    const earlier = await app.get<EventsAnswer>('TodayActivity/getEvents?date=2026-10-01&type=results');
    const later = await app.get<EventsAnswer>('TodayActivity/getEvents?date=2026-10-09&type=results');
    expect(earlier.body.upcomingTotal).toBe(earlier.body.upcoming.length);
    const laterSeen = later.body.upcoming.filter((e) => e.date <= '2026-10-15');
    const earlierKeys = new Set(earlier.body.upcoming.map((e) => `${e.symbol}|${e.type}|${e.date}`));
    const notYet = laterSeen.filter((e) => !earlierKeys.has(`${e.symbol}|${e.type}|${e.date}`));
    expect(notYet.length).toBeGreaterThan(0);
    for (const e of notYet) expect(e.announcedOn > '2026-10-01').toBe(true);
    // A board meeting considers the results the session before they come out.
    const meeting = body.upcoming.find((e) => e.type === 'board-meeting');
    expect(meeting?.purpose).toMatch(/^Board meeting to consider .*results Q\d FY\d{4}$/);
    // The latest day: nothing after the running session is a day to show.
    const latest = await app.get<EventsAnswer>('TodayActivity/getEvents');
    expect(latest.body.latestDate).toBe('2026-11-23');
    expect(latest.body.date <= '2026-11-23').toBe(true);
    expect(latest.body.nextDate).toBeNull();
    for (const e of latest.body.upcoming) expect(e.announcedOn <= latest.body.date).toBe(true);
  });

  it('gives an old quarter’s figures too (the statements reach back over the whole window)', async () => {
    const first = await app.get<EventsAnswer>('TodayActivity/getEvents?type=results&date=2018-06-01');
    const date = first.body.total > 0 ? first.body.date : first.body.nextDate;
    const { body } = await app.get<EventsAnswer>(`TodayActivity/getEvents?type=results&date=${date}`);
    expect(body.rows.length).toBeGreaterThan(0);
    for (const row of body.rows) {
      expect(row.outcome?.revenueCr, row.symbol).toBeGreaterThan(0);
      expect(row.outcome?.revenueYoyPct, row.symbol).not.toBeNull();
    }
  });

  it('filters by stock', async () => {
    const { body } = await app.get<EventsAnswer>('TodayActivity/getEvents?symbol=reliance');
    expect(body.rows.length).toBeGreaterThan(0);
    for (const e of body.rows) expect(e.symbol).toBe('RELIANCE');
    expect(body.previousDate).not.toBeNull();
  });

  it('refuses a weekend, a day after the running session, a malformed date and a bad type', async () => {
    for (const path of [
      'TodayActivity/getEvents?date=2026-11-15',
      'TodayActivity/getEvents?date=2026-11-24',
      'TodayActivity/getEvents?date=2026-13-45',
      'TodayActivity/getEvents?date=yesterday',
      'TodayActivity/getEvents?type=dividend',
      'TodayActivity/getEventsPerformance?from=2026-11-20&to=2026-10-01',
      'TodayActivity/getEventsPerformance?groupBy=client',
    ]) {
      const { statusCode, body } = await app.get<Refusal>(path);
      expect(statusCode, path).toBe(400);
      expect(body.status).toBe(0);
    }
  });

  it('measures a range’s events in the background and groups them by type, profit and gap', async () => {
    let answer: EventsPerformanceAnswer | undefined;
    for (let k = 0; k < 60; k++) {
      const { statusCode, body } = await app.get<EventsPerformanceAnswer>(
        'TodayActivity/getEventsPerformance?from=2026-05-01&to=2026-09-30',
      );
      expect(statusCode).toBe(200);
      if (body.ready) {
        answer = body;
        break;
      }
      expect(body.progressPct).toBeLessThan(100);
    }
    expect(answer?.groups.map((g) => g.key).sort()).toEqual(['agm', 'board-meeting', 'results']);
    const results = answer?.groups.find((g) => g.key === 'results');
    expect(results?.horizons.map((h) => h.days)).toEqual([1, 5, 20, 60]);
    expect(results?.horizons[0]?.n).toBe(results?.deals);
    expect(answer?.method).toContain('NIFTY 50');
    const byGap = await app.get<EventsPerformanceAnswer>(
      'TodayActivity/getEventsPerformance?from=2026-05-01&to=2026-09-30&groupBy=gap',
    );
    expect(byGap.body.groups.map((g) => g.key).sort()).toEqual(['gapped down', 'gapped up']);
    expect(byGap.body.overall.deals).toBe(results?.deals);
  });
});
