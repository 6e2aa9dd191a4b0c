import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

export interface ServedWebApp {
  readonly t: TestApp;
  readonly database: TestDatabase;
  /** The folder the built files were written to. */
  readonly dist: string;
  close(): Promise<void>;
}

/** A test app serving a built web app made of `files` (path under dist → text), after `prepare`. */
export async function servedWebApp(
  files: Readonly<Record<string, string>>,
  prepare: (dist: string) => Promise<unknown> = async () => {},
): Promise<ServedWebApp> {
  const dist = mkdtempSync(join(tmpdir(), 'nivesh-web-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  await prepare(dist);
  const database = await createTestDatabase('pglite');
  const t = await createTestApp(database, { webDistDir: dist });
  return {
    t,
    database,
    dist,
    async close() {
      await t.close();
      await database.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
