import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { systemClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { type ImportProgress, importPath } from '../market-data/import-path';

/** Conflicts and warnings listed per file; the rest are counted. */
const MAX_LISTED = 5;

const USAGE = 'Usage: npm run import -- <file.csv|folder|archive.zip> [...more]';

/**
 * `npm run import -- <file|folder|zip>`: imports NSE files into the database the server uses
 * (DATABASE_URL, else PGlite under DATA_DIR). Prints one line per file; exits 1 if any file failed.
 */
async function main(argv: readonly string[]): Promise<number> {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    console.error(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  const config = loadConfig(process.env);
  // INIT_CWD is where `npm run` was typed; npm itself runs scripts from the repository root.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const paths = argv.map((p) => resolve(cwd, p));
  const missing = paths.filter((p) => !existsSync(p));
  if (missing.length > 0) {
    console.error(`Not found: ${missing.join(', ')}`);
    return 2;
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(message);
    if (!config.databaseUrl) {
      console.error(
        `The import writes the PGlite database under ${config.dataDir}, which one process at a time may open: stop the server first (or import through the server's API).`,
      );
    }
    return 1;
  }
  console.log(
    `Importing into ${database.driver === 'pglite' ? `PGlite at ${config.dataDir}` : 'PostgreSQL'}`,
  );
  let failed = 0;
  let skippedFiles = 0;
  let imported = 0;
  let rows = 0;
  const started = performance.now();
  // Printed as each file is done, with its place in the run: a folder of years takes minutes.
  const onProgress: ImportProgress = (outcome, done, total) => {
    const at = `[${done}/${total}]`;
    if (!outcome.ok) {
      if (outcome.skipped) skippedFiles++;
      else failed++;
      console.log(`${at} ${outcome.skipped ? 'SKIP' : 'FAIL'}  ${outcome.error}`);
      return;
    }
    const { format, tradeDates, identical, conflicts, warnings } = outcome.result;
    const range =
      tradeDates.length === 0
        ? '-'
        : tradeDates.length === 1
          ? tradeDates[0]
          : `${tradeDates[0]}..${tradeDates.at(-1)} (${tradeDates.length} days)`;
    const notes = [
      identical > 0 ? `${identical} already stored` : '',
      conflicts.length > 0 ? `${conflicts.length} CONFLICTING, not written` : '',
      warnings.length > 0 ? `${warnings.length} warning(s)` : '',
    ].filter((n) => n !== '');
    console.log(
      `${at} ok    ${outcome.fileName}  ${format}  ${outcome.result.rows} rows${notes.length > 0 ? ` (${notes.join(', ')})` : ''}  ${range}  ${outcome.ms} ms`,
    );
    for (const c of conflicts.slice(0, MAX_LISTED)) {
      console.log(`        conflict: ${outcome.fileName} line ${c.line}: ${c.key}: ${c.differences}`);
    }
    for (const w of warnings.slice(0, MAX_LISTED)) console.log(`        warning: ${w}`);
    const more =
      conflicts.length +
      warnings.length -
      Math.min(conflicts.length, MAX_LISTED) -
      Math.min(warnings.length, MAX_LISTED);
    if (more > 0) console.log(`        … and ${more} more`);
    imported++;
    rows += outcome.result.rows;
  };
  try {
    for (const path of paths) await importPath(database.db, path, systemClock, onProgress);
  } finally {
    await database.close();
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${imported} file(s) imported, ${rows} rows in ${seconds.toFixed(1)} s (${Math.round(rows / Math.max(seconds, 0.001))} rows/s); ${failed} failed, ${skippedFiles} skipped`,
  );
  return failed > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
