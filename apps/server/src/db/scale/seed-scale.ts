/**
 * `npm run seed:scale [-- --insured 20000]`: the demo world plus a million insured in households,
 * twenty million declarations over three years, their invoices, letters and login accounts, on the
 * PostgreSQL of DATABASE_URL (docs/decisions/0060-scale.md). Migrates and seeds the demo world first
 * when the database is empty, as the server would; refuses a database that already has the scale world.
 */
import pg from 'pg';
import { hashPassword } from '../../auth/passwords.ts';
import { systemClock } from '../../clock.ts';
import { openDatabase } from '../client.ts';
import { migrateAndSeed } from '../migrate.ts';
import { demoPassword } from '../seed/index.ts';
import { demoWorldSeeder } from '../seed-world.ts';
import { parseScaleArgs } from './scale-plan.ts';
import { addScaleWorld, seconds } from './scale-world.ts';

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error(
      'Set DATABASE_URL to the PostgreSQL to fill: the scale world is not for the embedded database.',
    );
  const plan = parseScaleArgs(process.argv.slice(2), systemClock.now());
  const started = performance.now();

  const connection = await openDatabase({ databaseUrl, dataDir: null });
  const { seeded } = await migrateAndSeed(connection, demoWorldSeeder(systemClock, hashPassword));
  await connection.close();
  console.log(`migrated${seeded ? ' and seeded the demo world' : ''} in ${seconds(started)}`);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    console.log(
      `seeding ${plan.insured} insured and ${plan.insured * plan.declarationsPerInsured} declarations`,
    );
    await addScaleWorld(client, plan, await hashPassword(demoPassword), console.log);
    const size = await client.query<{ size: string }>(
      'select pg_size_pretty(pg_database_size(current_database())) as size',
    );
    console.log(`done in ${seconds(started)}; the database is ${size.rows[0]?.size}`);
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
