import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isFiiStatsFileName } from '@nivesh/market';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { type ImportResult, importFiiStatsFile, importNseFile, isFileProblem } from './import.service';
import { readZip, ZIP_LIMITS, type ZipEntry, type ZipLimits } from './zip-reader';

/** The outcome of one file of an import run; a failed file does not stop the others. */
export type FileOutcome =
  | { readonly ok: true; readonly fileName: string; readonly result: ImportResult; readonly ms: number }
  | {
      readonly ok: false;
      readonly fileName: string;
      readonly error: string;
      readonly ms: number;
      /** True when the file was not read at all (not a data file by its name); `error` says why. */
      readonly skipped?: boolean;
    };

/** Called after each file of a run, so a long folder or zip import shows its progress. */
export type ImportProgress = (outcome: FileOutcome, done: number, total: number) => void;

const IMPORTABLE = /\.(csv|json|zip)$/i;

/** Why a file of a folder or zip is not imported, judged by its name alone; null when it is read. */
export function skipReason(name: string): string | null {
  const base = basename(name);
  if (base.startsWith('.')) return 'a hidden file';
  if (name.endsWith('/')) return 'a folder entry';
  // NSE's FII derivatives statistics come only as an Excel 97-2003 workbook.
  if (!IMPORTABLE.test(base) && !isFiiStatsFileName(base)) return 'not a .csv, .json or .zip file';
  return null;
}

function skipped(fileName: string, reason: string): FileOutcome {
  return { ok: false, skipped: true, fileName, error: `${fileName}: skipped, ${reason}`, ms: 0 };
}

/** Every file under `dir`, sub-folders included, as paths relative to it, sorted. */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : listFiles(dir, rel);
      return [rel];
    })
    .sort();
}

/**
 * Imports a file, a folder (sub-folders too, in name order) or every file inside a `.zip`. Each
 * file is its own transaction: a bad one is reported and the next one is imported. A file that is
 * not `.csv`/`.json`/`.zip` is reported as skipped, with the reason. `onProgress` hears of each file
 * as it is done. Faults that are not about a file (the database went away) stop the run.
 */
export async function importPath(
  db: Db,
  path: string,
  clock: Clock,
  onProgress?: ImportProgress,
): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = [];
  const isFolder = statSync(path).isDirectory();
  const files = isFolder
    ? listFiles(path).map((rel) => ({ rel, full: join(path, rel) }))
    : [{ rel: basename(path), full: path }];
  // A zip's entries count as files of the run: once its entries are known, the total grows by them
  // (less the archive itself).
  let total = files.length;
  const report = (outcome: FileOutcome) => {
    outcomes.push(outcome);
    onProgress?.(outcome, outcomes.length, total);
  };
  for (const file of files) {
    const reason = isFolder ? skipReason(file.rel) : null;
    if (reason !== null) {
      report(skipped(file.rel, reason));
    } else if (/\.zip$/i.test(file.full)) {
      let counted = false;
      await importZip(
        db,
        basename(file.full),
        readFileSync(file.full),
        clock,
        ZIP_LIMITS,
        (outcome, _, entries) => {
          if (!counted) total += entries - 1;
          counted = true;
          report(outcome);
        },
      );
    } else {
      // Named by its path inside the folder (messages say where it is; parsers read the base name).
      report(await importOne(db, file.rel, readFileSync(file.full), clock));
    }
  }
  return outcomes;
}

/** Imports every file of a zip archive, each in its own transaction, in name order; `onProgress` hears of each. */
export async function importZip(
  db: Db,
  archiveName: string,
  buffer: Buffer,
  clock: Clock,
  limits: ZipLimits = ZIP_LIMITS,
  onProgress?: ImportProgress,
  /** Entries to read; others are left out of the run (default: every entry). */
  accept: (entryName: string) => boolean = () => true,
): Promise<FileOutcome[]> {
  const started = performance.now();
  let entries: ZipEntry[];
  try {
    entries = readZip(archiveName, buffer, limits);
  } catch (error) {
    const damaged: FileOutcome = {
      ok: false,
      fileName: archiveName,
      error: messageOf(error),
      ms: elapsed(started),
    };
    onProgress?.(damaged, 1, 1);
    return [damaged];
  }
  entries = entries.filter((entry) => accept(entry.name));
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const outcomes: FileOutcome[] = [];
  for (const entry of entries) {
    const reason = skipReason(entry.name);
    // The entry's own name: the parsers read the trade date from it.
    const outcome =
      reason !== null ? skipped(entry.name, reason) : await importOne(db, entry.name, entry.data, clock);
    outcomes.push(outcome);
    onProgress?.(outcome, outcomes.length, entries.length);
  }
  return outcomes;
}

/**
 * Imports one file (its text, or its bytes: NSE's `fii_stats_*.xls` workbook is binary, anything
 * else is read as UTF-8) and reports instead of throwing when the problem is the file.
 */
export async function importOne(
  db: Db,
  fileName: string,
  content: string | Uint8Array,
  clock: Clock,
): Promise<FileOutcome> {
  const started = performance.now();
  try {
    const result =
      typeof content === 'string'
        ? await importNseFile(db, fileName, content, clock)
        : isFiiStatsFileName(fileName)
          ? await importFiiStatsFile(db, fileName, content, clock)
          : await importNseFile(
              db,
              fileName,
              new TextDecoder('utf-8', { ignoreBOM: true }).decode(content),
              clock,
            );
    return { ok: true, fileName, result, ms: elapsed(started) };
  } catch (error) {
    if (!isFileProblem(error)) throw error;
    return { ok: false, fileName, error: error.message, ms: elapsed(started) };
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

/**
 * One sentence on a run: files imported, refused (with their reasons) and skipped, conflicts with
 * stored rows and duplicated rows dropped.
 */
export function importSummary(outcomes: readonly FileOutcome[]): string {
  const refused = outcomes.flatMap((o) => (o.ok || o.skipped ? [] : [o.error]));
  const skippedCount = outcomes.filter((o) => !o.ok && o.skipped).length;
  const imported = outcomes.filter((o) => o.ok);
  const conflicts = imported.reduce((n, o) => n + (o.ok ? o.result.conflicts.length : 0), 0);
  const warnings = imported.reduce((n, o) => n + (o.ok ? o.result.warnings.length : 0), 0);
  const parts = [`${imported.length} file(s) imported`];
  if (conflicts > 0) parts.push(`${conflicts} row(s) conflicting with stored rows were not written`);
  if (warnings > 0) parts.push(`${warnings} warning(s)`);
  if (skippedCount > 0) parts.push(`${skippedCount} skipped`);
  if (refused.length > 0) parts.push(`${refused.length} refused: ${refused.join('; ')}`);
  return parts.join(', ');
}
