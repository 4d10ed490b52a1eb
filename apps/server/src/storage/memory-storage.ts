import { assertSafeKey, collect, type FileStorage } from './file-storage.ts';

export interface MemoryStorage extends FileStorage {
  /** Every stored key, so tests can prove nothing was left behind. */
  keys(): string[];
}

/** Files in memory: tests and a server started with DATA_DIR=:memory:. */
export function memoryStorage(): MemoryStorage {
  const files = new Map<string, Buffer>();
  return {
    keys: () => [...files.keys()],
    async putStream(key, source) {
      assertSafeKey(key);
      files.set(key, await collect(source));
    },
    async delete(key) {
      assertSafeKey(key);
      files.delete(key);
    },
    async put(key, data) {
      assertSafeKey(key);
      files.set(key, Buffer.from(data));
    },
    async get(key) {
      assertSafeKey(key);
      return files.get(key) ?? null;
    },
  };
}
