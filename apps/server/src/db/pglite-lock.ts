import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'nivesh-server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Nivesh server is already using DATA_DIR ${dataDir} (pid ${pid}). ` +
        'Stop it or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

// Locks this process holds, so that a second open inside the same process is refused too
// (the pid in the file is our own pid then, which looks "alive").
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwnerPid(path: string): number | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'pid' in parsed && typeof parsed.pid === 'number') {
      return parsed.pid;
    }
    return null;
  } catch {
    return null;
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    try {
      writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the exclusive lock of a PGlite data dir (a pid file created with O_EXCL). A lock whose
 * pid is dead is stale (a crash or kill -9) and is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release: () => void } {
  const path = join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (heldByThisProcess.has(path)) throw new DataDirLockedError(dataDir, process.pid);
    if (tryCreate(path)) {
      heldByThisProcess.add(path);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          heldByThisProcess.delete(path);
          try {
            unlinkSync(path);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    }
    const owner = readOwnerPid(path);
    if (owner !== null && owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(dataDir, owner);
    }
    // Stale (dead pid, our own pid from an earlier crashed run, or unreadable): remove and retry.
    try {
      unlinkSync(path);
    } catch {
      // Another process removed it first; the retry decides who wins.
    }
  }
  const owner = readOwnerPid(path) ?? 0;
  throw new DataDirLockedError(dataDir, owner);
}
