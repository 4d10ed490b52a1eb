import type { HashPassword } from '../auth/passwords.ts';
import type { Clock } from '../clock.ts';
import type { Seeder } from './migrate.ts';
import { seed, seedPortal } from './seed/index.ts';

/** The demo world, dated around the clock's today; in production without the demo accounts. */
export const demoWorldSeeder =
  (clock: Clock, hashPassword: HashPassword, demoAccounts = true): Seeder =>
  (db) =>
    seed(db, { today: clock.now(), hashPassword, demoAccounts });

/** Only what the portal owns: the insurer's service (INSURER_URL) holds its own world. */
export const portalSeeder =
  (clock: Clock): Seeder =>
  (db) =>
    seedPortal(db, clock.now());
