import {
  addBusinessDays,
  addDays,
  DIRECT_DEBIT_RETRY_BUSINESS_DAYS,
  insurerToday,
  invoiceStatus,
  PAY_AFTER_FAILED_DIRECT_DEBIT_DAYS,
} from '@mijn/domain';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { invoiceSubjectOf, sendInvoiceLetter } from '../core/invoices/invoice-letter.ts';
import { deliverNotifications } from '../core/notifications/deliver-notifications.ts';
import { type DirectDebit, directDebitsOn } from '../core/payment-setup/direct-debit.ts';
import type { Db } from '../db/client.ts';
import { directDebitAttempts, invoicePayments, invoices } from '../db/schema.ts';
import type { InvoiceJobContext } from './invoice-job-context.ts';

/** A direct debit fails twice before the customer is asked to pay it: the first try and one retry. */
const ATTEMPTS = 2;

export type CollectionOutcome = 'collected' | 'retryScheduled' | 'failed';

/** How many invoices one transaction collects: a few statements each batch, whatever its size. */
const BATCH_SIZE = 500;

type Invoice = typeof invoices.$inferSelect;

interface Attempt {
  invoice: Invoice;
  attempt: number;
  /** The days of the earlier attempts, first first. */
  earlier: string[];
  debit: DirectDebit;
}

/** Awaits its direct debit on `today`: the due list's condition, asked again of the locked rows. */
const awaitsDebit = (today: string) =>
  and(
    eq(invoices.statusId, invoiceStatus.directDebit),
    eq(invoices.paymentType, 'DirectDebit'),
    gt(invoices.remainingCents, 0),
    lte(invoices.expirationDate, today),
  );

/**
 * Tries to collect a batch of invoices that await their direct debit, in one transaction: the
 * invoice rows are locked (in number order, so racing runs queue rather than deadlock) and each
 * attempt is a row of its own, so two runs never collect or count an attempt twice. Collected money
 * is booked once under a reference of the invoice and attempt. A first failure moves the collection
 * to the retry day; a second one makes the invoice payable by transfer or iDEAL, with a letter,
 * after which the arrears path counts from its new due date. Returns the outcome of each invoice it
 * took; one that another run took first is left out.
 */
async function collectBatch(
  db: Db,
  invoiceNumbers: readonly string[],
  today: string,
): Promise<Map<string, CollectionOutcome>> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(invoices)
      .where(and(inArray(invoices.invoiceNumber, [...invoiceNumbers]), awaitsDebit(today)))
      .orderBy(asc(invoices.invoiceNumber))
      .for('update');
    if (locked.length === 0) return new Map();
    const numbers = locked.map((invoice) => invoice.invoiceNumber);
    const earlierOf = new Map<string, string[]>();
    for (const row of await tx
      .select({
        invoiceNumber: directDebitAttempts.invoiceNumber,
        attemptedOn: directDebitAttempts.attemptedOn,
      })
      .from(directDebitAttempts)
      .where(inArray(directDebitAttempts.invoiceNumber, numbers))
      .orderBy(asc(directDebitAttempts.invoiceNumber), asc(directDebitAttempts.attempt))) {
      earlierOf.set(row.invoiceNumber, [...(earlierOf.get(row.invoiceNumber) ?? []), row.attemptedOn]);
    }
    const debitOf = await directDebitsOn(
      tx,
      locked.map((invoice) => invoice.agreementId),
      today,
    );
    const attempts: Attempt[] = locked.map((invoice) => {
      const earlier = earlierOf.get(invoice.invoiceNumber) ?? [];
      const purpose = invoice.kind === 'excess' ? 'excess' : 'premium';
      return { invoice, earlier, attempt: earlier.length + 1, debit: debitOf(invoice.agreementId, purpose) };
    });
    await tx.insert(directDebitAttempts).values(
      attempts.map(({ invoice, attempt, debit }) => ({
        invoiceNumber: invoice.invoiceNumber,
        attempt,
        attemptedOn: today,
        failure: debit.mayDebit ? null : debit.reason,
      })),
    );

    const outcomes = new Map<string, CollectionOutcome>();
    const outcomeOf = ({ debit, attempt }: Attempt): CollectionOutcome =>
      debit.mayDebit ? 'collected' : attempt < ATTEMPTS ? 'retryScheduled' : 'failed';
    for (const attempt of attempts) outcomes.set(attempt.invoice.invoiceNumber, outcomeOf(attempt));
    const withOutcome = (outcome: CollectionOutcome) =>
      attempts.filter((attempt) => outcomes.get(attempt.invoice.invoiceNumber) === outcome);

    await bookCollected(tx, withOutcome('collected'), today);
    const retries = withOutcome('retryScheduled').map(({ invoice }) => invoice.invoiceNumber);
    if (retries.length > 0) {
      await tx
        .update(invoices)
        .set({ expirationDate: addBusinessDays(today, DIRECT_DEBIT_RETRY_BUSINESS_DAYS) })
        .where(inArray(invoices.invoiceNumber, retries));
    }
    await askToPay(tx, withOutcome('failed'), today);
    return outcomes;
  });
}

