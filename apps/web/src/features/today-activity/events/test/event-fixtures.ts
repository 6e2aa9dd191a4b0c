// Answers of TodayActivity/getEvents for web tests, typed by the contracts (so they stay valid).
import type { EventDto, EventsAnswer, EventType } from '@nivesh/contracts';
import { SOURCE } from '@/features/market-overview/lib/overview-test-fixtures';

export const LATEST = '2026-11-20';
const DAYS = ['2026-11-17', '2026-11-19', LATEST];

const noOutcome = { revenueCr: null, revenueYoyPct: null, netProfitCr: null, netProfitYoyPct: null };

/** A results day: TCS up on a profit rise, INFY down on a fall; a board meeting; an AGM. */
export const DAY_EVENTS: readonly EventDto[] = [
  {
    symbol: 'INFY',
    name: 'Infosys Limited',
    type: 'results',
    date: LATEST,
    announcedOn: '2026-11-06',
    purpose: 'Financial results Q2 FY2027',
    period: 'Q2 FY2027',
    outcome: {
      revenueCr: 40_210.5,
      revenueYoyPct: 4.2,
      netProfitCr: 6_120.25,
      netProfitYoyPct: -8.4,
      gapPct: -5.12,
      changePct: -6.3,
      close: 1_402.5,
    },
  },
  {
    symbol: 'TCS',
    name: 'Tata Consultancy Services Limited',
    type: 'results',
    date: LATEST,
    announcedOn: '2026-11-05',
    purpose: 'Financial results Q2 FY2027',
    period: 'Q2 FY2027',
    outcome: {
      revenueCr: 65_120,
      revenueYoyPct: 9.8,
      netProfitCr: 12_400.4,
      netProfitYoyPct: 12.6,
      gapPct: 4.25,
      changePct: 3.1,
      close: 4_120.3,
    },
  },
  {
    symbol: 'WIPRO',
    name: 'Wipro Limited',
    type: 'board-meeting',
    date: LATEST,
    announcedOn: '2026-11-09',
    purpose: 'Board meeting to consider financial results Q2 FY2027',
    period: 'Q2 FY2027',
    outcome: { ...noOutcome, gapPct: 0.4, changePct: -0.8, close: 250.1 },
  },
  {
    symbol: 'ITC',
    name: 'ITC Limited',
    type: 'agm',
    date: LATEST,
    announcedOn: '2026-10-14',
    purpose: 'Annual general meeting FY2026',
    period: 'FY2026',
    outcome: { ...noOutcome, gapPct: 0.1, changePct: 0.5, close: 420 },
  },
];

export const UPCOMING: readonly EventDto[] = [
  {
    symbol: 'HCLTECH',
    name: 'HCL Technologies Limited',
    type: 'board-meeting',
    date: '2026-11-26',
    announcedOn: '2026-11-13',
    purpose: 'Board meeting to consider financial results Q2 FY2027',
    period: 'Q2 FY2027',
    outcome: null,
  },
];

/** The answer to `url` (its date, type and symbol filters and page honoured). */
export function eventsAnswerFor(url: URL | string): EventsAnswer {
  const q = new URL(String(url), 'http://localhost').searchParams;
  const date = q.get('date') ?? LATEST;
  const type = (q.get('type') ?? 'all') as EventType | 'all';
  const symbol = q.get('symbol')?.toUpperCase();
  const page = Number(q.get('page') ?? 1);
  const size = Number(q.get('size') ?? 50);
  const day = date === LATEST ? DAY_EVENTS.filter((e) => !symbol || e.symbol === symbol) : [];
  const shown = day.filter((e) => type === 'all' || e.type === type);
  const k = DAYS.indexOf(date);
  const count = (t: EventType) => day.filter((e) => e.type === t).length;
  return {
    status: 1,
    message: 'ok',
    source: { ...SOURCE, simulated: true, kind: 'simulated' },
    date,
    previousDate: DAYS[k - 1] ?? null,
    nextDate: DAYS[k + 1] ?? null,
    latestDate: '2026-11-23',
    earliestDate: '2015-06-01',
    type,
    total: shown.length,
    page,
    size,
    rows: shown.slice((page - 1) * size, page * size),
    counts: { results: count('results'), 'board-meeting': count('board-meeting'), agm: count('agm') },
    upcoming: date === LATEST ? [...UPCOMING] : [],
    upcomingTotal: date === LATEST ? UPCOMING.length : 0,
  };
}
