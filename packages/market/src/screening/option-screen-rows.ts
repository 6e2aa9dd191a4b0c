import { maxPain, pcr } from '../options/chain-statistics';
import { ivRankAndPercentile } from '../options/iv-rank';
import type { OptionChainExpiry, OptionSideColumns } from '../options/option-chain';
import type { ContractNumberField, OptionTextField, UnderlyingNumberField } from './option-catalogue';
import type { ScreenBars, ScreenUniverse } from './screen-universe';

/**
 * The rows of an option screen from the pure chain model: one per underlying (its chosen expiry's
 * figures), or one per contract of that expiry (its own figures, then its underlying's). Units as
 * the option catalogue states them; NaN where a figure does not exist (no IV fits, no OI yesterday).
 */

/** One row of an option screen. */
export interface OptionScreenRow {
  readonly symbol: string;
  readonly numbers: Readonly<Partial<Record<UnderlyingNumberField | ContractNumberField, number>>>;
  readonly texts: Readonly<Partial<Record<OptionTextField, string>>>;
  /** A contract's underlying: its fields are the contract's too. */
  readonly underlying?: OptionScreenRow;
  /** A contract's strike and side. */
  readonly contract?: { readonly strike: number; readonly side: 'CE' | 'PE' };
  /** An underlying's expiry and the index of its ATM strike, for the functions over the chain. */
  readonly chain?: { readonly expiry: OptionChainExpiry; readonly atm: number };
}

/** What an underlying's row is computed from: its level, the chosen expiry and its volatility history. */
export interface UnderlyingRowInput {
  readonly symbol: string;
  readonly kind: 'index' | 'stock';
  /** Live level, points. */
  readonly spot: number;
  /** The previous session's close, points. */
  readonly previousClose: number;
  readonly lotSize: number;
  /** The chosen expiry of the live chain. */
  readonly expiry: OptionChainExpiry;
  /** Calendar days from the session date to the expiry. */
  readonly daysToExpiry: number;
  /** The 30-day ATM volatility (decimal) at the close of past sessions (NaN days skipped). */
  readonly atmVolHistory: ArrayLike<number>;
  /** The 30-day ATM volatility now (decimal): ranked within the history and itself. */
  readonly atmVolNow: number;
}

const percentOf = (part: number, whole: number): number => (whole > 0 ? (part / whole) * 100 : Number.NaN);

/** The index of the strike nearest `level` (the lower one on a tie), −1 without strikes. */
export function nearestStrikeIndex(strikes: ArrayLike<number>, level: number): number {
  let best = -1;
  for (let i = 0; i < strikes.length; i++) {
    const gap = Math.abs((strikes[i] ?? Number.NaN) - level);
    if (best < 0 || gap < Math.abs((strikes[best] ?? Number.NaN) - level)) best = i;
  }
  return best;
}

/** Mean of the finite call and put IVs (decimal) at strike index `i`; NaN when neither fits. */
function meanIvAt(expiry: OptionChainExpiry, i: number): number {
  const ivs = [expiry.call.iv[i] ?? Number.NaN, expiry.put.iv[i] ?? Number.NaN].filter(Number.isFinite);
  return ivs.length > 0 ? ivs.reduce((a, b) => a + b, 0) / ivs.length : Number.NaN;
}

/** ATM IV (decimal): mean of the finite call and put IVs at the strike nearest `spot`; NaN when neither fits. */
export function atmIvAtSpot(expiry: OptionChainExpiry, spot: number): number {
  return meanIvAt(expiry, nearestStrikeIndex(expiry.strikes, spot));
}

/** Σ of rounded OI and of rounded OI changes of one side (as the chain's rows and totals show them). */
function oiTotals(side: OptionSideColumns): { oi: number; change: number } {
  let oi = 0;
  let change = 0;
  for (let i = 0; i < side.openInterest.length; i++) {
    const now = Math.round(side.openInterest[i] ?? 0);
    oi += now;
    change += now - Math.round(side.previousOpenInterest[i] ?? 0);
  }
  return { oi, change };
}

