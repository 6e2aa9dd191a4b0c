import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { marketSourceSchema } from '../market/common';
import { recordIdSchema } from '../record-id';

/**
 * Contracts of the user's portfolios (spec 7 `portfolio/*`; issue 18). Every call needs a session
 * and reads or changes the signed-in user's portfolios only: another user's portfolio is "No such
 * portfolio", exactly as one that does not exist. Money in answers is rupees (two decimals), kept
 * as integer paise on the server; quantities are whole shares.
 *
 * | call                         | input                      | answer                        |
 * |------------------------------|----------------------------|-------------------------------|
 * | portfolio/getlist            | —                          | `portfolioListSchemas`        |
 * | POST portfolio/savePortfolio | body `savePortfolioBody`   | `portfolioDataSchemas`        |
 * | POST portfolio/deletePortfolio | body `portfolioIdBody`   | `portfolioDeleteSchemas`      |
 * | portfolio/getTransactions    | `portfolioIdQuery`         | `portfolioTransactionsSchemas`|
 * | POST portfolio/addTransaction | body `addTransactionBody` | `portfolioTransactionsSchemas`|
 * | POST portfolio/deleteTransaction | body `deleteTransactionBody` | `portfolioTransactionsSchemas` |
 * | portfolio/getHoldings        | `portfolioIdQuery`         | `portfolioHoldingsSchemas`    |
 * | portfolio/getReturns         | `portfolioIdQuery`         | `portfolioReturnsSchemas`     |
 * | portfolio/getCapitalGains    | `portfolioIdQuery`         | `capitalGainsSchemas`         |
 * | POST portfolio/importCsv     | body `importCsvBody`       | `importCsvSchemas`            |
 * | portfolio/exportCsv          | `portfolioIdQuery`         | `exportCsvSchemas`            |
 *
 * The paper-trading holdings of the order dashboard are the read-only portfolio `PAPER_PORTFOLIO_ID`.
 */

export const PORTFOLIOS_MAX = 10;
export const PORTFOLIO_TRANSACTIONS_MAX = 5000;
export const PORTFOLIO_NAME_MAX = 40;
/** The largest CSV file an import takes (characters). */
export const PORTFOLIO_CSV_MAX = 1_500_000;
/** The id of the read-only portfolio of the order dashboard's paper-trading delivery holdings. */
export const PAPER_PORTFOLIO_ID = 'paper';

export const PORTFOLIO_LIMIT_MESSAGE = `You can keep at most ${PORTFOLIOS_MAX} portfolios: delete one first`;
export const PORTFOLIO_FULL_MESSAGE = `A portfolio holds at most ${PORTFOLIO_TRANSACTIONS_MAX} transactions`;
export const PORTFOLIO_NAME_MESSAGES = {
  required: 'Name the portfolio',
  tooLong: `A portfolio name has at most ${PORTFOLIO_NAME_MAX} characters`,
} as const;
export const duplicatePortfolioMessage = (name: string): string =>
  `You already have a portfolio named “${name.trim()}”`;

/** The message of a portfolio name (the web form and the server alike), or null when it is good. */
export function portfolioNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return PORTFOLIO_NAME_MESSAGES.required;
  if (trimmed.length > PORTFOLIO_NAME_MAX) return PORTFOLIO_NAME_MESSAGES.tooLong;
  return null;
}

export const PORTFOLIO_TRANSACTION_KINDS = [
  'buy',
  'sell',
  'bonus',
  'split',
  'dividend',
  'transfer-in',
] as const;
export type PortfolioTransactionKind = (typeof PORTFOLIO_TRANSACTION_KINDS)[number];

/** Input of one transaction as a form or a CSV row gives it (rupees as typed). */
export interface TransactionInput {
  kind: PortfolioTransactionKind;
  symbol: string;
  date: string;
  quantity?: number | undefined;
  /** Rupees per share (buy, sell, transfer in) or dividend per share. */
  price?: number | undefined;
  charges?: number | undefined;
  /** Bonus: new shares for `ratioOld` held; split: `ratioNew` shares for every `ratioOld`. */
  ratioNew?: number | undefined;
  ratioOld?: number | undefined;
  /** Transfer in: when the shares were first bought. */
  acquiredOn?: string | undefined;
}

