import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/** Why the server cannot use its data folder; main prints only the message, which says what to do. */
export class DataDirError extends Error {}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export interface DataDirLock {
  file: string;
  release(): Promise<void>;
}

const LOCK_FILE = 'server.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ownerOf(file: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? (owner as LockOwner) : null;
  } catch {
    return null;
  }
}

/** A lock left by a server that is gone (killed, crashed): its pid no longer runs on this machine. */
function isStale(owner: LockOwner | null): boolean {
  return owner === null || (owner.host === hostname() && !isRunning(owner.pid));
}

/**
 * Takes the data folder for this process alone: the embedded database (PGlite) is one process's
 * files, and a second server on them loses data or damages the folder (decision 0016). The lock is
 * a file holding our pid; a lock whose pid is gone is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      const owner: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
      await handle.writeFile(JSON.stringify(owner));
      await handle.close();
      return { file, release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await ownerOf(file);
    if (!isStale(owner)) {
      throw new DataDirError(
        `DATA_DIR ${path.dirname(file)} is in use by another server (pid ${owner?.pid} on ${owner?.host}, ` +
          `started ${owner?.startedAt}). Stop that server first, or give this one its own DATA_DIR. ` +
          `If you are sure no server uses this folder, delete ${file} and start again.`,
      );
    }
    await rm(file, { force: true });
  }
  throw new DataDirError(`Another server took ${file} while this one started; start again.`);
}
