import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { dealsSourceSchema, performanceAnswerShape, performanceQueryShape } from './deals';
import { isoDate } from './derivatives';

/**
 * API v3 shapes of insider trading (`TodayActivity/getInsiderTrades`): the disclosures companies make
 * to the exchange under SEBI's Prohibition of Insider Trading regulation 7(2) when a promoter,
 * director, key managerial person, designated person or an immediate relative of one trades the
 * company's shares beyond ₹10 lakh in a quarter. A day is the exchange's broadcast date; each
 * disclosure carries the trade dates and the date the company was told. Open-market trades (market
 * purchases and sales) are kept apart from ESOP allotments, pledges (creation, revocation,
 * invocation) and other off-market transfers. `source.kind` says whether the day was simulated from
 * the running market or imported from NSE's file.
 */

export const INSIDER_CATEGORIES = [
  'promoter',
  'director',
  'kmp',
  'designated-person',
  'immediate-relative',
  /** NSE's `Other` (imported files only: the simulated market has no such insider). */
  'other',
] as const;
export type InsiderCategoryDto = (typeof INSIDER_CATEGORIES)[number];
export const INSIDER_MODES = [
  'market-purchase',
  'market-sale',
  'off-market',
  'esop',
  'pledge-creation',
  'pledge-revocation',
  'pledge-invocation',
] as const;
export type InsiderModeDto = (typeof INSIDER_MODES)[number];
/** Modes as the page groups them; `all` is every disclosure. */
export const INSIDER_MODE_GROUPS = ['all', 'open-market', 'esop', 'pledge', 'other'] as const;
export type InsiderModeGroupDto = (typeof INSIDER_MODE_GROUPS)[number];
/** NSE's acquisition/disposal transaction types. */
export const INSIDER_TRANSACTIONS = ['buy', 'sell', 'pledge', 'revoke', 'invoke'] as const;
/** Acquired (buys, ESOP allotments) or disposed (sales, invocations, transfers out). */
export const INSIDER_SIDES = ['acquired', 'disposed'] as const;
export type InsiderSide = (typeof INSIDER_SIDES)[number];

/** One regulation 7(2) disclosure. */
export const insiderTradeSchema = z.object({
  symbol: z.string(),
  company: z.string(),
  /** The person who traded (simulated disclosures carry invented names). */
  person: z.string(),
  category: z.enum(INSIDER_CATEGORIES),
  /** Equity Shares, as the disclosures print it. */
  securityType: z.string(),
  transaction: z.enum(INSIDER_TRANSACTIONS),
  /** Acquired or disposed; null for a pledge created or revoked (the holding is unchanged). */
  side: z.enum(INSIDER_SIDES).nullable(),
  mode: z.enum(INSIDER_MODES),
  modeGroup: z.enum(['open-market', 'esop', 'pledge', 'other']),
  quantity: z.number().int(),
  /** Value of the securities, ₹ (simulated: quantity × that day's close). */
  value: z.number(),
  /** Holding before and after, shares and percent of the listed shares (4 decimals; null when unknown). */
  beforeShares: z.number().int().nullable(),
  beforePct: z.number().nullable(),
  afterShares: z.number().int().nullable(),
  afterPct: z.number().nullable(),
  /** Dates of the trade (from and to; equal for one day's trade), of the intimation to the company, and of the broadcast. */
  tradeFrom: z.string(),
  tradeTo: z.string(),
  intimationDate: z.string().nullable(),
  broadcastDate: z.string(),
  /** Imported disclosures: the text as NSE's file gives it (absent for simulated ones). */
  filed: z
    .object({
      /** CATEGORY OF PERSON (`Promoter Group`, `Employees/Designated Employees`…). */
      category: z.string(),
      /** MODE OF ACQUISITION (`Inter-se-Transfer`, `Gift`, `Preferential Offer`…). */
      mode: z.string(),
      /** VALUE as filed, ₹; null where the file says `-` or `Nil` (then `value` is 0). */
      value: z.number().nullable(),
      /** Broadcast time, `HH:MM` IST; null when the file gives none. */
      broadcastTime: z.string().nullable(),
      exchange: z.string().nullable(),
      remark: z.string().nullable(),
    })
    .optional(),
});
export type InsiderTradeDto = z.infer<typeof insiderTradeSchema>;

// ---------------------------------------------------------------------------------------------
// GET TodayActivity/getInsiderTrades?date=YYYY-MM-DD&group=open-market&side=acquired&symbol=&page=1&size=50 —
// the disclosures broadcast on one session, largest value first, with the day's totals by mode group.
export const insiderTradesQuery = z.object({
  /** A broadcast session; default the latest session with disclosures. */
  date: isoDate.optional(),
  group: z.enum(INSIDER_MODE_GROUPS).default('all'),
  side: z.enum(INSIDER_SIDES).optional(),
  /** Only this stock's disclosures (NSE symbol, any case). */
  symbol: z.string().trim().max(20).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(5).max(200).default(50),
  ...publicQuery,
});
export type InsiderTradesQuery = z.input<typeof insiderTradesQuery>;

