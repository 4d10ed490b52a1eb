import { assertSafeKey, type FileStorage } from './file-storage.ts';

/** Files in memory: tests and a server started with DATA_DIR=:memory:. */
export function memoryStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
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
