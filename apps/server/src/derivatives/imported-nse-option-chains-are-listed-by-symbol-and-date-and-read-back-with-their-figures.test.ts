import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChainSnapshotAnswer, ChainSnapshotsAnswer } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { marketFixture } from '../market-data/import-test-support';
import { useTestApp } from '../testing/test-app-lifecycle';

const TOKEN = 'operator-token-for-the-option-data-test';
const V3 = 'option_chain_v3_NIFTY_22-Sep-2026.json';
const V1 = 'option_chain_indices_NIFTY_2022-03-28_extract.json';

type Refusal = { status: 0; message: string };

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** A real snapshot of NSE's option-chain API (shared/data, present on some machines only). */
const REAL_NIFTY = join(
  REPO_ROOT,
  '../shared/data/nse_option_chain/option_chain_indices_NIFTY_2022-03-28T1047.json',
);

// The app without a market: imported chains are read from the database alone.
describe('imported NSE option chains are listed by symbol and date and read back with their figures', {
  timeout: 120_000,
}, () => {
  const ctx = useTestApp('pglite', { env: { OPERATOR_TOKEN: TOKEN } });

  const get = async <T>(path: string, language?: string) => {
    const res = await ctx.t.app.inject({
      url: `/api/v3/${path}`,
      headers: language ? { 'accept-language': language } : {},
    });
    return { statusCode: res.statusCode, body: res.json<T>() };
  };

  /** Imports a file through the operator's endpoint, as an operator would. */
  const importFile = async (fileName: string, text: string) => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/v3/MarketData/importFile?fileName=${fileName}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      payload: text,
    });
    expect(res.json()).toMatchObject({ status: 1, files: [{ file_name: fileName, ok: true }] });
  };

  it('answers an empty list, not an error, when nothing is imported', async () => {
    const { statusCode, body } = await get<ChainSnapshotsAnswer>('OptionData/getSnapshots');
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({
      status: 1,
      symbols: [],
      symbol: null,
      dates: [],
      date: null,
      snapshots: [],
    });
  });

  it('lists a v3 file by symbol and date and reads it back with PCR, max pain and levels computed by hand', async () => {
    await importFile(V3, marketFixture(V3));
    // An old-API file of another day: a second date of the same symbol.
    await importFile(V1, marketFixture(V1));

    const list = await get<ChainSnapshotsAnswer>('OptionData/getSnapshots?symbol=nifty');
    expect(list.body).toMatchObject({
      status: 1,
      symbols: ['NIFTY'],
      symbol: 'NIFTY',
      dates: ['2022-03-28', '2026-09-18'],
      // The latest date unless one is asked for.
      date: '2026-09-18',
    });
    expect(list.body.snapshots).toEqual([
      {
        id: expect.any(Number),
        symbol: 'NIFTY',
        takenAt: '2026-09-18T15:30:00+05:30',
        date: '2026-09-18',
        underlyingValue: 23346.4,
        expiries: ['2026-09-22'],
        format: 'nse-json-v3',
        fileName: V3,
      },
    ]);
    const older = await get<ChainSnapshotsAnswer>('OptionData/getSnapshots?symbol=NIFTY&date=2022-03-28');
    expect(older.body.snapshots.map((s) => [s.takenAt, s.format, s.fileName])).toEqual([
      ['2022-03-28T10:47:19+05:30', 'nse-json-v1', V1],
    ]);
    expect((await get<ChainSnapshotsAnswer>('OptionData/getSnapshots?symbol=BANKNIFTY')).body).toMatchObject({
      symbols: ['NIFTY'],
      symbol: 'BANKNIFTY',
      dates: [],
      date: null,
      snapshots: [],
    });

    const id = list.body.snapshots[0]?.id ?? 0;
    const { body } = await get<ChainSnapshotAnswer>(`OptionData/getSnapshot?id=${id}`);
    expect(body.status).toBe(1);
    expect(body.source).toEqual({
      kind: 'imported',
      exchange: 'NSE',
      fileName: V3,
      format: 'nse-json-v3',
      takenAt: '2026-09-18T15:30:00+05:30',
      live: false,
    });
    expect(body.expiry).toBe('2026-09-22');
    expect(body.rows.map((r) => r.strike)).toEqual([21350, 23300, 23400, 23500, 26000]);
    // As NSE published it: the 23,400 call of the file.
    expect(body.rows[2]?.call).toEqual({
      ltp: 65.2,
      change: expect.any(Number),
      oi: 125870,
      oiChange: 20315,
      volume: 1688214,
      iv: 10.86,
      bid: 65.15,
      bidQty: expect.any(Number),
      ask: 65.3,
      askQty: expect.any(Number),
    });
    // Call OI 0 + 61,234 + 125,870 + 142,655 + 18,250 = 348,009; put OI 97,418 + 88,412 + 70,118 + 40,215 = 296,163.
    // Call volume 912,377 + 1,688,214 + 1,455,020 + 20,115 = 4,075,726; put 188,886 + 1,034,552 + 1,320,987 + 655,410 = 3,199,835.
    // Writers' payout at 23,400: calls 61,234 × 100 + puts 40,215 × 100 = 10,144,900, the least of the five
    // (21,350: 402,607,550; 23,300: 15,054,800; 23,500: 24,833,800; 26,000: 849,231,300).
    // Spot 23,346.4: support = most put OI at or below (21,350: 97,418), resistance = most call OI at or above (23,500: 142,655).
    expect(body.figures).toMatchObject({
      callOi: 348_009,
      putOi: 296_163,
      callVolume: 4_075_726,
      putVolume: 3_199_835,
      maxPain: 23_400,
      support: { strike: 21_350, oi: 97_418, oiChange: 9_090 },
      resistance: { strike: 23_500, oi: 142_655, oiChange: 30_110 },
      callOiChange: 0 + 4_410 + 20_315 + 30_110 - 320,
      putOiChange: 9_090 - 2_150 + 11_260 - 975,
    });
    expect(body.figures.pcrOi).toBeCloseTo(296_163 / 348_009, 12);
    expect(body.figures.pcrVolume).toBeCloseTo(3_199_835 / 4_075_726, 12);
  });

  it.skipIf(!existsSync(REAL_NIFTY))(
    'reads the real NIFTY chain of 28-Mar-2022 10:47 with the reference PCR 0.7333, max pain 17,100',
    async () => {
      await importFile('option_chain_indices_NIFTY_2022-03-28T1047.json', readFileSync(REAL_NIFTY, 'utf8'));
      const [snapshot] = (await get<ChainSnapshotsAnswer>('OptionData/getSnapshots?symbol=NIFTY')).body
        .snapshots;
      expect(snapshot).toMatchObject({ takenAt: '2022-03-28T10:47:19+05:30', format: 'nse-json-v1' });
      expect(snapshot?.expiries).toHaveLength(21);
      const { body } = await get<ChainSnapshotAnswer>(`OptionData/getSnapshot?id=${snapshot?.id}`);
      // shared/data/REFERENCE_VALUES.md §5 and the OI levels read off the JSON (chain-analytics tests).
      expect(body.expiry).toBe('2022-03-31');
      expect(body.figures).toMatchObject({
        callOi: 2_017_305,
        putOi: 1_479_301,
        maxPain: 17_100,
        support: { strike: 16_000, oi: 131_184 },
        resistance: { strike: 18_000, oi: 209_377 },
      });
      expect(body.figures.pcrOi).toBeCloseTo(0.7333, 4);
      expect(body.figures.pcrVolume).toBeCloseTo(0.8058, 4);
    },
  );

  it('refuses an unknown id or expiry with a clear message, in Hindi too, and bad parameters with 400', async () => {
    await importFile(V3, marketFixture(V3));
    const [snapshot] = (await get<ChainSnapshotsAnswer>('OptionData/getSnapshots')).body.snapshots;
    const id = snapshot?.id ?? 0;

    const unknown = await get<Refusal>(`OptionData/getSnapshot?id=${id + 1000}`);
    expect(unknown).toEqual({
      statusCode: 200,
      body: {
        status: 0,
        message: `No imported option chain has the id ${id + 1000}: pick one from the imported snapshots`,
      },
    });
    const hindi = await get<Refusal>(`OptionData/getSnapshot?id=${id + 1000}`, 'hi');
    expect(hindi.body.message).toBe(
      `id ${id + 1000} की कोई इम्पोर्ट की गई ऑप्शन चेन नहीं है: इम्पोर्ट किए गए स्नैपशॉट में से कोई चुनें`,
    );
    const noExpiry = await get<Refusal>(`OptionData/getSnapshot?id=${id}&expiry=2026-09-29`);
    expect(noExpiry.body).toEqual({
      status: 0,
      message: 'The imported NIFTY chain of 2026-09-18T15:30:00+05:30 has no expiry on 2026-09-29',
    });

    for (const path of [
      'OptionData/getSnapshot?id=abc',
      'OptionData/getSnapshot',
      'OptionData/getSnapshot?id=1&expiry=22-09-2026',
      'OptionData/getSnapshots?date=yesterday',
      'OptionData/getSnapshots?symbol=NIFTY%2050',
    ]) {
      const bad = await get<Refusal>(path);
      expect(bad.statusCode, path).toBe(400);
    }
    const badId = await get<{ errors: { field: string; message: string }[] }>(
      'OptionData/getSnapshot?id=abc',
    );
    expect(badId.body.errors).toContainEqual({ field: 'id', message: 'Give the id of an imported snapshot' });
  });
});
