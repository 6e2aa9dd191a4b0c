/**
 * The rules of the model portfolios. Each reads only closes up to `asOfIndex` and statements
 * published on or before that day.
 */
import { keyRatios } from '../fundamentals/key-ratios';
import type { CompanyFinancials } from '../fundamentals/statement-types';
import type { IsoDate } from '../units';
import type { RoboModel, RoboSchedule, RoboSelectionContext, RoboStock } from './robo-types';

const valid = (x: number | undefined): x is number => x !== undefined && Number.isFinite(x) && x > 0;

/** The statements as they stood on `asOf`: only periods published on or before it. */
export function financialsPublishedBy(financials: CompanyFinancials, asOf: IsoDate): CompanyFinancials {
  return {
    ...financials,
    annual: financials.annual.filter((s) => s.publishedOn <= asOf),
    quarterly: financials.quarterly.filter((s) => s.publishedOn <= asOf),
  };
}

/** Ranked candidates cut to `size` with at most `sectorCap` per sector. */
export function capBySector(
  ranked: readonly { readonly symbol: string; readonly sector: string }[],
  size: number,
  sectorCap: number,
): string[] {
  const perSector = new Map<string, number>();
  const chosen: string[] = [];
  for (const c of ranked) {
    if (chosen.length >= size) break;
    const n = perSector.get(c.sector) ?? 0;
    if (n >= sectorCap) continue;
    perSector.set(c.sector, n + 1);
    chosen.push(c.symbol);
  }
  return chosen;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const byScoreThenSymbol = (
  a: { score: number; symbol: string },
  b: { score: number; symbol: string },
): number => b.score - a.score || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);

/** Parameters of the quality-at-a-fair-price model. */
export interface QualityOptions {
  readonly size: number;
  readonly sectorCap: number;
  readonly maxDebtToEquity: number;
  readonly schedule: RoboSchedule;
}

/** Quality at a fair price: top ROE with D/E below a limit and P/E below its sector's median. */
export function qualityAtFairPriceModel(options: Partial<QualityOptions> = {}): RoboModel {
  const { size = 10, sectorCap = 3, maxDebtToEquity = 1, schedule = 'quarterly' } = options;
  return {
    id: 'quality-fair-price',
    name: 'Quality at a fair price',
    rule: `The ${size} stocks with the highest return on equity among those with long-term debt below ${maxDebtToEquity}× equity and a P/E (price over the last four published quarters' earnings) below the median P/E of their sector; at most ${sectorCap} from one sector; equal weights; rebalanced on the first trading day of each ${schedule === 'monthly' ? 'month' : 'quarter'}.`,
    schedule,
    warmUpDays: 1,
    select(context: RoboSelectionContext): readonly string[] {
      const asOf = context.dates[context.asOfIndex];
      if (asOf === undefined) return [];
      const rows: { symbol: string; sector: string; roe: number; pe: number; de: number }[] = [];
      for (const stock of context.stocks) {
        const price = stock.close[context.asOfIndex];
        if (!valid(price) || stock.financials === undefined) continue;
        const r = keyRatios(financialsPublishedBy(stock.financials, asOf), price);
        if (r.roe === null || r.pe === null || r.debtToEquity === null) continue;
        rows.push({ symbol: stock.symbol, sector: stock.sector, roe: r.roe, pe: r.pe, de: r.debtToEquity });
      }
      const sectorPes = new Map<string, number[]>();
      for (const row of rows) sectorPes.set(row.sector, [...(sectorPes.get(row.sector) ?? []), row.pe]);
      const sectorMedian = new Map([...sectorPes].map(([sector, pes]) => [sector, median(pes)]));
      const ranked = rows
        .filter((row) => row.de < maxDebtToEquity && row.pe < (sectorMedian.get(row.sector) ?? 0))
        .map((row) => ({ symbol: row.symbol, sector: row.sector, score: row.roe }))
        .sort(byScoreThenSymbol);
      return capBySector(ranked, size, sectorCap);
    },
  };
}

/** Parameters of the momentum model (windows in trading days). */
export interface MomentumOptions {
  readonly size: number;
  readonly sectorCap: number;
  /** Return measured from `lookback` days back … */
  readonly lookback: number;
  /** … to `skip` days back (the last month is skipped: short-term reversal). */
  readonly skip: number;
  /** The close must be above its `trend`-day simple average. */
  readonly trend: number;
  readonly schedule: RoboSchedule;
}

/** The momentum score of a stock at `t`, or null when a close is missing or it is below its trend. */
export function momentumScore(
  stock: RoboStock,
  t: number,
  lookback: number,
  skip: number,
  trend: number,
): number | null {
  const from = stock.close[t - lookback];
  const to = stock.close[t - skip];
  const now = stock.close[t];
  if (t - lookback < 0 || t - trend + 1 < 0 || !valid(from) || !valid(to) || !valid(now)) return null;
  let sum = 0;
  for (let k = t - trend + 1; k <= t; k++) {
    const c = stock.close[k];
    if (!valid(c)) return null;
    sum += c;
  }
  return now > sum / trend ? to / from - 1 : null;
}

/** Momentum: top 6-month return skipping the last month, above the 200-day average. */
export function momentumModel(options: Partial<MomentumOptions> = {}): RoboModel {
  const { size = 10, sectorCap = 3, lookback = 126, skip = 21, trend = 200, schedule = 'monthly' } = options;
  return {
    id: 'momentum',
    name: 'Momentum',
    rule: `The ${size} stocks with the highest return from ${lookback} to ${skip} trading days ago (about six months, skipping the last month) among those closing above their ${trend}-day average; at most ${sectorCap} from one sector; equal weights; rebalanced on the first trading day of each ${schedule === 'monthly' ? 'month' : 'quarter'}.`,
    schedule,
    warmUpDays: Math.max(lookback, trend),
    select(context: RoboSelectionContext): readonly string[] {
      const ranked: { symbol: string; sector: string; score: number }[] = [];
      for (const stock of context.stocks) {
        const score = momentumScore(stock, context.asOfIndex, lookback, skip, trend);
        if (score !== null) ranked.push({ symbol: stock.symbol, sector: stock.sector, score });
      }
      return capBySector(ranked.sort(byScoreThenSymbol), size, sectorCap);
    },
  };
}

/** The shipped models. */
export function roboModels(): readonly RoboModel[] {
  return [qualityAtFairPriceModel(), momentumModel()];
}
