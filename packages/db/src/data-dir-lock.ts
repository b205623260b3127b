import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** What the lock file says about its owner. */
export interface LockOwner {
  pid: number;
  host: string;
  /** The process's start time in clock ticks since boot (Linux), so a reused pid is told apart. */
  started: string | null;
  /** The boot the process belongs to (Linux): a lock from before a reboot is stale. */
  boot: string | null;
  since: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${
        owner ? `process ${owner.pid} on ${owner.host} (since ${owner.since})` : 'another process'
      }. One process at a time may open it: stop that one first, give this one its own DATA_DIR, ` +
        'or run several instances on a PostgreSQL server (DATABASE_URL).',
    );
  }
}

const readText = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
};

/** Field 22 of /proc/<pid>/stat: the start time, after the command name (which may hold spaces). */
function processStart(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

const bootId = () => readText('/proc/sys/kernel/random/boot_id');

function me(): LockOwner {
  return {
    pid: process.pid,
    host: hostname(),
    started: processStart(process.pid),
    boot: bootId(),
    since: new Date().toISOString(),
  };
}

/** Whether the lock's owner is certainly gone: a dead pid on this host, a reused pid, another boot. */
function isStale(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return false;
  if (owner.boot && bootId() && owner.boot !== bootId()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  const started = processStart(owner.pid);
  return Boolean(owner.started && started && owner.started !== started);
}

function readOwner(file: string): LockOwner | null {
  const text = readText(file);
  if (!text) return null;
  try {
    return JSON.parse(text) as LockOwner;
  } catch {
    return null;
  }
}

const UNREADABLE_LOCK_GRACE_MS = 2000;

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

/**
 * An exclusive lock on a data folder, as a file created with O_EXCL that names its owner. A lock
 * whose owner is gone (killed, crashed, another boot) is taken over; a live owner is waited for
 * up to `waitMs` (a rolling restart overlapping the old process's shutdown), then refused.
 */
export async function lockDataDir(
  dataDir: string,
  { waitMs = 0, pollMs = 200 }: { waitMs?: number; pollMs?: number } = {},
): Promise<DataDirLock> {
  const file = path.join(dataDir, 'vitrine.lock');
  const deadline = Date.now() + waitMs;
  const owner = me();
  for (;;) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      try {
        writeSync(fd, JSON.stringify(owner));
      } finally {
        closeSync(fd);
      }
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          // Only our own lock: a stale-lock takeover by another process must not be undone.
          if (readOwner(file)?.pid === owner.pid && readOwner(file)?.since === owner.since) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readOwner(file);
    // An empty or unreadable lock is one being written right now, or a crash mid-write: a crash
    // leaves it forever, so one that stays unreadable for a few seconds is taken as stale.
    if (holder ? isStale(holder) : ageMs(file) > UNREADABLE_LOCK_GRACE_MS) {
      try {
        unlinkSync(file);
      } catch {}
      continue;
    }
    if (Date.now() >= deadline) throw new DataDirLockedError(dataDir, holder);
    await sleep(pollMs);
  }
}
