/**
 * FutureStock/getParticipantOi: participant-wise open interest of a session (NSE's
 * `fao_participant_oi_DDMMYYYY.csv`). A day imported from NSE's file is answered from the database
 * with its file's name; any other session from the simulation (`simulatedParticipantOi`, seeded by
 * the feed's seed, FII index futures leaning with NIFTY's returns of the running market). The
 * previous session and the FII history come from the same source as the day, so a change never
 * mixes an imported file with the simulation.
 */
import type {
  FiiIndexFuturesDay,
  ParticipantOiAnswer,
  ParticipantOiRowDto,
  ParticipantOiSource,
} from '@nivesh/contracts';
import {
  type IsoDate,
  nseCalendar,
  OI_SEGMENTS,
  type OiSegment,
  PARTICIPANTS,
  type ParticipantOiRow,
  participantNetPositions,
  simulatedParticipantOi,
} from '@nivesh/market';
import type { Db } from '../db/database';
import { checkSessionDate, type NiftyDay, niftyDays } from '../market/session-days';
import {
  type ParticipantOiDay as ImportedRow,
  participantOiWithFiles,
} from '../market-data/derivatives-files.repository';
import type { OptionMarkets } from './option-markets';

type Payload = Omit<ParticipantOiAnswer, 'status' | 'message'>;

/** The sessions ending on `date`, newest first, at most `count` (fewer at the calendar's start). */
function sessionsEndingOn(date: IsoDate, count: number): IsoDate[] {
  const out = [date];
  let day = date;
  while (out.length < count) {
    try {
      day = nseCalendar.previousTradingDay(day);
    } catch {
      break;
    }
    out.push(day);
  }
  return out;
}

function sumOf(values: Readonly<Record<OiSegment, number>>): number {
  return OI_SEGMENTS.reduce((a, s) => a + values[s], 0);
}

/** An imported row (the parser's columns) in the model's layout. */
function fromImported(row: ImportedRow): ParticipantOiRow {
  const long = {} as Record<OiSegment, number>;
  const short = {} as Record<OiSegment, number>;
  for (const s of OI_SEGMENTS) {
    long[s] = Number(row[`${s}Long`]);
    short[s] = Number(row[`${s}Short`]);
  }
  return { clientType: row.clientType, long, short, totalLong: sumOf(long), totalShort: sumOf(short) };
}

/** The four participants in NSE's order, then TOTAL as their sum. */
function withTotal(participants: readonly ParticipantOiRow[]): ParticipantOiRow[] {
  const ordered = PARTICIPANTS.flatMap((p) => participants.filter((r) => r.clientType === p));
  const long = {} as Record<OiSegment, number>;
  const short = {} as Record<OiSegment, number>;
  for (const s of OI_SEGMENTS) {
    long[s] = ordered.reduce((a, r) => a + r.long[s], 0);
    short[s] = ordered.reduce((a, r) => a + r.short[s], 0);
  }
  return [...ordered, { clientType: 'TOTAL', long, short, totalLong: sumOf(long), totalShort: sumOf(short) }];
}

function toDto(row: ParticipantOiRow): ParticipantOiRowDto {
  return {
    clientType: row.clientType,
    long: { ...row.long },
    short: { ...row.short },
    totalLong: row.totalLong,
    totalShort: row.totalShort,
  };
}

function fiiDay(date: IsoDate, rows: readonly ParticipantOiRow[], imported: boolean, nifty?: NiftyDay) {
  const fii = rows.find((r) => r.clientType === 'FII');
  const long = fii?.long.futureIndex ?? 0;
  const short = fii?.short.futureIndex ?? 0;
  const day: FiiIndexFuturesDay = {
    date,
    imported,
    long,
    short,
    longPct: long + short > 0 ? Math.round((long / (long + short)) * 10_000) / 100 : null,
    net: long - short,
    niftyClose: nifty ? Math.round(nifty.close * 100) / 100 : null,
  };
  return day;
}

