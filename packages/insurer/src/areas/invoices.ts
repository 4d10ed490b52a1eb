import { invoicePaymentSources, paymentMethods } from '@mijn/domain';
import { z } from 'zod/mini';
import { area, query } from '../operation.ts';
import { Cents, CustomerNumber, Day, Viewer } from '../values.ts';

/** Money received towards an invoice itself: without the collection costs or an overpayment it carried. */
const InvoicePayment = z.object({ receivedOn: Day, amount: Cents, source: z.enum(invoicePaymentSources) });

/** One invoice to the policyholder of an agreement, with what the insurer derives from it (spec §3, §9). */
const InvoiceFacts = z.object({
  invoiceNumber: z.string(),
  agreementId: z.int(),
  /** The collectivity (label) of the agreement, whose brand and account the invoice carries. */
  labelCode: z.string(),
  kind: z.enum(['premium', 'excess', 'other']),
  /** The insurer's own words for an invoice that is neither a premium nor an excess bill. */
  description: z.string(),
  invoiceDate: Day,
  expirationDate: Day,
  paymentDate: z.nullable(Day),
  premiumPeriod: z.nullable(z.object({ start: Day, end: Day })),
  /** What the customer owes, the post surcharge and the paper-post cost included. */
  amount: Cents,
  postSurcharge: Cents,
  paperPost: Cents,
  remaining: Cents,
  /** The status of spec §4 (1..10). */
  statusId: z.int(),
  paymentMethod: z.enum(paymentMethods),
  /** The day a direct debit collects it; null when it is not collected. */
  collectionDate: z.nullable(Day),
  /** The statutory collection costs it carries on top of what is owed. */
  collectionCosts: Cents,
  /** Oldest first. */
  payments: z.array(InvoicePayment),
});

/** The policyholder as the invoice is addressed. */
const Addressee = z.object({
  customerNumber: CustomerNumber,
  initials: z.string(),
  prefix: z.nullable(z.string()),
  lastName: z.string(),
  street: z.string(),
  houseNumber: z.int(),
  houseNumberAddition: z.nullable(z.string()),
  zipCode: z.string(),
  city: z.string(),
});

export const invoices = area(
  'invoices',
  'Premium and excess invoices: lists, attachments, PDFs and what is owed.',
  {
    ofPolicyholder: query({
      input: z.object({ viewer: Viewer, onDay: Day }),
      output: z.object({
        /** Oldest first, by invoice date and number. */
        invoices: z.array(InvoiceFacts),
        /** False without an agreement, or while an invoice owed is with a collection agency, in debt relief or bankruptcy. */
        mayArrange: z.boolean(),
      }),
      latency: 'read',
      doc: 'The invoices of the agreements the viewer holds as policyholder (spec §6), of this year and the two before (spec §9), with what was paid on each.',
    }),
    one: query({
      input: z.object({ viewer: Viewer, invoiceNumber: z.string(), onDay: Day }),
      output: z.object({ invoice: InvoiceFacts, addressee: Addressee }),
      refusals: { 'unknown-invoice': null },
      latency: 'read',
      doc: "One invoice of an agreement the viewer holds, with its addressee, for its PDF or its payment; refused when it is unknown, past the years kept or someone else's.",
    }),
  },
);
