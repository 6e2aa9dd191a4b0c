import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ENDPOINTS, endpointUrl } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';

// The web calls every endpoint through its definition (callEndpoint, endpointUrl): an endpoint's
// path written as a string in apps/web/src would be a second, unchecked copy of it. Test files and
// test fixtures (a `test/` folder) may keep URL strings in their mocks.
const SRC = join(import.meta.dirname, '..');
const PATHS = new Set(ENDPOINTS.flatMap((e) => [e.path, endpointUrl(e)]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** A comment line: it may name an endpoint in prose. */
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

/** Every string literal on a code line equal to an endpoint's path (a query string after `?` aside). */
export function endpointStringsIn(text: string, file: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    isComment(line)
      ? []
      : [...line.matchAll(/(['"`])([^'"`\n]*?)\1/g)].flatMap((match) => {
          const literal = (match[2] ?? '').split('?')[0] ?? '';
          return PATHS.has(literal) ? [`${file}:${index + 1}: '${literal}'`] : [];
        }),
  );
}

describe('the web app has no endpoint strings', () => {
  it('finds a written endpoint path (so the scan can fail)', () => {
    expect(endpointStringsIn("const url = 'TodayActivity/getTopGainers';", 'x.ts')).toEqual([
      "x.ts:1: 'TodayActivity/getTopGainers'",
    ]);
    expect(endpointStringsIn('fetch(`/api/v3/Payment/invoice?payment_id=1`)', 'y.ts')).toHaveLength(1);
    expect(endpointStringsIn(' * the `market/liveQuotes` answer', 'z.ts')).toEqual([]);
  });

  it('no source file under apps/web/src writes an endpoint path', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      endpointStringsIn(readFileSync(file, 'utf8'), relative(SRC, file)),
    );
    expect(found).toEqual([]);
  });
});
