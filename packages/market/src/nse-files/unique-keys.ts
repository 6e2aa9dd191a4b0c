import type { CsvRecord } from './csv';
import { NseFileError } from './nse-file-error';

/** Something the importer should tell the user about a file it still accepted (file and line named). */
export interface NseFileWarning {
  readonly fileName: string;
  /** 1-based physical line the warning is about. */
  readonly line: number;
  readonly message: string;
}

/** A parsed file's warnings: rows it dropped or read in a particular way, each naming its line. */
export interface WithWarnings {
  readonly warnings: readonly NseFileWarning[];
  /**
   * The physical line of each row (same order as `rows`), where the importer names rows by line
   * (conflicts with stored rows); absent for formats that do not need it.
   */
  readonly lines?: readonly number[];
}

/**
 * Remembers the line each row key was first seen on. A later record that repeats an earlier one
 * exactly (the same fields) is a duplicated row: it is dropped with a warning naming both lines. A
 * later record with the same key and other content contradicts the earlier one: the file is
 * refused, naming both lines (which of the two is right cannot be told from the file).
 */
export class UniqueKeys {
  private readonly seen = new Map<string, { readonly line: number; readonly text: string }>();
  /** One warning per dropped duplicate, in file order. */
  readonly warnings: NseFileWarning[] = [];

  constructor(private readonly fileName: string) {}

  /** Records `key` for `record`; answers false for an exact duplicate (drop it), throws on a conflict. */
  check(key: string, record: CsvRecord): boolean {
    const text = record.fields.join(',');
    const previous = this.seen.get(key);
    if (previous === undefined) {
      this.seen.set(key, { line: record.line, text });
      return true;
    }
    if (previous.text === text) {
      this.warnings.push({
        fileName: this.fileName,
        line: record.line,
        message: `duplicated row for ${key} (the same as line ${previous.line}) was dropped`,
      });
      return false;
    }
    throw new NseFileError(
      this.fileName,
      record.line,
      `duplicate row for ${key} (first seen on line ${previous.line}) with other figures; keep one of the two lines`,
    );
  }
}
