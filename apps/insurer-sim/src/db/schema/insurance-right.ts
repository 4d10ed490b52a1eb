import type { InsuranceRightOutcome, LastDutchIncome } from '@mijn/domain';
import { boolean, index, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day, instant, storedFileColumns } from './columns.ts';
import { documents } from './documents.ts';
import { insurerSchema } from './insurer-schema.ts';
import { customers } from './policies.ts';

export type InsuranceRightCheckStatus = 'pending' | InsuranceRightOutcome;

/**
 * An insurance-right check someone living abroad sent (spec §7 POST InsuranceRight): their answers,
 * and once `decideAfter` has passed the simulated core's decision and the letter that tells it.
 */
export const insuranceRightRequests = insurerSchema.table(
  'insurance_right_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose right was checked: always the person who sent it (their own account, spec §6). */
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    hasDutchIncome: boolean('has_dutch_income').notNull(),
    hasBenefit: boolean('has_benefit').notNull(),
    hasOtherIncome: boolean('has_other_income').notNull(),
    isSelfEmployed: boolean('is_self_employed').notNull(),
    /** Only when none of income, benefit and self-employed applies. */
    lastDutchIncome: text('last_dutch_income').$type<LastDutchIncome>(),
    sentOn: day('sent_on').notNull(),
    /** When the core decides (CARE_REQUEST_DELAY_SECONDS after it was sent). */
    decideAfter: instant('decide_after').notNull(),
    status: text('status').$type<InsuranceRightCheckStatus>().notNull().default('pending'),
    decidedOn: day('decided_on'),
    decisionDocumentId: uuid('decision_document_id').references(() => documents.documentId),
    createdAt: createdAt(),
  },
  (t) => [
    index('insurance_right_requests_customer_idx').on(t.customerNumber, t.sentOn),
    index('insurance_right_requests_due_idx').on(t.status, t.decideAfter),
  ],
);

/** A document (payslip, benefit or annual statement) sent with an insurance-right check. */
export const insuranceRightRequestFiles = insurerSchema.table(
  'insurance_right_request_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => insuranceRightRequests.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
  },
  (t) => [index('insurance_right_request_files_request_idx').on(t.requestId)],
);
