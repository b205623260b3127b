import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'vitrine-lock-'));

describe('the data folder lock', () => {
  it('names its owner, refuses a second holder with a clear message, and is released', async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir);
    const owner = JSON.parse(readFileSync(lock.file, 'utf8'));
    expect(owner).toMatchObject({ pid: process.pid, host: hostname() });

    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`in use by process ${process.pid}`);
    expect((refused as Error).message).toContain('DATABASE_URL');

    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    (await lockDataDir(dir)).release();
  });

  it('waits for a holder that lets go within the wait', async () => {
    const dir = freshDir();
    const first = await lockDataDir(dir);
    setTimeout(() => first.release(), 300);
    const second = await lockDataDir(dir, { waitMs: 10_000, pollMs: 50 });
    expect(JSON.parse(readFileSync(second.file, 'utf8')).pid).toBe(process.pid);
    expect(existsSync(second.file)).toBe(true);
    second.release();
  });

  it('takes over the lock of a process that died without releasing it (kill -9)', async () => {
    const dir = freshDir();
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('spawn', resolve));
    writeFileSync(
      path.join(dir, 'vitrine.lock'),
      JSON.stringify({ pid: child.pid, host: hostname(), started: null, boot: null, since: 'then' }),
    );
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const lock = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock left by another boot, and a lock whose pid now belongs to another process', async () => {
    const dir = freshDir();
    const file = path.join(dir, 'vitrine.lock');
    writeFileSync(
      file,
      JSON.stringify({
        pid: process.pid,
        host: hostname(),
        started: null,
        boot: 'a-previous-boot',
        since: 'then',
      }),
    );
    if (existsSync('/proc/sys/kernel/random/boot_id')) (await lockDataDir(dir)).release();
    writeFileSync(
      file,
      JSON.stringify({ pid: process.pid, host: hostname(), started: '1', boot: null, since: 'then' }),
    );
    if (existsSync(`/proc/${process.pid}/stat`)) (await lockDataDir(dir)).release();
    expect(existsSync(file)).toBe(false);
  });
});
