/**
 * Imported NSE option chains, shown as what they are (`OptionData/getSnapshots`,
 * `OptionData/getSnapshot`): the snapshots the market-data import stored
 * (market-data/derivatives-files.repository.ts), each answer naming its file and the instant NSE
 * took it. The figures (PCR, max pain, OI support and resistance) are the market conventions of
 * packages/market computed on NSE's own numbers; prices, OI and IV are passed on as NSE published them.
 *
 * Registered on its own (app.ts), not under the market routes: the market routes' answers are kept
 * for a market tick, and these change when a file is imported, not when the market ticks.
 */
import {
  type ChainSnapshotAnswer,
  type ChainSnapshotSummaryDto,
  type ChainSnapshotsAnswer,
  derivativeEndpoints,
  type ImportedChainFiguresDto,
  type ImportedChainRowDto,
  type ImportedChainSideDto,
} from '@nivesh/contracts';
import { type IsoDate, maxPain, oiLevels, pcr } from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import { isRefusal, ok, type Refusal, refuse } from '../http/answers';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';
import {
  type ChainSnapshotSummary,
  importedChainDays,
  listChainSnapshots,
  type StoredChain,
  storedChainSnapshot,
} from '../market-data/derivatives-files.repository';

type StoredExpiry = StoredChain['expiries'][number];
type StoredSide = NonNullable<StoredExpiry['rows'][number]['call']>;

function summaryOf(s: ChainSnapshotSummary): ChainSnapshotSummaryDto {
  return {
    id: s.id,
    symbol: s.symbol,
    takenAt: s.takenAt,
    date: s.takenAt.slice(0, 10),
    underlyingValue: s.underlyingValue,
    expiries: [...s.expiries],
    format: s.source,
    fileName: s.fileName,
  };
}

/** The imported symbols, the dates of one symbol, and its snapshots on one date (defaults: first symbol, latest date). */
export async function chainSnapshotsOf(
  db: Db,
  query: { readonly symbol?: string; readonly date?: string },
): Promise<Omit<ChainSnapshotsAnswer, 'status' | 'message'>> {
  const days = await importedChainDays(db);
  const symbols = [...new Set(days.map((d) => d.symbol))].sort();
  const symbol = query.symbol ?? symbols[0] ?? null;
  const dates = [...new Set(days.filter((d) => d.symbol === symbol).map((d) => d.date))].sort();
  const date = query.date ?? dates.at(-1) ?? null;
  const snapshots =
    symbol === null || date === null
      ? []
      : (await listChainSnapshots(db, symbol, date as IsoDate)).map(summaryOf);
  return { symbols, symbol, dates, date, snapshots };
}

function sideOf(side: StoredSide | undefined): ImportedChainSideDto | null {
  if (!side) return null;
  return {
    ltp: side.ltp,
    change: side.change,
    oi: side.oi,
    oiChange: side.oiChange,
    volume: side.volume,
    // NSE publishes 0 where there was no trade to solve an IV from.
    iv: side.iv > 0 ? side.iv : null,
    bid: side.bid,
    bidQty: side.bidQty,
    ask: side.ask,
    askQty: side.askQty,
  };
}

const finiteOrNull = (x: number): number | null => (Number.isFinite(x) ? x : null);

/** PCR, max pain, OI support and resistance and the totals of one expiry of an imported chain. */
export function importedChainFigures(expiry: StoredExpiry, underlyingValue: number): ImportedChainFiguresDto {
  const rows = expiry.rows;
  const pick = (key: 'call' | 'put', f: (s: StoredSide) => number) =>
    rows.map((r) => (r[key] ? f(r[key]) : 0));
  const strikes = rows.map((r) => r.strike);
  const side = (key: 'call' | 'put') => ({
    openInterest: pick(key, (s) => s.oi),
    previousOpenInterest: pick(key, (s) => s.oi - s.oiChange),
    volume: pick(key, (s) => s.volume),
  });
  const view = { strikes, call: side('call'), put: side('put') };
  const ratio = pcr(view);
  const levels = oiLevels(view, underlyingValue);
  const level = (l: { strike: number; openInterest: number; change: number } | null) =>
    l ? { strike: l.strike, oi: l.openInterest, oiChange: l.change } : null;
  const total = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  return {
    pcrOi: finiteOrNull(ratio.byOpenInterest),
    pcrVolume: finiteOrNull(ratio.byVolume),
    maxPain: maxPain(view).strike,
    support: level(levels.support),
    resistance: level(levels.resistance),
    callOi: ratio.callOpenInterest,
    putOi: ratio.putOpenInterest,
    callOiChange: total(pick('call', (s) => s.oiChange)),
    putOiChange: total(pick('put', (s) => s.oiChange)),
    callVolume: ratio.callVolume,
    putVolume: ratio.putVolume,
  };
}

/** One stored snapshot for one expiry (default its nearest), or a refusal (unknown id or expiry). */
export async function chainSnapshotOf(
  db: Db,
  id: number,
  expiry: string | undefined,
): Promise<Omit<ChainSnapshotAnswer, 'status' | 'message'> | Refusal> {
  const unknown = () =>
    refuse(`No imported option chain has the id ${id}: pick one from the imported snapshots`);
  const stored = await storedChainSnapshot(db, id);
  if (!stored) return unknown();
  const { chain, fileName } = stored;
  const chosen = expiry === undefined ? chain.expiries[0] : chain.expiries.find((e) => e.expiry === expiry);
  if (!chosen) {
    return refuse(`The imported ${chain.symbol} chain of ${chain.timestamp} has no expiry on ${expiry}`);
  }
  const listed: ChainSnapshotSummary = {
    id,
    symbol: chain.symbol,
    takenAt: chain.timestamp,
    underlyingValue: chain.underlyingValue,
    source: chain.source,
    fileName,
    expiries: chain.expiries.map((e) => e.expiry),
  };
  const rows: ImportedChainRowDto[] = chosen.rows.map((r) => ({
    strike: r.strike,
    call: sideOf(r.call),
    put: sideOf(r.put),
  }));
  return {
    source: {
      kind: 'imported',
      exchange: 'NSE',
      fileName: listed.fileName,
      format: listed.source,
      takenAt: chain.timestamp,
      live: false,
    },
    snapshot: summaryOf(listed),
    expiry: chosen.expiry,
    underlyingValue: chain.underlyingValue,
    figures: importedChainFigures(chosen, chain.underlyingValue),
    rows,
  };
}

export interface OptionDataHistoricalRoutesOptions {
  readonly db: Db;
  readonly gates: EndpointGates;
}

/** `OptionData/getSnapshots` and `OptionData/getSnapshot` (packages/contracts/src/endpoints/derivatives.ts). */
export const optionDataHistoricalRoutes: FastifyPluginAsync<OptionDataHistoricalRoutesOptions> = async (
  app,
  { db, gates },
) => {
  const route = endpointRouter(app, gates);

  route(derivativeEndpoints.chainSnapshots, async ({ query }) => {
    const answer = await chainSnapshotsOf(db, query);
    const message =
      answer.symbol === null
        ? 'No NSE option chain has been imported yet'
        : `${answer.snapshots.length} imported ${answer.symbol} snapshots on ${answer.date ?? 'no date'}`;
    return ok(message, answer);
  });

  route(derivativeEndpoints.chainSnapshot, async ({ query }) => {
    const answer = await chainSnapshotOf(db, query.id, query.expiry);
    if (isRefusal(answer)) return answer;
    return ok(
      `${answer.snapshot.symbol} ${answer.expiry}: ${answer.rows.length} strikes imported from NSE`,
      answer,
    );
  });
};
