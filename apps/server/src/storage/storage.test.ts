import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from './local-disk-storage.ts';
import { memoryStorage } from './memory-storage.ts';

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

describe('file storage', () => {
  it('keeps files on local disk under their key and answers null for a missing key', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'storage-'));
    roots.push(root);
    const storage = localDiskStorage(root);
    await storage.put('documents/abc.pdf', Buffer.from('%PDF-1.3 test'));
    expect((await storage.get('documents/abc.pdf'))?.toString()).toBe('%PDF-1.3 test');
    expect(await readFile(path.join(root, 'documents', 'abc.pdf'), 'utf8')).toBe('%PDF-1.3 test');
    expect(await storage.get('documents/missing.pdf')).toBeNull();
  });

  it.each(['../escape.pdf', 'documents/../../escape', '/etc/passwd', 'a\\b', 'documents/./x', ''])(
    'refuses the unsafe key %j',
    async (key) => {
      await expect(localDiskStorage(tmpdir()).get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(memoryStorage().put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
    },
  );
});
