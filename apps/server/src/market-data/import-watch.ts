import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { importLog } from '../db/schema';

/** How often a server looks for files imported by another process (the CLI, the fetcher). */
export const IMPORT_WATCH_INTERVAL_MS = 10_000;

/** The newest import's id (0 before any): every import writes its `import_log` row in its transaction. */
export async function latestImportId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<string | null>`max(${importLog.id})` }).from(importLog);
  return Number(row?.id ?? 0);
}

/**
 * Calls `onImported` when the newest `import_log` id changes: a file imported by `npm run import`
 * or the fetcher (another process) writes the same table as the HTTP import, so answers kept for the
 * market's tick are dropped within one interval instead of waiting for a tick (after the close the
 * market does not tick at all). One indexed `max(id)` a poll; a failed poll is retried at the next.
 */
export class ImportWatch {
  private timer: NodeJS.Timeout | undefined;
  private seen: number | undefined;
  private polling = false;

  constructor(
    private readonly db: Db,
    private readonly onImported: () => void,
    private readonly intervalMs = IMPORT_WATCH_INTERVAL_MS,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.poll(), this.intervalMs);
    this.timer.unref();
    void this.poll();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One look at `import_log`; resolves once it is done (tests call it directly). */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const latest = await latestImportId(this.db);
      if (this.seen !== undefined && latest !== this.seen) this.onImported();
      this.seen = latest;
    } catch {
      // The database is closing or briefly away: the next poll looks again.
    } finally {
      this.polling = false;
    }
  }
}
