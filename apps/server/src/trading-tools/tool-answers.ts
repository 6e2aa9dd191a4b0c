import type { MeasuredPerformance, ToolFamilyDto, ToolSignal, TradingToolDto } from '@nivesh/contracts';
import {
  STRATEGIES,
  STRATEGY_FAMILIES,
  type StrategyDefinition,
  type StrategyPerformance,
} from '@nivesh/market';
import type { MarketService } from '../market/market.service';
import { fromHundredths, round, roundedFinite } from '../market/market-answers';
import type { TodaysSignals, ToolScan } from './todays-signals';

/** The catalogue filters of the endpoints (`all` or absent means no filter). */
export interface ToolFilters {
  readonly family?: string;
  readonly timeframe?: 'daily' | 'm15' | 'all';
  readonly side?: 'long' | 'short' | 'all';
}

/** Tools passing the filters; a family matches by name ignoring case. */
export function filterTools(filters: ToolFilters): StrategyDefinition[] {
  const family = filters.family?.toLowerCase();
  return STRATEGIES.filter(
    (s) =>
      (family === undefined || family === 'all' || s.family.toLowerCase() === family) &&
      (filters.timeframe === undefined || filters.timeframe === 'all' || s.timeframe === filters.timeframe) &&
      (filters.side === undefined || filters.side === 'all' || s.side === filters.side),
  );
}

/** A refusal message for a family filter that names no family, else undefined. */
export function unknownFamily(family: string | undefined): string | undefined {
  if (family === undefined || family.toLowerCase() === 'all') return undefined;
  const known = STRATEGY_FAMILIES.some((f) => f.family.toLowerCase() === family.toLowerCase());
  return known ? undefined : `No strategy family “${family}”`;
}

export function toolDto(s: StrategyDefinition): TradingToolDto {
  return {
    id: s.id,
    name: s.name,
    family: s.family,
    description: s.description,
    timeframe: s.timeframe,
    side: s.side,
    product: s.product,
    entry: s.entry,
    exit: s.exit,
    stopLossPercent: s.stopLossPercent,
    targetPercent: s.targetPercent,
    parameters: { ...s.parameters },
  };
}

export function familyDtos(): ToolFamilyDto[] {
  return STRATEGY_FAMILIES.map((f) => ({
    ...f,
    sides: [...f.sides],
    count: STRATEGIES.filter((s) => s.family === f.family).length,
  }));
}

/** Rupees rounded to the ₹0.05 tick. */
const toTick = (rupees: number): number => Math.round(rupees * 20) / 20;

/** Stop-loss and target levels of a trade entered at `entry` rupees. */
export function tradeLevels(
  s: StrategyDefinition,
  entry: number,
): { stopLoss: number; target: number | null } {
  const dir = s.side === 'long' ? 1 : -1;
  return {
    stopLoss: toTick(entry * (1 - (dir * s.stopLossPercent) / 100)),
    target: s.targetPercent > 0 ? toTick(entry * (1 + (dir * s.targetPercent) / 100)) : null,
  };
}

/** A tool's signals in a scan with live quotes, best traded value first. */
export function toolSignals(
  market: MarketService,
  signals: TodaysSignals,
  scan: ToolScan,
  s: StrategyDefinition,
  sector: string | null,
): { columns: string[]; signals: ToolSignal[] } {
  const state = market.feed.state;
  const result = scan.results.get(s.id);
  const columns = result?.columns ?? [];
  return {
    columns: columns.map((c) => c.key),
    signals: signals.rowsOf(scan, s, sector).map(({ id, k }) => {
      const meta = state.meta(id);
      const quote = state.quote(id);
      const ltp = fromHundredths(quote.ltp);
      return {
        symbol: meta.symbol,
        name: meta.name ?? meta.symbol,
        sector: meta.sector,
        ltp,
        change: fromHundredths(quote.prevClose > 0 ? quote.ltp - quote.prevClose : 0),
        changePct: round(quote.changePct),
        volume: quote.volume,
        entryPrice: ltp,
        ...tradeLevels(s, ltp),
        values: columns.map((c) => roundedFinite(c.values[k])),
      };
    }),
  };
}

/** Today's signal count of a tool in a scan (in a sector, or all). */
export function signalCount(
  signals: TodaysSignals,
  scan: ToolScan,
  s: StrategyDefinition,
  sector: string | null,
): number {
  if (sector === null) return scan.results.get(s.id)?.matches.length ?? 0;
  return signals.rowsOf(scan, s, sector).length;
}

const r = (v: number | null, digits = 2): number | null => (v === null ? null : round(v, digits));

export function performanceDto(p: StrategyPerformance): MeasuredPerformance {
  return {
    symbols: p.symbols,
    from: p.from,
    to: p.to,
    bars: p.bars,
    trades: p.trades,
    winRatePct: r(p.winRatePct),
    avgNetReturnPct: r(p.avgNetReturnPct, 3),
    expectancyRupees: r(p.expectancyRupees),
    profitFactor: r(p.profitFactor, 3),
    avgBarsHeld: r(p.avgBarsHeld, 1),
    portfolioTrades: p.portfolioTrades,
    portfolioReturnPct: round(p.portfolioReturnPct),
    portfolioCagrPct: r(p.portfolioCagrPct),
    portfolioMaxDrawdownPct: round(p.portfolioMaxDrawdownPct),
  };
}
