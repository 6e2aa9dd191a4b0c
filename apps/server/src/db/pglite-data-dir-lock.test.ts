import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { UsersRepository } from '../auth/users.repository';
import { openPgliteDatabase } from './database';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './pglite-lock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nivesh-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('PGlite data-dir lock', () => {
  it('refuses a second open of a DATA_DIR in use, with the message saying what to do', () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another Nivesh server is already using DATA_DIR ${dir} (pid ${process.pid}). Stop it or set DATA_DIR to another folder.`,
    );
    first.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('refuses a lock held by another live process', () => {
    const dir = tempDir();
    // The parent of this worker is alive for the whole test.
    writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: process.ppid }));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: deadPid() }));
    const lock = acquireDataDirLock(dir);
    lock.release();
  });

  it('keeps data across a close and reopen, and refuses a second open meanwhile', async () => {
    const dir = tempDir();
    const first = await openPgliteDatabase(dir);
    await new UsersRepository(first.db).insert({
      mobile: '9876543210',
      userName: 'Asha',
      email: null,
      googleSub: null,
      createdAt: new Date('2026-11-23T04:00:00Z'),
    });
    await expect(openPgliteDatabase(dir)).rejects.toThrow(/already using DATA_DIR/);
    await first.close();

    const reopened = await openPgliteDatabase(dir);
    try {
      expect((await new UsersRepository(reopened.db).findByMobile('9876543210'))?.userName).toBe('Asha');
    } finally {
      await reopened.close();
    }
  });
});
