/**
 * The one error every NSE file parser throws, so the importer can show the user which file and line
 * to fix and roll back the whole file (parsers are everything-or-nothing).
 */
export class NseFileError extends Error {
  override readonly name = 'NseFileError';
  readonly fileName: string;
  /** 1-based physical line of the file the problem was found on. */
  readonly line: number;
  readonly reason: string;

  constructor(fileName: string, line: number, reason: string) {
    super(`${fileName} line ${line}: ${reason}`);
    this.fileName = fileName;
    this.line = line;
    this.reason = reason;
  }
}
