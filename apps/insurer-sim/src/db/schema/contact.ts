import type { ContactExtraDataKey, ContactSubject } from '@mijn/domain';
import { index, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day, instant, storedFileColumns } from './columns.ts';
import { documents } from './documents.ts';
import { insurerSchema } from './insurer-schema.ts';
import { customers } from './policies.ts';

export type ContactQuestionStatus = 'received' | 'answered';

/**
 * A question sent with the contact form (spec §7 ContactForm), as the simulated customer service
 * keeps it: what was asked and by whom, and once `answerAfter` has passed the letter that answers it.
 */
export const contactQuestions = insurerSchema.table(
  'contact_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short reference the answer letter quotes ("VR-1A2B3C4D"). */
    reference: text('reference').notNull().unique(),
    /** Whom the question is about; the answer goes to their message box. */
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    /** The customer number of the logged-in user who sent it. */
    askedBy: text('asked_by').notNull(),
    subject: text('subject').$type<ContactSubject>().notNull(),
    question: text('question').notNull(),
    extraData: jsonb('extra_data').$type<{ key: ContactExtraDataKey; value: string }[]>().notNull(),
    receivedOn: day('received_on').notNull(),
    /** When customer service answers it (CONTACT_ANSWER_DELAY_SECONDS after it was sent). */
    answerAfter: instant('answer_after').notNull(),
    status: text('status').$type<ContactQuestionStatus>().notNull().default('received'),
    answeredOn: day('answered_on'),
    answerDocumentId: uuid('answer_document_id').references(() => documents.documentId),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_questions_customer_idx').on(t.customerNumber, t.receivedOn),
    index('contact_questions_due_idx').on(t.status, t.answerAfter),
  ],
);

/** A file sent with a contact-form question, kept in storage under `storageKey`. */
export const contactQuestionFiles = insurerSchema.table(
  'contact_question_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => contactQuestions.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
  },
  (t) => [index('contact_question_files_question_idx').on(t.questionId)],
);