export const TRANSACTION_MESSAGES = {
  symbol: 'Give the stock symbol',
  date: 'Give the date as YYYY-MM-DD',
  future: 'The date is in the future',
  quantity: 'Quantity is a whole number above 0',
  price: 'Price is a number of rupees of at least 0 with at most 2 decimals',
  charges: 'Charges are a number of rupees of at least 0 with at most 2 decimals',
  ratio: 'The ratio is two whole numbers above 0',
  splitSame: 'A split of equal numbers changes nothing',
  acquiredOn: 'Give the original purchase date as YYYY-MM-DD, on or before the transfer date',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export function isIsoDateText(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
const wholeAbove0 = (n: number | undefined): boolean => n !== undefined && Number.isSafeInteger(n) && n > 0;
/** A rupee amount of at least 0 with at most two decimals (so it is exact in paise). */
export const isRupees = (n: number | undefined): boolean =>
  n !== undefined &&
  Number.isFinite(n) &&
  n >= 0 &&
  n < 1e11 &&
  Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/**
 * The first problem of a transaction as typed, by field, or null when it is good (the web form and
 * the server alike; whether a sale finds shares to sell is the server's FIFO check). `today` bounds the date.
 */
export function transactionInputError(
  input: TransactionInput,
  today: string,
): { field: keyof TransactionInput; message: string } | null {
  if (input.symbol.trim() === '') return { field: 'symbol', message: TRANSACTION_MESSAGES.symbol };
  if (!isIsoDateText(input.date)) return { field: 'date', message: TRANSACTION_MESSAGES.date };
  if (input.date > today) return { field: 'date', message: TRANSACTION_MESSAGES.future };
  switch (input.kind) {
    case 'buy':
    case 'sell':
    case 'transfer-in':
      if (!wholeAbove0(input.quantity)) return { field: 'quantity', message: TRANSACTION_MESSAGES.quantity };
      if (!isRupees(input.price)) return { field: 'price', message: TRANSACTION_MESSAGES.price };
      if (input.charges !== undefined && !isRupees(input.charges))
        return { field: 'charges', message: TRANSACTION_MESSAGES.charges };
      if (
        input.kind === 'transfer-in' &&
        (input.acquiredOn === undefined || !isIsoDateText(input.acquiredOn) || input.acquiredOn > input.date)
      )
        return { field: 'acquiredOn', message: TRANSACTION_MESSAGES.acquiredOn };
      return null;
    case 'bonus':
    case 'split':
      if (!wholeAbove0(input.ratioNew) || !wholeAbove0(input.ratioOld))
        return { field: 'ratioNew', message: TRANSACTION_MESSAGES.ratio };
      if (input.kind === 'split' && input.ratioNew === input.ratioOld)
        return { field: 'ratioNew', message: TRANSACTION_MESSAGES.splitSame };
      return null;
    case 'dividend':
      if (!isRupees(input.price)) return { field: 'price', message: TRANSACTION_MESSAGES.price };
      if (input.charges !== undefined && !isRupees(input.charges))
        return { field: 'charges', message: TRANSACTION_MESSAGES.charges };
      return null;
  }
}

export const portfolioIdQuery = z.object({
  portfolio_id: recordIdSchema('portfolio_id'),
  ...publicQuery,
});
export const portfolioIdBody = z.object({ portfolio_id: recordIdSchema('portfolio_id') });

/** Without `portfolio_id` a new portfolio is made; with it, that one is renamed. */
export const savePortfolioBody = z.object({
  portfolio_id: recordIdSchema('portfolio_id').optional(),
  name: z
    .string()
    .max(PORTFOLIO_NAME_MAX * 4)
    .default(''),
});
export type SavePortfolioBody = z.input<typeof savePortfolioBody>;

const money = z.number();

export const portfolioSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `paper`: the order dashboard's paper-trading holdings, read-only. */
  kind: z.enum(['manual', 'paper']),
  readOnly: z.boolean(),
  transactions: z.number(),
  /** Symbols held now. */
  holdings: z.number(),
  invested: money,
  value: money,
  /** Today's change of the priced holdings (null when no previous close is known). */
  dayPnl: money.nullable(),
  unrealised: money,
  realised: money,
  dividends: money,
  /** Unrealised + realised + dividends. */
  totalPnl: money,
  /** Held symbols the market does not quote (not in value or P&L). */
  unpriced: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;

export const portfolioLimitsSchema = z.object({ portfolios: z.number(), transactions: z.number() });

export const portfolioListSchemas = endpointSchemas({
  portfolios: z.array(portfolioSummarySchema),
  limits: portfolioLimitsSchema,
  source: marketSourceSchema,
});
export type PortfolioListAnswer = z.infer<typeof portfolioListSchemas.ok>;

export const portfolioDataSchemas = endpointSchemas({ portfolio: portfolioSummarySchema });
export type PortfolioDataAnswer = z.infer<typeof portfolioDataSchemas.ok>;
export const portfolioDeleteSchemas = endpointSchemas({});

export const portfolioTransactionSchema = z.object({
  id: z.string(),
  kind: z.enum(PORTFOLIO_TRANSACTION_KINDS),
  symbol: z.string(),
  isin: z.string().nullable(),
  date: z.string(),
  quantity: z.number().nullable(),
  /** Rupees per share (dividend: per share). */
  price: z.number().nullable(),
  charges: z.number(),
  ratioNew: z.number().nullable(),
  ratioOld: z.number().nullable(),
  acquiredOn: z.string().nullable(),
  /** `market`: a bonus, split or dividend the market applied on its own (not stored, not deletable). */
  source: z.enum(['manual', 'import', 'market']),
  /** The imported file's name. */
  sourceFile: z.string().nullable(),
  /**
   * The charges are Nivesh's estimate: a broker's tradebook carries none, so an import of one
   * estimates each trade's statutory charges (delivery, no brokerage); a charges column of the user's wins.
   */
  chargesEstimated: z.boolean(),
});
export type PortfolioTransactionDto = z.infer<typeof portfolioTransactionSchema>;

export const portfolioTransactionsSchemas = endpointSchemas({
  portfolio: portfolioSummarySchema,
  /** Date order (oldest first), the market's own corporate actions among them. */
  transactions: z.array(portfolioTransactionSchema),
  limits: portfolioLimitsSchema,
});
export type PortfolioTransactionsAnswer = z.infer<typeof portfolioTransactionsSchemas.ok>;

const optionalNumber = z.coerce.number().optional();
export const addTransactionBody = z.object({
  portfolio_id: recordIdSchema('portfolio_id'),
  kind: z.enum(PORTFOLIO_TRANSACTION_KINDS, {
    message: 'kind is buy, sell, bonus, split, dividend or transfer-in',
  }),
  symbol: z.string().trim().max(40, { message: 'symbol has at most 40 characters' }).default(''),
  date: z.string().trim().max(20).default(''),
  quantity: optionalNumber,
  price: optionalNumber,
  charges: optionalNumber,
  ratio_new: optionalNumber,
  ratio_old: optionalNumber,
  acquired_on: z.string().trim().max(20).optional(),
});
export type AddTransactionBody = z.input<typeof addTransactionBody>;

export const deleteTransactionBody = z.object({
  portfolio_id: recordIdSchema('portfolio_id'),
  transaction_id: recordIdSchema('transaction_id'),
});

export const lotSchema = z.object({
  acquiredOn: z.string(),
  source: z.enum(['buy', 'transfer-in', 'bonus']),
  quantity: z.number(),
  cost: money,
});

export const holdingRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  quantity: z.number(),
  averageCost: money,
  invested: money,
  ltp: money,
  value: money,
  dayPnl: money.nullable(),
  unrealised: money,
  unrealisedPct: z.number().nullable(),
  realised: money,
  dividends: money,
  lots: z.array(lotSchema),
});
export type HoldingRow = z.infer<typeof holdingRowSchema>;

