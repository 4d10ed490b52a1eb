import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The simulation's database, through whichever driver the composition root opened (PGlite or
 * node-postgres). In process it is the portal's connection: the insurer's tables still live beside
 * the portal's until step B of issue 35 gives them their own schema.
 */
export type InsurerDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
