import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The simulation's database, through whichever driver the composition root opened (PGlite or
 * node-postgres). In process it is the portal's connection; the insurer's tables are in their own
 * schema on it (decision 0101).
 */
export type InsurerDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