export const appliedActionSchema = z.object({
  symbol: z.string(),
  date: z.string(),
  kind: z.enum(['bonus', 'split', 'dividend']),
  description: z.string(),
});

export const portfolioHoldingsSchemas = endpointSchemas({
  portfolio: portfolioSummarySchema,
  source: marketSourceSchema,
  rows: z.array(holdingRowSchema),
  /** Symbols sold out: what they realised. */
  closed: z.array(z.object({ symbol: z.string(), realised: money, dividends: money })),
  /** The market's corporate actions applied to the lots on their ex-dates. */
  actions: z.array(appliedActionSchema),
});
export type PortfolioHoldingsAnswer = z.infer<typeof portfolioHoldingsSchemas.ok>;

export const xirrDtoSchema = z.union([
  z.object({ kind: z.literal('rate'), ratePct: z.number() }),
  z.object({ kind: z.literal('no-solution'), reason: z.string() }),
]);
export type XirrDto = z.infer<typeof xirrDtoSchema>;

export const RETURN_PERIOD_KEYS = ['Today', '1W', '1M', 'YTD', '1Y', '3Y', 'Max'] as const;
export const portfolioPeriodReturnSchema = z.object({
  period: z.enum(RETURN_PERIOD_KEYS),
  /** Null: no valuation in the period. */
  cumulativePct: z.number().nullable(),
  annualisedPct: z.number().nullable(),
  from: z.string().nullable(),
  sinceInception: z.boolean(),
});
export type PortfolioPeriodReturnDto = z.infer<typeof portfolioPeriodReturnSchema>;

