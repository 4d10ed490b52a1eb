import { arrangementBlockOf, type IsoDate, invoiceStatus } from '@mijn/domain';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { lockOf } from '../db/lock-of.ts';
import { invoices } from '../db/schema/invoices.ts';
import {
  paymentArrangementInvoices,
  paymentArrangements,
  paymentArrangementTerms,
} from '../db/schema/payment-arrangements.ts';
import { heldInvoices } from '../invoices/queries.ts';
import type { StoredLetter } from '../letters.ts';
import { arrangementInvoiceOf } from './arrangement-invoice-of.ts';
import {
  arrangementFacts,
  type StorePolicyholderLetter,
  sendArrangementLetter,
} from './arrangement-letter.ts';
import type { ArrangementRow } from './queries.ts';

/**
 * Takes the next request whose processing time has come, locking it (SKIP LOCKED: two servers
 * never take the same one) until the caller's transaction ends; undefined when none is due.
 */
export async function takeDueRequest(
  { db }: { db: InsurerDatabase },
  now: Date,
): Promise<ArrangementRow | undefined> {
  const [request] = await db
    .select()
    .from(paymentArrangements)
    .where(and(eq(paymentArrangements.status, 'requested'), lte(paymentArrangements.processAfter, now)))
    .orderBy(asc(paymentArrangements.processAfter))
    .limit(1)
    .for('update', { skipLocked: true });
  return request;
}

/**
 * Processes a request the caller holds, in the caller's transaction: when every invoice still owes
 * what it owed when asked and may still join (spec §5, judged today), its invoices go to status 5
 * (Betalingsregeling) and the arrangement runs; otherwise it lapses. Either way a letter says so.
 */
export async function processRequest<Db extends InsurerDatabase>(
  deps: { db: Db; storeLetter: StorePolicyholderLetter<Db> },
  request: ArrangementRow,
  today: IsoDate,
): Promise<StoredLetter> {
  const { db } = deps;
  const shares = await db
    .select()
    .from(paymentArrangementInvoices)
    .where(eq(paymentArrangementInvoices.arrangementId, request.id))
    .orderBy(asc(paymentArrangementInvoices.position));
  // The policyholder's invoices, as the request was judged on: of every agreement they hold.
  const household = await heldInvoices(db, request.requestedBy, today)
    .for('update', { of: lockOf(invoices) })
    .then((rows) => rows.map((row) => row.invoice));
  const asRules = household.map(arrangementInvoiceOf);
  const arranged = shares.flatMap((share) => {
    const invoice = household.find((row) => row.invoiceNumber === share.invoiceNumber);
    return invoice ? [{ invoice, amountCents: share.amountCents }] : [];
  });
  const stillAsAsked =
    arranged.length === shares.length &&
    arranged.every(
      ({ invoice, amountCents }) =>
        invoice.remainingCents === amountCents &&
        arrangementBlockOf(arrangementInvoiceOf(invoice), asRules, today) === null,
    );

  if (!stillAsAsked) {
    await db
      .update(paymentArrangements)
      .set({ status: 'lapsed', processedOn: today })
      .where(eq(paymentArrangements.id, request.id));
    return sendArrangementLetter(
      deps,
      request.agreementId,
      {
        kind: 'arrangementLapsed',
        requestedOn: request.requestedOn,
        invoiceNumbers: shares.map((share) => share.invoiceNumber),
      },
      today,
    );
  }
  await db
    .update(invoices)
    .set({ statusId: invoiceStatus.paymentArrangement })
    .where(
      inArray(
        invoices.invoiceNumber,
        shares.map((share) => share.invoiceNumber),
      ),
    );
  await db
    .update(paymentArrangements)
    .set({ status: 'running', processedOn: today })
    .where(eq(paymentArrangements.id, request.id));
  const terms = await db
    .select()
    .from(paymentArrangementTerms)
    .where(eq(paymentArrangementTerms.arrangementId, request.id))
    .orderBy(asc(paymentArrangementTerms.number));
  return sendArrangementLetter(
    deps,
    request.agreementId,
    arrangementFacts(arranged, terms, request.iban),
    today,
  );
}
