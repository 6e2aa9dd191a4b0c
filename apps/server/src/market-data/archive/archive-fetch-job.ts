/**
 * The archive fetcher as a job (off by default: NSE_ARCHIVE_FETCH=true turns it on). Every
 * `intervalMs` it looks at the NSE calendar: the last `catchUpDays` trading days, today included
 * once NSE has published (19:00 IST), that have not been fetched in full by this process are
 * fetched and imported; a day with a failed file is tried again on the next run. Each day's report
 * is logged (failures at warn level, each with its URL and reason) and kept as `lastReports`.
 */
import { type IsoDate, istParts, type NseCalendar } from '@nivesh/market';
import { type ArchiveDayReport, type ArchiveFetchOptions, fetchArchiveDay } from './archive-fetcher';

export interface ArchiveFetchJobOptions extends ArchiveFetchOptions {
  readonly calendar: NseCalendar;
  /** Where reports go (the server's logger fits). */
  readonly log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
  /** Trading days looked back over (default 3). */
  readonly catchUpDays?: number;
  /** IST minute of the day after which today's files are looked for (default 19:00). */
  readonly publishedAfterMinute?: number;
}

export class ArchiveFetchJob {
  private readonly done = new Set<IsoDate>();
  private running = false;
  lastReports: readonly ArchiveDayReport[] = [];

  constructor(private readonly options: ArchiveFetchJobOptions) {}

  /** The trading days due at `now`, oldest first. */
  dueDays(now: Date): IsoDate[] {
    const { calendar } = this.options;
    const ist = istParts(now);
    const published = ist.minutesOfDay >= (this.options.publishedAfterMinute ?? 19 * 60);
    let day = published && calendar.isTradingDay(ist.date) ? ist.date : calendar.previousTradingDay(ist.date);
    const days: IsoDate[] = [];
    for (let k = 0; k < (this.options.catchUpDays ?? 3); k++) {
      if (!this.done.has(day)) days.unshift(day);
      day = calendar.previousTradingDay(day);
    }
    return days;
  }

  /** Fetches every due day (one run at a time; a run already going makes this a no-op). */
  async runDue(now: Date): Promise<readonly ArchiveDayReport[]> {
    if (this.running) return [];
    this.running = true;
    try {
      const reports: ArchiveDayReport[] = [];
      for (const date of this.dueDays(now)) {
        const report = await fetchArchiveDay(this.options, date);
        reports.push(report);
        this.log(report);
        if (report.failed === 0) this.done.add(date);
      }
      if (reports.length > 0) this.lastReports = reports;
      return reports;
    } finally {
      this.running = false;
    }
  }

  /** Runs now and then every `intervalMs`; returns the stop function. The timer keeps nothing alive. */
  start(intervalMs: number): () => void {
    const run = () => {
      this.runDue(this.options.clock.now()).catch((error: unknown) => {
        this.options.log.warn({ err: error }, 'NSE archive fetch stopped by a fault; it runs again later');
      });
    };
    run();
    const timer = setInterval(run, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private log(report: ArchiveDayReport): void {
    const counts = new Map<string, number>();
    for (const f of report.files) counts.set(f.status, (counts.get(f.status) ?? 0) + 1);
    this.options.log.info(
      { date: report.date, ...Object.fromEntries(counts) },
      `NSE archive ${report.date}: ${[...counts].map(([s, n]) => `${n} ${s}`).join(', ')}`,
    );
    for (const f of report.files) {
      if (f.status === 'failed') {
        this.options.log.warn({ date: report.date, url: f.url }, `NSE archive ${f.dataset}: ${f.detail}`);
      }
    }
  }
}
