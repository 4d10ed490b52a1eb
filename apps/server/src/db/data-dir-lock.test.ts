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
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(
      path.join(dir, 'server.lock'),
      JSON.stringify({ pid: gone, host: hostname(), startedAt: '' }),
    );
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
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
