import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPgliteDatabase, openPostgresDatabase } from './database';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME, processStartOf } from './pglite-lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nivesh-start-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const child of children.splice(0)) child.kill();
});

/** A running process: `sleep` (not Nivesh) or node. */
async function running(command: string, args: string[]): Promise<number> {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  if (child.pid === undefined) throw new Error(`${command} did not start`);
  return child.pid;
}

const onLinux = existsSync('/proc/self/stat');

describe.runIf(onLinux)('a PGlite lock whose pid now belongs to another process', () => {
  it('is taken over when the live pid started after the lock was written', async () => {
    const dir = tempDir();
    const pid = await running('sleep', ['30']);
    writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ pid, procStart: '1', token: 'old' }));
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('is taken over when an older lock (no start time) names a pid that does not run node', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: await running('sleep', ['30']) }));
    acquireDataDirLock(dir).release();
  });

  it('is still refused when the pid is the same live process that wrote it', async () => {
    const dir = tempDir();
    const pid = await running(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(
      join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid, procStart: processStartOf(pid), token: 't' }),
    );
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it('is not removed by a release after another server took it over', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    const other = JSON.stringify({ pid: 1, procStart: processStartOf(1), token: 'other-server' });
    writeFileSync(join(dir, LOCK_FILE_NAME), other);
    lock.release();
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toBe(other);
  });
});

describe('start-up database errors', () => {
  it('name the PostgreSQL URL that failed to connect (without its password) and what to check', async () => {
    const failure = openPostgresDatabase('postgres://nivesh:s3cret-pass@127.0.0.1:1/nivesh');
    await expect(failure).rejects.toThrow(
      /^Could not connect to PostgreSQL at postgres:\/\/nivesh:\*\*\*@127\.0\.0\.1:1\/nivesh: .*ECONNREFUSED.*DATABASE_URL/,
    );
    await expect(failure).rejects.not.toThrow(/s3cret|CREATE SCHEMA/);
  });

  it('name the damaged PGlite folder and how to move it away', async () => {
    const dir = tempDir();
    const database = await openPgliteDatabase(dir);
    await database.close();
    writeFileSync(join(dir, 'pglite', 'global', 'pg_control'), Buffer.alloc(8192, 7));
    const folder = join(dir, 'pglite');
    let message = '';
    try {
      await (await openPgliteDatabase(dir)).close();
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(message).toContain(`The PGlite database in ${folder} could not be opened`);
    expect(message).toMatch(new RegExp(`mv "${folder}" "${folder}\\.damaged-\\d{4}-\\d{2}-\\d{2}"`));
    // The lock was released: the next start reports the same damage, not a lock.
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });
});
