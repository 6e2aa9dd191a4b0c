// Answers of TodayActivity/getInsiderTrades for web tests, typed by the contracts (so they stay valid).
import type { InsiderTradeDto, InsiderTradesAnswer } from '@nivesh/contracts';
import { SOURCE } from '@/features/market-overview/lib/overview-test-fixtures';

export const LATEST = '2026-11-20';
export const EARLIEST = '2026-05-18';
const SESSIONS = ['2026-11-18', '2026-11-19', LATEST];

type Trade = Pick<InsiderTradeDto, 'symbol' | 'person' | 'category' | 'transaction' | 'mode' | 'quantity'> & {
  readonly price: number;
  readonly before: number;
  readonly listed: number;
  readonly tradeFrom: string;
  readonly intimationDate: string;
};

const GROUP = {
  'market-purchase': 'open-market',
  'market-sale': 'open-market',
  esop: 'esop',
  'pledge-creation': 'pledge',
  'pledge-revocation': 'pledge',
  'pledge-invocation': 'pledge',
  'off-market': 'other',
} as const;

const pct = (shares: number, listed: number) => Math.round((shares / listed) * 1e6) / 1e4;

function trade(x: Trade, broadcastDate = LATEST): InsiderTradeDto {
  const side =
    x.transaction === 'buy'
      ? 'acquired'
      : x.transaction === 'sell' || x.transaction === 'invoke'
        ? 'disposed'
        : null;
  const after =
    side === 'acquired' ? x.before + x.quantity : side === 'disposed' ? x.before - x.quantity : x.before;
  return {
    symbol: x.symbol,
    company: `${x.symbol} LIMITED`,
    person: x.person,
    category: x.category,
    securityType: 'Equity Shares',
    transaction: x.transaction,
    side,
    mode: x.mode,
    modeGroup: GROUP[x.mode],
    quantity: x.quantity,
    value: Math.round(x.quantity * x.price * 100) / 100,
    beforeShares: x.before,
    beforePct: pct(x.before, x.listed),
    afterShares: after,
    afterPct: pct(after, x.listed),
    tradeFrom: x.tradeFrom,
    tradeTo: x.tradeFrom,
    intimationDate: x.intimationDate,
    broadcastDate,
  };
}

/** A day: a promoter buying on the market, a pledge, a KMP's ESOP allotment and sale, a relative's gift. */
export const DAY: readonly InsiderTradeDto[] = [
  trade({
    symbol: 'NAVA',
    person: 'SHIVALIK FAMILY HOLDINGS PRIVATE LIMITED',
    category: 'promoter',
    transaction: 'pledge',
    mode: 'pledge-creation',
    quantity: 2_000_000,
    price: 214.1,
    before: 80_000_000,
    listed: 290_000_000,
    tradeFrom: '2026-11-18',
    intimationDate: '2026-11-19',
  }),
  trade({
    symbol: 'NAVA',
    person: 'ARJUN PRAKASH MEHTA',
    category: 'promoter',
    transaction: 'buy',
    mode: 'market-purchase',
    quantity: 150_000,
    price: 214.1,
    before: 12_000_000,
    listed: 290_000_000,
    tradeFrom: '2026-11-19',
    intimationDate: '2026-11-20',
  }),
  trade({
    symbol: 'TCS',
    person: 'PRIYA ANAND IYER',
    category: 'kmp',
    transaction: 'sell',
    mode: 'market-sale',
    quantity: 2_000,
    price: 3_900,
    before: 12_000,
    listed: 3_618_000_000,
    tradeFrom: '2026-11-20',
    intimationDate: '2026-11-20',
  }),
  trade({
    symbol: 'TCS',
    person: 'PRIYA ANAND IYER',
    category: 'kmp',
    transaction: 'buy',
    mode: 'esop',
    quantity: 1_500,
    price: 3_900,
    before: 10_500,
    listed: 3_618_000_000,
    tradeFrom: '2026-11-18',
    intimationDate: '2026-11-19',
  }),
  trade({
    symbol: 'NAVA',
    person: 'MEERA VINAY MEHTA',
    category: 'immediate-relative',
    transaction: 'sell',
    mode: 'off-market',
    quantity: 10_000,
    price: 214.1,
    before: 400_000,
    listed: 290_000_000,
    tradeFrom: '2026-11-19',
    intimationDate: '2026-11-19',
  }),
].sort((a, b) => b.value - a.value);

