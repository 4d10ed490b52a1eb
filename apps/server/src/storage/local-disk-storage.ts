import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
