import { statfs } from 'node:fs/promises';
import type { Database } from '../db/database';

/** Free space below which the data directory counts as full: PGlite needs room for WAL and growth. */
export const DISK_LOW_BYTES = 64 * 1024 * 1024;
/** A failed write keeps health at "failing" this long after it happened (no write probe exists). */
export const WRITE_FAILURE_SHOWN_MS = 60_000;
export const HEALTH_CHECK_INTERVAL_MS = 1_000;

export const DISK_FULL_MESSAGE =
  'The server cannot store orders or other changes right now: its disk is full. Please try again later.';

export interface DiskSpace {
  readonly freeBytes: number;
  readonly totalBytes: number;
}

export type DiskSpaceOf = (path: string) => Promise<DiskSpace>;

export const statfsDiskSpace: DiskSpaceOf = async (path) => {
  const s = await statfs(path);
  return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
};

/** What /health answers: the result of the last background check. */
export interface HealthSnapshot {
  readonly database: { ok: boolean; latencyMs: number; error?: string };
  readonly write: { ok: boolean; detail?: string };
  readonly disk: { ok: boolean; path: string; freeBytes: number; totalBytes: number } | null;
}

/** The first line of an error's message (a failed query's SQL, without its parameters). */
function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n', 1)[0] ?? text;
}

function codeOf(value: object): unknown {
  return 'code' in value ? value.code : undefined;
}

/**
 * A write that failed because the disk is full: ENOSPC from the file system (PGlite), SQLSTATE
 * 53100 disk_full from PostgreSQL, or their messages, anywhere in the error's cause chain.
 */
export function isDiskFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = codeOf(current);
    if (code === 'ENOSPC' || code === '53100') return true;
    const message = current instanceof Error ? current.message : '';
    if (/No space left on device|could not extend file|disk full/i.test(message)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

export interface HealthMonitorOptions {
  /** The PGlite data directory whose free space is watched; undefined with PostgreSQL. */
  readonly dataDir: string | undefined;
  readonly diskSpace?: DiskSpaceOf;
  readonly intervalMs?: number;
  readonly now?: () => number;
  readonly onError?: (error: unknown) => void;
}

/**
 * Checks the database (select 1) and the data directory's free space in the background, about
 * once a second, so a health request does no I/O: it answers from the last result. Writes that
 * failed for a full disk are reported by the error handler (recordWriteFailure).
 */
export class HealthMonitor {
  private database: HealthSnapshot['database'] = { ok: true, latencyMs: 0 };
  private disk: HealthSnapshot['disk'] = null;
  private diskReadable = true;
  private lastWriteFailure: { at: number; detail: string } | null = null;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | null = null;
  private readonly now: () => number;
  private readonly diskSpace: DiskSpaceOf;

  constructor(
    private readonly db: Pick<Database, 'ping'>,
    private readonly options: HealthMonitorOptions,
  ) {
    this.now = options.now ?? (() => performance.now());
    this.diskSpace = options.diskSpace ?? statfsDiskSpace;
  }

  /** Runs a first check, then one every interval until stop(). */
  async start(): Promise<void> {
    await this.check();
    this.timer ??= setInterval(() => void this.check(), this.options.intervalMs ?? HEALTH_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One check (a check still running is not started twice). */
  check(): Promise<void> {
    this.checking ??= this.runCheck().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  recordWriteFailure(error: unknown): void {
    const detail = firstLine(error);
    this.lastWriteFailure = { at: this.now(), detail: isDiskFull(error) ? `disk full (${detail})` : detail };
  }

  snapshot(): HealthSnapshot {
    const failure = this.lastWriteFailure;
    const failing = failure !== null && this.now() - failure.at < WRITE_FAILURE_SHOWN_MS;
    return {
      database: this.database,
      write: failing ? { ok: false, detail: failure.detail } : { ok: true },
      disk: this.disk,
    };
  }

  private async runCheck(): Promise<void> {
    try {
      this.database = { ok: true, latencyMs: await this.db.ping() };
    } catch (error) {
      if (this.database.ok) this.options.onError?.(error);
      this.database = { ok: false, latencyMs: 0, error: firstLine(error) };
    }
    const path = this.options.dataDir;
    if (path === undefined) return;
    try {
      const space = await this.diskSpace(path);
      this.disk = { ok: space.freeBytes >= DISK_LOW_BYTES, path, ...space };
    } catch (error) {
      // Logged once when the directory stops being readable, not every second.
      if (this.diskReadable) this.options.onError?.(error);
      this.diskReadable = false;
      this.disk = null;
      return;
    }
    this.diskReadable = true;
  }
}
