import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { type ImportResult, importNseFile, isFileProblem } from './import.service';
import { readZip, ZIP_LIMITS, type ZipEntry, type ZipLimits } from './zip-reader';

/** The outcome of one file of an import run; a failed file does not stop the others. */
export type FileOutcome =
  | { readonly ok: true; readonly fileName: string; readonly result: ImportResult; readonly ms: number }
  | { readonly ok: false; readonly fileName: string; readonly error: string; readonly ms: number };

const IMPORTABLE = /\.(csv|json|zip)$/i;

/**
 * Imports a file, every `.csv`/`.json`/`.zip` of a folder (sorted by name, not recursive; other files are
 * ignored) or every file inside a `.zip`. Each file is its own transaction: a bad one is reported
 * and the next one is imported. Faults that are not about a file (the database went away) stop the run.
 */
export async function importPath(db: Db, path: string, clock: Clock): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = [];
  const stat = statSync(path);
  const files = stat.isDirectory()
    ? readdirSync(path)
        .filter((name) => IMPORTABLE.test(name) && !name.startsWith('.'))
        .sort()
        .map((name) => join(path, name))
    : [path];
  for (const file of files) {
    if (/\.zip$/i.test(file)) {
      outcomes.push(...(await importZip(db, basename(file), readFileSync(file), clock)));
    } else {
      outcomes.push(await importOne(db, basename(file), readFileSync(file, 'utf8'), clock));
    }
  }
  return outcomes;
}

/** Imports every file of a zip archive, each in its own transaction, in name order. */
export async function importZip(
  db: Db,
  archiveName: string,
  buffer: Buffer,
  clock: Clock,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<FileOutcome[]> {
  const started = performance.now();
  let entries: ZipEntry[];
  try {
    entries = readZip(archiveName, buffer, limits);
  } catch (error) {
    return [{ ok: false, fileName: archiveName, error: messageOf(error), ms: elapsed(started) }];
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const outcomes: FileOutcome[] = [];
  for (const entry of entries) {
    // The entry's own name: the parsers read the trade date from it.
    outcomes.push(await importOne(db, entry.name, entry.data.toString('utf8'), clock));
  }
  return outcomes;
}

/** Imports one file's text and reports instead of throwing when the problem is the file. */
export async function importOne(db: Db, fileName: string, text: string, clock: Clock): Promise<FileOutcome> {
  const started = performance.now();
  try {
    const result = await importNseFile(db, fileName, text, clock);
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
