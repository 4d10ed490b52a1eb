import { and, eq } from 'drizzle-orm';
import type { AccessAuth } from '../../../auth/authenticate.ts';
import type { Db } from '../../../db/client.ts';
import { lockOf } from '../../../db/lock-of.ts';
import { accounts, agreements, customers } from '../../../db/schema.ts';
import { HttpError, serverMessages } from '../../../http/http-error.ts';

export type Agreement = typeof agreements.$inferSelect;

export interface HeldAgreement {
  agreement: Agreement;
  policyholder: typeof customers.$inferSelect;
  account: typeof accounts.$inferSelect;
}

/**
 * The agreement with this id when the user holds it: payment details are the policyholder's alone
 * (spec §6). Any other agreement, another household's or the user's family's, is not found, so an
 * id tells nothing about whether it exists. Inside a transaction, `lock` holds the agreement's row
 * until it ends, so two saves of one agreement follow each other.
 */
export async function heldAgreement(
  db: Db,
  auth: AccessAuth,
  agreementId: number,
  options: { contractCode?: string; lock?: true } = {},
): Promise<HeldAgreement> {
  const query = db
    .select({ agreement: agreements, policyholder: customers, account: accounts })
    .from(agreements)
    .innerJoin(customers, eq(customers.customerNumber, agreements.policyholderNumber))
    .innerJoin(accounts, eq(accounts.accountId, auth.user.accountId))
    .where(
      and(
        eq(agreements.agreementId, agreementId),
        eq(agreements.policyholderNumber, auth.user.customerNumber),
        eq(accounts.customerNumber, auth.user.customerNumber),
        options.contractCode === undefined ? undefined : eq(agreements.contractCode, options.contractCode),
      ),
    );
  const [row] = options.lock ? await query.for('update', { of: lockOf(agreements) }) : await query;
  if (!row) throw new HttpError(404, serverMessages.agreementNotFound);
  return row;
}
