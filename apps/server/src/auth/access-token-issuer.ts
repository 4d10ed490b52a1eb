import { ADULT_AGE, ageOn, insurerToday, is16AndOlder, rolePermissions } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { accounts, customers } from '../db/schema.ts';
import { HttpError, serverMessages } from '../http/http-error.ts';
import type { AccessAuth } from './authenticate.ts';
import { findMembership } from './membership.ts';
import type { SessionRights } from './sessions.ts';
import { ACCESS_TOKEN_MINUTES, type AccessClaimsInput } from './tokens.ts';

/**
 * Signs access tokens with the account's current user flags (spec §3 User), each bound to a session
 * on the server (decision 0018). Every call that changes one of those flags answers a renewed token of
 * the same session, so the web app's user follows at once and a logout still ends them all. A renewed
 * token ends when its session ends: no call keeps a session alive past its 30 minutes (ASVS 7.3.2).
 * What the user may do is written into the session as well, where every request reads it (decision
 * 0084): the token carries it only for the web app to show.
 */
export function createAccessTokenIssuer({
  db,
  clock,
  tokens,
  sessions,
}: Pick<AppContext, 'db' | 'clock' | 'tokens' | 'sessions'>) {
  const tokenExpiry = () => new Date(clock.now().getTime() + ACCESS_TOKEN_MINUTES * 60_000);

  /** The account's user as of now: the token's claims and the session's rights. */
  async function userOf(accountId: string): Promise<{ claims: AccessClaimsInput; rights: SessionRights }> {
    const [row] = await db
      .select({ customer: customers, account: accounts })
      .from(accounts)
      .innerJoin(customers, eq(customers.customerNumber, accounts.customerNumber))
      .where(eq(accounts.accountId, accountId));
    if (!row) throw new Error(`account ${accountId} has no customer`);
    const { customer, account } = row;
    const today = insurerToday(clock.now());
    const age = ageOn(customer.birthDate, today);
    const membership = await findMembership(db, customer.customerNumber, today);
    const rights: SessionRights = {
      role: membership.role,
      collectivityLabel: membership.labelCode.toLowerCase(),
      permissions: [...rolePermissions(membership.role, { age, livesAbroad: customer.country !== 'NL' })],
    };
    const claims: AccessClaimsInput = {
      customerNumber: customer.customerNumber,
      accountId,
      ...rights,
      initials: customer.initials,
      firstName: customer.firstName,
      prefix: customer.prefix,
      lastName: customer.lastName,
      isAdult: age >= ADULT_AGE,
      is16AndOlder: is16AndOlder(customer.birthDate, today),
      isDefaulter: customer.isDefaulter,
      shouldResetPassword: account.shouldResetPassword,
      shouldProvideEmailAddress: customer.email === null,
      shouldVerifyEmailAddress: customer.email !== null && customer.emailVerifiedAt === null,
      signedTermsOfAgreement: account.termsSignedAt !== null,
      shouldShowDigitalPopup: !account.digitalPost && account.digitalPopupDeclinedAt === null,
    };
    return { claims, rights };
  }

  return {
    /** A completed login: a new session and its first token. */
    async startSession(accountId: string): Promise<string> {
      const { claims, rights } = await userOf(accountId);
      const session = await sessions.start(accountId, rights, tokenExpiry());
      return tokens.signAccessToken(claims, session.sessionId, session.expiresAt);
    },

    /**
     * A token with the current flags for the bearer's session, ending when that session ends; the
     * session's rights are found again with them (moving back to the Netherlands changes them).
     */
    async renew(auth: AccessAuth): Promise<string> {
      const { accountId, sid } = auth.user;
      const { claims, rights } = await userOf(accountId);
      const session = await sessions.renew(sid, rights);
      if (!session) throw new HttpError(401, serverMessages.invalidToken);
      return tokens.signAccessToken(claims, sid, session.expiresAt);
    },
  };
}

export type AccessTokenIssuer = ReturnType<typeof createAccessTokenIssuer>;
