import type { CareMediationKind } from '@mijn/domain';
import { index, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day, instant, storedFileColumns } from './columns.ts';
import { documents } from './documents.ts';
import { insurerSchema } from './insurer-schema.ts';
import { customers } from './policies.ts';

export type CareMediationStatus = 'received' | 'answered';

/**
 * A care mediation request (spec §7 CareMediation/*) as the simulated core keeps it: what was asked,
 * for whom and by whom, and once `answerAfter` has passed the letter with care providers near the
 * person and their waiting times. `fields` holds the answers to the kind's questionnaire.
 */
export const careMediationRequests = insurerSchema.table(
  'care_mediation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short reference the answer letter quotes ("ZB-1A2B3C4D"). */
    reference: text('reference').notNull().unique(),
    /** Whom the care is for; the answer goes to their message box. */
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    /** The customer number of the logged-in user who sent it. */
    requestedBy: text('requested_by').notNull(),
    kind: text('kind').$type<CareMediationKind>().notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    maxTravelDistanceKm: integer('max_travel_distance_km').notNull(),
    receivedOn: day('received_on').notNull(),
    /** When the core answers it (CARE_REQUEST_DELAY_SECONDS after it was sent). */
    answerAfter: instant('answer_after').notNull(),
    status: text('status').$type<CareMediationStatus>().notNull().default('received'),
    answeredOn: day('answered_on'),
    answerDocumentId: uuid('answer_document_id').references(() => documents.documentId),
    createdAt: createdAt(),
  },
  (t) => [
    index('care_mediation_requests_customer_idx').on(t.customerNumber, t.receivedOn),
    index('care_mediation_requests_due_idx').on(t.status, t.answerAfter),
  ],
);

/** A file sent with a care mediation request (a referral letter), kept in storage under `storageKey`. */
export const careMediationRequestFiles = insurerSchema.table(
  'care_mediation_request_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => careMediationRequests.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
  },
  (t) => [index('care_mediation_request_files_request_idx').on(t.requestId)],
);
