/**
 * The NSE archive fetcher (issue 16): downloads a trading day's files from NSE's archive layout
 * (`nse-archive-layout.ts`) and imports each through the importer, one transaction per file. A file
 * NSE has not published (HTTP 404) is reported as such, a download that fails (network, timeout,
 * other status) or a file the importer refuses is a failure with its reason, and a day imported
 * before is reported as already there. Nothing here retries: the job runs again later.
 */
import type { IsoDate } from '@nivesh/market';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { type FileOutcome, importOne, importZip } from '../import-path';
import { ZIP_LIMITS } from '../zip-reader';
import { type ArchiveFile, archiveFilesFor } from './nse-archive-layout';

/** The HTTP port: the global `fetch` in production, a local server's in tests. */
export type FetchPort = (
  url: string,
  init: { readonly signal: AbortSignal; readonly headers: Record<string, string> },
) => Promise<Response>;

/** What became of one archive file. */
export interface ArchiveFileReport {
  readonly dataset: ArchiveFile['dataset'];
  readonly url: string;
  readonly status: 'imported' | 'already-imported' | 'not-published' | 'failed';
  /** Rows imported (summed over a zip's entries), or why it failed. */
  readonly rows: number;
  readonly detail: string;
}

/** One day's run. */
export interface ArchiveDayReport {
  readonly date: IsoDate;
  readonly files: readonly ArchiveFileReport[];
  readonly failed: number;
}

export interface ArchiveFetchOptions {
  readonly db: Db;
  readonly clock: Clock;
  readonly fetch: FetchPort;
  /** NSE's archive and API hosts, e.g. https://nsearchives.nseindia.com (no trailing slash). */
  readonly baseUrls: { readonly archives: string; readonly api: string };
  /** Per download (default 60 s). */
  readonly timeoutMs?: number;
}

/** Entries of NSE's PR bundle that Nivesh reads: corporate actions and 52-week hits. */
const PR_ENTRIES_READ = /^(Bc|bh)\d{6}\.csv$/i;
/** A browser's headers: NSE refuses requests without a user agent. */
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Nivesh archive fetcher',
  accept: 'text/csv,application/zip,*/*',
};

/** Downloads and imports every file of `date`; never throws for a file's problem. */
export async function fetchArchiveDay(
  options: ArchiveFetchOptions,
  date: IsoDate,
): Promise<ArchiveDayReport> {
  const files: ArchiveFileReport[] = [];
  for (const file of archiveFilesFor(date)) files.push(await fetchOne(options, file, date));
  return { date, files, failed: files.filter((f) => f.status === 'failed').length };
}

async function fetchOne(
  options: ArchiveFetchOptions,
  file: ArchiveFile,
  date: IsoDate,
): Promise<ArchiveFileReport> {
  const url = `${options.baseUrls[file.host]}${file.path}`;
  const report = (status: ArchiveFileReport['status'], detail: string, rows = 0): ArchiveFileReport => ({
    dataset: file.dataset,
    url,
    status,
    rows,
    detail,
  });
  let body: Buffer;
  try {
    const response = await options.fetch(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
      headers: HEADERS,
    });
    if (response.status === 404) return report('not-published', 'NSE has not published this file (HTTP 404)');
    if (!response.ok) return report('failed', `HTTP ${response.status} ${response.statusText}`.trim());
    body = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    return report('failed', `download failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (file.convert === 'fii-dii-json') {
    const converted = fiiDiiCsv(body.toString('utf8'), date);
    if (!converted.ok) return report(converted.status, converted.detail);
    return summarise(report, [await importOne(options.db, file.importAs, converted.csv, options.clock)]);
  }
  const outcomes = file.importAs.toLowerCase().endsWith('.zip')
    ? await importArchiveZip(options, file, body)
    : [await importOne(options.db, file.importAs, body.toString('utf8'), options.clock)];
  return summarise(report, outcomes);
}

async function importArchiveZip(
  options: ArchiveFetchOptions,
  file: ArchiveFile,
  body: Buffer,
): Promise<FileOutcome[]> {
  const read = file.importAs.startsWith('PR') ? (name: string) => PR_ENTRIES_READ.test(name) : undefined;
  const outcomes = await importZip(
    options.db,
    file.importAs,
    body,
    options.clock,
    ZIP_LIMITS,
    undefined,
    read,
  );
  return outcomes.length > 0
    ? outcomes
    : [{ ok: false, fileName: file.importAs, error: `${file.importAs}: no file Nivesh reads inside`, ms: 0 }];
}

const ALREADY = /already imported/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FII_DII_FIELDS = ['category', 'date', 'buyValue', 'sellValue', 'netValue'] as const;

type Converted =
  | { readonly ok: true; readonly csv: string }
  | { readonly ok: false; readonly status: 'failed' | 'not-published'; readonly detail: string };

/**
 * NSE's FII/DII answer (`[{ category, date: '19-May-2026', buyValue, sellValue, netValue }, …]`,
 * ₹ crore) as the daily CSV the importer reads. NSE answers with its latest day only: an answer for
 * another day than `date` is not that day's figures.
 */
function fiiDiiCsv(body: string, date: IsoDate): Converted {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return { ok: false, status: 'failed', detail: 'the FII/DII answer is not JSON' };
  }
  if (!Array.isArray(answer) || answer.length === 0) {
    return { ok: false, status: 'failed', detail: 'the FII/DII answer is not a list of rows' };
  }
  const [yyyy, mm, dd] = date.split('-');
  const wanted = `${dd}-${MONTHS[Number(mm) - 1] ?? ''}-${yyyy}`;
  const lines: string[] = [FII_DII_FIELDS.join(',')];
  const days = new Set<string>();
  for (const row of answer) {
    if (typeof row !== 'object' || row === null) {
      return { ok: false, status: 'failed', detail: 'an FII/DII row is not an object' };
    }
    const fields = FII_DII_FIELDS.map((name) => {
      const value: unknown = (row as Record<string, unknown>)[name];
      return typeof value === 'string' || typeof value === 'number' ? String(value).replaceAll(',', '') : '';
    });
    days.add(fields[1] ?? '');
    lines.push(fields.join(','));
  }
  if (!days.has(wanted)) {
    return {
      ok: false,
      status: 'not-published',
      detail: `NSE gives FII/DII figures for its latest day only (it answered for ${[...days].join(', ')})`,
    };
  }
  return { ok: true, csv: `${lines.join('\n')}\n` };
}

function summarise(
  report: (status: ArchiveFileReport['status'], detail: string, rows?: number) => ArchiveFileReport,
  outcomes: readonly FileOutcome[],
): ArchiveFileReport {
  const errors = outcomes.flatMap((o) => (o.ok ? [] : [o.error]));
  const rows = outcomes.reduce((n, o) => n + (o.ok ? o.result.rows : 0), 0);
  const imported = outcomes.filter((o) => o.ok).map((o) => o.fileName);
  if (errors.length === 0) return report('imported', imported.join(', '), rows);
  if (errors.every((e) => ALREADY.test(e)) && imported.length === 0) {
    return report('already-imported', errors.join('; '));
  }
  return report('failed', errors.join('; '), rows);
}
