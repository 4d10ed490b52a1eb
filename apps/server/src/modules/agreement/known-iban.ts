import { and, desc, eq } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { agreements, policies } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';

/**
 * An IBAN with only the country, check digits and the last 4 characters shown, in groups of four:
 * NL91ABNA0417164300 -> 'NL91 **** **** **43 00'.
 */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  const hidden = compact.length - 8;
  const masked = `${compact.slice(0, 4)}${'*'.repeat(Math.max(0, hidden))}${compact.slice(-4)}`;
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Whether the account reimbursements go to is known (spec §7 HasKnownIban): that of the agreement
 * the user is insured on (the latest one, or the one asked for). Claims for others are paid to the
 * policyholder's account, and only the policyholder may name another (spec §6).
 */
export async function knownIban(db: Db, auth: AccessAuth, agreementId: number | undefined) {
  const user = auth.claims.customerNumber;
  const [row] = await db
    .select({ agreement: agreements, role: policies.role })
    .from(policies)
    .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId))
    .where(
      and(
        eq(policies.customerNumber, user),
        agreementId === undefined ? undefined : eq(agreements.agreementId, agreementId),
      ),
    )
    .orderBy(desc(agreements.startDate), desc(agreements.agreementId))
    .limit(1);
  if (!row) throw new HttpError(404, serverMessages.agreementNotFound);
  const iban = row.agreement.reimbursementIban;
  return {
    hasKnownIban: iban !== null && iban !== '',
    ibanPayedByInsured: iban ? maskIban(iban) : null,
    mayChangeIban: row.role === 'H' && row.agreement.policyholderNumber === user,
  };
}