/** The row of an underlying on its chosen expiry. */
export function underlyingScreenRow(input: UnderlyingRowInput): OptionScreenRow {
  const { expiry, spot } = input;
  const ratio = pcr(expiry);
  const pain = expiry.strikes.length > 0 ? maxPain(expiry).strike : Number.NaN;
  const calls = oiTotals(expiry.call);
  const puts = oiTotals(expiry.put);
  const atm = nearestStrikeIndex(expiry.strikes, spot);
  const straddle =
    atm < 0 ? Number.NaN : ((expiry.call.price[atm] ?? 0) + (expiry.put.price[atm] ?? 0)) / 100;
  const window = Float64Array.from({ length: input.atmVolHistory.length + 1 }, (_, k) =>
    k < input.atmVolHistory.length ? (input.atmVolHistory[k] ?? Number.NaN) : input.atmVolNow,
  );
  const rank = ivRankAndPercentile(window, input.atmVolNow);
  return {
    symbol: input.symbol,
    chain: { expiry, atm },
    texts: { symbol: input.symbol, kind: input.kind },
    numbers: {
      spot,
      spot_change_pct: percentOf(spot - input.previousClose, input.previousClose),
      iv: meanIvAt(expiry, atm) * 100,
      iv_rank: rank.rank,
      iv_percentile: rank.percentile,
      pcr: ratio.byOpenInterest,
      pcr_volume: ratio.byVolume,
      max_pain: pain,
      max_pain_distance: percentOf(pain - spot, spot),
      call_oi: calls.oi,
      put_oi: puts.oi,
      oi_change: calls.change + puts.change,
      call_oi_change: calls.change,
      put_oi_change: puts.change,
      forward_basis: percentOf(expiry.forward - spot, spot),
      straddle,
      expected_move: percentOf(straddle, spot),
      days_to_expiry: input.daysToExpiry,
      lot_size: input.lotSize,
    },
  };
}

function contractRow(
  underlying: OptionScreenRow,
  expiry: OptionChainExpiry,
  i: number,
  side: 'CE' | 'PE',
): OptionScreenRow {
  const columns = side === 'CE' ? expiry.call : expiry.put;
  const strike = expiry.strikes[i] ?? Number.NaN;
  const spot = underlying.numbers.spot ?? Number.NaN;
  const price = columns.price[i] ?? 0;
  const previousPrice = columns.previousClose[i] ?? price;
  const oi = Math.round(columns.openInterest[i] ?? 0);
  const previousOi = Math.round(columns.previousOpenInterest[i] ?? 0);
  return {
    symbol: underlying.symbol,
    underlying,
    contract: { strike, side },
    texts: { side },
    numbers: {
      strike,
      ltp: price / 100,
      ltp_change_pct: percentOf(price - previousPrice, previousPrice),
      contract_iv: (columns.iv[i] ?? Number.NaN) * 100,
      delta: columns.delta[i] ?? Number.NaN,
      theta: columns.thetaPerDay[i] ?? Number.NaN,
      oi,
      contract_oi_change: oi - previousOi,
      oi_change_pct: percentOf(oi - previousOi, previousOi),
      volume: Math.round(columns.volume[i] ?? 0),
      moneyness: percentOf(side === 'CE' ? strike - spot : spot - strike, spot),
    },
  };
}

/** The contracts of `expiry` (every strike, call then put), each with `underlying`'s row. */
export function contractScreenRows(
  underlying: OptionScreenRow,
  expiry: OptionChainExpiry,
): OptionScreenRow[] {
  const rows: OptionScreenRow[] = [];
  for (let i = 0; i < expiry.strikes.length; i++) {
    rows.push(contractRow(underlying, expiry, i, 'CE'), contractRow(underlying, expiry, i, 'PE'));
  }
  return rows;
}

const CHAIN_CALL = /^(call|put)_(oi|iv)_at\((-?\d+)\)$/;
type ChainCall = {
  readonly side: 'call' | 'put';
  readonly figure: 'oi' | 'iv';
  readonly steps: number;
} | null;
const chainCalls = new Map<string, ChainCall>();

