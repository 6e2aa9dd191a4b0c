import { describe, expect, it } from 'vitest';
import { nseCalendar } from '../calendar/nse-calendar';
import { hasSharedData } from '../nse-files/read-fixture';
import { createRng } from '../simulator/prng';
import { type IsoDate, isoDate } from '../units';
import {
  OI_SEGMENTS,
  PARTICIPANT_OI_COLUMNS,
  PARTICIPANTS,
  type ParticipantOiDay,
  type ParticipantOiRow,
  participantNetPositions,
  simulatedParticipantOi,
} from './participant-oi';
import { median, readParticipantOiSample } from './test-support';

const seed = 'participant-oi-test';
/** Seeded NIFTY returns (sd 0.9 % a day) standing in for the market's history. */
const niftyReturnOn = (date: IsoDate) => 0.009 * createRng('nifty-returns', date).normal();
const simulate = (date: IsoDate) =>
  simulatedParticipantOi(date, seed, { niftyReturn: niftyReturnOn(date), niftyReturnOn });
const days = nseCalendar.tradingDaysBetween(isoDate('2025-02-03'), isoDate('2025-11-28'));
const files = days.map(simulate);

const participantRow = (day: ParticipantOiDay, p: string) => day.rows.find((r) => r.clientType === p);
const share = (
  day: ParticipantOiDay,
  p: string,
  segment: (typeof OI_SEGMENTS)[number],
  side: 'long' | 'short',
) => (participantRow(day, p)?.[side][segment] ?? 0) / (participantRow(day, 'TOTAL')?.[side][segment] ?? 1);
const fiiIndexNet = (day: ParticipantOiDay) => {
  const fii = participantRow(day, 'FII');
  return (fii?.long.futureIndex ?? 0) - (fii?.short.futureIndex ?? 0);
};

describe('simulated participant-wise OI', () => {
  it('has Client, DII, FII, Pro and TOTAL rows whose longs equal their shorts in every column, exactly', () => {
    for (const file of files) {
      expect(file.rows.map((r) => r.clientType)).toEqual(['Client', 'DII', 'FII', 'Pro', 'TOTAL']);
      const total = participantRow(file, 'TOTAL');
      for (const segment of OI_SEGMENTS) {
        const longs = PARTICIPANTS.reduce((sum, p) => sum + (participantRow(file, p)?.long[segment] ?? 0), 0);
        const shorts = PARTICIPANTS.reduce(
          (sum, p) => sum + (participantRow(file, p)?.short[segment] ?? 0),
          0,
        );
        expect(longs).toBe(shorts);
        expect(total?.long[segment]).toBe(longs);
        expect(total?.short[segment]).toBe(shorts);
        expect(Number.isInteger(longs) && longs > 0).toBe(true);
      }
      for (const row of file.rows) {
        expect(row.totalLong).toBe(OI_SEGMENTS.reduce((sum, s) => sum + row.long[s], 0));
        expect(row.totalShort).toBe(OI_SEGMENTS.reduce((sum, s) => sum + row.short[s], 0));
      }
      expect(total?.totalLong).toBe(total?.totalShort);
    }
  });

  it('is the same file when asked again for the same date', () => {
    const date = isoDate('2025-06-12');
    expect(simulate(date)).toEqual(simulate(date));
    expect(simulatedParticipantOi(date, 'other', { niftyReturn: 0 })).not.toEqual(simulate(date));
  });

  it('persists: day-to-day changes of every share are small against its level', () => {
    for (const segment of OI_SEGMENTS)
      for (const side of ['long', 'short'] as const)
        for (const p of PARTICIPANTS) {
          const series = files.map((f) => share(f, p, segment, side));
          if (median(series) < 0.03) continue;
          const relativeChanges = series.slice(1).map((s, i) => Math.abs(s / (series[i] ?? 1) - 1));
          // real Nov-2021: from 1 % (stock futures) to 14 % (FII index futures) a day
          expect(median(relativeChanges)).toBeLessThan(segment === 'futureIndex' ? 0.15 : 0.08);
          const mean = series.reduce((a, b) => a + b, 0) / series.length;
          const lag = series.slice(1).reduce((a, s, i) => a + (s - mean) * ((series[i] ?? 0) - mean), 0);
          const variance = series.reduce((a, s) => a + (s - mean) ** 2, 0);
          expect(lag / variance).toBeGreaterThan(0.5);
        }
    // the futures totals too (options follow their expiry cycle)
    const stockFutures = files.map((f) => participantRow(f, 'TOTAL')?.long.futureStock ?? 0);
    const changes = stockFutures.slice(1).map((x, i) => Math.abs(x / (stockFutures[i] ?? 1) - 1));
    expect(median(changes)).toBeLessThan(0.02);
  });

  it('moves FII index-futures net with NIFTY (about 4 % of the open interest per 1 %), clients on the other side', () => {
    const date = isoDate('2025-06-12');
    const up = simulatedParticipantOi(date, seed, { niftyReturn: 0.02, niftyReturnOn });
    const down = simulatedParticipantOi(date, seed, { niftyReturn: -0.02, niftyReturnOn });
    const open = participantRow(up, 'TOTAL')?.long.futureIndex ?? 0;
    const perPercent = (fiiIndexNet(up) - fiiIndexNet(down)) / 4 / open;
    expect(perPercent).toBeGreaterThan(0.025);
    expect(perPercent).toBeLessThan(0.07);
    const clientNet = (f: ParticipantOiDay) =>
      (participantRow(f, 'Client')?.long.futureIndex ?? 0) -
      (participantRow(f, 'Client')?.short.futureIndex ?? 0);
    expect(clientNet(up)).toBeLessThan(clientNet(down));
    // over the year: regression of the daily change on the return (real Nov-2021: 0.042, correlation 0.64)
    const x = days.slice(1).map((d) => 100 * niftyReturnOn(d));
    const y = files.slice(1).map((f, i) => (fiiIndexNet(f) - fiiIndexNet(files[i] ?? f)) / open);
    const mx = x.reduce((a, b) => a + b, 0) / x.length;
    const my = y.reduce((a, b) => a + b, 0) / y.length;
    const sxy = x.reduce((a, xi, i) => a + (xi - mx) * ((y[i] ?? 0) - my), 0);
    const sxx = x.reduce((a, xi) => a + (xi - mx) ** 2, 0);
    const syy = y.reduce((a, yi) => a + (yi - my) ** 2, 0);
    expect(sxy / sxx).toBeGreaterThan(0.025);
    expect(sxy / sxx).toBeLessThan(0.07);
    expect(sxy / Math.sqrt(sxx * syy)).toBeGreaterThan(0.4);
  });

  it('halves the index options open interest when a weekly expiry settles', () => {
    // NIFTY weeklies expire on Thursdays until August 2025: 2025-06-12 and 2025-06-19
    const before = participantRow(simulate(isoDate('2025-06-18')), 'TOTAL')?.long.optionIndexCall ?? 0;
    const onExpiry = participantRow(simulate(isoDate('2025-06-19')), 'TOTAL')?.long.optionIndexCall ?? 0;
    expect(onExpiry / before).toBeLessThan(0.7);
    expect(onExpiry / before).toBeGreaterThan(0.4);
  });
});

