import { ManualClock } from '../clock.ts';
import { createPushSender } from '../core/notifications/push-sender.ts';
import type { Db } from '../db/client.ts';
import { migrateAndSeed } from '../db/migrate.ts';
import { demoWorldSeeder } from '../db/seed-world.ts';
import type { InvoiceJobContext } from '../jobs/invoice-job-context.ts';
import { createOutboxMessenger } from '../messaging/outbox-messenger.ts';
import { openTestDatabase } from './test-database.ts';

export interface PinnedWorld {
  db: Db;
  clock: ManualClock;
  ctx: InvoiceJobContext;
  close(): Promise<void>;
}

/** An instant of a day in Amsterdam, at 10:00 in winter and 11:00 in summer: the middle of the day either way. */
export const dayAt = (day: string): Date => new Date(`${day}T09:00:00Z`);

/**
 * The demo world seeded on `today` (without the server, so without the cost of building it): on
 * PGlite, or on PostgreSQL in the server-postgres project. Passwords are not hashed.
 */
export async function openPinnedWorld(today: string): Promise<PinnedWorld> {
  const clock = new ManualClock(dayAt(today));
  const connection = await openTestDatabase({ migrated: true });
  await migrateAndSeed(
    connection,
    demoWorldSeeder(clock, async (plain) => `fake-hash:${plain}`),
  );
  const { db } = connection;
  const push = createPushSender({ db, clock, recordInOutbox: true, log: { warn: () => undefined } });
  return {
    db,
    clock,
    ctx: { db, clock, messenger: createOutboxMessenger(db, clock), push },
    close: connection.close,
  };
}
