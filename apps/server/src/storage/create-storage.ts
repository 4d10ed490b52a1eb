import path from 'node:path';
import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { localDiskStorage } from './local-disk-storage.ts';
import { memoryStorage } from './memory-storage.ts';

/**
 * One storage per configuration: local disk under DATA_DIR/files, or memory when the database is
 * in memory too. An S3-compatible adapter would implement FileStorage; none is built yet.
 */
const byDataDir = new Map<string, FileStorage>();

export function storageFor(config: Pick<Config, 'dataDir'>): FileStorage {
  if (config.dataDir === null) return memoryStorage();
  const root = path.join(config.dataDir, 'files');
  let storage = byDataDir.get(root);
  if (!storage) {
    storage = localDiskStorage(root);
    byDataDir.set(root, storage);
  }
  return storage;
}
