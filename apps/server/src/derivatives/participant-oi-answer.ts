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
import { BadRequestError } from '../http/api-errors';
import {
  type ParticipantOiDay as ImportedRow,
  participantOiWithFiles,
} from '../market-data/derivatives-files.repository';
import type { OptionMarkets } from './option-markets';

const NIFTY = 'NIFTY 50';

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

/** Refuses a date that is outside the calendar, after the latest session, or not a session (HTTP 400). */
function checkDate(date: IsoDate, latest: IsoDate): void {
  let trading: boolean;
  try {
    trading = nseCalendar.isTradingDay(date);
  } catch {
    throw new BadRequestError(
      [
        {
          field: 'date',
          message: `${date} is outside the NSE calendar: pick a session date up to ${latest}`,
        },
      ],
      `${date} is outside the NSE calendar: pick a session date up to ${latest}`,
    );
  }
  if (date > latest) {
    throw new BadRequestError(
      [
        {
          field: 'date',
          message: `${date} is after the latest session (${latest}): pick ${latest} or an earlier session`,
        },
      ],
      `${date} is after the latest session (${latest}): pick ${latest} or an earlier session`,
    );
  }
  if (!trading) {
    throw new BadRequestError(
      [
        {
          field: 'date',
          message: `${date} is not an NSE session (a weekend or a market holiday): pick a trading day`,
        },
      ],
      `${date} is not an NSE session (a weekend or a market holiday): pick a trading day`,
    );
  }
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

interface NiftyDay {
  readonly close: number;
  readonly ret: number;
}

/** NIFTY 50's close (points) and return per session of the running market, the live session included. */
function niftyDays(markets: OptionMarkets): Map<IsoDate, NiftyDay> {
  const state = markets.state;
  const out = new Map<IsoDate, NiftyDay>();
  const id = state.idOf(NIFTY);
  if (id === undefined) return out;
  const closes = state.daily(id).close;
  state.dates.forEach((date, t) => {
    const close = closes[t] ?? 0;
    const before = t > 0 ? (closes[t - 1] ?? 0) : 0;
    if (close > 0) out.set(date, { close: close / 100, ret: before > 0 ? close / before - 1 : 0 });
  });
  const quote = state.quote(id);
  if (quote.ltp > 0) {
    out.set(state.sessionDate, {
      close: quote.ltp / 100,
      ret: quote.prevClose > 0 ? quote.ltp / quote.prevClose - 1 : 0,
    });
  }
  return out;
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

/** The answer of FutureStock/getParticipantOi for `date` (default the latest session) and `days` sessions. */
export async function participantOiAnswer(
  markets: OptionMarkets,
  db: Db,
  query: { readonly date?: string | undefined; readonly days: number },
): Promise<Payload> {
  const market = markets.source();
  const latest = market.sessionDate as IsoDate;
  const date = (query.date ?? latest) as IsoDate;
  checkDate(date, latest);
  const sessions = sessionsEndingOn(date, Math.max(query.days, 2));
  const oldest = sessions.at(-1) ?? date;
  const previousDate = sessions[1] ?? null;
  const nifty = niftyDays(markets);

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
    const seed = `${markets.seed}:participant-oi`;
    const niftyReturnOn = (d: IsoDate) => nifty.get(d)?.ret ?? 0;
    byDay = new Map(
      sessions.map((d) => [
        d,
        [...simulatedParticipantOi(d, seed, { niftyReturn: niftyReturnOn(d), niftyReturnOn }).rows],
      ]),
    );
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
