import { Writable } from 'node:stream';

/** A log destination that keeps what the logger wrote, for tests on log output. */
export class LogCapture extends Writable {
  text = '';

  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.text += chunk.toString();
    done();
  }

  /** Every JSON line written so far. */
  lines(): Record<string, unknown>[] {
    return this.text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}
