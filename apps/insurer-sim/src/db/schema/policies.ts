import { date, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The columns of the policies table the simulation reads so far. The table and its migrations are
 * still the portal's (apps/server/src/db/schema-policies.ts); step B of issue 35 moves its whole
 * definition here, into the insurer's own schema, and this file gives way to it.
 */
export const policies = pgTable('policies', {
  policyNumber: text('policy_number').primaryKey(),
  customerNumber: text('customer_number').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
});
