import { isoDate, nseCalendar } from '@nivesh/market';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { fetchArchiveDay } from '../market-data/archive/archive-fetcher';

const USAGE = 'Usage: npm run fetch-nse -- <YYYY-MM-DD> [...more days]';

/**
 * `npm run fetch-nse -- 2026-05-19`: downloads those trading days' files from NSE's archive
 * (NSE_ARCHIVE_URL, NSE_API_URL) and imports them into the server's database, as the
 * NSE_ARCHIVE_FETCH job does after each close. One line per file; exits 1 if any download or import failed.
 */
async function main(argv: readonly string[]): Promise<number> {
  const days = argv.filter((a) => /^\d{4}-\d{2}-\d{2}$/.test(a));
  if (days.length === 0 || days.length !== argv.length) {
    console.error(USAGE);
    return 2;
  }
  const closed = days.filter((d) => !nseCalendar.isTradingDay(isoDate(d)));
  if (closed.length > 0) {
    console.error(`Not NSE trading days: ${closed.join(', ')}`);
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  let failed = 0;
  try {
    for (const day of days) {
      const report = await fetchArchiveDay(
        { db: database.db, clock: systemClock, fetch, baseUrls: config.nseArchiveUrls },
        isoDate(day),
      );
      for (const file of report.files) {
        const rows = file.status === 'imported' ? ` (${file.rows} rows)` : '';
        console.log(`${day} ${file.status.toUpperCase().padEnd(16)} ${file.dataset}${rows}: ${file.detail}`);
      }
      failed += report.failed;
    }
  } finally {
    await database.close();
  }
  return failed > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
