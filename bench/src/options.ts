/**
 * How long and how hard the bench runs. `--quick` (or BENCH_QUICK=1) only proves that every row still
 * measures: about a second per load row and one page visit, for CI.
 */
const quick = process.argv.includes('--quick') || ['1', 'true', 'on'].includes(process.env.BENCH_QUICK ?? '');
/** Only the API rows and the flood on PostgreSQL (no PGlite, no pages): for a request-path change. */
const postgresOnly = process.argv.includes('--postgres-only');
/** Only the page rows, every route (no API rows, no flood, no PostgreSQL): for a change to the web app. */
const pagesOnly = process.argv.includes('--pages-only');
/** Only the API rows and the flood, on PGlite and (with DATABASE_URL) PostgreSQL: no pages. */
const apiOnly = process.argv.includes('--api-only');
const firstPort = Number(process.env.BENCH_PORT ?? 8191);

export const options = {
  quick,
  postgresOnly,
  pagesOnly,
  apiOnly,
  /** Every load row: the table is measured at 50 connections. */
  connections: 50,
  loadSeconds: quick ? 1 : Number(process.env.BENCH_SECONDS ?? 10),
  /** Logins took up to 3 s each on the loaded machine: a flood needs longer than that to count any. */
  floodSeconds: quick ? 5 : Number(process.env.BENCH_SECONDS ?? 10),
  /** Unrecorded load before each row, so the JIT and the pools are warm when the clock starts. */
  warmUpSeconds: quick ? 1 : 2,
  /** Cold-cache visits of the login page; LCP is their median. */
  lcpRuns: quick ? 1 : Number(process.env.BENCH_LCP_RUNS ?? 5),
  /** Lighthouse runs of /inloggen (about 15 s each); the row gives the one of the median score. */
  lighthouseRuns: quick ? 1 : Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
  loginClients: Number(process.env.BENCH_LOGIN_CLIENTS ?? 8),
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  ports: { hello: firstPort, embedded: firstPort + 1, postgres: firstPort + 2 },
  databaseUrl: process.env.DATABASE_URL,
} as const;
