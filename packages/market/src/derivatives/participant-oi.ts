import { istDateTimeToUtc } from '../calendar/ist';
import { type NseCalendar, nseCalendar } from '../calendar/nse-calendar';
import { listOptionExpiries } from '../options/option-expiries';
import { createRng } from '../simulator/prng';
import type { IsoDate } from '../units';

/**
 * Simulated participant-wise open interest in NSE equity derivatives, the day's file NSE publishes as
 * `fao_participant_oi_DDMMYYYY.csv` (README "Participant-wise OI"). Counts are contracts; for every
 * long/short pair of columns the participants' longs add up to exactly the participants' shorts.
 */

export const PARTICIPANTS = ['Client', 'DII', 'FII', 'Pro'] as const;
export type Participant = (typeof PARTICIPANTS)[number];

/** The six segments, each a long and a short column in NSE's file. */
export const OI_SEGMENTS = [
  'futureIndex',
  'futureStock',
  'optionIndexCall',
  'optionIndexPut',
  'optionStockCall',
  'optionStockPut',
] as const;
export type OiSegment = (typeof OI_SEGMENTS)[number];

/** One row of the file: a participant's (or the TOTAL's) long and short contracts per segment. */
export interface ParticipantOiRow {
  readonly clientType: Participant | 'TOTAL';
  readonly long: Readonly<Record<OiSegment, number>>;
  readonly short: Readonly<Record<OiSegment, number>>;
  /** Σ long and Σ short over the segments (NSE's "Total Long/Short Contracts"). */
  readonly totalLong: number;
  readonly totalShort: number;
}

/** NSE's column names, in the file's order, with the segment and side each one holds. */
export const PARTICIPANT_OI_COLUMNS: readonly { name: string; segment: OiSegment; side: 'long' | 'short' }[] =
  [
    { name: 'Future Index Long', segment: 'futureIndex', side: 'long' },
    { name: 'Future Index Short', segment: 'futureIndex', side: 'short' },
    { name: 'Future Stock Long', segment: 'futureStock', side: 'long' },
    { name: 'Future Stock Short', segment: 'futureStock', side: 'short' },
    { name: 'Option Index Call Long', segment: 'optionIndexCall', side: 'long' },
    { name: 'Option Index Put Long', segment: 'optionIndexPut', side: 'long' },
    { name: 'Option Index Call Short', segment: 'optionIndexCall', side: 'short' },
    { name: 'Option Index Put Short', segment: 'optionIndexPut', side: 'short' },
    { name: 'Option Stock Call Long', segment: 'optionStockCall', side: 'long' },
    { name: 'Option Stock Put Long', segment: 'optionStockPut', side: 'long' },
    { name: 'Option Stock Call Short', segment: 'optionStockCall', side: 'short' },
    { name: 'Option Stock Put Short', segment: 'optionStockPut', side: 'short' },
  ];

export interface ParticipantOiDay {
  readonly date: IsoDate;
  readonly simulated: true;
  /** Client, DII, FII, Pro, then TOTAL (as in NSE's file). */
  readonly rows: readonly ParticipantOiRow[];
}

export interface ParticipantOiContext {
  /** NIFTY's return on `date`, decimal (0.01 = +1 %): FII index-futures positions follow the market. */
  readonly niftyReturn: number;
  /** NIFTY's return on an earlier session (positions remember the moves of the last 30 sessions); 0 when omitted. */
  readonly niftyReturnOn?: (date: IsoDate) => number;
  readonly calendar?: NseCalendar;
}

type Shares = readonly [number, number, number, number];

/**
 * How each segment's total behaves: [total just before expiry (contracts), share of it left the day
 * an expiry settles, expiry cycle, sd of the daily innovation of the log total, and of each
 * participant's log share].
 */
const SEGMENT_DYNAMICS: Readonly<
  Record<OiSegment, readonly [number, number, 'weekly' | 'monthly', number, number]>
> = {
  futureIndex: [360_000, 0.8, 'monthly', 0.03, 0.05],
  futureStock: [3_050_000, 0.85, 'monthly', 0.012, 0.012],
  optionIndexCall: [4_000_000, 0.5, 'weekly', 0.08, 0.05],
  optionIndexPut: [3_300_000, 0.5, 'weekly', 0.08, 0.05],
  optionStockCall: [1_500_000, 0.45, 'monthly', 0.04, 0.025],
  optionStockPut: [720_000, 0.45, 'monthly', 0.04, 0.03],
};

