import { readdir, readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { browserHeaders } from './browser-headers.ts';

/**
 * CPU per request of one read (server process, and PostgreSQL's processes when its postmaster pid is
 * given): on a shared machine requests per second move with the neighbours, CPU per request much less.
 * Usage: tsx src/cpu-per-request.ts <server pid> <postmaster pid or 0> <url> <requests> [bearer]
 */
const [serverPid, postmasterPid, url, amountText, bearer] = process.argv.slice(2);
const ticksPerMs = 100 / 1000;

async function cpuTicks(pid: string): Promise<number> {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

async function childrenOf(pid: string): Promise<string[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const children: string[] = [];
  for (const candidate of pids) {
    try {
      const stat = await readFile(`/proc/${candidate}/stat`, 'utf8');
      if (stat.split(') ')[1]?.split(' ')[1] === pid) children.push(candidate);
    } catch {}
  }
  return children;
}

async function databaseTicks(): Promise<number> {
  if (!postmasterPid || postmasterPid === '0') return 0;
  const pids = [postmasterPid, ...(await childrenOf(postmasterPid))];
  return (await Promise.all(pids.map(cpuTicks))).reduce((a, b) => a + b, 0);
}

const headers = { ...browserHeaders, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) };
const run = (amount: number) =>
  new Promise<autocannon.Result>((resolve) =>
    autocannon({ url: url ?? '', headers, connections: 50, amount }, (_error, result) => resolve(result)),
  );

const amount = Number(amountText ?? 5000);
await run(Math.ceil(amount / 2));
const [server0, db0] = [await cpuTicks(serverPid ?? ''), await databaseTicks()];
const result = await run(amount);
const [server1, db1] = [await cpuTicks(serverPid ?? ''), await databaseTicks()];
const perRequest = (ticks: number) => (ticks / ticksPerMs / result.requests.total).toFixed(3);
console.log(
  `${url}: ${result.requests.total} requests (${result.non2xx} not 2xx), ${Math.round(result.requests.average)} req/s; ` +
    `server ${perRequest(server1 - server0)} ms, PostgreSQL ${perRequest(db1 - db0)} ms CPU per request`,
);
