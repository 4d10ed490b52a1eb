import {
  addBusinessDays,
  addDays,
  DIRECT_DEBIT_RETRY_BUSINESS_DAYS,
  insurerToday,
  invoiceStatus,
  PAY_AFTER_FAILED_DIRECT_DEBIT_DAYS,
} from '@mijn/domain';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { invoiceSubjectOf, sendInvoiceLetter } from '../core/invoices/invoice-letter.ts';
import { recordInvoicePayment } from '../core/invoices/record-invoice-payment.ts';
import { deliverNotifications } from '../core/notifications/deliver-notifications.ts';
import { directDebitOn } from '../core/payment-setup/direct-debit.ts';
import type { Db } from '../db/client.ts';
import { directDebitAttempts, invoices } from '../db/schema.ts';
import type { InvoiceJobContext } from './invoice-job-context.ts';

/** A direct debit fails twice before the customer is asked to pay it: the first try and one retry. */
const ATTEMPTS = 2;

export type CollectionOutcome = 'collected' | 'retryScheduled' | 'failed';

/**
 * Tries to collect one invoice that awaits its direct debit, in one transaction: the invoice row is
 * locked and each attempt is a row of its own, so two runs never collect or count an attempt twice.
 * Collected money is booked once under a reference of the invoice and attempt. A first failure
 * moves the collection to the retry day; a second one makes the invoice payable by transfer or
 * iDEAL, with a letter, after which the arrears path counts from its new due date.
 */
async function collect(db: Db, invoiceNumber: string, today: string): Promise<CollectionOutcome | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ invoice: invoices })
      .from(invoices)
      .where(
        and(
          eq(invoices.invoiceNumber, invoiceNumber),
          eq(invoices.statusId, invoiceStatus.directDebit),
          lte(invoices.expirationDate, today),
        ),
      )
      .for('update', { of: invoices });
    if (!row) return null;
    const { invoice } = row;
    const earlier = await tx
      .select({ attemptedOn: directDebitAttempts.attemptedOn })
      .from(directDebitAttempts)
      .where(eq(directDebitAttempts.invoiceNumber, invoiceNumber))
      .orderBy(asc(directDebitAttempts.attempt));
    const attempt = earlier.length + 1;
    const debit = await directDebitOn(
      tx,
      invoice.agreementId,
      invoice.kind === 'excess' ? 'excess' : 'premium',
      today,
    );
    await tx.insert(directDebitAttempts).values({
      invoiceNumber,
      attempt,
      attemptedOn: today,
      failure: debit.mayDebit ? null : debit.reason,
    });

    if (debit.mayDebit) {
      await recordInvoicePayment(tx, {
        reference: `DD-${invoiceNumber}-${attempt}`,
        invoiceNumber,
        source: 'directDebit',
        amountCents: invoice.remainingCents,
        receivedOn: today,
      });
      return 'collected';
    }
    if (attempt < ATTEMPTS) {
      await tx
        .update(invoices)
        .set({ expirationDate: addBusinessDays(today, DIRECT_DEBIT_RETRY_BUSINESS_DAYS) })
        .where(eq(invoices.invoiceNumber, invoiceNumber));
      return 'retryScheduled';
    }
    const payBy = addDays(today, PAY_AFTER_FAILED_DIRECT_DEBIT_DAYS);
    await tx
      .update(invoices)
      .set({ statusId: invoiceStatus.open, paymentType: 'iDeal', expirationDate: payBy })
      .where(eq(invoices.invoiceNumber, invoiceNumber));
    await sendInvoiceLetter(tx, {
      agreementId: invoice.agreementId,
      docType: 'Incasso mislukt',
      docTypeId: 46,
      publicationDate: today,
      facts: {
        kind: 'directDebitFailed',
        ...invoiceSubjectOf({ ...invoice, expirationDate: payBy }),
        amountCents: invoice.remainingCents,
        attemptedOn: [...earlier.map((row) => row.attemptedOn), today],
        payBy,
      },
    });
    return 'failed';
  });
}

/**
 * Collects every direct-debit invoice whose collection day (or retry day) has come. Returns what
 * happened to each invoice it took; one that another run took first is not counted.
 */
export async function collectDirectDebits(
  ctx: InvoiceJobContext,
  now = ctx.clock.now(),
): Promise<CollectionOutcome[]> {
  const today = insurerToday(now);
  const due = await ctx.db
    .select({ invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(
      and(
        eq(invoices.statusId, invoiceStatus.directDebit),
        eq(invoices.paymentType, 'DirectDebit'),
        gt(invoices.remainingCents, 0),
        lte(invoices.expirationDate, today),
      ),
    )
    .orderBy(asc(invoices.expirationDate), asc(invoices.invoiceNumber));
  const outcomes: CollectionOutcome[] = [];
  for (const { invoiceNumber } of due) {
    const outcome = await collect(ctx.db, invoiceNumber, today);
    if (outcome) outcomes.push(outcome);
  }
  if (outcomes.includes('failed')) await deliverNotifications(ctx);
  return outcomes;
}
