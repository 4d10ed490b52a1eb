import { readdir, readFile } from 'node:fs/promises';

/**
 * Resident memory of every process in one process group, in bytes: the server started detached is
 * npm, a shell, tsx and node, and only the sum follows the server whatever wraps it.
 */
export async function processGroupRss(groupId: number): Promise<number> {
  let total = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command name: state, ppid, pgrp, ...
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      const status = await readFile(`/proc/${entry}/status`, 'utf8');
      const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
      total += Number(kib ?? 0) * 1024;
    } catch {
      // The process ended between listing and reading.
    }
  }
  return total;
}