/**
 * Books each collected invoice's whole remaining amount as paid today, once per reference (as
 * `recordInvoicePayment` does one by one, on rows this transaction holds already).
 */
async function bookCollected(tx: Db, collected: readonly Attempt[], today: string): Promise<void> {
  if (collected.length === 0) return;
  const booked = await tx
    .insert(invoicePayments)
    .values(
      collected.map(({ invoice, attempt }) => ({
        reference: `DD-${invoice.invoiceNumber}-${attempt}`,
        invoiceNumber: invoice.invoiceNumber,
        source: 'directDebit' as const,
        amountCents: invoice.remainingCents,
        collectionCostsCents: 0,
        overpaidCents: 0,
        receivedOn: today,
      })),
    )
    .onConflictDoNothing()
    .returning({ invoiceNumber: invoicePayments.invoiceNumber });
  if (booked.length === 0) return;
  await tx
    .update(invoices)
    .set({ remainingCents: 0, statusId: invoiceStatus.paid, paymentDate: today })
    .where(
      inArray(
        invoices.invoiceNumber,
        booked.map((row) => row.invoiceNumber),
      ),
    );
}

/** Makes twice failed invoices payable by transfer or iDEAL within the term, each with a letter. */
async function askToPay(tx: Db, failed: readonly Attempt[], today: string): Promise<void> {
  if (failed.length === 0) return;
  const payBy = addDays(today, PAY_AFTER_FAILED_DIRECT_DEBIT_DAYS);
  await tx
    .update(invoices)
    .set({ statusId: invoiceStatus.open, paymentType: 'iDeal', expirationDate: payBy })
    .where(
      inArray(
        invoices.invoiceNumber,
        failed.map(({ invoice }) => invoice.invoiceNumber),
      ),
    );
  for (const { invoice, earlier } of failed) {
    await sendInvoiceLetter(tx, {
      agreementId: invoice.agreementId,
      docType: 'Incasso mislukt',
      docTypeId: 46,
      publicationDate: today,
      facts: {
        kind: 'directDebitFailed',
        ...invoiceSubjectOf({ ...invoice, expirationDate: payBy }),
        amountCents: invoice.remainingCents,
        attemptedOn: [...earlier, today],
        payBy,
      },
    });
  }
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
    .where(awaitsDebit(today))
    .orderBy(asc(invoices.expirationDate), asc(invoices.invoiceNumber));
  const outcomes: CollectionOutcome[] = [];
  for (let start = 0; start < due.length; start += BATCH_SIZE) {
    const batch = due.slice(start, start + BATCH_SIZE).map((row) => row.invoiceNumber);
    const outcomeOf = await collectBatch(ctx.db, batch, today);
    for (const invoiceNumber of batch) {
      const outcome = outcomeOf.get(invoiceNumber);
      if (outcome) outcomes.push(outcome);
    }
  }
  if (outcomes.includes('failed')) await deliverNotifications(ctx);
  return outcomes;
}