describe('participantNetPositions', () => {
  const segments = (values: readonly number[]) =>
    Object.fromEntries(OI_SEGMENTS.map((s, i) => [s, values[i] ?? 0])) as ParticipantOiRow['long'];
  const fii = (long: readonly number[], short: readonly number[]): ParticipantOiRow => ({
    clientType: 'FII',
    long: segments(long),
    short: segments(short),
    totalLong: long.reduce((a, b) => a + b, 0),
    totalShort: short.reduce((a, b) => a + b, 0),
  });

  it('gives net, long–short ratio and change per segment, hand-computed', () => {
    const today = fii([120, 900, 300, 500, 50, 80], [80, 1000, 200, 250, 100, 0]);
    const yesterday = fii([100, 900, 300, 450, 50, 80], [90, 990, 250, 250, 100, 0]);
    const [net] = participantNetPositions([today], [yesterday]);
    expect(net?.participant).toBe('FII');
    expect(net?.segments.futureIndex).toEqual({
      long: 120,
      short: 80,
      net: 40,
      longShortRatio: 1.5,
      netChange: 30, // 40 − (100 − 90)
      longChange: 20,
      shortChange: -10,
    });
    expect(net?.segments.futureStock.net).toBe(-100);
    expect(net?.segments.optionStockPut.longShortRatio).toBeNull();
    // (300 − 200) − (500 − 250) = −150: more puts held than calls
    expect(net?.netIndexOptionsBullish).toBe(-150);
    expect(participantNetPositions([today])[0]?.segments.futureIndex.netChange).toBeNull();
  });
});

describe.skipIf(!hasSharedData)('shape against the real NSE file of Nov-2021', () => {
  it('keeps every participant’s share of every column near the range it had in the real file', () => {
    const real = readParticipantOiSample();
    expect(real.size).toBe(19);
    for (const column of PARTICIPANT_OI_COLUMNS) {
      for (const p of PARTICIPANTS) {
        const realShares = [...real.values()].map((byType) => {
          const total = PARTICIPANTS.reduce((sum, q) => sum + (byType.get(q)?.get(column.name) ?? 0), 0);
          return (byType.get(p)?.get(column.name) ?? 0) / total;
        });
        const lo = Math.min(...realShares);
        const hi = Math.max(...realShares);
        const ours = files.map((f) => share(f, p, column.segment, column.side));
        const ourMean = ours.reduce((a, b) => a + b, 0) / ours.length;
        // the average sits inside the real month's range (widened by one point)
        expect(ourMean, `${p} ${column.name}`).toBeGreaterThanOrEqual(lo - 0.01);
        expect(ourMean, `${p} ${column.name}`).toBeLessThanOrEqual(hi + 0.01);
        // and nine days in ten stay within that range widened by half its width + 2 points each side
        const margin = (hi - lo) / 2 + 0.02;
        const inside = ours.filter((s) => s >= lo - margin && s <= hi + margin).length / ours.length;
        expect(inside, `${p} ${column.name}`).toBeGreaterThan(0.9);
      }
    }
  });
});