/**
 * The imported participant-wise OI of the sessions in [from, to]: each day's four participants and
 * TOTAL in the model's layout, and the file it came from.
 */
export async function importedParticipantOiDays(
  db: Db,
  from: IsoDate,
  to: IsoDate,
): Promise<Map<IsoDate, { rows: ParticipantOiRow[]; fileName: string }>> {
  const grouped = new Map<IsoDate, { rows: ParticipantOiRow[]; fileName: string }>();
  for (const row of await participantOiWithFiles(db, { from, to })) {
    const day = grouped.get(row.tradeDate) ?? { rows: [], fileName: row.sourceFile };
    day.rows.push(fromImported(row));
    grouped.set(row.tradeDate, day);
  }
  return new Map([...grouped].map(([d, day]) => [d, { ...day, rows: withTotal(day.rows) }]));
}

/** The answer of FutureStock/getParticipantOi for `date` (default the latest session) and `days` sessions. */
export async function participantOiAnswer(
  markets: OptionMarkets,
  db: Db,
  query: { readonly date?: string | undefined; readonly days: number },
): Promise<Payload> {
  const market = markets.source();
  const latest = market.sessionDate as IsoDate;
  const date = (query.date ?? latest) as IsoDate;
  checkSessionDate(date, latest);
  const sessions = sessionsEndingOn(date, Math.max(query.days, 2));
  const oldest = sessions.at(-1) ?? date;
  const previousDate = sessions[1] ?? null;
  const nifty = niftyDays(markets.state);

  const stored = await participantOiWithFiles(db, { from: oldest, to: date });
  const fileName = stored.find((r) => r.tradeDate === date)?.sourceFile;
  let byDay: Map<IsoDate, ParticipantOiRow[]>;
  if (fileName !== undefined) {
    const grouped = new Map<IsoDate, ParticipantOiRow[]>();
    for (const row of stored) {
      const list = grouped.get(row.tradeDate) ?? [];
      list.push(fromImported(row));
      grouped.set(row.tradeDate, list);
    }
    byDay = new Map([...grouped].map(([d, rows]) => [d, withTotal(rows)]));
  } else {
    byDay = new Map(sessions.map((d) => [d, simulatedParticipantOiDay(markets.seed, nifty, d)]));
  }
  const imported = fileName !== undefined;
  const rows = byDay.get(date) ?? [];
  const previousRows = previousDate === null ? undefined : byDay.get(previousDate);
  const fiiHistory = [...sessions].reverse().flatMap((d) => {
    const dayRows = byDay.get(d);
    return dayRows ? [fiiDay(d, dayRows, imported, nifty.get(d))] : [];
  });
  const source: ParticipantOiSource = {
    ...market,
    simulated: !imported,
    kind: imported ? 'imported' : 'simulated',
    fileName: fileName ?? null,
    fileDate: date,
  };
  return {
    source,
    date,
    previousDate,
    hasChange: previousRows !== undefined,
    latestDate: latest,
    provisional: date === latest && market.live,
    rows: rows.map(toDto),
    positions: participantNetPositions(rows, previousRows).map((p) => ({
      participant: p.participant,
      segments: { ...p.segments },
      netIndexOptionsBullish: p.netIndexOptionsBullish,
    })),
    fiiHistory,
  };
}

/** A session's simulated participant-wise OI, drawn from the feed's option-market seed (`optionsSeed`). */
export function simulatedParticipantOiDay(
  seed: string,
  nifty: ReadonlyMap<IsoDate, NiftyDay>,
  date: IsoDate,
): ParticipantOiRow[] {
  const niftyReturnOn = (d: IsoDate) => nifty.get(d)?.ret ?? 0;
  return [
    ...simulatedParticipantOi(date, `${seed}:participant-oi`, {
      niftyReturn: niftyReturnOn(date),
      niftyReturnOn,
    }).rows,
  ];
}