export const portfolioReturnsSchemas = endpointSchemas({
  portfolio: portfolioSummarySchema,
  asOf: z.string(),
  /** First day of the valuation series (the first transaction, or the market's first day after it). */
  since: z.string().nullable(),
  xirr: xirrDtoSchema,
  twr: z.array(portfolioPeriodReturnSchema),
  benchmark: z.union([
    z.object({
      kind: z.literal('ok'),
      name: z.string(),
      /** How the index series was made (the simulated market has no published TRI). */
      note: z.string(),
      value: money,
      xirr: xirrDtoSchema,
      twr: z.array(portfolioPeriodReturnSchema),
      shortfalls: z.number(),
    }),
    z.object({ kind: z.literal('unavailable'), reason: z.string() }),
  ]),
});
export type PortfolioReturnsAnswer = z.infer<typeof portfolioReturnsSchemas.ok>;

export const rateBucketSchema = z.object({
  ratePct: z.number(),
  net: money,
  taxable: money,
  tax: money,
});

export const gainRowSchema = z.object({
  symbol: z.string(),
  kind: z.enum(['short-term', 'long-term', 'speculative']),
  acquiredOn: z.string(),
  saleDate: z.string(),
  quantity: z.number(),
  fullValue: money,
  cost: money,
  grandfathered: z.boolean(),
  expenditure: money,
  gain: money,
  ratePct: z.number().nullable(),
});

export const schedule112ARowSchema = z.object({
  isin: z.string().nullable(),
  symbol: z.string(),
  acquiredOn: z.string(),
  saleDate: z.string(),
  fromJuly2024: z.boolean(),
  quantity: z.number(),
  salePricePerShare: money,
  fullValueOfConsideration: money,
  costWithoutIndexation: money,
  costOfAcquisition: money,
  lowerOfFmvAndFullValue: money.nullable(),
  fmvPerShare: money.nullable(),
  totalFmv: money.nullable(),
  expenditureOnTransfer: money,
  totalDeductions: money,
  balance: money,
});

export const capitalGainsYearSchema = z.object({
  financialYear: z.number(),
  label: z.string(),
  rows: z.array(gainRowSchema),
  shortTerm: z.array(rateBucketSchema),
  longTerm: z.array(rateBucketSchema),
  exemptLongTerm: money,
  exemption: money,
  exemptionUsed: money,
  tax: money,
  carriedForward: z.object({ shortTermLoss: money, longTermLoss: money }),
  speculativeNet: money,
  schedule112A: z.array(schedule112ARowSchema),
  missingFmv: z.array(z.string()),
});
export type CapitalGainsYear = z.infer<typeof capitalGainsYearSchema>;

export const capitalGainsSchemas = endpointSchemas({
  portfolio: portfolioSummarySchema,
  estimate: z.literal(true),
  /** "An estimate, not tax advice" and what is left out. */
  notice: z.string(),
  /** Newest first: every financial year with a sale. */
  years: z.array(capitalGainsYearSchema),
});
export type CapitalGainsAnswer = z.infer<typeof capitalGainsSchemas.ok>;

export const CSV_FORMATS = ['generic', 'zerodha-tradebook', 'groww-orders'] as const;
export type CsvFormat = (typeof CSV_FORMATS)[number];

export const importCsvBody = z.object({
  portfolio_id: recordIdSchema('portfolio_id'),
  format: z.enum(CSV_FORMATS, { message: 'format is generic, zerodha-tradebook or groww-orders' }),
  file_name: z.string().trim().min(1, { message: 'file_name is required' }).max(200),
  content: z.string().max(PORTFOLIO_CSV_MAX, { message: 'The file is too large (at most 1.5 MB)' }),
});
export type ImportCsvBody = z.input<typeof importCsvBody>;

export const importCsvSchemas = endpointSchemas({
  portfolio: portfolioSummarySchema,
  imported: z.number(),
  /** Rows a broker's file marks as not executed (cancelled, rejected), left out. */
  skipped: z.number(),
});
export type ImportCsvAnswer = z.infer<typeof importCsvSchemas.ok>;

export const exportCsvSchemas = endpointSchemas({
  fileName: z.string(),
  /** The transactions in the generic template's columns. */
  csv: z.string(),
});
export type ExportCsvAnswer = z.infer<typeof exportCsvSchemas.ok>;

/** Columns of the generic template, in order (the export writes them too). */
export const GENERIC_CSV_COLUMNS = [
  'date',
  'type',
  'symbol',
  'isin',
  'quantity',
  'price',
  'charges',
  'ratio_new',
  'ratio_old',
  'acquired_on',
  /** `yes` when the charges are Nivesh's estimate (a broker tradebook's import); kept on re-import. */
  'charges_estimated',
] as const;
