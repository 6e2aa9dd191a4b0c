import type { FiiDerivativesAnswer } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { participantOiFileFor as fileFor } from '../derivatives/participant-oi-test-file';
import { useMarketTestApp } from '../testing/market-test-app';

const TOKEN = 'operator-token-for-fii-oi-tests';

describe('imported participant-wise OI feeds the FII derivatives statistics of its day', {
  timeout: 180_000,
}, () => {
  const app = useMarketTestApp({ MARKET_DATA_IMPORT_TOKEN: TOKEN });
  const stats = async (date: string) =>
    (await app.get<FiiDerivativesAnswer>(`TodayActivity/getFiiDerivatives?date=${date}`)).body;
  const row = (body: FiiDerivativesAnswer, label: string) => body.rows.find((r) => r.label === label);

  it('takes the day’s FII open interest from the file, and the change only against an imported day before', async () => {
    const simulatedBefore = await stats('2026-11-20');
    expect(simulatedBefore.participantOiFile).toBeNull();
    for (const [name, text] of [
      ['fao_participant_oi_19112026.csv', fileFor('Nov 19, 2026')],
      ['fao_participant_oi_20112026.csv', fileFor('Nov 20, 2026', 1_000)],
    ] as const) {
      expect(await app.importCsv(name, text, TOKEN)).toMatchObject({ status: 1 });
    }
    // 20-Nov: both days imported. OI is the file's FII long + short; the net is the change of long − short.
    const day = await stats('2026-11-20');
    expect(day.source).toMatchObject({ kind: 'simulated', fileName: null });
    expect(day.participantOiFile).toBe('fao_participant_oi_20112026.csv');
    expect(row(day, 'INDEX FUTURES')?.oi.contracts).toBe(89_904 - 1_000 + 71_358);
    expect(row(day, 'INDEX FUTURES')?.net.contracts).toBe(-1_000);
    expect(row(day, 'STOCK FUTURES')?.oi.contracts).toBe(836_070 + 870_588);
    expect(row(day, 'STOCK FUTURES')?.net.contracts).toBe(0);
    expect(row(day, 'INDEX FUTURES')?.oi.contracts).not.toBe(
      row(simulatedBefore, 'INDEX FUTURES')?.oi.contracts,
    );
    expect(day.method).toContain('imported file');
    // 19-Nov: the day before is simulated, so no change is claimed.
    const first = await stats('2026-11-19');
    expect(first.participantOiFile).toBe('fao_participant_oi_19112026.csv');
    expect(row(first, 'INDEX FUTURES')?.oi.contracts).toBe(89_904 + 71_358);
    // (Each segment's net is nil; the indices' split of it may still move between them.)
    expect(first.rows.filter((r) => r.index === null).map((r) => [r.label, r.net.contracts])).toEqual([
      ['INDEX FUTURES', 0],
      ['INDEX OPTIONS', 0],
      ['STOCK FUTURES', 0],
      ['STOCK OPTIONS', 0],
    ]);
    // 18-Nov stays wholly simulated.
    expect((await stats('2026-11-18')).participantOiFile).toBeNull();
  });
});
