import type { NewlyInsuredRole } from '@mijn/domain';
import { boolean, index, integer, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day, instant } from './columns.ts';
import { insurerSchema } from './insurer-schema.ts';
import { agreements, customers } from './policies.ts';

export type NewlyInsuredRequestStatus = 'in-progress' | 'accepted';

/**
 * A request to add persons to an agreement (spec §7 SaveContractCardsForNewlyInsuredPersons), as the
 * simulated core keeps it until it accepts it: shown as the agreement's newlyInsuredPersonsInProgress
 * meanwhile (issue 16, decision 0052).
 */
export const newlyInsuredRequests = insurerSchema.table(
  'newly_insured_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.agreementId),
    /** The policyholder who asked. */
    requestedBy: text('requested_by')
      .notNull()
      .references(() => customers.customerNumber),
    /** When the core accepts it: at once for newborns only, else NEW_INSURED_DELAY_SECONDS later. */
    acceptAfter: instant('accept_after').notNull(),
    status: text('status').$type<NewlyInsuredRequestStatus>().notNull().default('in-progress'),
    acceptedOn: day('accepted_on'),
    createdAt: createdAt(),
  },
  (t) => [
    index('newly_insured_requests_agreement_idx').on(t.agreementId),
    index('newly_insured_requests_due_idx').on(t.status, t.acceptAfter),
  ],
);

/** One person of a request, with what the core needs to insure them. */
export const newlyInsuredPersons = insurerSchema.table(
  'newly_insured_persons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => newlyInsuredRequests.id, { onDelete: 'cascade' }),
    /** The place in the request: newcomerCustomerNumber(position) on the cards. */
    position: integer('position').notNull(),
    role: text('role').$type<NewlyInsuredRole>().notNull(),
    isBornRecently: boolean('is_born_recently').notNull(),
    bsn: text('bsn').notNull(),
    initials: text('initials').notNull(),
    firstName: text('first_name').notNull(),
    prefix: text('prefix'),
    lastName: text('last_name').notNull(),
    prefixMaidenName: text('prefix_maiden_name'),
    maidenName: text('maiden_name'),
    gender: text('gender').$type<'male' | 'female'>().notNull(),
    birthDate: day('birth_date').notNull(),
    nationality: text('nationality').notNull(),
    startDate: day('start_date').notNull(),
    /**
     * The products the person gets from the start date: an adult's cards, a child's those of the
     * highest-insured parent as they stood when asked (spec §6).
     */
    productCodes: text('product_codes').array().notNull(),
    /** Set when the core accepted the request: the customer it made. */
    customerNumber: text('customer_number').references(() => customers.customerNumber),
  },
  (t) => [index('newly_insured_persons_request_idx').on(t.requestId)],
);
