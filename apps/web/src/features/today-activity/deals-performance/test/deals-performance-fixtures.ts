// Answers of TodayActivity/getDealsPerformance for web tests, typed by the contracts (so they stay valid).
import type {
  DealGroup,
  DealGrouping,
  DealKind,
  DealsPerformanceAnswer,
  HorizonStats,
} from '@nivesh/contracts';
import { SOURCE } from '@/features/market-overview/lib/overview-test-fixtures';

/** One horizon: n, mean return, abnormal mean with its interval [low, high], share beating NIFTY. */
export function horizon(
  days: number,
  n: number,
  meanPct: number | null,
  abnormal: readonly [number | null, number | null, number | null],
  beatNiftyPct: number | null,
): HorizonStats {
  return {
    days,
    n,
    meanPct,
    abnormalMeanPct: abnormal[0],
    abnormalCiLowPct: abnormal[1],
    abnormalCiHighPct: abnormal[2],
    beatNiftyPct,
  };
}

/** T+60 has not closed for any deal of the range. */
const notYet = (days: number) => horizon(days, 0, null, [null, null, null], null);

/**
 * All bulk deals of the year: T+1 not distinguishable from NIFTY (+0.07, interval across 0), T+5
 * above it, T+20 below it, T+60 not reached yet.
 */
export const BULK_OVERALL: DealGroup = {
  key: 'all',
  deals: 1114,
  valueCr: 420088.4,
  horizons: [
    horizon(1, 1110, 0.09, [0.07, -0.07, 0.21], 50.4),
    horizon(5, 1096, 0.57, [0.34, 0.05, 0.64], 50.6),
    horizon(20, 1048, -0.29, [-0.71, -1.33, -0.08], 46.8),
    notYet(60),
  ],
};

export const BULK_BY_SIDE: readonly DealGroup[] = [
  {
    key: 'BUY',
    deals: 700,
    valueCr: 250010.25,
    horizons: [
      horizon(1, 698, 0.2, [0.15, -0.05, 0.35], 51.2),
      horizon(5, 690, 0.9, [0.62, 0.2, 1.04], 52.3),
      horizon(20, 660, 1.5, [1.2, 0.4, 2.0], 55.1),
      notYet(60),
    ],
  },
  {
    key: 'SELL',
    deals: 414,
    valueCr: 170078.15,
    horizons: [
      horizon(1, 412, -0.1, [-0.07, -0.3, 0.16], 49.0),
      horizon(5, 406, 0.1, [-0.12, -0.6, 0.36], 48.1),
      horizon(20, 388, -2.4, [-2.1, -3.0, -1.2], 41.2),
      notYet(60),
    ],
  },
];

/** All block deals of the range: one deal has reached T+60 (no interval). */
export const BLOCK_OVERALL: DealGroup = {
  key: 'all',
  deals: 212,
  valueCr: 61234.5,
  horizons: [
    horizon(1, 210, 0.3, [0.12, -0.3, 0.54], 52.0),
    horizon(5, 205, -0.6, [-0.85, -1.5, -0.2], 45.4),
    horizon(20, 180, 1.1, [0.4, -0.9, 1.7], 51.7),
    horizon(60, 1, 4.2, [3.9, null, null], 100),
  ],
};

/** Block deals by size: ₹10–50 Cr deals lagged NIFTY at T+5; ≥ ₹1,000 Cr ones had one deal. */
export const BLOCK_BY_SIZE: readonly DealGroup[] = [
  {
    key: '₹10–50 Cr',
    deals: 150,
    valueCr: 3900.75,
    horizons: [
      horizon(1, 149, 0.2, [0.1, -0.4, 0.6], 51),
      horizon(5, 146, -1.1, [-1.3, -2.1, -0.5], 43.2),
      horizon(20, 130, 0.9, [0.6, -0.8, 2.0], 52.3),
      notYet(60),
    ],
  },
  {
    key: '≥ ₹1,000 Cr',
    deals: 1,
    valueCr: 1250,
    horizons: [
      horizon(1, 1, 0.5, [0.45, null, null], 100),
      horizon(5, 1, 1.5, [1.2, null, null], 100),
      horizon(20, 1, 3.1, [2.5, null, null], 100),
      horizon(60, 1, 4.2, [3.9, null, null], 100),
    ],
  },
];

