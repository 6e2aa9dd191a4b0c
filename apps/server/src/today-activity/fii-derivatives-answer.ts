/**
 * TodayActivity/getFiiDerivatives: FII derivatives statistics of a session (NSE's
 * `fii_stats_DD-Mon-YYYY.xls`). A session imported from NSE's file is answered from the database
 * with the file's name; any other closed session of the running market from the simulation
 * (`simulatedFiiDerivativesStats`), built on the same simulated participant-wise OI that
 * FutureStock/getParticipantOi answers (same seed), with the running market's index closes, the
 * indices' lots and the F&O stocks' mean contract value.
 */
import type { FiiDerivativesAnswer, FiiDerivativesRow, MarketSource } from '@nivesh/contracts';
import {
  type FiiStatsFigure,
  type FiiStatsIndex,
  type FiiStatsRow,
  FNO_STOCKS,
  INDEX_DERIVATIVES,
  type IsoDate,
  type MarketState,
  type NseCalendar,
  type ParticipantOiRow,
  simulatedFiiDerivativesStats,
} from '@nivesh/market';
import { optionsSeed } from '../derivatives/option-markets';
import { simulatedParticipantOiDay } from '../derivatives/participant-oi-answer';
import { round } from '../market/market-answers';
import { checkSessionDate, dayIndexOf, type NiftyDay, refuseDate } from '../market/session-days';

export const FII_DERIVATIVES_METHOD =
  "NSE's notes: futures bought and sold are valued at the traded price × quantity and their open interest at the closing (settlement) price × quantity; options bought and sold at the strike price × quantity and their open interest at the underlying's close × quantity; both buy and sell positions are counted in the open interest; ₹ crore = ₹ ÷ 10^7, quantity = contracts × lot. Simulated sessions: the open interest is the FII long + short of the participant-wise OI (NSE's imported file for that session when there is one, else the simulated one), buy − sell its change of long − short since the previous session (none when only one of the two sessions was imported); futures are valued at the index close, options at strikes near the money (the close ± about 1 %), stocks at the F&O stocks' mean contract value (lot × close).";

/** A figure with two decimals of ₹ crore. */
const figure = (f: FiiStatsFigure) => ({ contracts: f.contracts, crore: round(f.crore, 2) });

function rowDto(row: FiiStatsRow): FiiDerivativesRow {
  return {
    label: row.label,
    segment: row.segment,
    index: row.index,
    buy: figure(row.buy),
    sell: figure(row.sell),
    net: {
      contracts: row.buy.contracts - row.sell.contracts,
      crore: round(row.buy.crore - row.sell.crore, 2),
    },
    oi: figure(row.oi),
  };
}

/** A symbol's close on `date` (points or rupees), the live quote for the running session; undefined when unknown. */
function closeOn(state: MarketState, symbol: string, date: IsoDate): number | undefined {
  const id = state.idOf(symbol);
  if (id === undefined) return undefined;
  if (date === state.sessionDate) {
    const ltp = state.quote(id).ltp;
    return ltp > 0 ? ltp / 100 : undefined;
  }
  const t = dayIndexOf(state.dates, date);
  const close = t < 0 ? 0 : (state.daily(id).close[t] ?? 0);
  return close > 0 ? close / 100 : undefined;
}

/** Imported participant-wise OI of a session and the one before it (absent: simulated). */
export interface ImportedOiPair {
  readonly today?: readonly ParticipantOiRow[] | undefined;
  readonly previous?: readonly ParticipantOiRow[] | undefined;
}

/** The session before `date` on the calendar (undefined at its start). */
export function sessionBefore(calendar: NseCalendar, date: IsoDate): IsoDate | undefined {
  try {
    return calendar.previousTradingDay(date);
  } catch {
    return undefined;
  }
}

/**
 * The simulated statistics of a closed session of the running market, on the participant-wise OI
 * imported for it (`importedOi`) when there is one: then the change is measured against the previous
 * session's imported OI only (an imported day against a simulated one would be no change at all).
 */
