import path from 'node:path';
import { buildApp } from './app.ts';
import { hashPassword } from './auth/passwords.ts';
import { PinnedClock, systemClock } from './clock.ts';
import { assertSharedStateInProduction, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirError } from './db/data-dir-lock.ts';
import { migrateAndSeed } from './db/migrate.ts';
import { demoPassword } from './db/seed/index.ts';
import { demoWorldSeeder, portalSeeder } from './db/seed-world.ts';
import { composeInsurer, simulatedDelays } from './insurer/wiring.ts';
import { type ClaimScheduler, startClaimScheduler } from './jobs/claim-scheduler.ts';
import { releaseClaimLocks } from './jobs/handle-claims.ts';
import { sweepStoredFiles } from './jobs/sweep-files.ts';
import { createLogger } from './logger.ts';
import { servedMetrics } from './metrics/served-metrics.ts';
import { runsCompiled } from './server-root.ts';
import { storageFor } from './storage/create-storage.ts';
import type { Tracing } from './tracing/tracing.ts';

/** How long a shutdown may wait for requests and claim handling before the process just exits. */
const SHUTDOWN_DEADLINE_MS = 10_000;
/** Leftover files younger than this are kept when other servers may be writing (PostgreSQL). */
const SHARED_SWEEP_GRACE_MS = 60 * 60_000;

async function start(tracing: Tracing | null) {
  const config = loadConfig();
  if (config.environment === 'production' && !runsCompiled) {
    throw new ConfigError(
      'Refusing to start in production through the TypeScript loader: run `npm run build`, then `node apps/server/dist/main.js`.',
    );
  }
  assertSharedStateInProduction(config);
  const logger = createLogger(config.logLevel, undefined, tracing?.lineFields);
  const clock = config.clockStart ? new PinnedClock(config.clockStart) : systemClock;
  const connection = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pool: config.databasePool,
    onConnectionLost: (error) => logger.warn({ err: error }, 'database connection lost; reconnecting'),
  });
  if (connection.kind === 'pglite') tracing?.traceEmbeddedDatabase(connection.client);
  // With INSURER_URL the insurer's service handles claims, runs its jobs and holds its world, not this process.
  const simulatesInsurer = config.insurer === null;
  const { seeded } = await migrateAndSeed(
    connection,
    simulatesInsurer
      ? demoWorldSeeder(clock, hashPassword, config.environment !== 'production')
      : portalSeeder(clock),
  );
  logger.info(
    { database: connection.kind === 'pglite' ? config.dataDir : 'postgres', seeded },
    seeded ? 'database migrated and seeded' : 'database migrated',
  );
  // The embedded database's folder is this process's alone (data-dir-lock), so nothing is in flight.
  const aloneOnData = connection.kind === 'pglite';
  if (aloneOnData && simulatesInsurer) {
    const released = await releaseClaimLocks(connection.db, clock.now());
    if (released > 0) logger.warn({ released }, 'claims a stopped server was handling are due again');
  }
  if (config.dataDir && !config.s3) {
    const root = path.join(config.dataDir, 'files');
    const removed = await sweepStoredFiles(connection.db, root, aloneOnData ? 0 : SHARED_SWEEP_GRACE_MS);
    if (removed.length > 0) logger.warn({ removed }, 'removed files no claim, request or document points to');
  }

  // The portal's files, which the simulation in this process also files its letters into.
  const storage = await storageFor(config);
  const composed = composeInsurer({
    db: connection.db,
    delays: simulatedDelays(config),
    storage,
    settings: config.insurer,
    log: logger,
    traceContext: tracing ? 'propagated' : 'forwarded',
  });
  const insurer = tracing ? tracing.tracedInsurer(composed) : composed;
  const metrics = servedMetrics(config, connection);
  let claimScheduler: ClaimScheduler | null = null;
  const app = await buildApp({
    config,
    db: connection.db,
    notices: connection.notices,
    insurer,
    clock,
    storage,
    logger,
    ...(metrics ? { metrics } : {}),
    afterWrite: () => claimScheduler?.wake(),
  });
  if (simulatesInsurer) claimScheduler = startClaimScheduler(app.ctx, logger);
  const metricsServer = metrics ? await metrics.listen(config.host) : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const drainMs = config.shutdownDrainSeconds * 1000;
    logger.info({ signal, drainMs }, 'shutting down');
    // Readiness answers 503 at once, while requests are still served, so a balancer stops sending.
    app.ctx.readiness.startShutdown();
    setTimeout(() => {
      logger.error({ signal, deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, drainMs + SHUTDOWN_DEADLINE_MS);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    // In-flight requests and claim handling finish before the database goes away.
    await claimScheduler?.stop();
    await app.close();
    await metricsServer?.close();
    await connection.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  const onSignal = (signal: string) =>
    shutdown(signal).catch((error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
  process.once('SIGTERM', () => void onSignal('SIGTERM'));
  process.once('SIGINT', () => void onSignal('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${config.port}`;
  console.log(`\nMijn portal: ${url}${config.apiDocs ? `  (API docs: ${url}/api/docs)` : ''}`);
  if (config.outboxEnabled && simulatesInsurer) {
    console.log(
      `Demo: log in as jan.devries / ${demoPassword} and read the SMS code at ${url}/api/dev/outbox (other labels: http://aev.localhost:${config.port})\n`,
    );
  }
}

/** The server, started by main.ts once tracing (when asked for) runs. */
export function serve(tracing: Tracing | null): Promise<void> {
  return start(tracing).catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
