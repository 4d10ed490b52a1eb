import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/** Why the server cannot use its data folder; main prints only the message, which says what to do. */
export class DataDirError extends Error {}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
  /** The machine's boot (Linux), so a lock from before a reboot is known stale whatever its pid. */
  boot?: string;
}

export interface DataDirLock {
  file: string;
  release(): Promise<void>;
}

const LOCK_FILE = 'server.lock';

/** The lock files this process holds, so that it refuses itself a second hold of the same folder. */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Linux's id of this boot of the machine; undefined elsewhere. */
async function bootId(): Promise<string | undefined> {
  try {
    return (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
  } catch {
    return undefined;
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

/**
 * A lock left by a server that is gone (killed, crashed, its machine rebooted). A lock naming this
 * very process, which this process does not hold, is such a lock too: a container restarted on its
 * volume runs as pid 1 again. A lock of another host cannot be checked and stays.
 */
function isStale(owner: LockOwner | null, file: string, boot: string | undefined): boolean {
  if (heldHere.has(file)) return false;
  if (owner === null) return true;
  if (owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return true;
  if (owner.boot !== undefined && boot !== undefined && owner.boot !== boot) return true;
  return !isRunning(owner.pid);
}

/**
 * Takes the data folder for this process alone: the embedded database (PGlite) is one process's
 * files, and a second server on them loses data or damages the folder (decision 0016). The lock is
 * a file holding our pid (and the machine's boot); a lock whose server is gone is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  const boot = await bootId();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      heldHere.add(file);
      const owner: LockOwner = {
        pid: process.pid,
        host: hostname(),
        startedAt: new Date().toISOString(),
        ...(boot ? { boot } : {}),
      };
      await handle.writeFile(JSON.stringify(owner));
      await handle.close();
      return {
        file,
        release: async () => {
          heldHere.delete(file);
          await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await ownerOf(file);
    if (!isStale(owner, file, boot)) {
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
