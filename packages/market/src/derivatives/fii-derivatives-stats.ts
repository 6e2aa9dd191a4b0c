import type { FiiStatsRow, FiiStatsSegment } from '../nse-files/fii-stats';
import { FII_STATS_SEGMENT_LABELS } from '../nse-files/fii-stats';
import { createRng } from '../simulator/prng';
import type { IsoDate } from '../units';
import { apportion, type OiSegment, type ParticipantOiRow } from './participant-oi';

/**
 * Simulated FII derivatives statistics of a session, the figures NSE publishes each evening as
 * `fii_stats_DD-Mon-YYYY.xls`: per segment (index futures, index options, stock futures, stock
 * options) and per index, contracts bought and sold and the open interest at the end of the day,
 * each with its value in ₹ crore.
 *
 * Built on the simulated participant-wise open interest of the same session (`simulatedParticipantOi`):
 *   OI contracts of a segment = the FII row's long + short there (NSE: "both buy and sell positions
 *     have been considered"); index options are the index calls and puts together, stock options
 *     likewise;
 *   buy − sell contracts = the change of the FII net position (long − short) since the previous
 *     session's file (0 without one), so the day's net trading and the OI file agree;
 *   buy + sell = the OI × a turnover ratio of the segment × a seeded lognormal (sd 0.25), never
 *     less than |net|, with the parity of net so buy and sell are whole contracts.
 * Index rows are split among the indices given (NIFTY, BANKNIFTY, …) by seeded weights around
 * typical shares (drawn apart for buy, sell and OI), in whole contracts (largest remainder), so INDEX FUTURES and INDEX OPTIONS are
 * exactly the sums of their per-index rows, in contracts and in ₹ crore (each per-index amount is
 * rounded to ₹0.01 crore first).
 *
 * Values (NSE's notes): futures at the traded price (simulated: the index close) × quantity, their
 * OI at the closing price × quantity; options bought and sold at the strike × quantity (simulated:
 * strikes near the money, the close × (1 + a seeded 1 % sd)), their OI at the underlying's close ×
 * quantity. Quantity = contracts × the market lot; ₹ crore = rupees ÷ 10^7. Stock rows use the
 * mean rupee value of one contract of the F&O stocks (lot × close) given by the caller.
 */

export interface FiiStatsIndex {
  /** The derivative symbol: NIFTY, BANKNIFTY, FINNIFTY, MIDCPNIFTY, NIFTYNXT50. */
  readonly symbol: string;
  readonly lot: number;
  /** The index's close on the session, points. */
  readonly close: number;
}

export interface FiiStatsContext {
  /** The session's participant-wise OI rows (Client, DII, FII, Pro, TOTAL). */
  readonly oi: readonly ParticipantOiRow[];
  /** The previous session's rows (none at the start of the market). */
  readonly previousOi?: readonly ParticipantOiRow[] | undefined;
  /** Indices with derivatives, in the order their rows are listed; at least one. */
  readonly indices: readonly FiiStatsIndex[];
  /** Mean value of one F&O stock contract on the session, ₹ (lot × close). */
  readonly stockContractRupees: number;
}

export interface SimulatedFiiStatsDay {
  readonly date: IsoDate;
  readonly simulated: true;
  /** Per-index futures, INDEX FUTURES, per-index options, INDEX OPTIONS, STOCK FUTURES, STOCK OPTIONS. */
  readonly rows: readonly FiiStatsRow[];
}

/** The participant-OI columns of each segment. */
export const FII_STATS_OI_SEGMENTS: Readonly<Record<FiiStatsSegment, readonly OiSegment[]>> = {
  indexFutures: ['futureIndex'],
  indexOptions: ['optionIndexCall', 'optionIndexPut'],
  stockFutures: ['futureStock'],
  stockOptions: ['optionStockCall', 'optionStockPut'],
};

/** (buy + sell) ÷ OI per session, of the order of NSE's files of 2021 (weekly index options trade many times their OI). */
const TURNOVER: Readonly<Record<FiiStatsSegment, number>> = {
  indexFutures: 0.35,
  indexOptions: 3,
  stockFutures: 0.3,
  stockOptions: 1.5,
};

/** Typical shares of each index in FII index futures and options; others get 0.02. */
const INDEX_SHARES: Readonly<Record<'futures' | 'options', Readonly<Record<string, number>>>> = {
  futures: { NIFTY: 0.55, BANKNIFTY: 0.3, FINNIFTY: 0.05, MIDCPNIFTY: 0.07, NIFTYNXT50: 0.03 },
  options: { NIFTY: 0.7, BANKNIFTY: 0.2, FINNIFTY: 0.03, MIDCPNIFTY: 0.05, NIFTYNXT50: 0.02 },
};

