/**
 * Optionchain/runScreen: a screen in the screening language over every F&O underlying (its chosen
 * expiry's figures) or over that expiry's contracts, read from the live chains the option-chain
 * page shows (`OptionMarkets.liveChain`, cached per market tick), so the figures agree across pages.
 *
 * The rows of every underlying are built once per market tick and expiry choice, a few chains per
 * event-loop turn (all 236 chains cost ~0.2 s of CPU; no turn holds the loop more than `SLICE_MS`);
 * requests of the same tick share them. The screen itself runs in steps too.
 */
import type {
  OptionScreenExpiry,
  optionScreenQuery,
  OptionScreenRow as RowDto,
  ScreenError,
} from '@nivesh/contracts';
import {
  type CompiledScreen,
  compileScreen,
  contractScreenRows,
  type OptionChainExpiry,
  type OptionScreenRow,
  OptionScreenUniverse,
  optionScreenCatalogue,
  runScreenSteps,
  ScreenSyntaxError,
  screenCostRefusal,
  sortOptionMatches,
  underlyingScreenRow,
} from '@nivesh/market';
import type { z } from 'zod';
import { driveSteps } from '../backtest/backtest-runner';
import type { MarketService } from '../market/market.service';
import { marketSource, round } from '../market/market-answers';
import { yieldToLoop } from './chain-history';
import type { OptionMarkets, UnderlyingRef } from './option-markets';

/** Longest run of chain building between two yields to the event loop, ms. */
export const SLICE_MS = 8;
/** Sessions of 30-day ATM volatility the IV rank and percentile look back over (as the OI analysis). */
const IV_RANK_SESSIONS = 250;

/** The key fields each scope shows first (the screen's own terms follow). */
const KEY_COLUMNS = {
  underlyings: ['spot', 'iv', 'iv_rank', 'pcr', 'max_pain', 'oi_change', 'days_to_expiry'],
  contracts: ['ltp', 'oi', 'contract_oi_change', 'contract_iv', 'delta', 'moneyness', 'spot'],
} as const;
const DEFAULT_SORT = { underlyings: 'iv_rank', contracts: 'oi' } as const;
/** Figures shown with more decimals than the usual two. */
const DIGITS: Readonly<Record<string, number>> = { delta: 3, pcr: 3, pcr_volume: 3 };

/** The rows of every underlying on one expiry choice, as of one market tick. */
export interface ScreenFigures {
  readonly underlyings: readonly OptionScreenRow[];
  readonly contracts: readonly OptionScreenRow[];
  /** The underlying and expiry of each symbol. */
  readonly of: ReadonlyMap<string, { readonly ref: UnderlyingRef; readonly expiry: string }>;
  /** CPU time spent building them, ms (yields excluded), and the longest slice. */
  readonly buildMs: number;
  readonly longestSliceMs: number;
}

type Query = z.output<typeof optionScreenQuery>;

/** The answer of a run: the ok envelope's payload, or a screen error to send with HTTP 400. */
export type OptionScreenOutcome =
  | { readonly ok: true; readonly message: string; readonly payload: OkPayload }
  | { readonly ok: false; readonly error: ScreenError };
type OkPayload = {
  source: ReturnType<typeof marketSource>;
  query: string;
  rows: Query['rows'];
  expiry: OptionScreenExpiry;
  columns: string[];
  sort: { field: string; order: Query['order'] };
  underlyings: number;
  scanned: number;
  matched: number;
  page: number;
  pageSize: number;
  results: RowDto[];
  elapsedMs: number;
};

const refusal = (message: string): { ok: false; error: ScreenError } => ({
  ok: false,
  error: { status: 0, message, position: null, line: null, column: null },
});

/** The expiry of a chain a choice names, or undefined when the chain lists none such. */
export function chosenExpiry(
  expiries: readonly OptionChainExpiry[],
  choice: OptionScreenExpiry,
): OptionChainExpiry | undefined {
  if (choice === 'near') return expiries[0];
  if (choice === 'next') return expiries[1];
  return expiries.find((e) => e.kind === 'monthly');
}

export class OptionScreener {
  private readonly built = new Map<
    OptionScreenExpiry,
    { version: number; running: boolean; figures: Promise<ScreenFigures> }
  >();
  private volHistory: { day: string; bySymbol: Map<string, Float64Array> } = { day: '', bySymbol: new Map() };

  constructor(
    private readonly markets: OptionMarkets,
    private readonly market: MarketService,
  ) {}

  /**
   * The rows of every underlying on `choice` for the current market tick, shared by its requests.
   * While a build is running, later requests wait for it rather than start another (on a busy
   * machine a build can outlast a tick): at most one build per expiry choice at a time.
   */
  figures(choice: OptionScreenExpiry): Promise<ScreenFigures> {
    const version = this.market.version;
    const kept = this.built.get(choice);
    if (kept && (kept.version === version || kept.running)) return kept.figures;
    const entry = { version, running: true, figures: this.build(choice) };
    const done = () => {
      entry.running = false;
    };
    entry.figures.then(done, done);
    this.built.set(choice, entry);
    return entry.figures;
  }

