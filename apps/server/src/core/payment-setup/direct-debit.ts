import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  agreements,
  directDebitMandates,
  type MandatePurpose,
  scheduledPaymentChanges,
} from '../../db/schema.ts';
import { authorityFor, type Mandate } from './mandates.ts';
import { paymentSetupOn } from './scheduled-changes.ts';

export type DirectDebit =
  | { mayDebit: true; iban: string; mandateReference: string }
  | { mayDebit: false; reason: 'not-by-direct-debit' | 'no-valid-mandate' };

/** Whether the insurer may debit an agreement for a purpose, and from which account under which mandate. */
export type DirectDebitOf = (agreementId: number, purpose: MandatePurpose) => DirectDebit;

/**
 * Whether the insurer may debit each of the agreements on a day (three queries, however many): the
 * premium when it is paid by direct debit on that day (a scheduled change counts from its first
 * day), the excess bills when they are; either way only under a valid mandate for the account on file.
 */
export async function directDebitsOn(
  db: Db,
  agreementIds: readonly number[],
  day: string,
): Promise<DirectDebitOf> {
  const ids = [...new Set(agreementIds)];
  // One after the other: the queries may share a transaction's connection.
  const agreementRows = await db.select().from(agreements).where(inArray(agreements.agreementId, ids));
  const changes = await db
    .select()
    .from(scheduledPaymentChanges)
    .where(inArray(scheduledPaymentChanges.agreementId, ids));
  const mandates = await db
    .select()
    .from(directDebitMandates)
    .where(and(inArray(directDebitMandates.agreementId, ids), isNull(directDebitMandates.revokedOn)));
  const agreementOf = new Map(agreementRows.map((row) => [row.agreementId, row]));
  const changeOf = new Map(changes.map((row) => [row.agreementId, row]));
  const mandatesOf = new Map<number, Mandate[]>();
  for (const mandate of mandates) {
    mandatesOf.set(mandate.agreementId, [...(mandatesOf.get(mandate.agreementId) ?? []), mandate]);
  }
  return (agreementId, purpose) => {
    const agreement = agreementOf.get(agreementId);
    if (!agreement) throw new Error(`No agreement ${agreementId}`);
    const method =
      purpose === 'premium'
        ? paymentSetupOn(agreement, changeOf.get(agreementId) ?? null, day).paymentMethod
        : agreement.excessPaymentMethod;
    if (method !== 'DirectDebit') return { mayDebit: false, reason: 'not-by-direct-debit' };
    const iban = purpose === 'premium' ? agreement.premiumIban : agreement.excessIban;
    const authority = authorityFor(mandatesOf.get(agreementId) ?? [], purpose, iban, day);
    if (authority.status !== 'valid' || iban === null || authority.reference === null) {
      return { mayDebit: false, reason: 'no-valid-mandate' };
    }
    return { mayDebit: true, iban, mandateReference: authority.reference };
  };
}

/** Whether the insurer may debit one agreement for a purpose on a day (see `directDebitsOn`). */
export async function directDebitOn(
  db: Db,
  agreementId: number,
  purpose: MandatePurpose,
  day: string,
): Promise<DirectDebit> {
  return (await directDebitsOn(db, [agreementId], day))(agreementId, purpose);
}
