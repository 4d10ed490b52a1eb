import { date, index, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFileColumns } from './columns.ts';
import { insurerSchema } from './insurer-schema.ts';
import { customers } from './policies.ts';

export type SeatedTransportStatus = 'received' | 'approved' | 'rejected';

/** The serial number of a request's short reference ("ZV-2026-00123"); a sequence stays unique under concurrency. */
export const seatedTransportReferenceSerial = insurerSchema.sequence('seated_transport_reference_serial', {
  startWith: 1,
});

/**
 * A seated patient transport request (spec §3): the back office's record of what was asked, for whom,
 * for which period, and the insurer's decision. `fields` holds the submitted form as validated.
 */
export const seatedTransportRequests = insurerSchema.table(
  'seated_transport_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short reference the person quotes; requests from before it existed have none. */
    reference: text('reference').unique(),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    /** The customer number of the logged-in user who sent the request. */
    requestedBy: text('requested_by').notNull(),
    requestType: text('request_type').notNull(),
    situationType: text('situation_type').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').$type<SeatedTransportStatus>().notNull().default('received'),
    assessedAt: timestamp('assessed_at', { withTimezone: true, mode: 'date' }),
    decisionReason: text('decision_reason'),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('seated_transport_requests_customer_idx').on(t.customerNumber, t.startDate),
    index('seated_transport_requests_status_idx').on(t.status),
  ],
);

/** A file sent with a seated patient transport request, kept in storage under `storageKey`. */
export const seatedTransportAttachments = insurerSchema.table(
  'seated_transport_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => seatedTransportRequests.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
  },
  (t) => [index('seated_transport_attachments_request_idx').on(t.requestId)],
);
