import { addDays, firstTermWindow, type IsoDate } from '@mijn/domain';
import { and, eq } from 'drizzle-orm';
import {
  collectDueTerms,
  processArrangementRequest,
  storeArrangement,
} from '../../insurer/legacy/arrangements.ts';
import type { Db } from '../client.ts';
import { agreements, customers, documents, invoices, paymentArrangements } from '../schema.ts';

/** How long ago eva.smit asked for her arrangement: her first term fell after the reflection period. */
const EVA_ASKED_DAYS_AGO = 40;
const EVA_TERMS = 3;

/**
 * eva.smit (c4l) pays her excess bill in 3 monthly terms that she asked for 40 days ago. The core's
 * own steps build it: the request, its processing that day (the invoice in status 5, the letter in
 * her message box, read) and the collection of every term due by today. So on any date her first
 * term (26 to 22 days ago) is collected and the two others lie ahead.
 */
export async function seedArrangementWorld(db: Db, today: IsoDate): Promise<void> {
  const [eva] = await db
    .select({
      agreementId: agreements.agreementId,
      customerNumber: customers.customerNumber,
      iban: agreements.premiumIban,
    })
    .from(agreements)
    .innerJoin(customers, eq(customers.customerNumber, agreements.policyholderNumber))
    .where(and(eq(customers.firstName, 'Eva'), eq(customers.lastName, 'Smit')));
  const [excess] = eva
    ? await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.agreementId, eva.agreementId), eq(invoices.kind, 'excess')))
    : [];
  if (!eva?.iban || !excess)
    throw new Error('Arrangement seed: eva.smit, her account or her excess bill is missing');

  const askedOn = addDays(today, -EVA_ASKED_DAYS_AGO);
  const id = await storeArrangement(db, {
    agreementId: eva.agreementId,
    requestedBy: eva.customerNumber,
    requestedOn: askedOn,
    processAfter: new Date(`${askedOn}T08:00:00Z`),
    numberOfTerms: EVA_TERMS,
    startDate: firstTermWindow(askedOn).earliest,
    iban: eva.iban,
    invoices: [{ invoiceNumber: excess.invoiceNumber, amountCents: excess.remainingCents }],
  });
  const [request] = await db.select().from(paymentArrangements).where(eq(paymentArrangements.id, id));
  if (!request) throw new Error('Arrangement seed: the request was not stored');
  const letter = await processArrangementRequest(db, request, askedOn);
  await db
    .update(documents)
    .set({ hasBeenRead: true, readAt: new Date(`${askedOn}T12:00:00Z`) })
    .where(eq(documents.documentId, letter.documentId));
  await collectDueTerms(db, today);
}
