import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IsoDate } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { useImportDatabase } from '../../market-data/import-test-support';
import { equityIds } from '../day/list-scope';
import { REPLAYED_SERIES } from './imported-market';
import { clockAt, idOf, importFolder, moveTo, paise, replay } from './replay-test-support';

// apps/server/src/market/replay → repository root → ../shared/data
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const DIR = join(REPO_ROOT, '../shared/data/nse_bhavcopy_cm_2017');
const NIFTY = join(REPO_ROOT, '../shared/data/nse_indices/NIFTY_50_daily_2000-2022.csv');

describe.skipIf(!existsSync(DIR) || !existsSync(NIFTY))(
  'the 25 real 2017 bhavcopies replay with their bonuses',
  () => {
    const ctx = useImportDatabase('pglite');

    it('replays 22 Dec 2017 to its real closes after 24 days of history', async () => {
      await importFolder(ctx.db, DIR);
      await importFolder(ctx.db, NIFTY);
      const clock = clockAt('2026-11-23', '10:00');
      const started = performance.now();
      const feed = await replay(ctx.db, clock);
      const loadMs = performance.now() - started;
      const { state } = feed;
      // 24 equity days, and NIFTY 50's 22 years trimmed to the 250 index days before them.
      expect(state.dates).toHaveLength(24 + 250);
      expect(state.dates[0]).toBe('2016-11-18');
      expect(state.dates[250]).toBe('2017-11-20');
      expect(feed.session().date).toBe('2017-12-22');

      const reliance = idOf(state, 'RELIANCE');
      const dec1 = state.dates.indexOf('2017-12-01' as IsoDate);
      expect(state.daily(reliance).close[dec1]).toBe(paise(910.1));
      expect(state.daily(idOf(state, 'INFY')).close[dec1]).toBe(paise(958.8));
      const nifty = idOf(state, 'NIFTY 50');
      expect(state.daily(nifty).close[dec1]).toBe(1_012_180);
      expect(state.daily(reliance).firstDay).toBe(250);

      // The old bhavcopy does not restate PREVCLOSE: the 1:1 bonuses of 21 Dec 2017 (BALKRISIND,
      // CASTROLIND, M&M, VAKRANGEE) and NBIFIN's ×2 of 7 Dec are found from their price gaps.
      const detected: string[] = [];
      for (let id = 0; id < state.symbolCount; id++) {
        const { symbol } = state.meta(id);
        for (const action of feed.corporateActions(symbol)) detected.push(`${symbol} ${action.exDate}`);
      }
      expect(detected.sort()).toEqual([
        'BALKRISIND 2017-12-21',
        'CASTROLIND 2017-12-21',
        'M&M 2017-12-21',
        'NBIFIN 2017-12-07',
        'VAKRANGEE 2017-12-21',
      ]);

      moveTo(feed, clock, '2026-11-23', '15:30');
      expect(state.quote(reliance)).toMatchObject({
        open: paise(914.65),
        high: paise(922.4),
        low: paise(909.3),
        ltp: paise(920.4),
        prevClose: paise(912.95),
        volume: 4872675,
      });
      expect(state.quote(nifty)).toMatchObject({ ltp: 1_049_300, prevClose: 1_044_030 });

      // Every EQ, BE and SM row of the file is listed, and the gainers are the file's: rows with
      // CLOSE > PREVCLOSE (EQ 787 + BE 125 + SM 47 = 959; before: 184 of the 503-stock universe).
      const rows = readFileSync(join(DIR, 'cm22DEC2017bhav.csv'), 'utf8').trim().split('\n').slice(1);
      const replayed = rows
        .map((line) => line.split(','))
        .filter((f) => (REPLAYED_SERIES as readonly string[]).includes(f[1] ?? ''));
      const fileGainers = replayed.filter((f) => Number(f[5]) > Number(f[7])).length;
      const fileLosers = replayed.filter((f) => Number(f[5]) < Number(f[7])).length;
      // Symbols of earlier files missing from this one have no price today and are not listed.
      const listed = equityIds(state).filter((id) => state.quote(id).ltp > 0);
      expect(listed).toHaveLength(replayed.length);
      expect(listed.filter((id) => state.quote(id).changePct > 0)).toHaveLength(fileGainers);
      expect(listed.filter((id) => state.quote(id).changePct < 0)).toHaveLength(fileLosers);
      expect(fileGainers).toBe(959);
      expect(state.meta(idOf(state, 'TATAMOTORS'))).toMatchObject({ sector: 'Unclassified', series: 'EQ' });
      console.log(
        `replay of ${state.symbolCount} symbols (${state.dates.length} history days) ready at 10:00 in ${Math.round(loadMs)} ms`,
      );
      // Playing a whole day of ~1,750 symbols takes ~20 s on a loaded 2-core machine.
    }, 180_000);
  },
);
