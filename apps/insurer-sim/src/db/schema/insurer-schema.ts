import { pgSchema } from 'drizzle-orm/pg-core';

/**
 * The insurer's own PostgreSQL schema (decision 0101): its systems of record, apart from the
 * portal's tables in `public`, so that a real insurer's database can take their place.
 */
export const insurerSchema = pgSchema('insurer');
