import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirError, lockDataDir } from './data-dir-lock.ts';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});
async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'data-dir-'));
  folders.push(dir);
  return dir;
}

/** This boot of the machine, as Linux names it. */
const thisBoot = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();

/** A lock file as a server of this host wrote it. */
function leftLock(dir: string, owner: { pid: number | undefined; boot?: string | undefined }) {
  return writeFile(
    path.join(dir, 'server.lock'),
    JSON.stringify({ host: hostname(), startedAt: '2026-12-01T00:00:00.000Z', ...owner }),
  );
}

describe('lockDataDir', () => {
  it('refuses a second holder while the first runs, naming the folder, the holder and what to do', async () => {
    const dir = await folder();
    const lock = await lockDataDir(dir);
    const refusal = lockDataDir(dir);
    await expect(refusal).rejects.toBeInstanceOf(DataDirError);
    await expect(refusal).rejects.toThrow(
      `DATA_DIR ${dir} is in use by another server (pid ${process.pid} on ${hostname()}`,
    );
    await expect(refusal).rejects.toThrow(/Stop that server first, or give this one its own DATA_DIR/);
    await lock.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('takes over the lock of a server that is gone (killed: its pid no longer runs)', async () => {
    const dir = await folder();
    await leftLock(dir, { pid: spawnSync(process.execPath, ['-e', '']).pid });
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it('takes over a lock naming this very process, as a container restarted as pid 1 again finds it', async () => {
    const dir = await folder();
    await leftLock(dir, { pid: process.pid });
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lock.file, 'utf8'))).toMatchObject({ pid: process.pid, boot: thisBoot });
    await lock.release();
  });

  it('takes over a lock from before the machine rebooted, though a process of that pid runs now', async () => {
    const dir = await folder();
    await leftLock(dir, { pid: process.ppid, boot: 'a-boot-before-this-one' });
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it('refuses a lock whose holder, another process of this boot, still runs', async () => {
    for (const boot of [thisBoot, undefined]) {
      const dir = await folder();
      await leftLock(dir, { pid: process.ppid, boot });
      await expect(lockDataDir(dir)).rejects.toThrow(`is in use by another server (pid ${process.ppid} on`);
    }
  });
});

describe('openDatabase on a data folder', () => {
  it('refuses a folder another connection holds, and says what to do with one that does not open', async () => {
    const dir = await folder();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/is in use by another server/);
    await first.close();

    await writeFile(path.join(dir, 'db', 'global', 'pg_control'), Buffer.alloc(8192, 7));
    const damaged = openDatabase({ dataDir: dir });
    await expect(damaged).rejects.toBeInstanceOf(DataDirError);
    await expect(damaged).rejects.toThrow(`The embedded database in ${path.join(dir, 'db')} does not open`);
    await expect(damaged).rejects.toThrow(/move that folder away .* or point DATA_DIR at an empty folder/);
    // The refusal leaves no lock behind: a fixed folder opens at once.
    await expect(readFile(path.join(dir, 'server.lock'))).rejects.toThrow(/ENOENT/);
  });
});