const CRORE = 10_000_000;

/** FII long + short and long − short in `segment` of the rows (zeros without an FII row). */
export function fiiPosition(
  rows: readonly ParticipantOiRow[] | undefined,
  segment: FiiStatsSegment,
): { gross: number; net: number } {
  const fii = rows?.find((r) => r.clientType === 'FII');
  let gross = 0;
  let net = 0;
  for (const column of FII_STATS_OI_SEGMENTS[segment]) {
    gross += (fii?.long[column] ?? 0) + (fii?.short[column] ?? 0);
    net += (fii?.long[column] ?? 0) - (fii?.short[column] ?? 0);
  }
  return { gross, net };
}

/** Hundredths of a crore of `contracts` at `rupees` each. */
const hundredths = (contracts: number, rupees: number) => Math.round((contracts * rupees * 100) / CRORE);

/** The simulated FII derivatives statistics of `date` (see the module comment). */
export function simulatedFiiDerivativesStats(
  date: IsoDate,
  seed: string,
  context: FiiStatsContext,
): SimulatedFiiStatsDay {
  const rng = createRng(seed, `fii-stats:${date}`);
  const traded = (segment: FiiStatsSegment) => {
    const today = fiiPosition(context.oi, segment);
    const net = context.previousOi ? today.net - fiiPosition(context.previousOi, segment).net : 0;
    let gross = Math.max(
      Math.round(today.gross * TURNOVER[segment] * Math.exp(0.25 * rng.normal())),
      Math.abs(net),
    );
    if ((gross - Math.abs(net)) % 2 !== 0) gross += 1;
    return { buy: (gross + net) / 2, sell: (gross - net) / 2, oi: today.gross };
  };
  const rows: FiiStatsRow[] = [];
  for (const [segment, kind] of [
    ['indexFutures', 'futures'],
    ['indexOptions', 'options'],
  ] as const) {
    const t = traded(segment);
    // Buy, sell and OI each get their own seeded weights, so one index may be net sold while the
    // segment is net bought.
    const [buy, sell, oi] = [t.buy, t.sell, t.oi].map((n) =>
      apportion(
        n,
        context.indices.map((ix) => (INDEX_SHARES[kind][ix.symbol] ?? 0.02) * Math.exp(0.1 * rng.normal())),
      ),
    );
    const perIndex = context.indices.map((ix, i): FiiStatsRow => {
      const quantityRupees = ix.lot * ix.close;
      // Options change hands at strikes near the money; futures at the close.
      const tradedValue = () =>
        kind === 'options' ? quantityRupees * (1 + 0.01 * rng.normal()) : quantityRupees;
      const b = buy?.[i] ?? 0;
      const s = sell?.[i] ?? 0;
      const o = oi?.[i] ?? 0;
      return {
        label: `${ix.symbol} ${kind.toUpperCase()}`,
        segment,
        index: ix.symbol,
        buy: { contracts: b, crore: hundredths(b, tradedValue()) / 100 },
        sell: { contracts: s, crore: hundredths(s, tradedValue()) / 100 },
        oi: { contracts: o, crore: hundredths(o, quantityRupees) / 100 },
      };
    });
    const sum = (pick: (r: FiiStatsRow) => { contracts: number; crore: number }) => ({
      contracts: perIndex.reduce((a, r) => a + pick(r).contracts, 0),
      crore: perIndex.reduce((a, r) => a + Math.round(pick(r).crore * 100), 0) / 100,
    });
    rows.push(...perIndex, {
      label: FII_STATS_SEGMENT_LABELS[segment],
      segment,
      index: null,
      buy: sum((r) => r.buy),
      sell: sum((r) => r.sell),
      oi: sum((r) => r.oi),
    });
  }
  for (const segment of ['stockFutures', 'stockOptions'] as const) {
    const t = traded(segment);
    const value = context.stockContractRupees;
    const price = (n: number) =>
      segment === 'stockOptions' ? hundredths(n, value * (1 + 0.01 * rng.normal())) : hundredths(n, value);
    rows.push({
      label: FII_STATS_SEGMENT_LABELS[segment],
      segment,
      index: null,
      buy: { contracts: t.buy, crore: price(t.buy) / 100 },
      sell: { contracts: t.sell, crore: price(t.sell) / 100 },
      oi: { contracts: t.oi, crore: hundredths(t.oi, value) / 100 },
    });
  }
  return { date, simulated: true, rows };
}
