import { readFile } from 'node:fs/promises';

/** Resident memory of one process in bytes (0 once it has ended). */
export async function processRss(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}
