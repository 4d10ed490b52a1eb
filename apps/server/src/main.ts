import { buildApp } from './app.ts';
import { hashPassword } from './auth/passwords.ts';
import { PinnedClock, systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateAndSeed } from './db/migrate.ts';
import { demoPassword } from './db/seed/index.ts';
import { demoWorldSeeder } from './db/seed-world.ts';
import { startClaimScheduler } from './jobs/claim-scheduler.ts';
import { createLogger } from './logger.ts';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const clock = config.clockStart ? new PinnedClock(config.clockStart) : systemClock;
  const connection = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { seeded } = await migrateAndSeed(connection, demoWorldSeeder(clock, hashPassword));
  logger.info(
    { database: connection.kind === 'pglite' ? config.dataDir : 'postgres', seeded },
    seeded ? 'database migrated and seeded' : 'database migrated',
  );

  const app = await buildApp({ config, db: connection.db, clock, logger });
  const claimScheduler = startClaimScheduler(app.ctx, logger);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    // In-flight requests and claim handling finish before the database goes away.
    await claimScheduler.stop();
    await app.close();
    await connection.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${config.port}`;
  console.log(`\nMijn portal: ${url}  (API docs: ${url}/api/docs)`);
  if (config.outboxEnabled) {
    console.log(
      `Demo: log in as jan.devries / ${demoPassword} and read the SMS code at ${url}/api/dev/outbox (other labels: http://aev.localhost:${config.port})\n`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
