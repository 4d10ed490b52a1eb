import { ADULT_AGE, ageOn, insurerToday, is16AndOlder, rolePermissions } from '@mijn/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { accounts, customers, sessions } from '../db/schema.ts';
import type { AccessAuth } from './authenticate.ts';
import { findMembership } from './membership.ts';
import { ACCESS_TOKEN_MINUTES } from './tokens.ts';

/**
 * Signs access tokens with the account's current user flags (spec §3 User), each bound to a session
 * on the server (decision 0018). Every call that changes one of those flags answers a renewed token of
 * the same session, so the web app's user follows at once and a logout still ends them all. A renewed
 * token ends when its session ends: no call keeps a session alive past its 30 minutes (ASVS 7.3.2).
 */
export function createAccessTokenIssuer({ db, clock, tokens }: Pick<AppContext, 'db' | 'clock' | 'tokens'>) {
  const tokenExpiry = () => new Date(clock.now().getTime() + ACCESS_TOKEN_MINUTES * 60_000);

  async function sign(accountId: string, sessionId: string, sessionEnd: Date): Promise<string> {
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
    return tokens.signAccessToken(
      {
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
        is16AndOlder: is16AndOlder(customer.birthDate, today),
        isDefaulter: customer.isDefaulter,
        shouldResetPassword: account.shouldResetPassword,
        shouldProvideEmailAddress: customer.email === null,
        shouldVerifyEmailAddress: customer.email !== null && customer.emailVerifiedAt === null,
        signedTermsOfAgreement: account.termsSignedAt !== null,
        shouldShowDigitalPopup: !account.digitalPost && account.digitalPopupDeclinedAt === null,
      },
      sessionId,
      sessionEnd,
    );
  }

  return {
    /** A completed login: a new session and its first token. Sessions of this account long over are swept. */
    async startSession(accountId: string): Promise<string> {
      const now = clock.now();
      await db.delete(sessions).where(and(eq(sessions.accountId, accountId), lt(sessions.expiresAt, now)));
      const [session] = await db
        .insert(sessions)
        .values({ accountId, startedAt: now, expiresAt: tokenExpiry() })
        .returning({ sessionId: sessions.sessionId, expiresAt: sessions.expiresAt });
      if (!session) throw new Error('session was not created');
      return sign(accountId, session.sessionId, session.expiresAt);
    },

    /** A token with the current flags for the bearer's session, ending when that session ends. */
    async renew(auth: AccessAuth): Promise<string> {
      const { accountId, sid } = auth.claims;
      const [session] = await db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.sessionId, sid));
      if (!session) throw new Error(`session ${sid} is gone`);
      return sign(accountId, sid, session.expiresAt);
    },
  };
}

export type AccessTokenIssuer = ReturnType<typeof createAccessTokenIssuer>;