/** `put_iv_at(-2)` (a chain function's canonical text) taken apart, or null for a plain field. */
function chainCallOf(field: string): ChainCall {
  let call = chainCalls.get(field);
  if (call === undefined) {
    const m = CHAIN_CALL.exec(field);
    call = m
      ? { side: m[1] === 'call' ? 'call' : 'put', figure: m[2] === 'oi' ? 'oi' : 'iv', steps: Number(m[3]) }
      : null;
    if (chainCalls.size < 1000) chainCalls.set(field, call);
  }
  return call;
}

/** A chain function's value on an underlying's row: NaN past the listed strikes or without a fitting IV. */
function chainValue(row: OptionScreenRow, call: NonNullable<ChainCall>): number {
  const chain = row.chain;
  if (!chain) return Number.NaN;
  const i = chain.atm + call.steps;
  if (chain.atm < 0 || i < 0 || i >= chain.expiry.strikes.length) return Number.NaN;
  const side = chain.expiry[call.side];
  return call.figure === 'oi'
    ? Math.round(side.openInterest[i] ?? Number.NaN)
    : (side.iv[i] ?? Number.NaN) * 100;
}

/** A number field of a row: the contract's own, else its underlying's; NaN when unknown. */
export function optionRowNumber(row: OptionScreenRow, field: string): number {
  const own = (row.numbers as Readonly<Record<string, number | undefined>>)[field];
  if (own !== undefined) return own;
  if (row.underlying) return optionRowNumber(row.underlying, field);
  const call = chainCallOf(field);
  return call ? chainValue(row, call) : Number.NaN;
}

function optionRowText(row: OptionScreenRow, field: string): string | undefined {
  const own = (row.texts as Readonly<Record<string, string | undefined>>)[field];
  if (own !== undefined) return own;
  return row.underlying ? optionRowText(row.underlying, field) : undefined;
}

/** Option-screen rows as a screen universe: fields per row, no bars, no indices. */
export class OptionScreenUniverse implements ScreenUniverse {
  constructor(readonly rows: readonly OptionScreenRow[]) {}

  get count(): number {
    return this.rows.length;
  }
  symbol(i: number): string {
    return this.rows[i]?.symbol ?? '';
  }
  text(i: number, field: string): string | undefined {
    const row = this.rows[i];
    return row && optionRowText(row, field);
  }
  number(i: number, field: string): number {
    const row = this.rows[i];
    return row ? optionRowNumber(row, field) : Number.NaN;
  }
  bars(): ScreenBars | undefined {
    return undefined;
  }
  indices(): readonly string[] {
    return [];
  }
}

/** The order of an option screen's matches: a number field, high to low or low to high. */
export interface OptionScreenSort {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

/**
 * Matched rows of `universe` ordered by `sort`: rows without the figure (NaN) last, ties by
 * symbol, then strike, then calls before puts, so a page never reshuffles between two requests.
 */
export function sortOptionMatches(
  universe: OptionScreenUniverse,
  matches: ArrayLike<number>,
  sort: OptionScreenSort,
): number[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = Array.from(matches, (i) => ({ i, value: universe.number(i, sort.field) }));
  const tie = (a: number, b: number): number => {
    const ra = universe.rows[a];
    const rb = universe.rows[b];
    if (!ra || !rb) return a - b;
    if (ra.symbol !== rb.symbol) return ra.symbol < rb.symbol ? -1 : 1;
    const ka = ra.contract;
    const kb = rb.contract;
    if (!ka || !kb || ka.strike === kb.strike) return (ka?.side ?? '') < (kb?.side ?? '') ? -1 : 1;
    return ka.strike - kb.strike;
  };
  keyed.sort((a, b) => {
    const na = Number.isNaN(a.value);
    const nb = Number.isNaN(b.value);
    if (na || nb) return na === nb ? tie(a.i, b.i) : na ? 1 : -1;
    return a.value === b.value ? tie(a.i, b.i) : (a.value - b.value) * sign;
  });
  return keyed.map((k) => k.i);
}
