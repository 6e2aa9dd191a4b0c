import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Rules of the house that no linter rule expresses, checked on the source itself. (Biome checks the
// rest: no import cycles; packages/market imports no Node module and uses no timer/process global.)
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(name) ? [rel] : [];
  });
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const isTestOnly = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  /(^|\/)(test-support|read-fixture|nse-option-chain-snapshot)\.ts$/.test(file) ||
  file.includes('/testing/') ||
  file.includes('/test/');

describe('the house rules hold in the source', () => {
  it('packages/market reads no wall clock and no global randomness outside tests', () => {
    const found = sourceFiles('packages/market/src')
      .filter((file) => !isTestOnly(file))
      .flatMap((file) =>
        [...read(file).matchAll(/Date\.now\(|new Date\(\)|Math\.random\(|performance\.now\(/g)].map(
          (m) => `${file}: ${m[0]}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('only config.ts and the entry points (server.ts, the cli/ commands) read process.env', () => {
    const allowed = new Set(['apps/server/src/config.ts', 'apps/server/src/server.ts']);
    const isEntryPoint = (file: string) => allowed.has(file) || file.startsWith('apps/server/src/cli/');
    const found = [
      ...sourceFiles('apps/server/src'),
      ...sourceFiles('apps/web/src'),
      ...sourceFiles('packages'),
    ]
      .filter((file) => !isTestOnly(file) && !isEntryPoint(file))
      .filter((file) => /process\.env\b/.test(read(file)));
    expect(found).toEqual([]);
  });

  it('no route plugin builds a service: the composition root (apps/server/src/services.ts) builds them all', () => {
    const found = sourceFiles('apps/server/src')
      .filter((file) => file.endsWith('.routes.ts'))
      .flatMap((file) =>
        [
          ...read(file).matchAll(
            /new [A-Z]\w*(Repository|Service|Scanner|Cache|Runner|Performance|Provider|Monitor)\(/g,
          ),
        ].map((m) => `${file}: ${m[0]}`),
      );
    expect(found).toEqual([]);
  });

  it('no server module keeps a registry of services per market (WeakMap/Map keyed by a service)', () => {
    const found = sourceFiles('apps/server/src')
      .filter((file) => !isTestOnly(file))
      .filter((file) => /^const \w+ = new WeakMap<MarketService/m.test(read(file)));
    expect(found).toEqual([]);
  });

  it('routes answer through the one helper set of http/answers.ts (no local ok/refuse copies)', () => {
    const found = sourceFiles('apps/server/src')
      .filter((file) => !isTestOnly(file) && file !== 'apps/server/src/http/answers.ts')
      .flatMap((file) =>
        [...read(file).matchAll(/=> \(\{ status: [01](?: as const)?, message(?:, \.\.\.payload)? \}\)/g)].map(
          (m) => `${file}: ${m[0]}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('a web feature imports another only through the edges listed here (shared pieces go to components/ or lib/)', () => {
    // None is left (issue 13 §6): a new edge fails this test.
    const known = new Set<string>();
    const edges = new Set<string>();
    for (const file of sourceFiles('apps/web/src/features').filter((f) => !isTestOnly(f))) {
      const from = file.split('/')[4] ?? '';
      for (const m of read(file).matchAll(/from '@\/features\/([a-z-]+)/g)) {
        if (m[1] !== from) edges.add(`${from} -> ${m[1]}`);
      }
    }
    expect([...edges].filter((edge) => !known.has(edge)).sort()).toEqual([]);
  });

  it('components/ and lib/ import no web feature (they are what the features share)', () => {
    const found = [...sourceFiles('apps/web/src/components'), ...sourceFiles('apps/web/src/lib')]
      .filter((file) => !isTestOnly(file))
      .filter((file) => /from '@\/features\//.test(read(file)));
    expect(found).toEqual([]);
  });
});