// Mean shares of [Client, DII, FII, Pro] in the real file for Nov-2021 (shared/data, 19 sessions);
// totals above are of that month's order (index contracts then had lots of 25–75); the innovation
// sds make the day-to-day change of each share about the real one (README table).
const LONG_SHARES: Readonly<Record<OiSegment, Shares>> = {
  futureIndex: [0.56, 0.0342, 0.2852, 0.1207],
  futureStock: [0.5579, 0.0171, 0.3068, 0.1182],
  optionIndexCall: [0.6824, 0.0001, 0.1317, 0.1858],
  optionIndexPut: [0.569, 0.0192, 0.2103, 0.2015],
  optionStockCall: [0.8127, 0, 0.0494, 0.1379],
  optionStockPut: [0.447, 0, 0.1016, 0.4514],
};
const SHORT_SHARES: Readonly<Record<OiSegment, Shares>> = {
  futureIndex: [0.4351, 0.2715, 0.2269, 0.0665],
  futureStock: [0.0683, 0.5716, 0.3259, 0.0343],
  optionIndexCall: [0.6671, 0, 0.1029, 0.23],
  optionIndexPut: [0.7204, 0, 0.0973, 0.1823],
  optionStockCall: [0.5049, 0.0468, 0.0804, 0.3679],
  optionStockPut: [0.7034, 0, 0.0867, 0.2099],
};

/** Sessions of memory: every state is a moving average of the last 31 sessions' innovations. */
const MEMORY = 30;
/** Daily persistence of the participants' shares and the totals' levels. */
const SHARE_PHI = 0.8;
/** Daily persistence of the FII index-futures stance (a decaying sum of NIFTY's returns in %). */
const STANCE_PHI = 0.85;
/** Log-share tilt per unit of stance: FII long up and short down, clients and pros the other way. */
const STANCE_TILT = 0.08;
/** The stance's own noise per session, in the unit of a 1 % NIFTY move. */
const STANCE_NOISE = 0.8;

/** Innovations drawn per session: a log-share per (segment, side, participant), a level per segment, the stance. */
const SHARE_DRAWS = OI_SEGMENTS.length * 2 * PARTICIPANTS.length;
const DRAWS = SHARE_DRAWS + OI_SEGMENTS.length + 1;

/** `date` and up to MEMORY sessions before it, newest first (fewer at the start of the calendar's years). */
function sessionsBack(calendar: NseCalendar, date: IsoDate): IsoDate[] {
  const out = [date];
  let day = date;
  for (let j = 0; j < MEMORY; j++) {
    try {
      day = calendar.previousTradingDay(day);
    } catch {
      break;
    }
    out.push(day);
  }
  return out;
}

