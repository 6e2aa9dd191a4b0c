import { readFileSync } from 'node:fs';
import type { FiiDerivativesAnswer, ParticipantOiAnswer } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { MARKET_FIXTURES_DIR } from '../market-data/import-test-support';
import { useMarketTestApp } from '../testing/market-test-app';

const TOKEN = 'operator-token-for-fii-stats-tests';
const NAME = 'fii_stats_27-Nov-2026.xls';
const FILE = readFileSync(`${MARKET_FIXTURES_DIR}${NAME}`);

describe('FII derivatives statistics are simulated from participant-wise OI or imported exactly', {
  timeout: 180_000,
}, () => {
  const app = useMarketTestApp({ MARKET_DATA_IMPORT_TOKEN: TOKEN });

  const importFile = async (fileName: string, payload: Buffer) => {
    const res = await app.t.app.inject({
      method: 'POST',
      url: `/api/v3/MarketData/importFile?fileName=${fileName}`,
      headers: { 'content-type': 'application/vnd.ms-excel', authorization: `Bearer ${TOKEN}` },
      payload,
    });
    return res.json<{ status: number; files: { ok: boolean; rows?: number; error?: string }[] }>();
  };

  it('answers a closed session from the simulation: OI and net contracts of the FII row of participant OI, totals adding up', async () => {
    const { statusCode, body } = await app.get<FiiDerivativesAnswer>('TodayActivity/getFiiDerivatives');
    expect(statusCode).toBe(200);
    expect(body.source).toMatchObject({ kind: 'simulated', simulated: true, fileName: null });
    expect(body.rows.map((r) => r.label)).toContain('NIFTY FUTURES');
    const total = (label: string) => body.rows.find((r) => r.label === label);
    const oi = await app.get<ParticipantOiAnswer>(`FutureStock/getParticipantOi?date=${body.date}&days=5`);
    const fii = oi.body.rows.find((r) => r.clientType === 'FII');
    expect(fii).toBeDefined();
    expect(total('INDEX FUTURES')?.oi.contracts).toBe(
      (fii?.long.futureIndex ?? 0) + (fii?.short.futureIndex ?? 0),
    );
    expect(total('STOCK FUTURES')?.oi.contracts).toBe(
      (fii?.long.futureStock ?? 0) + (fii?.short.futureStock ?? 0),
    );
    for (const segment of ['indexFutures', 'indexOptions'] as const) {
      const parts = body.rows.filter((r) => r.segment === segment && r.index !== null);
      const sum = parts.reduce((a, r) => a + r.buy.contracts, 0);
      expect(sum).toBe(body.rows.find((r) => r.segment === segment && r.index === null)?.buy.contracts);
    }
    for (const row of body.rows) {
      expect(row.net.contracts).toBe(row.buy.contracts - row.sell.contracts);
      expect(row.oi.crore).toBeGreaterThan(0);
    }
    expect(body.method).toContain('strike price × quantity');
  });

  it('imports the workbook through the import endpoint; its day answers the file exactly', async () => {
    expect(await importFile(NAME, FILE)).toMatchObject({ status: 1, files: [{ ok: true, rows: 14 }] });
    const { body } = await app.get<FiiDerivativesAnswer>('TodayActivity/getFiiDerivatives?date=2026-11-27');
    expect(body.source).toMatchObject({ kind: 'imported', simulated: false, fileName: NAME });
    expect(body).toMatchObject({ date: '2026-11-27', latestDate: '2026-11-27', nextDate: null });
    expect(body.rows).toHaveLength(14);
    expect(body.rows.find((r) => r.label === 'INDEX FUTURES')).toEqual({
      label: 'INDEX FUTURES',
      segment: 'indexFutures',
      index: null,
      buy: { contracts: 45086, crore: 7244.47 },
      sell: { contracts: 44783, crore: 7219.29 },
      net: { contracts: 303, crore: 25.18 },
      oi: { contracts: 318966, crore: 51292.96 },
    });
    expect(body.rows.find((r) => r.label === 'STOCK OPTIONS')?.net).toEqual({
      contracts: -2358,
      crore: -166.59,
    });
    // The simulated sessions stay, now pointing on to the imported day (answers are cached per
    // market tick, and the test market does not tick: this URL is asked for the first time here).
    const before = await app.get<FiiDerivativesAnswer>(
      `TodayActivity/getFiiDerivatives?date=${body.previousDate}`,
    );
    expect(before.body.source.kind).toBe('simulated');
    expect(before.body.nextDate).toBe('2026-11-27');
    // A second import of the day is refused and the answer is unchanged.
    const again = await importFile(NAME, FILE);
    expect(again.files[0]?.error).toContain('already imported');
  });

  it('refuses a day that is not a session or is after the latest one', async () => {
    const sunday = await app.get<{ message: string }>('TodayActivity/getFiiDerivatives?date=2026-11-22');
    expect(sunday.statusCode).toBe(400);
    const later = await app.get<{ message: string }>('TodayActivity/getFiiDerivatives?date=2030-01-01');
    expect(later.statusCode).toBe(400);
  });
});
