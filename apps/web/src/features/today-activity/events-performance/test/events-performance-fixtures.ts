// Answers of TodayActivity/getEventsPerformance for web tests, typed by the contracts.
import type { DealGroup, EventGrouping, EventsPerformanceAnswer, HorizonStats } from '@nivesh/contracts';
import { SOURCE } from '@/features/market-overview/lib/overview-test-fixtures';

const h = (
  days: number,
  n: number,
  meanPct: number,
  abnormalMeanPct: number,
  low: number | null,
  high: number | null,
  beatNiftyPct: number,
): HorizonStats => ({
  days,
  n,
  meanPct,
  abnormalMeanPct,
  abnormalCiLowPct: low,
  abnormalCiHighPct: high,
  beatNiftyPct,
});

const group = (key: string, events: number, t20: HorizonStats): DealGroup => ({
  key,
  deals: events,
  valueCr: 0,
  horizons: [
    h(1, events, 0.1, 0.05, -0.2, 0.3, 51),
    h(5, events, 0.3, 0.1, -0.4, 0.6, 50.5),
    t20,
    h(60, events - 10, 1.2, 0.4, -1.1, 1.9, 49),
  ],
});

const GROUPS: Readonly<Record<EventGrouping, readonly DealGroup[]>> = {
  type: [
    group('board-meeting', 1980, h(20, 1950, 0.9, 0.2, -0.3, 0.7, 50.1)),
    group('results', 1980, h(20, 1950, 1.8, 1.1, 0.6, 1.6, 54.2)),
    group('agm', 480, h(20, 470, -0.4, -0.9, -1.7, -0.1, 46.3)),
  ],
  profit: [
    group('profit up YoY', 1200, h(20, 1180, 2.1, 1.4, 0.8, 2, 55)),
    group('profit down YoY', 700, h(20, 690, 1.1, 0.5, -0.3, 1.3, 51)),
  ],
  gap: [
    group('gapped up', 1000, h(20, 990, 2.4, 1.7, 1, 2.4, 56)),
    group('gapped down', 980, h(20, 960, 1.2, 0.5, -0.2, 1.2, 52)),
  ],
};

export function eventsPerformanceAnswerFor(url: URL | string, ready = true): EventsPerformanceAnswer {
  const q = new URL(String(url), 'http://localhost').searchParams;
  const groupBy = (q.get('groupBy') ?? 'type') as EventGrouping;
  const groups = [...GROUPS[groupBy]];
  const total = groups.reduce((a, g) => a + g.deals, 0);
  return {
    status: 1,
    message: 'ok',
    source: { ...SOURCE, simulated: true, kind: 'simulated' },
    ready,
    progressPct: ready ? 100 : 42,
    from: q.get('from') ?? '2025-11-24',
    to: q.get('to') ?? '2026-11-20',
    earliestDate: '2015-06-01',
    latestDate: '2026-11-20',
    groupBy,
    overall: group('all', total, h(20, total - 30, 1.2, 0.5, 0.2, 0.8, 52)),
    total: ready ? groups.length : 0,
    page: 1,
    size: 20,
    groups: ready ? groups : [],
    method: 'Each event’s return runs from the close of the event’s session…',
  };
}
