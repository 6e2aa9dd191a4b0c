/** A stored strategy as the API shows it, as the form fills it, and as the market package runs it. */
import type { UserStrategy, UserStrategyFields } from '@nivesh/contracts';
import { type StrategyDefinition, type StrategyTimeframe, USER_STRATEGY_FAMILY } from '@nivesh/market';
import type { UserStrategyRow } from '../db/schema';
import type { StrategyToSave } from './user-strategies.repository';

const m15 = (timeframe: string) => timeframe === 'm15';

/** The stored row's timeframe (`daily` | `m15`). */
export const rowTimeframe = (row: UserStrategyRow): StrategyTimeframe =>
  m15(row.timeframe) ? 'm15' : 'daily';

/** The form's timeframe (`Daily` | `15-minute`) as stored and compiled. */
export const formTimeframe = (timeframe: string): StrategyTimeframe =>
  timeframe === '15-minute' ? 'm15' : 'daily';

/** The API's view of a row; `sectorName` is the scope's sector name (null for all stocks). */
export function strategyDto(row: UserStrategyRow, sectorName: string | null): UserStrategy {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    timeframe: m15(row.timeframe) ? '15-minute' : 'Daily',
    side: row.side === 'sell' ? 'Sell' : 'Buy',
    product: row.product === 'delivery' ? 'Delivery' : 'Intraday',
    entry: row.entry,
    exit: row.exit,
    stoploss: row.stopLossPct,
    profitTarget: row.targetPct,
    sectorId: row.sector,
    sectorName,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What to store for a form that passed the rules (`sector`: the scope's slug, null for all stocks). */
export function strategyToSave(fields: UserStrategyFields, sector: string | null): StrategyToSave {
  return {
    name: fields.name.trim(),
    description: fields.description.trim(),
    timeframe: formTimeframe(fields.timeframe),
    side: fields.side === 'Sell' ? 'sell' : 'buy',
    product: fields.product === 'Delivery' ? 'delivery' : 'intraday',
    entry: fields.entry.trim(),
    exit: fields.exit.trim(),
    stopLossPct: Number(fields.stoploss),
    targetPct: Number(fields.profitTarget),
    sector,
  };
}

/** The strategy in the catalogue's shape (`@nivesh/market`), for today's signals and back-tests. */
export function strategyDefinition(row: UserStrategyRow): StrategyDefinition {
  return {
    id: `user-${row.id}`,
    name: row.name,
    family: USER_STRATEGY_FAMILY,
    description: row.description,
    timeframe: rowTimeframe(row),
    side: row.side === 'sell' ? 'short' : 'long',
    product: row.product === 'delivery' ? 'delivery' : 'intraday',
    entry: row.entry,
    exit: row.exit,
    stopLossPercent: row.stopLossPct,
    targetPercent: row.targetPct,
    parameters: {},
  };
}