const sum = (rows: readonly InsiderTradeDto[]) => ({
  count: rows.length,
  valueCr: Math.round(rows.reduce((a, r) => a + r.value, 0) / 1e5) / 100,
});

export interface InsiderDayOptions {
  readonly date?: string;
  readonly imported?: boolean;
  readonly trades?: readonly InsiderTradeDto[];
  readonly group?: string | null;
  readonly side?: string | null;
  readonly symbol?: string | null;
  readonly page?: number;
  readonly size?: number;
}

/** The answer on `date` (default the latest), filtered and paged as the server does. */
export function insiderDay(options: InsiderDayOptions = {}): InsiderTradesAnswer {
  const date = options.date ?? LATEST;
  const day = (options.trades ?? DAY).filter(
    (r) => !options.symbol || r.symbol === options.symbol.toUpperCase(),
  );
  const group = (options.group ?? 'all') as InsiderTradesAnswer['group'];
  const shown = day.filter(
    (r) => (group === 'all' || r.modeGroup === group) && (!options.side || r.side === options.side),
  );
  const page = options.page ?? 1;
  const size = options.size ?? 50;
  const k = SESSIONS.indexOf(date);
  const inGroup = (g: string) => day.filter((r) => r.modeGroup === g).length;
  return {
    status: 1,
    message: `${date}: insider trades`,
    source: {
      ...SOURCE,
      simulated: !options.imported,
      kind: options.imported ? 'imported' : 'simulated',
      fileName: options.imported ? 'CF-Insider-Trading-equities.csv' : null,
    },
    date,
    previousDate: SESSIONS[k - 1] ?? null,
    nextDate: SESSIONS[k + 1] ?? null,
    latestDate: LATEST,
    earliestDate: EARLIEST,
    group,
    total: shown.length,
    page,
    size,
    rows: shown.slice((page - 1) * size, page * size),
    totals: {
      disclosures: day.length,
      companies: new Set(day.map((r) => r.symbol)).size,
      openMarketBuy: sum(day.filter((r) => r.modeGroup === 'open-market' && r.side === 'acquired')),
      openMarketSell: sum(day.filter((r) => r.modeGroup === 'open-market' && r.side === 'disposed')),
      esop: sum(day.filter((r) => r.modeGroup === 'esop')),
      pledgeCreated: sum(day.filter((r) => r.mode === 'pledge-creation')),
      pledgeReleased: sum(day.filter((r) => r.mode === 'pledge-revocation')),
      pledgeInvoked: sum(day.filter((r) => r.mode === 'pledge-invocation')),
      other: sum(day.filter((r) => r.modeGroup === 'other')),
    },
    groupCounts: {
      all: day.length,
      'open-market': inGroup('open-market'),
      esop: inGroup('esop'),
      pledge: inGroup('pledge'),
      other: inGroup('other'),
    },
  };
}

/** The answer to a request's URL, as the server would give it. */
export function insiderAnswerFor(
  url: URL,
  options: Omit<InsiderDayOptions, 'date' | 'group' | 'side' | 'symbol'> = {},
) {
  const q = url.searchParams;
  return insiderDay({
    ...options,
    date: q.get('date') ?? LATEST,
    group: q.get('group'),
    side: q.get('side'),
    symbol: q.get('symbol'),
    page: Number(q.get('page') ?? 1),
    size: Number(q.get('size') ?? options.size ?? 50),
  });
}

/** `count` open-market purchases of one day, largest value first (for paging and the CSV of several pages). */
export function manyTrades(count: number): InsiderTradeDto[] {
  return Array.from({ length: count }, (_, i) =>
    trade({
      symbol: `STOCK${String(i + 1).padStart(3, '0')}`,
      person: `PERSON ${i + 1}`,
      category: 'designated-person',
      transaction: 'buy',
      mode: 'market-purchase',
      quantity: 100_000 - i * 10,
      price: 100,
      before: 1_000,
      listed: 100_000_000,
      tradeFrom: '2026-11-19',
      intimationDate: '2026-11-20',
    }),
  );
}
