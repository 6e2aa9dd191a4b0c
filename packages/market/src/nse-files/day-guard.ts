import type { IsoDate } from '../units';
import type { CsvRecord } from './csv';
import { NseFileError } from './nse-file-error';
import { type NseFileWarning, UniqueKeys } from './unique-keys';

/**
 * Enforces what a one-day exchange file promises: a single trade date (the one in its file name,
 * when the name carries one) and no security twice. For multi-day files in a daily layout only
 * duplicates of the same key on the same date are refused.
 */
export class DayGuard {
  private firstDate: IsoDate | null = null;
  private firstDateLine = 0;
  private readonly keys: UniqueKeys;

  constructor(
    private readonly fileName: string,
    private readonly oneDay: boolean,
    private readonly nameDate: IsoDate | null,
    private readonly dateColumn: string,
  ) {
    this.keys = new UniqueKeys(fileName);
  }

  /**
   * Checks one row's trade date and identity key (e.g. `RELIANCE EQ`); answers false when the row
   * repeats an earlier one exactly (drop it: a warning is recorded).
   */
  check(record: CsvRecord, date: IsoDate, key: string): boolean {
    const line = record.line;
    if (this.oneDay) {
      if (this.firstDate === null) {
        if (this.nameDate !== null && date !== this.nameDate) {
          throw new NseFileError(
            this.fileName,
            line,
            `${this.dateColumn} is ${date} but the file name says ${this.nameDate}; is the file renamed or mixed up?`,
          );
        }
        this.firstDate = date;
        this.firstDateLine = line;
      } else if (date !== this.firstDate) {
        throw new NseFileError(
          this.fileName,
          line,
          `mixed trade dates in a one-day file: ${this.dateColumn} is ${date} here but ${this.firstDate} on line ${this.firstDateLine}`,
        );
      }
    }
    return this.keys.check(this.oneDay ? key : `${key} on ${date}`, record);
  }

  /** The duplicated rows dropped so far. */
  get warnings(): NseFileWarning[] {
    return this.keys.warnings;
  }

  /** The single trade date of a one-day file, or undefined for a multi-day (or empty) file. */
  get tradeDate(): IsoDate | undefined {
    return this.oneDay && this.firstDate !== null ? this.firstDate : undefined;
  }
}