/** Share of the way from the last expiry to the next one at the close of `date` (0 on an expiry day). */
function cycleProgress(calendar: NseCalendar, date: IsoDate, cycle: 'weekly' | 'monthly'): number {
  const afterClose = istDateTimeToUtc(date, '15:30');
  const weekly = cycle === 'weekly';
  const listed = listOptionExpiries(calendar, afterClose, {
    weekly,
    weeklyCount: 1,
    monthlyCount: 1,
  });
  const next = listed[0]?.date ?? date;
  const days = Math.round((Date.parse(`${next}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);
  const period = weekly ? 7 : 30;
  return Math.min(Math.max(1 - days / period, 0), 1);
}

/** Splits `total` among weights in whole contracts by largest remainder, so the parts add up exactly. */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum > 0 ? (total * w) / sum : 0));
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left--;
  }
  return parts;
}

function emptySegments(): Record<OiSegment, number> {
  return {
    futureIndex: 0,
    futureStock: 0,
    optionIndexCall: 0,
    optionIndexPut: 0,
    optionStockCall: 0,
    optionStockPut: 0,
  };
}

function row(
  clientType: Participant | 'TOTAL',
  long: Record<OiSegment, number>,
  short: Record<OiSegment, number>,
) {
  const sum = (r: Record<OiSegment, number>) => OI_SEGMENTS.reduce((a, s) => a + r[s], 0);
  return { clientType, long, short, totalLong: sum(long), totalShort: sum(short) };
}

/**
 * The simulated participant-wise open interest at the close of `date`. Each segment's total follows
 * its expiry cycle (index options weekly, the rest monthly) times a persistent level; each
 * participant's share is its Nov-2021 mean times a persistent seeded deviation; FII index futures
 * lean long after rallies (the stance is a decaying sum of NIFTY's returns) with clients and pros on
 * the other side. Every persistent part is a moving average of the last 31 sessions' seeded
 * innovations (weights φ^j), so any date is computed alone, in O(31), and adjacent dates agree.
 */
export function simulatedParticipantOi(
  date: IsoDate,
  seed: string,
  context: ParticipantOiContext,
): ParticipantOiDay {
  const calendar = context.calendar ?? nseCalendar;
  const sessions = sessionsBack(calendar, date);
  const state = new Float64Array(DRAWS);
  let stance = 0;
  for (let j = 0; j < sessions.length; j++) {
    const day = sessions[j] ?? date;
    const rng = createRng(seed, `participant-oi:${day}`);
    const w = SHARE_PHI ** j;
    for (let k = 0; k < DRAWS - 1; k++) state[k] = (state[k] ?? 0) + w * rng.normal();
    const ret = j === 0 ? context.niftyReturn : (context.niftyReturnOn?.(day) ?? 0);
    stance += STANCE_PHI ** j * (100 * ret + STANCE_NOISE * rng.normal());
  }
  const perParticipant = () =>
    Object.fromEntries(PARTICIPANTS.map((p) => [p, emptySegments()])) as Record<
      Participant,
      Record<OiSegment, number>
    >;
  const positions = { long: perParticipant(), short: perParticipant() };
  const totalRow = emptySegments();
  // tilt of [Client, DII, FII, Pro] on the long side per unit of stance (the short side mirrors it)
  const tilt = [-0.7, 0, 1, -0.3];
  const progress = {
    weekly: cycleProgress(calendar, date, 'weekly'),
    monthly: cycleProgress(calendar, date, 'monthly'),
  };
  OI_SEGMENTS.forEach((segment, s) => {
    const [peak, trough, cycle, totalSd, shareSd] = SEGMENT_DYNAMICS[segment];
    const level = Math.exp(totalSd * (state[SHARE_DRAWS + s] ?? 0));
    const total = Math.round(peak * (trough + (1 - trough) * progress[cycle]) * level);
    totalRow[segment] = total;
    for (const side of ['long', 'short'] as const) {
      const isLong = side === 'long';
      const base = (isLong ? LONG_SHARES : SHORT_SHARES)[segment];
      const weights = PARTICIPANTS.map((_, p) => {
        const deviation = shareSd * (state[(s * 2 + (isLong ? 0 : 1)) * PARTICIPANTS.length + p] ?? 0);
        const lean =
          segment === 'futureIndex' ? (isLong ? 1 : -1) * STANCE_TILT * (tilt[p] ?? 0) * stance : 0;
        return (base[p] ?? 0) * Math.exp(deviation + lean);
      });
      const parts = apportion(total, weights);
      PARTICIPANTS.forEach((participant, p) => {
        positions[side][participant][segment] = parts[p] ?? 0;
      });
    }
  });
  return {
    date,
    simulated: true,
    rows: [
      ...PARTICIPANTS.map((p) => row(p, positions.long[p], positions.short[p])),
      row('TOTAL', totalRow, { ...totalRow }),
    ],
  };
}

/** A participant's position in one segment. */
export interface SegmentPosition {
  readonly long: number;
  readonly short: number;
  /** long − short, contracts. */
  readonly net: number;
  /** long ÷ short (null when short is 0). */
  readonly longShortRatio: number | null;
  /** Change of `net` since the previous day's file (null without one). */
  readonly netChange: number | null;
  /** Change of long and short since the previous day (null without one). */
  readonly longChange: number | null;
  readonly shortChange: number | null;
}

export interface ParticipantNetPositions {
  readonly participant: Participant;
  readonly segments: Readonly<Record<OiSegment, SegmentPosition>>;
  /** Net index options in calls minus puts bought: (call long − call short) − (put long − put short). */
  readonly netIndexOptionsBullish: number;
}

/**
 * Net long/short per participant per segment, the long–short ratio, and the change since the
 * previous day's rows when given (both in NSE's layout: Client, DII, FII, Pro, TOTAL).
 */
export function participantNetPositions(
  rows: readonly ParticipantOiRow[],
  previousRows?: readonly ParticipantOiRow[],
): ParticipantNetPositions[] {
  return PARTICIPANTS.flatMap((participant) => {
    const today = rows.find((r) => r.clientType === participant);
    if (!today) return [];
    const before = previousRows?.find((r) => r.clientType === participant);
    const segments = {} as Record<OiSegment, SegmentPosition>;
    for (const segment of OI_SEGMENTS) {
      const long = today.long[segment];
      const short = today.short[segment];
      segments[segment] = {
        long,
        short,
        net: long - short,
        longShortRatio: short > 0 ? long / short : null,
        netChange: before ? long - short - (before.long[segment] - before.short[segment]) : null,
        longChange: before ? long - before.long[segment] : null,
        shortChange: before ? short - before.short[segment] : null,
      };
    }
    const { optionIndexCall: call, optionIndexPut: put } = segments;
    return [{ participant, segments, netIndexOptionsBullish: call.net - put.net }];
  });
}