  /** 30-day ATM volatility at the close of the last sessions (decimal), kept for the session day. */
  private atmVolHistory(ref: UnderlyingRef): Float64Array {
    const day = this.markets.state.sessionDate;
    if (this.volHistory.day !== day) this.volHistory = { day, bySymbol: new Map() };
    let history = this.volHistory.bySymbol.get(ref.symbol);
    if (!history) {
      const last = this.markets.state.dates.length - 1;
      const first = Math.max(0, last - IV_RANK_SESSIONS + 1);
      history = Float64Array.from({ length: last - first + 1 }, (_, k) =>
        this.markets.atmVolOnDay(ref, first + k),
      );
      this.volHistory.bySymbol.set(ref.symbol, history);
    }
    return history;
  }

  private async build(choice: OptionScreenExpiry): Promise<ScreenFigures> {
    const underlyings: OptionScreenRow[] = [];
    const contracts: OptionScreenRow[] = [];
    const of = new Map<string, { ref: UnderlyingRef; expiry: string }>();
    let buildMs = 0;
    let longestSliceMs = 0;
    let sliceStart = performance.now();
    const closeSlice = () => {
      const ms = performance.now() - sliceStart;
      buildMs += ms;
      longestSliceMs = Math.max(longestSliceMs, ms);
    };
    for (const ref of this.markets.underlyings()) {
      const chain = this.markets.liveChain(ref).today;
      const expiry = chosenExpiry(chain.expiries, choice);
      if (expiry && expiry.strikes.length > 0) {
        const row = underlyingScreenRow({
          symbol: ref.symbol,
          kind: ref.kind,
          spot: chain.spot,
          previousClose: this.markets.previousClose(ref),
          lotSize: chain.lotSize,
          expiry,
          daysToExpiry: this.markets.daysTo(expiry.expiry),
          atmVolHistory: this.atmVolHistory(ref),
          atmVolNow: this.markets.atmVolNow(ref),
        });
        underlyings.push(row);
        contracts.push(...contractScreenRows(row, expiry));
        of.set(ref.symbol, { ref, expiry: expiry.expiry });
      }
      if (performance.now() - sliceStart > SLICE_MS) {
        closeSlice();
        await yieldToLoop();
        sliceStart = performance.now();
      }
    }
    closeSlice();
    return { underlyings, contracts, of, buildMs, longestSliceMs };
  }

  /** Runs a screen: compiled against the scope's catalogue, over the tick's rows, sorted and paged. */
  async run(query: Query): Promise<OptionScreenOutcome> {
    const catalogue = optionScreenCatalogue(query.rows);
    let compiled: CompiledScreen;
    try {
      compiled = compileScreen(query.query, { catalogue });
    } catch (error) {
      if (!(error instanceof ScreenSyntaxError)) throw error;
      const { message, position, line, column } = error;
      return { ok: false, error: { status: 0, message, position, line, column } };
    }
    const numberFields = catalogue.fields.filter((f) => f.kind === 'option').map((f) => f.name);
    const firstTerm = compiled.columns.find((c) => numberFields.includes(c.key))?.key;
    const sortField = query.sort ?? firstTerm ?? DEFAULT_SORT[query.rows];
    if (!numberFields.includes(sortField))
      return refusal(`Sort by a number field of the rows, e.g. ${DEFAULT_SORT[query.rows]}`);
    const figures = await this.figures(query.expiry);
    // Timed from here: the tick's rows are built once and shared by every request of the tick.
    const started = performance.now();
    const rows = query.rows === 'underlyings' ? figures.underlyings : figures.contracts;
    const tooCostly = screenCostRefusal([compiled], rows.length);
    if (tooCostly !== null) return refusal(tooCostly);
    const universe = new OptionScreenUniverse(rows);
    const { run } = await driveSteps(runScreenSteps(compiled, universe, { rowsPerStep: 2000 }));
    const ordered = sortOptionMatches(universe, run.matches, { field: sortField, direction: query.order });
    const terms = compiled.columns.map((c) => c.key);
    const keys = KEY_COLUMNS[query.rows] as readonly string[];
    const columns = [...keys, ...terms.filter((k) => !keys.includes(k))];
    const matchIndex = new Map(Array.from(run.matches, (row, k) => [row, k]));
    const from = (query.page - 1) * query.pageSize;
    const results = ordered.slice(from, from + query.pageSize).map((i): RowDto => {
      const row = universe.rows[i];
      const k = matchIndex.get(i) ?? -1;
      const known = row ? figures.of.get(row.symbol) : undefined;
      const value = (key: string): number | null => {
        const term = terms.indexOf(key);
        const v = term >= 0 ? run.columns[term]?.values[k] : universe.number(i, key);
        return v === undefined || !Number.isFinite(v) ? null : round(v, DIGITS[key] ?? 2);
      };
      return {
        symbol: row?.symbol ?? '',
        name: known?.ref.name ?? row?.symbol ?? '',
        kind: known?.ref.kind ?? 'stock',
        expiry: known?.expiry ?? '',
        strike: row?.contract?.strike ?? null,
        side: row?.contract?.side ?? null,
        values: columns.map(value),
      };
    });
    const matched = run.matches.length;
    return {
      ok: true,
      message: `${matched} of ${rows.length} ${query.rows} match`,
      payload: {
        source: marketSource(this.market),
        query: query.query,
        rows: query.rows,
        expiry: query.expiry,
        columns,
        sort: { field: sortField, order: query.order },
        underlyings: figures.underlyings.length,
        scanned: rows.length,
        matched,
        page: query.page,
        pageSize: query.pageSize,
        results,
        elapsedMs: round(performance.now() - started, 1),
      },
    };
  }
}
