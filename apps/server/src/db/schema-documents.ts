import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './schema.ts';

/** A physical insurance card (zorgpas) request (spec §4, §9): one row per insured per request. */
export const cardRequests = pgTable(
  'card_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    policyNumber: text('policy_number').notNull(),
    /** Who asked: the insured themselves or their policyholder. */
    requestedBy: text('requested_by').notNull(),
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('card_requests_customer_idx').on(t.customerNumber, t.requestedOn)],
);
