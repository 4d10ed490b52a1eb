import type { TreatmentAbroadCondition, TreatmentAbroadKind, TreatmentAbroadRefusal } from '@mijn/domain';
import { index, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day, instant, storedFileColumns } from './columns.ts';
import { documents } from './documents.ts';
import { insurerSchema } from './insurer-schema.ts';
import { customers } from './policies.ts';

export type TreatmentAbroadStatus = 'received' | 'approved' | 'approved-with-conditions' | 'refused';

/**
 * A request for prior approval of care abroad (spec §3, §7 TreatmentAbroad/*), as the simulated core
 * keeps it: what was asked, for whom and where, and once `decideAfter` has passed its decision and
 * the letter that tells it. `fields` holds the submitted form as validated.
 */
export const treatmentAbroadRequests = insurerSchema.table(
  'treatment_abroad_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short reference the decision letter quotes ("BL-2026-1A2B3C4D"). */
    reference: text('reference').notNull().unique(),
    kind: text('kind').$type<TreatmentAbroadKind>().notNull(),
    /** The patient; the decision goes to their message box. */
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    /** The customer number of the logged-in user who sent it. */
    requestedBy: text('requested_by').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    /** Where the care is given (the provider's country). */
    countryCode: text('country_code').notNull(),
    /** The period of the care; mental-health requests name none. */
    startDate: day('start_date'),
    endDate: day('end_date'),
    receivedOn: day('received_on').notNull(),
    /** When the core decides (CARE_REQUEST_DELAY_SECONDS after it was sent). */
    decideAfter: instant('decide_after').notNull(),
    status: text('status').$type<TreatmentAbroadStatus>().notNull().default('received'),
    condition: text('condition').$type<TreatmentAbroadCondition>(),
    refusalReason: text('refusal_reason').$type<TreatmentAbroadRefusal>(),
    decidedOn: day('decided_on'),
    decisionDocumentId: uuid('decision_document_id').references(() => documents.documentId),
    createdAt: createdAt(),
  },
  (t) => [
    index('treatment_abroad_requests_customer_idx').on(t.customerNumber, t.startDate),
    index('treatment_abroad_requests_due_idx').on(t.status, t.decideAfter),
  ],
);

/** A file sent with a treatment-abroad request, kept in storage under `storageKey`. */
export const treatmentAbroadAttachments = insurerSchema.table(
  'treatment_abroad_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => treatmentAbroadRequests.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
  },
  (t) => [index('treatment_abroad_attachments_request_idx').on(t.requestId)],
);
