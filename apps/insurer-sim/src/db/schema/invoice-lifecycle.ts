import { primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, day } from './columns.ts';
import { insurerSchema } from './insurer-schema.ts';
import { invoices } from './invoices.ts';

/**
 * The day an invoice took each step of the arrears path (spec §4 statuses 2, 3, 4 and 6): one row
 * per step, so a step is taken once and the next one is counted from it.
 */
export const invoiceDunningSteps = insurerSchema.table(
  'invoice_dunning_steps',
  {
    invoiceNumber: text('invoice_number')
      .notNull()
      .references(() => invoices.invoiceNumber),
    statusId: smallint('status_id').notNull(),
    takenOn: day('taken_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.invoiceNumber, t.statusId] })],
);

/** Why a direct debit was not collected. */
export type DirectDebitFailure = 'not-by-direct-debit' | 'no-valid-mandate';

/** Each try to collect a direct-debit invoice: the first on its collection date, then one retry. */
export const directDebitAttempts = insurerSchema.table(
  'direct_debit_attempts',
  {
    invoiceNumber: text('invoice_number')
      .notNull()
      .references(() => invoices.invoiceNumber),
    attempt: smallint('attempt').notNull(),
    attemptedOn: day('attempted_on').notNull(),
    /** Null when the money was collected. */
    failure: text('failure').$type<DirectDebitFailure>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.invoiceNumber, t.attempt] })],
);
