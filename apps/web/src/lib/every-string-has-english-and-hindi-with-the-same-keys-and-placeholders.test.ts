import { describe, expect, it } from 'vitest';
import { EN } from './i18n';
import { HI } from './i18n-hi';
import { definedStrings, type StringTree } from './strings';

// Every namespace of the app: the shell's, and each feature's strings module (loaded here, so a
// module no page has imported yet is checked too).
import.meta.glob(['../**/strings.ts', '../**/*.strings.ts'], { eager: true });

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0]).sort();

/** What differs between an English tree and its Hindi one: missing or extra keys, empty texts, placeholders. */
export function differences(en: unknown, hi: unknown, path = ''): string[] {
  if (typeof en === 'string' || typeof hi === 'string') {
    if (typeof en !== 'string' || typeof hi !== 'string') return [`${path}: a text in one language only`];
    if (en.trim() === '' || hi.trim() === '') return [`${path}: empty`];
    const [a, b] = [placeholders(en), placeholders(hi)];
    return a.join() === b.join() ? [] : [`${path}: placeholders ${a.join(' ')} ≠ ${b.join(' ')}`];
  }
  const [e, h] = [en as StringTree, hi as StringTree];
  const keys = new Set([...Object.keys(e), ...Object.keys(h)]);
  return [...keys].flatMap((key) => {
    const at = path ? `${path}.${key}` : key;
    if (!(key in e)) return [`${at}: in Hindi only`];
    if (!(key in h)) return [`${at}: in English only`];
    return differences(e[key], h[key], at);
  });
}

describe('every string exists in English and Hindi', () => {
  it('finds a key in one language only, an empty text and a lost placeholder (so the check can fail)', () => {
    expect(
      differences({ a: 'Buy', b: { c: '{{count}} orders', d: 'x' } }, { a: '', b: { c: 'ऑर्डर', e: 'y' } }),
    ).toEqual(['a: empty', 'b.c: placeholders {{count}} ≠ ', 'b.d: in English only', 'b.e: in Hindi only']);
  });

  it('holds for the shell', () => {
    expect(differences(EN, HI)).toEqual([]);
  });

  it('holds for every feature namespace', () => {
    expect(definedStrings.size).toBeGreaterThan(0);
    const found = [...definedStrings].flatMap(([namespace, { en, hi }]) =>
      differences(en, hi).map((d) => `${namespace}.${d}`),
    );
    expect(found).toEqual([]);
  });
});
