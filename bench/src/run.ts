import { measureReads } from './api-rows.ts';
import { launchChromium } from './browser.ts';
import { startHelloWorld } from './hello-server.ts';
import { measureLoginLighthouse } from './lighthouse-row.ts';
import { loginFlood } from './login-flood.ts';
import { options } from './options.ts';
import { measureLoggedInRoutes, measureLoginPage } from './page-rows.ts';
import { printSection } from './report.ts';
import { logIn, type RunningServer, startServer } from './server.ts';
import type { Database } from './targets.ts';

/**
 * Issue 18's table, measured now beside a bare Fastify hello-world: it prints each row with its
 * target and a mark, and fails only when a measurement itself did not work.
 */
async function pageRows(server: RunningServer, accessToken: string) {
  const browser = await launchChromium();
  try {
    printSection('Pages (Chromium, 390 px, cold cache, bytes as sent)');
    await measureLoginPage(browser, server.browserUrl);
    await measureLoginLighthouse(server.browserUrl);
    await measureLoggedInRoutes(browser, server.browserUrl, accessToken);
  } finally {
    await browser.close();
  }
}

async function apiRows(server: RunningServer, helloUrl: string, database: Database, accessToken: string) {
  printSection(`API on ${database} (${options.connections} connections, ${options.loadSeconds} s a row)`);
  const { figures, failures } = await measureReads(server.baseUrl, helloUrl, database, accessToken);
  const policyAlone = figures.get('policy');
  if (!policyAlone) throw new Error('The policy read was not measured');
  return failures + (await loginFlood(server.baseUrl, accessToken, database, policyAlone));
}

async function onDatabase(
  database: Database,
  port: number,
  env: Record<string, string>,
  helloUrl: string,
  withPages: boolean,
): Promise<number> {
  const server = await startServer(port, env);
  try {
    const accessToken = await logIn(server.baseUrl, 'jan.devries');
    if (withPages) await pageRows(server, accessToken);
    return options.pagesOnly ? 0 : await apiRows(server, helloUrl, database, accessToken);
  } finally {
    await server.stop();
  }
}

const startedAt = Date.now();
console.log(
  `Issue 18 bench${options.quick ? ' (quick: proves each row still measures; figures mean little)' : ''}`,
);
const hello = await startHelloWorld(options.ports.hello);
let failures = 0;
try {
  if (options.postgresOnly && !options.databaseUrl) throw new Error('--postgres-only needs DATABASE_URL');
  if ([options.postgresOnly, options.pagesOnly, options.apiOnly].filter(Boolean).length > 1)
    throw new Error('--postgres-only, --pages-only and --api-only exclude each other');
  if (!options.postgresOnly) {
    failures += await onDatabase('embedded PGlite', options.ports.embedded, {}, hello.url, !options.apiOnly);
  }
  if (options.pagesOnly) {
    console.log('\n(API rows, login flood and PostgreSQL skipped: --pages-only)');
  } else if (options.databaseUrl) {
    failures += await onDatabase(
      'PostgreSQL',
      options.ports.postgres,
      { DATABASE_URL: options.databaseUrl },
      hello.url,
      false,
    );
  } else {
    console.log('\n(PostgreSQL rows skipped: set DATABASE_URL to measure them)');
  }
} finally {
  await hello.stop();
}
console.log(`\nDone in ${Math.round((Date.now() - startedAt) / 1000)} s`);
if (failures > 0) {
  console.error(`\n${failures} requests failed: those rows did not measure what they say`);
  process.exitCode = 1;
}
