import { ADULT_AGE, ageOn, PRIVACY_AGE, rolePermissions } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { isoDay } from '../clock.ts';
import { accounts, customers } from '../db/schema.ts';
import { findMembership } from '../modules/account/membership.ts';

/**
 * Signs an access token with the account's current user flags (spec §3 User). Every call that
 * changes one of those flags answers a token from here, so the web app's user follows at once.
 */
export function createAccessTokenIssuer({ db, clock, tokens }: Pick<AppContext, 'db' | 'clock' | 'tokens'>) {
  return async function issueAccessToken(accountId: string): Promise<string> {
    const [row] = await db
      .select({ customer: customers, account: accounts })
      .from(accounts)
      .innerJoin(customers, eq(customers.customerNumber, accounts.customerNumber))
      .where(eq(accounts.accountId, accountId));
    if (!row) throw new Error(`account ${accountId} has no customer`);
    const { customer, account } = row;
    const today = isoDay(clock.now());
    const age = ageOn(customer.birthDate, today);
    const membership = await findMembership(db, customer.customerNumber, today);
    return tokens.signAccessToken({
      customerNumber: customer.customerNumber,
      accountId,
      role: membership.role,
      collectivityLabel: membership.labelCode.toLowerCase(),
      permissions: [
        ...rolePermissions(membership.role, {
          age,
          livesAbroad: customer.country !== 'NL',
        }),
      ],
      initials: customer.initials,
      firstName: customer.firstName,
      prefix: customer.prefix,
      lastName: customer.lastName,
      isAdult: age >= ADULT_AGE,
      is16AndOlder: age >= PRIVACY_AGE,
      isDefaulter: customer.isDefaulter,
      shouldResetPassword: account.shouldResetPassword,
      shouldProvideEmailAddress: customer.email === null,
      shouldVerifyEmailAddress: customer.email !== null && customer.emailVerifiedAt === null,
      signedTermsOfAgreement: account.termsSignedAt !== null,
      shouldShowDigitalPopup: !account.digitalPost && account.digitalPopupDeclinedAt === null,
    });
  };
}
