import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { literalTextIn } from './literal-text';
import { PENDING_TRANSLATION } from './pending-translation';

// Every user-visible string of the web app comes from the English and Hindi resources (issue 14).
// Files still to be moved to the resources are listed in ./pending-translation.ts; the list only
// shrinks: a listed file that has no literal text left fails here until it is taken off the list.
const SRC = join(import.meta.dirname, '..');
const RESOURCE_FILE = /(^|\/)(([\w-]+\.)?strings|i18n|i18n-hi|literal-text|pending-translation)\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    const name = relative(SRC, path);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.(ts|tsx)$/.test(entry.name)) return [];
    return RESOURCE_FILE.test(name) ? [] : [name];
  });
}

describe('user-visible text comes from the string resources', () => {
  it('finds literal text in JSX, in visible props and in visible object keys (so the scan can fail)', () => {
    const source = `export const c = [{ header: 'Change %', key: 'change' }, { header: '%' }];
      export function A({ t }: { t: (k: string) => string }) {
        return (<div title="Hello" aria-label={t('x')} data-id="id-1">
          Welcome back {'friend'} {t('ok')} 42 ₹
          <input placeholder={\`Search \${1}\`} />
        </div>);
      }`;
    expect(literalTextIn(source, 'a.tsx').map((f) => f.text)).toEqual([
      'Change %',
      'Hello',
      'Welcome back',
      'friend',
      'Search',
    ]);
    expect(literalTextIn("const s = { label: 'नमस्ते' };", 'b.ts')).toHaveLength(1);
  });

  const files = sourceFiles(SRC);
  const pending = new Set(PENDING_TRANSLATION);

  it('lists only files that exist and still hold literal text', () => {
    const stale = [...pending].filter((file) => {
      if (!files.includes(file)) return true;
      return literalTextIn(readFileSync(join(SRC, file), 'utf8'), file).length === 0;
    });
    expect(stale, 'take these off PENDING_TRANSLATION').toEqual([]);
  });

  it('has no literal text in any other file', () => {
    const offenders = files
      .filter((file) => !pending.has(file))
      .flatMap((file) =>
        literalTextIn(readFileSync(join(SRC, file), 'utf8'), file).map((f) => `${file}:${f.line}: ${f.text}`),
      );
    expect(offenders).toEqual([]);
  });
});
