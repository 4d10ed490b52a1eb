import path from 'node:path';
import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { localDiskStorage } from './local-disk-storage.ts';
import { memoryStorage } from './memory-storage.ts';
import { s3Storage } from './s3-storage.ts';

/**
 * One storage per configuration: an S3-compatible bucket when S3_ENDPOINT and friends are set,
 * else local disk under DATA_DIR/files, or memory when the database is in memory too.
 */
const byDataDir = new Map<string, FileStorage>();

export async function storageFor(config: Pick<Config, 'dataDir' | 's3'>): Promise<FileStorage> {
  if (config.s3) return s3Storage(config.s3);
  if (config.dataDir === null) return memoryStorage();
  const root = path.join(config.dataDir, 'files');
  let storage = byDataDir.get(root);
  if (!storage) {
    storage = localDiskStorage(root);
    byDataDir.set(root, storage);
  }
  return storage;
}
