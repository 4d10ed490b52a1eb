import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from './load.ts';
import { type PageWeight, routeJavaScript, wholeAppJavaScript } from './page-weight.ts';
import { logIn, startServer } from './server.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BENCH_PORT ?? 8191);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const describe = (w: PageWeight) => `${w.files} files, ${kib(w.rawBytes)} raw, ${kib(w.gzipBytes)} gzip`;

const server = await startServer(repoRoot, port);
try {
  console.log('Page weight (JavaScript)');
  console.log(`  login route (/inloggen): ${describe(await routeJavaScript(`${server.baseUrl}/inloggen`))}`);
  console.log(
    `  whole app:               ${describe(await wholeAppJavaScript(join(repoRoot, 'apps/web/dist')))}`,
  );

  const token = await logIn(server.baseUrl, 'jan.devries', 'Welkom-2026!');
  for (const route of ['/', '/mijn-zorgkosten', '/indienen-zorgkosten', '/aanvraag-zittend-ziekenvervoer']) {
    console.log(
      `  ${route} (logged in): ${describe(await routeJavaScript(`${server.baseUrl}${route}`, token))}`,
    );
  }
  const auth = { authorization: `Bearer ${token}` };
  const year = new Date().getFullYear();
  console.log('\nAPI under load (10 connections, 10 s, embedded PGlite)');
  for (const [name, path] of [
    ['GET /config.json (public)', '/config.json'],
    ['GET Policy/GetActivePolicyNumber (authenticated)', '/api/Policy/GetActivePolicyNumber'],
    ['GET Declaration/GetDeclarations (household, a year)', `/api/Declaration/GetDeclarations?year=${year}`],
  ]) {
    const figures = await measure(`${server.baseUrl}${path}`, auth);
    console.log(
      `  ${name}: ${figures.requestsPerSecond} req/s, p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms, non-2xx ${figures.non2xx}`,
    );
  }
} finally {
  await server.stop();
}
