import { sectorSlug, signalEndpoints } from '@nivesh/contracts';
import {
  aggregateSignalStats,
  SIGNAL_CATALOGUE,
  type SignalRecord,
  type SignalStats,
  type SignalStatsGrouping,
  type SignalType,
  signalTypeOf,
} from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import type { AutoSignalRow } from '../db/schema';
import { refuse } from '../http/answers';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';
import { resolveSector } from '../market/day/list-scope';
import type { MarketService } from '../market/market.service';
import { fromHundredths, marketSource, pageRows, round } from '../market/market-answers';
import type { AutoSignalsRepository } from './auto-signals.repository';
import { typeOfRow } from './signal.service';
import { recordOfRow, recordSummary, signalRow, statsDto } from './signal-answers';

export interface AutoSignalRoutesOptions {
  readonly gates: EndpointGates;
  readonly market: MarketService;
  readonly signals: AutoSignalsRepository;
}

/** The stored record as read once per change: rows, sessions, the statistics' records and stats by grouping. */
interface WholeRecord {
  readonly fingerprint: string;
  readonly rows: AutoSignalRow[];
  readonly sessions: string[];
  readonly records: SignalRecord[];
  readonly stats: Map<string, SignalStats[]>;
}

/** The type a `signal_id` names: null for `all`, undefined when it names none. */
function typeFilter(id: string): SignalType | null | undefined {
  return id.toLowerCase() === 'all' ? null : signalTypeOf(id);
}

const unknownSignal = (id: string) =>
  refuse(`No signal ${id}: choose one of ${SIGNAL_CATALOGUE.map((s) => s.type).join(', ')} or all`);

function sectorsOf(rows: readonly AutoSignalRow[]) {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.sector, (counts.get(r.sector) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => ({ slug: sectorSlug(name), name, count }));
}

