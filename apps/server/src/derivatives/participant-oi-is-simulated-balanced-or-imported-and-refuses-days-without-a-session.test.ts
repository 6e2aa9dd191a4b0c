import {
  PARTICIPANT_OI_SEGMENTS,
  type ParticipantOiAnswer,
  type ParticipantOiRowDto,
} from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { useMarketTestApp } from '../testing/market-test-app';
import { participantOiFileFor as fileFor } from './participant-oi-test-file';

const TOKEN = 'operator-token-for-participant-oi-tests';

type Refusal = { status: 0; message: string; errors?: { field: string; message: string }[] };

const sum = (
  rows: readonly ParticipantOiRowDto[],
  side: 'long' | 'short',
  segment: (typeof PARTICIPANT_OI_SEGMENTS)[number],
) => rows.filter((r) => r.clientType !== 'TOTAL').reduce((a, r) => a + r[side][segment], 0);

describe('participant OI is simulated and balanced, or imported, and refuses days without a session', {
  timeout: 120_000,
}, () => {
  const app = useMarketTestApp({ MARKET_DATA_IMPORT_TOKEN: TOKEN });
  const importFile = async (fileName: string, text: string) => {
    const res = await app.t.app.inject({
      method: 'POST',
      url: `/api/v3/MarketData/importFile?fileName=${fileName}`,
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${TOKEN}` },
      payload: text,
    });
    expect(res.json()).toMatchObject({ status: 1, files: [{ ok: true, rows: 4 }] });
  };

  it('answers the latest session from the simulation, labelled, with every segment balanced', async () => {
    const { statusCode, body } = await app.get<ParticipantOiAnswer>('FutureStock/getParticipantOi?days=20');
    expect(statusCode).toBe(200);
    expect(body.status).toBe(1);
    expect(body.source).toMatchObject({ kind: 'simulated', simulated: true, fileName: null });
    expect(body.date).toBe(body.source.sessionDate);
    expect(body.latestDate).toBe(body.date);
    expect(body.rows.map((r) => r.clientType)).toEqual(['Client', 'DII', 'FII', 'Pro', 'TOTAL']);
    const total = body.rows.at(-1);
    for (const segment of PARTICIPANT_OI_SEGMENTS) {
      const longs = sum(body.rows, 'long', segment);
      expect(longs).toBe(sum(body.rows, 'short', segment));
      expect(longs).toBe(total?.long[segment]);
      expect(longs).toBeGreaterThan(0);
    }
    for (const row of body.rows) {
      expect(row.totalLong).toBe(PARTICIPANT_OI_SEGMENTS.reduce((a, s) => a + row.long[s], 0));
    }
    // Net = long − short per participant; the change is against the previous session's answer.
    expect(body.hasChange).toBe(true);
    const before = await app.get<ParticipantOiAnswer>(
      `FutureStock/getParticipantOi?date=${body.previousDate}`,
    );
    const fii = body.positions.find((p) => p.participant === 'FII')?.segments.futureIndex;
    const fiiBefore = before.body.positions.find((p) => p.participant === 'FII')?.segments.futureIndex;
    expect(fii?.net).toBe((fii?.long ?? 0) - (fii?.short ?? 0));
    expect(fii?.netChange).toBe((fii?.net ?? 0) - (fiiBefore?.net ?? 0));
    // The history: 20 sessions ending on the day, long % = long ÷ (long + short), NIFTY's close each day.
    expect(body.fiiHistory).toHaveLength(20);
    const last = body.fiiHistory.at(-1);
    expect(last?.date).toBe(body.date);
    expect(last?.longPct).toBeCloseTo(((fii?.long ?? 0) / ((fii?.long ?? 0) + (fii?.short ?? 0))) * 100, 1);
    expect(body.fiiHistory.every((d) => d.niftyClose !== null && d.niftyClose > 1000 && !d.imported)).toBe(
      true,
    );
    expect(body.fiiHistory.at(-2)?.date).toBe(body.previousDate);
  });

  it("answers an imported day from NSE's file, naming it, with the change against the imported day before", async () => {
    await importFile('fao_participant_oi_19112026.csv', fileFor('Nov 19, 2026', 1000));
    await importFile('fao_participant_oi_20112026.csv', fileFor('Nov 20, 2026'));
    const { body } = await app.get<ParticipantOiAnswer>(
      'FutureStock/getParticipantOi?date=2026-11-20&days=5',
    );
    expect(body.status).toBe(1);
    expect(body.source).toMatchObject({
      kind: 'imported',
      simulated: false,
      fileName: 'fao_participant_oi_20112026.csv',
      fileDate: '2026-11-20',
    });
    const fii = body.rows.find((r) => r.clientType === 'FII');
    expect(fii?.long.futureIndex).toBe(89904);
    expect(fii?.short.optionStockPut).toBe(41005);
    expect(body.rows.at(-1)?.long.futureIndex).toBe(320973);
    const position = body.positions.find((p) => p.participant === 'FII')?.segments.futureIndex;
    expect(position).toMatchObject({ net: 89904 - 71358, longChange: 1000, netChange: 1000, shortChange: 0 });
    // Only the imported days make the history; NIFTY's close comes from the running market.
    expect(body.fiiHistory.map((d) => d.date)).toEqual(['2026-11-19', '2026-11-20']);
    expect(body.fiiHistory.every((d) => d.imported && d.niftyClose !== null)).toBe(true);
    // A day without a file stays simulated.
    const monday = await app.get<ParticipantOiAnswer>('FutureStock/getParticipantOi?date=2026-11-23');
    expect(monday.body.source.kind).toBe('simulated');
  });

  it('refuses a weekend, a holiday, a future day and a malformed date with HTTP 400', async () => {
    const sunday = await app.get<Refusal>('FutureStock/getParticipantOi?date=2026-11-22');
    expect(sunday.statusCode).toBe(400);
    expect(sunday.body.message).toBe(
      '2026-11-22 is not an NSE session (a weekend or a market holiday): pick a trading day',
    );
    const holiday = await app.get<Refusal>('FutureStock/getParticipantOi?date=2026-11-10');
    expect(holiday.statusCode).toBe(400);
    const future = await app.get<Refusal>('FutureStock/getParticipantOi?date=2026-11-25');
    expect(future.statusCode).toBe(400);
    expect(future.body.message).toBe(
      '2026-11-25 is after the latest session (2026-11-23): pick 2026-11-23 or an earlier session',
    );
    const outside = await app.get<Refusal>('FutureStock/getParticipantOi?date=1990-01-02');
    expect(outside.statusCode).toBe(400);
    expect(outside.body.message).toContain('outside the NSE calendar');
    const malformed = await app.get<Refusal>('FutureStock/getParticipantOi?date=23-11-2026');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.errors?.[0]).toMatchObject({ field: 'date', message: 'Use YYYY-MM-DD' });
  });
});
