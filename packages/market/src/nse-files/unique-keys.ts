import { NseFileError } from './nse-file-error';

/**
 * Remembers the line each row key was first seen on and refuses a second row with the same key,
 * naming both lines.
 */
export class UniqueKeys {
  private readonly seen = new Map<string, number>();

  constructor(private readonly fileName: string) {}

  /** Records `key` for `line`, or throws if an earlier line already had it. */
  check(key: string, line: number): void {
    const previous = this.seen.get(key);
    if (previous !== undefined) {
      throw new NseFileError(
        this.fileName,
        line,
        `duplicate row for ${key} (first seen on line ${previous})`,
      );
    }
    this.seen.set(key, line);
  }
}
