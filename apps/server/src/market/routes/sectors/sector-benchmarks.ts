/**
 * The NSE indices the sectors pages quote: each sector's own index where NSE has one, and NIFTY 500,
 * the benchmark returns and relative strength are measured against.
 */
import type { SectorBenchmark, SectorIndexQuote } from '@nivesh/contracts';
import type { MarketState } from '@nivesh/market';
import { perSession } from '../../day/per-session';
import { fromHundredths, round } from '../../market-answers';
import {
  closeSeries,
  currentShares,
  type DailySeries,
  groupLevels,
  liveLevel,
  type PeriodBases,
  periodReturns,
} from './group-levels';
import { groupToday } from './group-today';
import type { StockGroup } from './stock-groups';

export const BENCHMARK_INDEX = 'NIFTY 500';

/**
 * The NSE sectoral index tracking each sector (an index covering the sector's business; NIFTY
 * ENERGY spans oil, gas and power, NIFTY PHARMA the pharmaceutical part of healthcare).
 */
export const SECTOR_INDEX: Readonly<Record<string, string>> = {
  'Automobile and Auto Components': 'NIFTY AUTO',
  'Consumer Durables': 'NIFTY CONSR DURBL',
  'Fast Moving Consumer Goods': 'NIFTY FMCG',
  'Financial Services': 'NIFTY FIN SERVICE',
  Healthcare: 'NIFTY PHARMA',
  'Information Technology': 'NIFTY IT',
  'Media Entertainment & Publication': 'NIFTY MEDIA',
  'Metals & Mining': 'NIFTY METAL',
  'Oil Gas & Consumable Fuels': 'NIFTY ENERGY',
  Power: 'NIFTY ENERGY',
  Realty: 'NIFTY REALTY',
};

/** The live level of an index symbol the market has, else null. */
export function indexQuote(state: MarketState, symbol: string | undefined): SectorIndexQuote | null {
  const id = symbol === undefined ? undefined : state.idOf(symbol);
  if (id === undefined || symbol === undefined) return null;
  const q = state.quote(id);
  if (q.ltp <= 0) return null;
  return {
    symbol,
    level: fromHundredths(q.ltp),
    change: fromHundredths(q.ltp - q.prevClose),
    changePct: Number.isFinite(q.changePct) ? round(q.changePct) : 0,
  };
}

/** The benchmark's daily series and live value, in the same units (index hundredths or a level). */
export interface BenchmarkSeries {
  readonly quote: SectorIndexQuote;
  readonly fromConstituents: boolean;
  readonly series: DailySeries;
  readonly live: number;
}

/** NIFTY 500 from its index series, or the chain-linked index of `everything` when it is absent. */
export function benchmarkSeries(state: MarketState, everything: StockGroup): BenchmarkSeries {
  const quote = indexQuote(state, BENCHMARK_INDEX);
  const id = state.idOf(BENCHMARK_INDEX);
  if (quote && id !== undefined) {
    const series = perSession(state, 'sectors:benchmark', () => closeSeries(state, id));
    return { quote, fromConstituents: false, series, live: state.quote(id).ltp };
  }
  const [series] = groupLevels(state, 'benchmark', [everything]);
  const levels = series ?? { from: 0, values: new Float64Array(0) };
  const today = groupToday(state, everything.ids, currentShares(state));
  const live = liveLevel(state, levels, today);
  return {
    quote: {
      symbol: everything.name,
      level: round(live),
      change: round(live - live / (1 + today.weightedChangePct / 100)),
      changePct: round(today.weightedChangePct),
    },
    fromConstituents: true,
    series: levels,
    live,
  };
}

/** The benchmark block of an answer. */
export function benchmarkOf(benchmark: BenchmarkSeries, bases: PeriodBases): SectorBenchmark {
  return {
    ...benchmark.quote,
    fromConstituents: benchmark.fromConstituents,
    returns: periodReturns(benchmark.series, benchmark.live, bases),
  };
}
