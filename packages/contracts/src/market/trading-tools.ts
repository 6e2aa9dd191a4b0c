import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { marketSourceSchema } from './common';

/**
 * Trading tools and the trading terminal (issue 4, docs/trading-tools.md): the strategy catalogue
 * of `@nivesh/market`, each tool's signals today over the live universe, and its performance
 * measured by back-tests on the market's own history (the sessions it played).
 *
 * | call                                   | query                    | answer                     |
 * |----------------------------------------|--------------------------|----------------------------|
 * | TradingTools/getData                   | `tradingToolsQuery`      | `tradingToolsSchemas`      |
 * | TradingTools/getPerformance            | `toolPerformanceQuery`   | `toolPerformanceSchemas`   |
 * | TradingTerminal/getTradingTerminal     | —                        | `tradingTerminalSchemas`   |
 * | TradingTerminal/getTradingTerminalData | `terminalDataQuery`      | `terminalDataSchemas`      |
 */

const optionalText = (max: number) => z.string().trim().min(1).max(max).optional();

/** Filters of the catalogue (each optional; `all` or empty means no filter). */
const catalogueFilters = {
  family: optionalText(80),
  timeframe: z.enum(['daily', 'm15', 'all']).optional(),
  side: z.enum(['long', 'short', 'all']).optional(),
};

export const tradingToolsQuery = z.object({
  ...catalogueFilters,
  /** A sector slug or name: today's signal counts and signals of that sector only. */
  sector_id: optionalText(80),
  /** A tool id: its signals today are included in the answer. */
  strategy_id: optionalText(80),
  ...publicQuery,
});
export type TradingToolsQuery = z.input<typeof tradingToolsQuery>;

/** One tool of the catalogue: its rule in the screening language and its risk levels. */
export const tradingToolSchema = z.object({
  id: z.string(),
  name: z.string(),
  family: z.string(),
  description: z.string(),
  timeframe: z.enum(['daily', 'm15']),
  side: z.enum(['long', 'short']),
  product: z.enum(['delivery', 'intraday']),
  entry: z.string(),
  exit: z.string(),
  stopLossPercent: z.number(),
  /** 0 = no fixed target (the exit rule or the stop closes the trade). */
  targetPercent: z.number(),
  parameters: z.record(z.string(), z.number()),
});
export type TradingToolDto = z.infer<typeof tradingToolSchema>;

export const toolFamilySchema = z.object({
  family: z.string(),
  summary: z.string(),
  timeframe: z.enum(['daily', 'm15']),
  product: z.enum(['delivery', 'intraday']),
  sides: z.array(z.enum(['long', 'short'])),
  /** Tools of the family in the catalogue. */
  count: z.number(),
});
export type ToolFamilyDto = z.infer<typeof toolFamilySchema>;

/** A tool with the number of stocks whose entry rule holds at the latest bar. */
export const toolWithCountSchema = tradingToolSchema.extend({ signalsToday: z.number() });
export type ToolWithCount = z.infer<typeof toolWithCountSchema>;

/** One stock a tool flags now: quote, the trade's levels, and the values the rule compared. */
export const toolSignalSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  ltp: z.number(),
  change: z.number(),
  changePct: z.number(),
  volume: z.number(),
  /** Reference entry: the last price (the back-tests fill at the next bar's open). */
  entryPrice: z.number(),
  stopLoss: z.number(),
  /** Null when the tool has no fixed target. */
  target: z.number().nullable(),
  /** The rule's terms in `columns` order (null when unknown). */
  values: z.array(z.number().nullable()),
});
export type ToolSignal = z.infer<typeof toolSignalSchema>;

/** A tool's signals now. */
export const toolSignalsSchema = z.object({
  tool: tradingToolSchema,
  /** The numeric terms of the entry rule, e.g. `sma(close, 20)`. */
  columns: z.array(z.string()),
  signals: z.array(toolSignalSchema),
});
export type ToolSignals = z.infer<typeof toolSignalsSchema>;

