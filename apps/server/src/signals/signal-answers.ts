/**
 * Stored signal rows turned into API answers: the engine's records (signal + outcome) for the
 * statistics, the measured stats in percent, and a row with the live price.
 */
import type { SignalRow, SignalStatsDto } from '@nivesh/contracts';
import {
  type MarketState,
  type OutcomeStatus,
  SIGNAL_STATS_METHOD,
  type SignalRecord,
  type SignalStats,
} from '@nivesh/market';
import type { AutoSignalRow } from '../db/schema';
import { fromHundredths, round } from '../market/market-answers';
import { signalOfRow, typeOfRow } from './signal.service';

const pct = (fraction: number | null): number | null => (fraction === null ? null : round(fraction * 100, 2));

/** A stored row's outcome status. */
function statusOfRow(row: AutoSignalRow): OutcomeStatus {
  return row.status === 'target' || row.status === 'stop' || row.status === 'expired' ? row.status : 'open';
}

/** A stored row as the statistics read it. */
export function recordOfRow(row: AutoSignalRow): SignalRecord {
  return {
    signal: signalOfRow(row),
    outcome: {
      status: statusOfRow(row),
      exitPrice: row.exitPrice,
      exitDay: null,
      exitBar: null,
      exitReturn: null,
      return1d: row.return1d,
      return5d: row.return5d,
      return20d: row.return20d,
    },
  };
}

export function statsDto(stats: SignalStats): SignalStatsDto {
  return {
    key: stats.key,
    cases: stats.cases,
    open: stats.open,
    closed: stats.closed,
    targets: stats.targets,
    stops: stats.stops,
    expired: stats.expired,
    hitRatePct: pct(stats.hitRate),
    avgReturn1dPct: pct(stats.avgReturn1d),
    avgReturn5dPct: pct(stats.avgReturn5d),
    avgReturn20dPct: pct(stats.avgReturn20d),
  };
}

/** How many sessions and signals the statistics stand on, and the method. */
export function recordSummary(rows: readonly AutoSignalRow[], sessions: readonly string[]) {
  return {
    method: SIGNAL_STATS_METHOD,
    firstSession: sessions[0] ?? null,
    lastSession: sessions.at(-1) ?? null,
    sessions: sessions.length,
    signals: rows.length,
  };
}

/** A stored signal with the live price and the move since it fired (sign-adjusted, %). */
export function signalRow(state: MarketState, row: AutoSignalRow): SignalRow {
  const id = state.idOf(row.symbol);
  const ltp = id === undefined ? row.price : state.quote(id).ltp;
  const side = row.side === 'sell' ? 'sell' : 'buy';
  const sign = side === 'sell' ? -1 : 1;
  return {
    id: row.id,
    symbol: row.symbol,
    name: id === undefined ? row.symbol : (state.meta(id).name ?? row.symbol),
    sector: row.sector,
    type: typeOfRow(row),
    side,
    rule: row.rule,
    time: row.signalAt.getTime(),
    price: fromHundredths(row.price),
    target: fromHundredths(row.target),
    stop: fromHundredths(row.stop),
    ltp: fromHundredths(ltp),
    movePct: round((sign * (ltp - row.price) * 100) / row.price, 2),
    status: statusOfRow(row),
    exitPrice: row.exitPrice === null ? null : fromHundredths(row.exitPrice),
    return1dPct: pct(row.return1d),
    return5dPct: pct(row.return5d),
    return20dPct: pct(row.return20d),
  };
}
