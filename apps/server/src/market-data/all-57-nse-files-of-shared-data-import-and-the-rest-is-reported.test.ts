import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { testDrivers } from '../testing/test-database';
import { importPath } from './import-path';
import { useImportDatabase } from './import-test-support';

// apps/server/src/market-data → repository root → ../shared/data (skipped when absent).
const SHARED = join(fileURLToPath(new URL('../../../../', import.meta.url)), '../shared/data');

describe.skipIf(!existsSync(SHARED)).each(testDrivers())(
  'all 57 NSE files of shared/data import, and the rest is reported (%s)',
  (driver) => {
    const ctx = useImportDatabase(driver);

    it('imports the whole folder: 57 NSE files accepted, test vectors refused, notes skipped', async () => {
      const outcomes = await importPath(ctx.db, SHARED, new ManualClock('2026-11-23T04:00:00.000Z'));
      const accepted = outcomes.flatMap((o) => (o.ok ? [o] : []));
      expect(accepted).toHaveLength(57);
      // Not NSE files (PROVENANCE §11): the reference test vectors, refused with the header seen.
      const refused = outcomes.filter((o) => !o.ok && !o.skipped).map((o) => o.fileName);
      expect(refused).toHaveLength(12);
      expect(refused.every((name) => name.startsWith('reference/'))).toBe(true);
      expect(outcomes.filter((o) => !o.ok && o.skipped).map((o) => o.fileName)).toEqual([
        'PROVENANCE.md',
        'REFERENCE_VALUES.md',
      ]);
      const byName = new Map(accepted.map((o) => [o.fileName.split('/').pop() ?? '', o.result]));
      // The 15-symbol subset came first (folders in name order): each 2017 day adds its other rows.
      expect(byName.get('cm22DEC2017bhav.csv')).toMatchObject({ identical: 15, conflicts: [] });
      // NSE's VIX file over the 2010-2022 compilation: 1,648 days agree (2 vs 4 decimals), 146 are new.
      expect(byName.get('INDIA_VIX_nse_format_2016-2023.csv')).toMatchObject({
        rows: 1794,
        identical: 1648,
        conflicts: [],
      });
      // The real disagreements: the 2017-07-10 halt day, whose low the no-header histories give
      // otherwise than the bhavcopies (PROVENANCE §5 saw it for RELIANCE), reported and not written.
      expect(byName.get('INFY_daily_2017-2022_noheader.csv')?.conflicts).toEqual([
        {
          line: 129,
          key: 'INFY EQ on 2017-07-10',
          differences:
            'low 888.65 vs 937.30 (stored from nse_history/INFY_bhav_derived_2011-2024.csv first); low 888.65 vs 937.30 (stored in equity_daily_bars from nse_bhavcopy_cm_2016_2017_subset/nse_bhavcopy_cm_2016_2017_nifty15_EQ.csv first)',
        },
      ]);
      expect(byName.get('RELIANCE_daily_2017-2022_noheader.csv')?.conflicts).toEqual([
        {
          line: 129,
          key: 'RELIANCE EQ on 2017-07-10',
          differences:
            'low 1412.00 vs 1489.10 (stored in equity_daily_bars from nse_bhavcopy_cm_2016_2017_subset/nse_bhavcopy_cm_2016_2017_nifty15_EQ.csv first)',
        },
      ]);
      const conflicting = accepted.filter((o) => o.result.conflicts.length > 0).map((o) => o.fileName);
      expect(conflicting).toEqual([
        'nse_history/INFY_daily_2017-2022_noheader.csv',
        'nse_history/RELIANCE_daily_2017-2022_noheader.csv',
        'nse_history/SBIN_daily_2017-2022_noheader.csv',
        'nse_history/TCS_daily_2017-2022_noheader.csv',
      ]);
      expect(byName.get('fii_dii_cash_daily_nse_2021-12_2022-01.csv')?.warnings).toHaveLength(8);
    });
  },
);
