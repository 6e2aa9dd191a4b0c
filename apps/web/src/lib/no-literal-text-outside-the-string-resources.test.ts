import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { literalTextIn } from './literal-text';

// Every user-visible string of the web app comes from the English and Hindi resources (issue 14):
// no component file may write one as a literal.
const SRC = join(import.meta.dirname, '..');
const RESOURCE_FILE = /(^|\/)(([\w-]+\.)?strings|i18n|i18n-hi|literal-text)\.ts$/;

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

  it('has no literal text in any component file', () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      literalTextIn(readFileSync(join(SRC, file), 'utf8'), file).map((f) => `${file}:${f.line}: ${f.text}`),
    );
    expect(offenders).toEqual([]);
  });
});
