import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DatabaseDriver } from '../db/database';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestAppContext {
  readonly t: TestApp;
  readonly database: TestDatabase;
}

/**
 * One database and one app per test file (PGlite costs seconds to start), emptied before every
 * test. Options may be computed in the file's own beforeAll order (e.g. after generating keys).
 */
export function useTestApp(
  driver: DatabaseDriver,
  options: TestAppOptions | (() => Promise<TestAppOptions>) = {},
): TestAppContext {
  let t: TestApp | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    t = await createTestApp(database, typeof options === 'function' ? await options() : options);
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });
  beforeEach(async () => database?.reset());
  return {
    get t() {
      if (!t) throw new Error('The test app is created in beforeAll');
      return t;
    },
    get database() {
      if (!database) throw new Error('The test database is created in beforeAll');
      return database;
    },
  };
}
