import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Test-only helpers (imported by *.test.ts, never by the parsers, which stay free of I/O).
const here = dirname(fileURLToPath(import.meta.url));

/** Reads a fixture of this folder as text. */
export function readFixture(name: string): string {
  return readFileSync(join(here, 'fixtures', name), 'utf8');
}

/** `<repo>/../shared/data`, where the real NSE files live when this checkout has them. */
export const SHARED_DATA = join(here, '..', '..', '..', '..', '..', 'shared', 'data');

/** Whether the real-data folder is present (tests on real files skip only when it is absent). */
export const hasSharedData = existsSync(SHARED_DATA);

/** Reads a real file under shared/data. */
export function readShared(relativePath: string): string {
  return readFileSync(join(SHARED_DATA, relativePath), 'utf8');
}
