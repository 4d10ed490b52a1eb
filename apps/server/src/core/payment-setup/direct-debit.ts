import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agreements, type MandatePurpose } from '../../db/schema.ts';
import { authorityFor, unrevokedMandates } from './mandates.ts';
import { paymentSetupOn, scheduledChangeOf } from './scheduled-changes.ts';

export type DirectDebit =
  | { mayDebit: true; iban: string; mandateReference: string }
  | { mayDebit: false; reason: 'not-by-direct-debit' | 'no-valid-mandate' };

/**
 * Whether the insurer may debit an agreement on a day, and from which account under which mandate:
 * the premium when it is paid by direct debit on that day (a scheduled change counts from its first
 * day), the excess bills when they are; either way only under a valid mandate for the account on file.
 */
export async function directDebitOn(
  db: Db,
  agreementId: number,
  purpose: MandatePurpose,
  day: string,
): Promise<DirectDebit> {
  const [agreement] = await db.select().from(agreements).where(eq(agreements.agreementId, agreementId));
  if (!agreement) throw new Error(`No agreement ${agreementId}`);
  const method =
    purpose === 'premium'
      ? paymentSetupOn(agreement, await scheduledChangeOf(db, agreementId), day).paymentMethod
      : agreement.excessPaymentMethod;
  if (method !== 'DirectDebit') return { mayDebit: false, reason: 'not-by-direct-debit' };
  const iban = purpose === 'premium' ? agreement.premiumIban : agreement.excessIban;
  const authority = authorityFor(await unrevokedMandates(db, agreementId), purpose, iban, day);
  if (authority.status !== 'valid' || iban === null || authority.reference === null) {
    return { mayDebit: false, reason: 'no-valid-mandate' };
  }
  return { mayDebit: true, iban, mandateReference: authority.reference };
}