/** autoSignal/*: the stored auto-signals of the running market, their live moves and their measured record. */
export const autoSignalRoutes: FastifyPluginAsync<AutoSignalRoutesOptions> = async (
  app,
  { market, signals, gates },
) => {
  const route = endpointRouter(app, gates);
  const state = () => market.feed.state;
  let record: WholeRecord | undefined;

  /** The whole stored record and its sessions (oldest first), read again only when it has changed. */
  async function wholeRecord(): Promise<WholeRecord> {
    const fingerprint = await signals.fingerprint();
    if (record?.fingerprint !== fingerprint) {
      const [rows, sessions] = await Promise.all([signals.all(), signals.storedDays()]);
      record = { fingerprint, rows, sessions, records: rows.map(recordOfRow), stats: new Map() };
    }
    return record;
  }

  /** The record's statistics by `group`, over one type or all (computed once per record). */
  function statsOf(whole: WholeRecord, group: SignalStatsGrouping, type: SignalType | null): SignalStats[] {
    const key = `${group}|${type ?? 'all'}`;
    let stats = whole.stats.get(key);
    if (!stats) {
      const records = type === null ? whole.records : whole.records.filter((r) => r.signal.type === type);
      stats = aggregateSignalStats(records, group);
      whole.stats.set(key, stats);
    }
    return stats;
  }

  /**
   * The session asked for, else the market's current one once it has a signal (before its first
   * bar closes, the latest session with signals); with the stored sessions, newest first.
   */
  async function sessionOf(date: string | undefined): Promise<{ date: string; sessions: string[] }> {
    const sessions = [...(await wholeRecord()).sessions].reverse();
    const current = market.feed.session().date;
    return { date: date ?? (sessions.includes(current) ? current : (sessions[0] ?? current)), sessions };
  }

  route(signalEndpoints.signalList, async ({ query }) => {
    const { date, sessions } = await sessionOf(query.date);
    const [day, whole] = await Promise.all([signals.onDay(date), wholeRecord()]);
    const all = whole.rows;
    const stats = new Map(statsOf(whole, 'type', null).map((s) => [s.key, s]));
    const types = SIGNAL_CATALOGUE.map((info) => {
      const s = stats.get(info.type);
      return {
        ...info,
        count: day.filter((r) => r.type === info.type).length,
        stats: s ? statsDto(s) : null,
      };
    });
    return {
      status: 1 as const,
      message: `${day.length} signals on ${date}`,
      source: marketSource(market),
      date,
      record: recordSummary(all, [...sessions].reverse()),
      types,
      sessions,
    };
  });

  route(signalEndpoints.signalData, async ({ query }) => {
    const type = typeFilter(query.signal_id);
    if (type === undefined) return unknownSignal(query.signal_id);
    let sector: string | undefined;
    if (query.sector_id.toLowerCase() !== 'all') {
      sector = resolveSector(state(), query.sector_id);
      if (!sector) return refuse(`No sector ${query.sector_id}`);
    }
    const { date } = await sessionOf(query.date);
    const day = await signals.onDay(date, type === null ? {} : { type });
    const rows = day
      .filter((r) => sector === undefined || r.sector === sector)
      .map((r) => signalRow(state(), r));
    const page = pageRows(rows, query.page, query.limit);
    return {
      status: 1 as const,
      message: `${page.total} signals`,
      source: marketSource(market),
      date,
      signal: SIGNAL_CATALOGUE.find((s) => s.type === type) ?? null,
      sector: sector ?? null,
      sectors: sectorsOf(day),
      total: page.total,
      page: page.page,
      rows: page.rows,
    };
  });

  route(signalEndpoints.signalMostCommon, async ({ query }) => {
    const { date } = await sessionOf(query.date);
    const day = await signals.onDay(date);
    const bySymbol = new Map<string, AutoSignalRow[]>();
    for (const r of day) {
      const rows = bySymbol.get(r.symbol);
      if (rows) rows.push(r);
      else bySymbol.set(r.symbol, [r]);
    }
    const s = state();
    const stocks = [...bySymbol]
      .map(([symbol, rows]) => {
        const id = s.idOf(symbol);
        const quote = id === undefined ? undefined : s.quote(id);
        return {
          symbol,
          name: id === undefined ? symbol : (s.meta(id).name ?? symbol),
          sector: rows[0]?.sector ?? '',
          count: rows.length,
          buys: rows.filter((r) => r.side === 'buy').length,
          sells: rows.filter((r) => r.side === 'sell').length,
          types: rows.map(typeOfRow),
          ltp: quote ? fromHundredths(quote.ltp) : 0,
          changePct: quote ? round(quote.changePct) : 0,
        };
      })
      .sort((a, b) => b.count - a.count || a.symbol.localeCompare(b.symbol));
    const typesBySector = new Map<string, Record<string, number>>();
    for (const r of day) {
      const byType = typesBySector.get(r.sector) ?? {};
      byType[r.type] = (byType[r.type] ?? 0) + 1;
      typesBySector.set(r.sector, byType);
    }
    const sectors = sectorsOf(day).map(({ slug, name, count }) => ({
      slug,
      name,
      total: count,
      byType: typesBySector.get(name) ?? {},
    }));
    return {
      status: 1 as const,
      message: `${day.length} signals on ${date}`,
      source: marketSource(market),
      date,
      stocks,
      sectors,
    };
  });

  route(signalEndpoints.signalPerformance, async ({ query }) => {
    const type = typeFilter(query.signal_id);
    if (type === undefined) return unknownSignal(query.signal_id);
    const whole = await wholeRecord();
    const all = type === null ? whole.rows : whole.rows.filter((r) => r.type === type);
    const sessions = whole.sessions;
    return {
      status: 1 as const,
      message: `Measured on ${all.length} stored signals`,
      record: recordSummary(all, sessions),
      group: query.group,
      stats: statsOf(whole, query.group, type).map(statsDto),
    };
  });
};
