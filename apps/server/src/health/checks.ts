import { randomUUID } from 'node:crypto';
import type { InsurerPort } from '@mijn/insurer';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { migrationsAppliedCheck } from '../db/migrations-applied.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { ReadinessCheck } from './readiness.ts';

/**
 * What an instance needs to serve a customer: its database, with this release's schema, the
 * insurer's systems (an answer of `maintenance` or `degraded` is an answer: the screens say so),
 * and a store that takes files (uploads, letters).
 */
export function readinessChecks(deps: {
  db: Db;
  insurer: InsurerPort;
  storage: FileStorage;
}): Record<string, ReadinessCheck> {
  // Each instance writes its own probe, so two instances never remove each other's. At the top level:
  // s3rver (the fleet's and the tests' S3) removes a folder with its last object, under another's put.
  const probeKey = `readiness-probe-${randomUUID()}`;
  return {
    database: async () => {
      await deps.db.execute(sql`select 1`);
    },
    migrations: migrationsAppliedCheck(deps.db),
    insurer: async () => {
      await deps.insurer.health.status({});
    },
    storage: async () => {
      await deps.storage.put(probeKey, new Uint8Array([1]));
      await deps.storage.delete(probeKey);
    },
  };
}