const CLIENTS = [
  'GOLDMAN SACHS (SINGAPORE) PTE - ODI',
  'SBI MUTUAL FUND',
  'GRAVITON RESEARCH CAPITAL LLP',
  'LIFE INSURANCE CORPORATION OF INDIA',
  'RAKESH KUMAR SHARMA',
];

/** The `count`th client group (as many as asked; names repeat with a number after the fifth). */
export function clientGroup(index: number): DealGroup {
  const base = CLIENTS[index % CLIENTS.length] ?? 'CLIENT';
  const key = index < CLIENTS.length ? base : `${base} ${Math.floor(index / CLIENTS.length) + 1}`;
  const sign = index % 2 === 0 ? 1 : -1;
  return {
    key,
    deals: 60 - index,
    valueCr: 1000 + index * 10.5,
    horizons: [
      horizon(1, 60 - index, 0.1 * sign, [0.1 * sign, -0.4, 0.6], 50),
      horizon(5, 58 - index, 0.5 * sign, [0.5 * sign, -0.5, 1.5], 51),
      horizon(
        20,
        50 - index,
        1.25 * sign,
        [1.25 * sign, sign > 0 ? 0.25 : -2.25, sign > 0 ? 2.25 : -0.25],
        53,
      ),
      notYet(60),
    ],
  };
}

export interface AnswerOptions {
  readonly kind?: DealKind;
  readonly groupBy?: DealGrouping;
  readonly ready?: boolean;
  readonly progressPct?: number;
  readonly from?: string;
  readonly to?: string;
  readonly page?: number;
  readonly size?: number;
  readonly total?: number;
  readonly overall?: DealGroup;
  readonly groups?: readonly DealGroup[];
  /** From imported NSE files (the latest's name), instead of simulated. */
  readonly importedFile?: string;
}

const METHOD =
  'Each deal’s return runs from the close of the deal day (deals are published after the close) to the close 1, 5, 20 and 60 sessions later.';

/** The server's answer on Monday 23-Nov-2026 (still trading): the year up to Friday 20-Nov-2026, simulated. */
export function performanceAnswer(options: AnswerOptions = {}): DealsPerformanceAnswer {
  const kind = options.kind ?? 'bulk';
  const ready = options.ready ?? true;
  const groups = options.groups ?? (kind === 'bulk' ? BULK_BY_SIDE : BLOCK_BY_SIZE);
  const overall = options.overall ?? (kind === 'bulk' ? BULK_OVERALL : BLOCK_OVERALL);
  const empty: DealGroup = {
    key: 'all',
    deals: 0,
    valueCr: 0,
    horizons: [1, 5, 20, 60].map(notYet),
  };
  return {
    status: 1,
    message: ready ? `bulk deals' performance, ${overall.deals} deals (simulated)` : 'computing',
    source: {
      ...SOURCE,
      simulated: options.importedFile === undefined,
      kind: options.importedFile === undefined ? 'simulated' : 'imported',
      fileName: options.importedFile ?? null,
    },
    kind,
    ready,
    progressPct: ready ? 100 : (options.progressPct ?? 40),
    from: options.from ?? '2025-11-18',
    to: options.to ?? '2026-11-20',
    earliestDate: '2015-06-01',
    latestDate: '2026-11-20',
    groupBy: options.groupBy ?? (kind === 'bulk' ? 'side' : 'size'),
    overall: ready ? overall : empty,
    total: ready ? (options.total ?? groups.length) : 0,
    page: options.page ?? 1,
    size: options.size ?? 20,
    groups: ready ? [...groups] : [],
    method: METHOD,
  };
}
