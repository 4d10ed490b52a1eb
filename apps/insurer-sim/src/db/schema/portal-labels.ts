import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The key of the portal's labels table (public.labels), for the foreign keys the insurer's tables
 * still have on it. Not exported: the portal defines the table. The keys go when the insurer keeps
 * its own collectivities (decision 0101, later work).
 */
export const portalLabels = pgTable('labels', { code: text('code').primaryKey() });
