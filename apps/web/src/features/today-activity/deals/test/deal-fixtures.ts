// Answers of TodayActivity/getDeals for web tests, typed by the contracts (so they stay valid).
import type { DealDto, DealKind, DealsAnswer } from '@nivesh/contracts';
import { SOURCE } from '@/features/market-overview/lib/overview-test-fixtures';

/** The latest session with deals (Friday; the market trades Monday 23-Nov-2026). */
export const LATEST = '2026-11-20';
export const EARLIEST = '2026-05-18';

/** The sessions with deals, oldest first (the last few). */
const SESSIONS = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', LATEST];

type Market = Pick<DealDto, 'pctOfShares' | 'closeThatDay' | 'lastPrice' | 'changeSincePct'>;

const deal = (
  symbol: string,
  securityName: string,
  clientName: string,
  side: DealDto['side'],
  quantity: number,
  price: number,
  market: Market,
  remarks: string | null = null,
): DealDto => ({
  symbol,
  securityName,
  clientName,
  side,
  quantity,
  price,
  valueCr: Math.round((quantity * price) / 100_000) / 100,
  ...market,
  remarks,
});

const NAVA = { closeThatDay: 214.1, lastPrice: 220.75 };

/** A bulk day: a client in and out of NAVA, a seller of RPOWER, an SME stock the market does not know. */
export const BULK_DEALS: readonly DealDto[] = [
  deal('NAVA', 'NAVA LIMITED', 'GRAVITON RESEARCH CAPITAL LLP', 'BUY', 6_849_200, 212.35, {
    ...NAVA,
    pctOfShares: 2.367,
    changeSincePct: 3.96,
  }),
  deal('NAVA', 'NAVA LIMITED', 'GRAVITON RESEARCH CAPITAL LLP', 'SELL', 6_812_000, 213.1, {
    ...NAVA,
    pctOfShares: 2.354,
    changeSincePct: 3.59,
  }),
  deal('RPOWER', 'RELIANCE POWER LTD.', 'NEXUS GLOBAL OPPORTUNITIES FUND', 'SELL', 21_000_000, 41.2, {
    pctOfShares: 0.523,
    closeThatDay: 40.95,
    lastPrice: 39.8,
    changeSincePct: -3.4,
  }),
  deal(
    'ABCDSME',
    'ABCD INDUSTRIES LTD - SME',
    'RAJESH KUMAR SHAH',
    'BUY',
    150_000,
    96.5,
    { pctOfShares: null, closeThatDay: null, lastPrice: null, changeSincePct: null },
    'Trade in the SME segment',
  ),
];

const HDFC = { pctOfShares: 0.016, closeThatDay: 1702.55, lastPrice: 1715.2, changeSincePct: 1.59 };

/** A block day: BAT selling ITC, a cross of HDFC Bank between two foreign funds. */
export const BLOCK_DEALS: readonly DealDto[] = [
  deal('ITC', 'ITC LTD', 'BRITISH AMERICAN TOBACCO (2012) LIMITED', 'SELL', 23_000_000, 400.2, {
    pctOfShares: 0.184,
    closeThatDay: 396.8,
    lastPrice: 392.15,
    changeSincePct: -2.01,
  }),
  deal('HDFCBANK', 'HDFC BANK LTD', 'MORGAN STANLEY ASIA (SINGAPORE) PTE.', 'BUY', 1_250_000, 1688.4, HDFC),
  deal(
    'HDFCBANK',
    'HDFC BANK LTD',
    'GOLDMAN SACHS INVESTMENTS (MAURITIUS) I LTD',
    'SELL',
    1_250_000,
    1688.4,
    HDFC,
  ),
];

const sum = (rows: readonly DealDto[], side: DealDto['side']) =>
  Math.round(rows.filter((r) => r.side === side).reduce((a, r) => a + r.valueCr, 0) * 100) / 100;

export interface DealsDayOptions {
  readonly date?: string;
  readonly imported?: boolean;
  /** The day's deals before the filters; default the kind's fixture day. */
  readonly deals?: readonly DealDto[];
  readonly side?: string | null;
  readonly symbol?: string | null;
  readonly page?: number;
  readonly size?: number;
}

/** The answer for `kind` on `date` (default the latest), filtered and paged as the server does. */
export function dealsDay(kind: DealKind, options: DealsDayOptions = {}): DealsAnswer {
  const date = options.date ?? LATEST;
  const all = options.deals ?? (kind === 'bulk' ? BULK_DEALS : BLOCK_DEALS);
  const shown = all.filter(
    (d) =>
      (!options.side || d.side === options.side) &&
      (!options.symbol || d.symbol === options.symbol.toUpperCase()),
  );
  const page = options.page ?? 1;
  const size = options.size ?? 50;
  const k = SESSIONS.indexOf(date);
  return {
    status: 1,
    message: `${date}: ${kind} deals`,
    source: {
      ...SOURCE,
      simulated: !options.imported,
      kind: options.imported ? 'imported' : 'simulated',
      fileName: options.imported ? `${kind}.csv` : null,
    },
    kind,
    date,
    previousDate: SESSIONS[k - 1] ?? null,
    nextDate: SESSIONS[k + 1] ?? null,
    latestDate: LATEST,
    earliestDate: EARLIEST,
    total: shown.length,
    page,
    size,
    rows: shown.slice((page - 1) * size, page * size),
    summary: {
      deals: all.length,
      stocks: new Set(all.map((d) => d.symbol)).size,
      buyValueCr: sum(all, 'BUY'),
      sellValueCr: sum(all, 'SELL'),
    },
  };
}

/** The answer to a request's URL, as the server would give it (date, side, symbol, page, size). */
export function dealsAnswerFor(url: URL, options: Omit<DealsDayOptions, 'date' | 'side' | 'symbol'> = {}) {
  const q = url.searchParams;
  const kind = q.get('kind') === 'block' ? 'block' : 'bulk';
  return dealsDay(kind, {
    ...options,
    date: q.get('date') ?? LATEST,
    side: q.get('side'),
    symbol: q.get('symbol'),
    page: Number(q.get('page') ?? 1),
    size: Number(q.get('size') ?? options.size ?? 50),
  });
}

/** `count` deals of one day, largest value first (for paging and the CSV of several pages). */
export function manyDeals(count: number): DealDto[] {
  return Array.from({ length: count }, (_, i) =>
    deal(
      `STOCK${String(i + 1).padStart(3, '0')}`,
      `STOCK ${i + 1} LTD`,
      `CLIENT ${i + 1}`,
      i % 2 === 0 ? 'BUY' : 'SELL',
      1_000_000 - i * 1_000,
      100,
      { pctOfShares: 0.6, closeThatDay: 101, lastPrice: 102, changeSincePct: 2 },
    ),
  );
}