export function simulatedFiiDerivativesDay(
  state: MarketState,
  pathSeed: string,
  nifty: ReadonlyMap<IsoDate, NiftyDay>,
  calendar: NseCalendar,
  date: IsoDate,
  importedOi: ImportedOiPair = {},
): readonly FiiStatsRow[] {
  const simulatedOi = (d: IsoDate) => simulatedParticipantOiDay(optionsSeed(pathSeed), nifty, d);
  const previous = sessionBefore(calendar, date);
  const oi = importedOi.today ?? simulatedOi(date);
  const previousOi =
    previous === undefined
      ? undefined
      : importedOi.today !== undefined
        ? importedOi.previous
        : importedOi.previous === undefined
          ? simulatedOi(previous)
          : undefined;
  const niftyClose = nifty.get(date)?.close ?? 0;
  const indices: FiiStatsIndex[] = INDEX_DERIVATIVES.flatMap((d) => {
    const close = closeOn(state, d.index, date) ?? (d.symbol === 'NIFTY' ? niftyClose : undefined);
    return close === undefined || close <= 0 ? [] : [{ symbol: d.symbol, lot: d.lotSize, close }];
  });
  let sum = 0;
  let count = 0;
  for (const stock of FNO_STOCKS) {
    const close = closeOn(state, stock.symbol, date);
    if (close === undefined) continue;
    sum += close * stock.lotSize;
    count++;
  }
  return simulatedFiiDerivativesStats(date, `${pathSeed}:fii-derivatives`, {
    oi,
    previousOi,
    indices,
    stockContractRupees: count > 0 ? sum / count : 700_000,
  }).rows;
}

export interface FiiDerivativesInputs {
  readonly market: MarketSource;
  /** Closed sessions of the running market, oldest first (each has simulated statistics). */
  readonly closed: readonly IsoDate[];
  /** Sessions with an imported file, oldest first. */
  readonly importedDates: readonly IsoDate[];
  readonly calendar: NseCalendar;
  /** The imported day (null when `date` was not imported). */
  readonly imported: (date: IsoDate) => Promise<{ rows: readonly FiiStatsRow[]; fileName: string } | null>;
  /** The simulated statistics, and the participant-wise OI file they stand on (null: simulated OI). */
  readonly simulate: (
    date: IsoDate,
  ) => Promise<{ rows: readonly FiiStatsRow[]; participantOiFile: string | null }>;
}

/** The answer of TodayActivity/getFiiDerivatives for `date` (default the latest session with statistics). */
export async function fiiDerivativesAnswer(
  inputs: FiiDerivativesInputs,
  query: { readonly date?: string | undefined },
): Promise<Omit<FiiDerivativesAnswer, 'status' | 'message'>> {
  const { closed, importedDates } = inputs;
  const dates = [...new Set([...closed, ...importedDates])].sort();
  const latest = dates.at(-1);
  if (latest === undefined) refuseDate('No session has FII derivatives statistics yet');
  const date = (query.date ?? latest) as IsoDate;
  checkSessionDate(date, latest, inputs.calendar);
  const imported = await inputs.imported(date);
  if (imported === null && !closed.includes(date)) {
    refuseDate(
      `${date} has no FII derivatives statistics: pick a session from ${closed[0] ?? latest} to ${latest}`,
    );
  }
  const simulated = imported === null ? await inputs.simulate(date) : null;
  const rows = imported?.rows ?? simulated?.rows ?? [];
  const k = dates.indexOf(date);
  return {
    source: {
      ...inputs.market,
      simulated: imported === null,
      kind: imported === null ? 'simulated' : 'imported',
      fileName: imported?.fileName ?? null,
    },
    date,
    previousDate: dates[k - 1] ?? null,
    nextDate: dates[k + 1] ?? null,
    latestDate: latest,
    earliestDate: (imported === null ? closed[0] : importedDates[0]) ?? date,
    rows: rows.map(rowDto),
    participantOiFile: simulated?.participantOiFile ?? null,
    method: FII_DERIVATIVES_METHOD,
  };
}