const countValue = z.object({ count: z.number().int(), valueCr: z.number() });

export const insiderTradesSchemas = endpointSchemas({
  source: dealsSourceSchema,
  date: z.string(),
  /** The sessions with disclosures before and after `date`; null at either end. */
  previousDate: z.string().nullable(),
  nextDate: z.string().nullable(),
  latestDate: z.string(),
  earliestDate: z.string(),
  group: z.enum(INSIDER_MODE_GROUPS),
  /** The day's disclosures after the group, side and symbol filters (for pagination). */
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  rows: z.array(insiderTradeSchema),
  /** The whole day's disclosures (symbol filter only), open-market trades kept apart from ESOPs and pledges; values ₹ crore. */
  totals: z.object({
    disclosures: z.number().int(),
    companies: z.number().int(),
    openMarketBuy: countValue,
    openMarketSell: countValue,
    esop: countValue,
    pledgeCreated: countValue,
    pledgeReleased: countValue,
    pledgeInvoked: countValue,
    other: countValue,
  }),
  /** Disclosures per mode group that day (symbol filter only), for the tabs. */
  groupCounts: z.object({
    all: z.number().int(),
    'open-market': z.number().int(),
    esop: z.number().int(),
    pledge: z.number().int(),
    other: z.number().int(),
  }),
});
export type InsiderTradesAnswer = z.infer<typeof insiderTradesSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET TodayActivity/getInsiderPerformance?from=&to=&groupBy=category&page=1&size=20 — what the stocks
// did after insiders' open-market trades: returns at T+1, T+5, T+20 and T+60 sessions from the close
// of the disclosure's broadcast day (a trader can act only once it is public), adjusted for corporate
// actions, and the same minus NIFTY 50, averaged by group with a 95 % confidence interval. ESOP
// allotments, pledges and off-market transfers are left out. Computed in the background; `ready`
// false while it is (poll again).
export const INSIDER_GROUPINGS = ['category', 'side', 'size', 'person'] as const;
export type InsiderGrouping = (typeof INSIDER_GROUPINGS)[number];
/** The value buckets of `groupBy=size` (keys of the groups), smallest first. */
export const INSIDER_SIZE_BUCKETS = ['< ₹10 lakh', '₹10 lakh–1 Cr', '₹1–10 Cr', '≥ ₹10 Cr'] as const;

export const insiderPerformanceQuery = z.object({
  ...performanceQueryShape(INSIDER_GROUPINGS, 'category'),
});
export type InsiderPerformanceQuery = z.input<typeof insiderPerformanceQuery>;

export const insiderPerformanceSchemas = endpointSchemas({
  source: dealsSourceSchema,
  /** Group keys: the category (`promoter`, `director`, `kmp`, `designated-person`, `immediate-relative`), the side (`acquired`, `disposed`), a value bucket (`INSIDER_SIZE_BUCKETS`) or the insider's name (`person`: with the symbol, `NAME · SYMBOL`). */
  ...performanceAnswerShape(INSIDER_GROUPINGS),
});
export type InsiderPerformanceAnswer = z.infer<typeof insiderPerformanceSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET TodayActivity/getStockInsiderTrades?symbol=RELIANCE&from=&to= — one stock's insider-trading
// disclosures over a range of broadcast sessions (default the last 250), newest first, for its stock page.
export const stockInsiderTradesQuery = z.object({
  /** NSE symbol, any case. */
  symbol: z.string().trim().min(1).max(20),
  from: isoDate.optional(),
  to: isoDate.optional(),
  ...publicQuery,
});
export type StockInsiderTradesQuery = z.input<typeof stockInsiderTradesQuery>;

export const stockInsiderTradesSchemas = endpointSchemas({
  /** Simulated unless an imported file covers part of the range (then those days are imported). */
  source: dealsSourceSchema,
  symbol: z.string(),
  from: z.string(),
  to: z.string(),
  /** Every disclosure of the stock broadcast in the range, newest broadcast first (largest value first within a day). */
  rows: z.array(insiderTradeSchema),
  /** Open-market purchases and sales among the rows (ESOPs and pledges apart); values ₹ crore. */
  openMarketBuy: countValue,
  openMarketSell: countValue,
});
export type StockInsiderTradesAnswer = z.infer<typeof stockInsiderTradesSchemas.ok>;
