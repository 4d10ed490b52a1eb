import { maskIban } from '@mijn/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { agreements, policies } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';

/**
 * Whether the account reimbursements go to is known (spec §7 HasKnownIban): that of the agreement
 * the user is insured on (the latest one, or the one asked for). Claims for others are paid to the
 * policyholder's account, and only the policyholder may name another (spec §6).
 */
export async function knownIban(db: Db, auth: AccessAuth, agreementId: number | undefined) {
  const user = auth.user.customerNumber;
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
