import { randomUUID } from 'node:crypto';
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

/** What a lock file records: the owner's pid, its start time (/proc) and a random token. */
interface LockOwner {
  readonly pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat field 22); null off Linux. */
  readonly procStart: string | null;
  readonly token: string | null;
}

function readOwner(path: string): LockOwner | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'pid' in parsed && typeof parsed.pid === 'number') {
      const procStart =
        'procStart' in parsed && typeof parsed.procStart === 'string' ? parsed.procStart : null;
      const token = 'token' in parsed && typeof parsed.token === 'string' ? parsed.token : null;
      return { pid: parsed.pid, procStart, token };
    }
    return null;
  } catch {
    return null;
  }
}

/** A process's start time from /proc/<pid>/stat (after the command name, which may hold spaces). */
export function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function commandLineOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return null;
  }
}

/**
 * Whether the lock's owner is still running. A live pid is not enough: after a crash and a reboot
 * (or many processes later) the pid may belong to another program. The start time recorded in the
 * lock must match the live process's; a lock written without one (an older server) counts only if
 * the pid runs node. Without /proc (not Linux) a live pid is taken as the owner.
 */
function ownerIsRunning(owner: LockOwner): boolean {
  if (!isAlive(owner.pid)) return false;
  const start = processStartOf(owner.pid);
  if (start === null) return true;
  if (owner.procStart !== null) return owner.procStart === start;
  const command = commandLineOf(owner.pid);
  return command === null || /\bnode\b|nivesh|tsx/i.test(command);
}

function tryCreate(path: string, token: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    try {
      writeSync(
        fd,
        JSON.stringify({
          pid: process.pid,
          procStart: processStartOf(process.pid),
          token,
          startedAt: new Date().toISOString(),
        }),
      );
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
 * owner is not running (a crash or kill -9; its pid dead or now another program's) is stale and
 * is taken over. Release removes the file only while it still holds this lock's token.
 */
export function acquireDataDirLock(dataDir: string): { release: () => void } {
  const path = join(dataDir, LOCK_FILE_NAME);
  const token = randomUUID();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (heldByThisProcess.has(path)) throw new DataDirLockedError(dataDir, process.pid);
    if (tryCreate(path, token)) {
      heldByThisProcess.add(path);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          heldByThisProcess.delete(path);
          if (readOwner(path)?.token !== token) return;
          try {
            unlinkSync(path);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    }
    const owner = readOwner(path);
    if (owner !== null && owner.pid !== process.pid && ownerIsRunning(owner)) {
      throw new DataDirLockedError(dataDir, owner.pid);
    }
    // Stale (not running, our own pid from an earlier crashed run, or unreadable): remove and retry.
    try {
      unlinkSync(path);
    } catch {
      // Another process removed it first; the retry decides who wins.
    }
  }
  const owner = readOwner(path)?.pid ?? 0;
  throw new DataDirLockedError(dataDir, owner);
}
