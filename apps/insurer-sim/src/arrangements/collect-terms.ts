import type { IsoDate } from '@mijn/domain';
import { and, asc, count, eq, isNull, lte } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { lockOf } from '../db/lock-of.ts';
import {
  paymentArrangementInvoices,
  paymentArrangements,
  paymentArrangementTerms,
} from '../db/schema/payment-arrangements.ts';
import { recordInvoicePayment } from '../payments/record-invoice-payment.ts';
import { termParts, termReference } from './term-parts.ts';

/**
 * Collects the next term due by `today` of a running arrangement, in one transaction: the term is
 * locked (SKIP LOCKED, so two servers never collect the same one), its money is booked on the
 * invoices it pays (once per reference, on the due date: the bank debits on that day), and the
 * arrangement completes with its last term. False when nothing is due.
 */
async function collectNextTerm(db: InsurerDatabase, today: IsoDate): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [term] = await tx
      .select({
        arrangementId: paymentArrangementTerms.arrangementId,
        number: paymentArrangementTerms.number,
        dueDate: paymentArrangementTerms.dueDate,
      })
      .from(paymentArrangementTerms)
      .innerJoin(paymentArrangements, eq(paymentArrangements.id, paymentArrangementTerms.arrangementId))
      .where(
        and(
          eq(paymentArrangements.status, 'running'),
          isNull(paymentArrangementTerms.collectedOn),
          lte(paymentArrangementTerms.dueDate, today),
        ),
      )
      .orderBy(asc(paymentArrangementTerms.dueDate), asc(paymentArrangementTerms.number))
      .limit(1)
      .for('update', { of: lockOf(paymentArrangementTerms), skipLocked: true });
    if (!term) return false;
    const ofArrangement = eq(paymentArrangementTerms.arrangementId, term.arrangementId);
    const shares = await tx
      .select({
        invoiceNumber: paymentArrangementInvoices.invoiceNumber,
        amountCents: paymentArrangementInvoices.amountCents,
      })
      .from(paymentArrangementInvoices)
      .where(eq(paymentArrangementInvoices.arrangementId, term.arrangementId))
      .orderBy(asc(paymentArrangementInvoices.position));
    const amounts = await tx
      .select({ amountCents: paymentArrangementTerms.amountCents })
      .from(paymentArrangementTerms)
      .where(ofArrangement)
      .orderBy(asc(paymentArrangementTerms.number));
    const parts = termParts(
      shares,
      amounts.map((amount) => amount.amountCents),
      term.number - 1,
    );
    for (const part of parts) {
      await recordInvoicePayment(tx, {
        reference: termReference(term.arrangementId, term.number, part.invoiceNumber),
        invoiceNumber: part.invoiceNumber,
        source: 'arrangementTerm',
        amountCents: part.amountCents,
        receivedOn: term.dueDate,
      });
    }
    await tx
      .update(paymentArrangementTerms)
      .set({ collectedOn: term.dueDate })
      .where(and(ofArrangement, eq(paymentArrangementTerms.number, term.number)));
    const [open] = await tx
      .select({ terms: count() })
      .from(paymentArrangementTerms)
      .where(and(ofArrangement, isNull(paymentArrangementTerms.collectedOn)));
    if (open?.terms === 0) {
      await tx
        .update(paymentArrangements)
        .set({ status: 'completed', completedOn: term.dueDate })
        .where(eq(paymentArrangements.id, term.arrangementId));
    }
    return true;
  });
}

/** Collects every term due by `today`, oldest first; answers how many. */
export async function collectDueTerms(db: InsurerDatabase, today: IsoDate, limit = 500): Promise<number> {
  let collected = 0;
  while (collected < limit && (await collectNextTerm(db, today))) collected++;
  return collected;
}
