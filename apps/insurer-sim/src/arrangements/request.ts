import { insurerToday } from '@mijn/domain';
import { type InsurerPort, refuse } from '@mijn/insurer';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { invoices } from '../db/schema/invoices.ts';
import { paymentArrangements } from '../db/schema/payment-arrangements.ts';
import { agreements } from '../db/schema/policies.ts';
import { heldInvoices } from '../invoices/queries.ts';
import { secondsAfter } from '../simulated-delays.ts';
import { arrangementFacts, isWaiting } from './queries.ts';
import { storeArrangement } from './store-arrangement.ts';

type Request = InsurerPort['arrangements']['request'];

interface RequestDeps {
  db: InsurerDatabase;
  /** How long a request waits before the insurer takes it up: until then a new one may replace it. */
  processingDelaySeconds: number;
}

/** The agreement of each chosen invoice the policyholder holds and still sees (spec §9). */
async function heldInvoiceAgreements(
  db: InsurerDatabase,
  policyholderNumber: string,
  numbers: string[],
  today: string,
) {
  const rows = await heldInvoices(db, policyholderNumber, today, inArray(invoices.invoiceNumber, numbers));
  return new Map(rows.map((row) => [row.invoice.invoiceNumber, row.invoice.agreementId]));
}

/**
 * Stores a request in one transaction that first locks the policyholder's agreements, so two
 * requests of one household are judged one after the other. Refused without writing anything.
 */
export async function requestArrangement(
  { db, processingDelaySeconds }: RequestDeps,
  input: Parameters<Request>[0],
): ReturnType<Request> {
  const { viewer } = input;
  const at = new Date(input.receivedAt);
  const today = insurerToday(at);
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ agreementId: agreements.agreementId })
      .from(agreements)
      .where(eq(agreements.policyholderNumber, viewer.customerNumber))
      .orderBy(asc(agreements.agreementId))
      .for('update');
    const earlier = held.length
      ? await tx
          .select()
          .from(paymentArrangements)
          .where(
            and(
              inArray(
                paymentArrangements.agreementId,
                held.map((agreement) => agreement.agreementId),
              ),
              eq(paymentArrangements.status, 'requested'),
            ),
          )
          .for('update')
      : [];
    const numbers = input.invoices.map((invoice) => invoice.invoiceNumber);
    const agreementOf = await heldInvoiceAgreements(tx, viewer.customerNumber, numbers, today);
    if (numbers.some((number) => !agreementOf.has(number))) return refuse('unknown-invoice');
    if (earlier.some((row) => !isWaiting(row, at))) return refuse('earlier-in-processing');
    if (earlier.length > 0 && !input.replaceWaiting) return refuse('earlier-waiting');
    // Its letter goes out under the first invoice's agreement.
    const agreementId = agreementOf.get(numbers[0]!)!;

    for (const row of earlier) {
      await tx
        .update(paymentArrangements)
        .set({ status: 'replaced' })
        .where(eq(paymentArrangements.id, row.id));
    }
    const id = await storeArrangement(tx, {
      agreementId,
      requestedBy: viewer.customerNumber,
      requestedOn: today,
      processAfter: secondsAfter(at, processingDelaySeconds),
      numberOfTerms: input.numberOfTerms,
      startDate: input.startDate,
      iban: input.iban,
      invoices: input.invoices.map((invoice) => ({
        invoiceNumber: invoice.invoiceNumber,
        amountCents: invoice.amount,
      })),
    });
    const [stored] = await tx.select().from(paymentArrangements).where(eq(paymentArrangements.id, id));
    if (!stored) throw new Error('The payment arrangement was not stored');
    return (await arrangementFacts(tx, [stored], at))[0]!;
  });
}
