import { setTimeout as sleep } from 'node:timers/promises';
import { demoUsers } from './demo-accounts.ts';
import { processRss } from './process-memory.ts';
import { logIn, startServer } from './server.ts';

/**
 * A soak: many logged-in sessions browse the portal for minutes the way people do (a screen's calls,
 * then a pause), while the server's memory is sampled. It reports errors and the memory trend; like
 * the rest of bench/ it measures, it does not fail a build.
 */
const port = Number(process.env.BENCH_PORT ?? 8192);
const sessionCount = Number(process.env.SOAK_SESSIONS ?? 200);
const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const thinkTimeMs = Number(process.env.SOAK_THINK_MS ?? 2000);
const memorySampleMs = 15_000;

const year = new Date().getFullYear();
/** A call and the permission code the web app checks before it makes it (spec §6). */
type Call = [path: string, permission: string | null];
/** What the home screen, the care-costs screen and the message box ask, a screen per step. */
const screens: Call[][] = [
  [
    ['/config.json', null],
    ['/api/Policy/GetActivePolicyNumber', 'r-ins'],
    ['/api/Declaration/GetDeclarationsPreview', 'r-dec'],
    ['/api/Document/GetUnreadDocumentCount', 'r-msg'],
    ['/api/Debitan/Invoices', 'r-inv'],
  ],
  [
    [`/api/Declaration/GetDeclarations?year=${year}`, 'r-dec'],
    [`/api/Declaration/GetDeclarations?year=${year - 1}`, 'r-dec'],
  ],
  [
    ['/api/Document/GetDocumentList', 'r-msg'],
    ['/api/Agreement/GetMostRecentAgreements', 'r-ins'],
  ],
];

function permissionsOf(token: string): Set<string> {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  return new Set(payload.permissions as string[]);
}

interface Tally {
  requests: number;
  errors: Map<string, number>;
}

async function browse(baseUrl: string, token: string, until: number, tally: Tally): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const granted = permissionsOf(token);
  const allowed = screens.map((calls) =>
    calls.filter(([, permission]) => permission === null || granted.has(permission)).map(([path]) => path),
  );
  for (let step = 0; Date.now() < until; step++) {
    const screen = allowed[step % allowed.length] ?? [];
    await Promise.all(
      screen.map(async (path) => {
        tally.requests++;
        try {
          const response = await fetch(`${baseUrl}${path}`, { headers });
          await response.arrayBuffer();
          if (response.status >= 400) count(tally, `${response.status} ${path.split('?')[0]}`);
        } catch (error) {
          count(tally, `network ${(error as Error).message}`);
        }
      }),
    );
    await sleep(thinkTimeMs * (0.5 + Math.random()));
  }
}

function count(tally: Tally, key: string): void {
  tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

const server = await startServer(port);
try {
  console.log(`Soak: ${sessionCount} sessions for ${minutes} min, a screen every ~${thinkTimeMs} ms each`);
  const tokens: string[] = [];
  for (let i = 0; i < sessionCount; i++) {
    tokens.push(await logIn(server.baseUrl, demoUsers[i % demoUsers.length] ?? 'jan.devries'));
  }
  const tally: Tally = { requests: 0, errors: new Map() };
  const samples: number[] = [];
  const until = Date.now() + minutes * 60_000;
  const sampler = setInterval(
    () => void processRss(server.pid).then((rss) => samples.push(rss)),
    memorySampleMs,
  );
  await Promise.all(tokens.map((token) => browse(server.baseUrl, token, until, tally)));
  clearInterval(sampler);

  const errors = [...tally.errors.values()].reduce((sum, n) => sum + n, 0);
  console.log(`  requests: ${tally.requests}, errors: ${errors}`);
  for (const [kind, n] of tally.errors) console.log(`    ${n} x ${kind}`);
  // The first minute warms caches and pools; the trend is judged on the rest.
  const settled = samples.slice(Math.ceil(60_000 / memorySampleMs));
  const first = settled[0] ?? 0;
  const last = settled.at(-1) ?? 0;
  const peak = Math.max(...settled, 0);
  const growth = first > 0 ? ((last - first) / first) * 100 : 0;
  console.log(
    `  server memory after warm-up: ${mib(first)} -> ${mib(last)} (peak ${mib(peak)}, ${growth.toFixed(1)}%)`,
  );
  console.log(
    `  verdict: ${errors === 0 ? '0 errors' : `${errors} errors`}, memory ${growth < 10 ? 'flat' : 'growing'}`,
  );
} finally {
  await server.stop();
}
