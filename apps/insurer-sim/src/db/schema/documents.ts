import type { LetterFacts } from '@mijn/insurer';
import { boolean, date, index, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day, instant } from './columns.ts';
import { insurerSchema } from './insurer-schema.ts';
import { customers } from './policies.ts';

/** A document in a customer's message box (spec §3 Document). The file itself lives in storage. */
export const documents = insurerSchema.table(
  'documents',
  {
    documentId: uuid('document_id').primaryKey().defaultRandom(),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    labelCode: text('label_code').notNull(),
    docType: text('doc_type').notNull(),
    docTypeId: integer('doc_type_id').notNull(),
    documentCluster: text('document_cluster').notNull(),
    name: text('name').notNull(),
    extension: text('extension').notNull().default('pdf'),
    policyNumber: text('policy_number'),
    productType: text('product_type'),
    contractCode: text('contract_code'),
    publicationDate: day('publication_date').notNull(),
    hasBeenRead: boolean('has_been_read').notNull().default(false),
    readAt: instant('read_at'),
    /** Where the file is kept (storage key); null until generated. */
    storageKey: text('storage_key'),
    /** What the letter is about (amounts, dates, references), rendered in the reader's language. */
    facts: jsonb('facts').$type<LetterFacts>(),
    createdAt: createdAt(),
  },
  (t) => [index('documents_customer_idx').on(t.customerNumber, t.publicationDate)],
);

/** A physical insurance card (zorgpas) request (spec §4, §9): one row per insured per request. */
export const cardRequests = insurerSchema.table(
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
    /** The idempotency key of the command that asked, so a repeat of it answers as the first did. */
    requestKey: text('request_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('card_requests_customer_idx').on(t.customerNumber, t.requestedOn)],
);