export const tradingToolsSchemas = endpointSchemas({
  source: marketSourceSchema,
  /** Strategies in the catalogue (`STRATEGIES.length`), whatever the filters. */
  catalogueCount: z.number(),
  families: z.array(toolFamilySchema),
  /** The tools passing the filters, with today's signal counts. */
  tools: z.array(toolWithCountSchema),
  sector: z.string().nullable(),
  /** Sectors to filter by (slug for `sector_id`, and name). */
  sectors: z.array(z.object({ slug: z.string(), name: z.string() })),
  /** Stocks each rule was run over. */
  scanned: z.number(),
  /** Daily bars each stock's rules read (the most recent ones). */
  dailyBars: z.number(),
  scanMs: z.number(),
  /** Present when `strategy_id` was asked for. */
  selected: toolSignalsSchema.nullable(),
});
export type TradingToolsAnswer = z.infer<typeof tradingToolsSchemas.ok>;

export const toolPerformanceQuery = z.object({ ...catalogueFilters, ...publicQuery });
export type ToolPerformanceQuery = z.input<typeof toolPerformanceQuery>;

/** Measured numbers of one tool (percent as plain numbers, money in rupees). */
export const measuredPerformanceSchema = z.object({
  symbols: z.number(),
  from: z.string(),
  to: z.string(),
  bars: z.number(),
  trades: z.number(),
  winRatePct: z.number().nullable(),
  avgNetReturnPct: z.number().nullable(),
  expectancyRupees: z.number().nullable(),
  profitFactor: z.number().nullable(),
  avgBarsHeld: z.number().nullable(),
  portfolioTrades: z.number(),
  portfolioReturnPct: z.number(),
  portfolioCagrPct: z.number().nullable(),
  portfolioMaxDrawdownPct: z.number(),
});
export type MeasuredPerformance = z.infer<typeof measuredPerformanceSchema>;

export const toolPerformanceRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  family: z.string(),
  timeframe: z.enum(['daily', 'm15']),
  side: z.enum(['long', 'short']),
  product: z.enum(['delivery', 'intraday']),
  /** Null while the tool has not been measured yet. */
  performance: measuredPerformanceSchema.nullable(),
});
export type ToolPerformanceRow = z.infer<typeof toolPerformanceRowSchema>;

export const measurementProgressSchema = z.object({
  state: z.enum(['idle', 'measuring', 'done']),
  measured: z.number(),
  total: z.number(),
  /** The last completed session the history ends on. */
  marketDay: z.string().nullable(),
  /** Daily bars of the daily back-test window, and 15-minute sessions of the intraday one. */
  dailyWindowDays: z.number(),
  intradaySessions: z.number(),
  /** CPU time spent measuring so far, milliseconds. */
  busyMs: z.number(),
});
export type MeasurementProgress = z.infer<typeof measurementProgressSchema>;

export const toolPerformanceSchemas = endpointSchemas({
  source: marketSourceSchema,
  method: z.string(),
  progress: measurementProgressSchema,
  rows: z.array(toolPerformanceRowSchema),
});
export type ToolPerformanceAnswer = z.infer<typeof toolPerformanceSchemas.ok>;

export const tradingTerminalSchemas = endpointSchemas({
  catalogueCount: z.number(),
  tools: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      family: z.string(),
      timeframe: z.enum(['daily', 'm15']),
      side: z.enum(['long', 'short']),
      signalsToday: z.number(),
    }),
  ),
});
export type TradingTerminalAnswer = z.infer<typeof tradingTerminalSchemas.ok>;

export const terminalDataQuery = z.object({
  strategy_id: z
    .string({ message: 'Choose a trading tool' })
    .trim()
    .min(1, { message: 'Choose a trading tool' })
    .max(80),
  sector_id: optionalText(80),
  ...publicQuery,
});
export type TerminalDataQuery = z.input<typeof terminalDataQuery>;

export const terminalDataSchemas = endpointSchemas({
  source: marketSourceSchema,
  sector: z.string().nullable(),
  ...toolSignalsSchema.shape,
});
export type TerminalDataAnswer = z.infer<typeof terminalDataSchemas.ok>;
