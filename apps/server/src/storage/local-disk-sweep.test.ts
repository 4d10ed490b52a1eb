import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepLocalDisk } from './local-disk-storage.ts';

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

async function folderWith(files: Record<string, number>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'sweep-'));
  roots.push(root);
  for (const [key, ageMs] of Object.entries(files)) {
    const file = path.join(root, ...key.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'x');
    const at = new Date(Date.now() - ageMs);
    await utimes(file, at, at);
  }
  return root;
}

const remaining = async (root: string) =>
  (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

describe('sweepLocalDisk', () => {
  const hour = 60 * 60_000;

  it('removes unfinished writes and unreferenced uploads and letters older than the grace period', async () => {
    const root = await folderWith({
      'uploads/kept.pdf': 2 * hour,
      'uploads/orphan.pdf': 2 * hour,
      'uploads/fresh-orphan.pdf': 60_000,
      'uploads/interrupted.pdf.1234.tmp': 2 * hour,
      'documents/kept.pdf': 2 * hour,
      'documents/rolled-back.pdf': 2 * hour,
      'generic/conditions-2026.pdf': 2 * hour,
    });
    const referenced = new Set(['uploads/kept.pdf', 'documents/kept.pdf']);

    const removed = await sweepLocalDisk(root, (key) => referenced.has(key), hour);

    expect(removed.sort()).toEqual([
      'documents/rolled-back.pdf',
      'uploads/interrupted.pdf.1234.tmp',
      'uploads/orphan.pdf',
    ]);
    expect(await remaining(root)).toEqual([
      'documents/kept.pdf',
      'generic/conditions-2026.pdf',
      'uploads/fresh-orphan.pdf',
      'uploads/kept.pdf',
    ]);
  });

  it('with no grace period (the data folder is locked to this server) removes every leftover', async () => {
    const root = await folderWith({ 'uploads/just-now.png': 0, 'uploads/a.png.99.tmp': 0 });
    expect((await sweepLocalDisk(root, () => false, 0)).sort()).toEqual([
      'uploads/a.png.99.tmp',
      'uploads/just-now.png',
    ]);
  });

  it('answers nothing for a storage folder that does not exist yet', async () => {
    expect(await sweepLocalDisk(path.join(tmpdir(), 'no-such-sweep-root'), () => false, 0)).toEqual([]);
  });
});
