import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileStorage } from './file-storage.ts';

/** Files under a root folder (DATA_DIR/files by default); written to a temp name, then renamed. */
export function localDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async putStream(key, source) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        await pipeline(Readable.from(source), createWriteStream(temporary));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await rename(temporary, file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** Folders whose files belong to a database row; anything else there is left over. */
const OWNED_FOLDERS = ['uploads', 'documents'];

/**
 * Removes what a killed or failed request left under `root` (decision 0016): `.tmp` files of
 * writes that never finished, and files in uploads/ and documents/ that no row points to (an upload
 * whose claim was never stored, a readability check's file, a letter whose transaction rolled back).
 * Only files older than `graceMs` go, so a write in progress on another server is left alone.
 * Answers the keys it removed.
 */
export async function sweepLocalDisk(
  root: string,
  isReferenced: (key: string) => boolean,
  graceMs: number,
  now = Date.now(),
): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, file).split(path.sep).join('/');
    const leftover =
      key.endsWith('.tmp') || (OWNED_FOLDERS.includes(key.split('/')[0] ?? '') && !isReferenced(key));
    if (!leftover || now - (await stat(file)).mtimeMs < graceMs) continue;
    await rm(file, { force: true });
    removed.push(key);
  }
  return removed;
}
