import type { AccessTokenReply, AccountDetails, LoginReply, VerificationReceiver } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { createAccessTokenIssuer } from '../../auth/access-token-issuer.ts';
import type { AccessAuth, LoginAuth } from '../../auth/authenticate.ts';
import { createLoginAttempts } from '../../auth/login-attempts.ts';
import { findMembership } from '../../auth/membership.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { clientKey, createThrottle } from '../../auth/throttle.ts';
import { paysByIdeal } from '../../core/payment-setup/ideal.ts';
import { accounts, customers, loginChallenges, loginEvents } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import type { ReaderLanguage } from '../../http/reader-language.ts';
import { rememberAccountLanguage } from '../../messaging/account-language.ts';
import { type AccountRow, findAccount } from './account-lookup.ts';
import { accountKey, createChallenges, MAX_CODES_PER_LOGIN } from './challenges.ts';
import { createUsernameGuesses } from './username-guesses.ts';

export { MAX_CODES_PER_LOGIN } from './challenges.ts';

export function createAccountService(ctx: AppContext) {
  const { db, clock } = ctx;
  const attempts = createLoginAttempts(db, clock, ctx.metrics.loginEvents);
  const throttle = createThrottle(db, clock, ctx.config.sendsPerClientAddress);
  const challenges = createChallenges(ctx, attempts, throttle);
  const usernameGuesses = createUsernameGuesses(db, clock, ctx.config.codePepper, attempts);
  const accessTokens = createAccessTokenIssuer(ctx);

  async function requireAccount(accountId: string): Promise<AccountRow> {
    const account = await findAccount(db, eq(accounts.accountId, accountId));
    if (!account) throw new HttpError(401, serverMessages.invalidToken);
    return account;
  }

  return {
    attempts,
    usernameGuesses,
    throttle,
    challenges,
    requireAccount,
    accessTokens,

    async login(
      body: { username: string; password: string; rememberMe: boolean },
      ip: string,
      language: ReaderLanguage,
      userAgent?: string,
    ): Promise<LoginReply> {
      const account = await findAccount(db, eq(accounts.username, body.username.toLowerCase()));
      const guess = { account, username: body.username, method: 'password', ip, userAgent } as const;
      await usernameGuesses.assertNotBlocked(guess);
      await throttle.assertCanGuess([clientKey(ip)]);
      const passwordOk = await verifyPassword(account?.passwordHash ?? null, body.password);
      if (!account || !passwordOk) {
        await throttle.recordWrongGuess([clientKey(ip)]);
        await usernameGuesses.registerFailure(guess);
        throw new HttpError(401, serverMessages.incorrectCredentials);
      }
      if (!account.loginActive) {
        await attempts.record(account.accountId, 'password', 'not-activated', ip);
        throw new HttpError(401, serverMessages.accountNotActivated);
      }
      await rememberAccountLanguage(db, account.accountId, language);
      const challengeId = await challenges.create(account.accountId, 'login', body.rememberMe);
      const receiver = await challenges.sendCode(account, challengeId, ip, false, language);
      await attempts.record(account.accountId, 'password', 'password-accepted', ip);
      const loginToken = await ctx.tokens.signLoginToken(account.accountId, challengeId);
      return { ...receiver, loginToken };
    },

    /** Also the resend of a forgot flow: the bearer's challenge keeps its purpose. */
    async resendVerificationCode(
      auth: LoginAuth,
      ip: string,
      language: ReaderLanguage,
    ): Promise<VerificationReceiver> {
      const account = await requireAccount(auth.accountId);
      await attempts.assertNotBlocked(account, 'sms-code', ip);
      const challenge = await challenges.open(auth);
      if (challenge.sendCount >= MAX_CODES_PER_LOGIN) throw new HttpError(429, serverMessages.tooManyCodes);
      await throttle.assertCanSend([clientKey(ip), accountKey(account.accountId)]);
      await db
        .update(loginChallenges)
        .set({ sendCount: challenge.sendCount + 1 })
        .where(eq(loginChallenges.challengeId, challenge.challengeId));
      return challenges.sendCode(account, challenge.challengeId, ip, true, language);
    },

    async validateVerificationCode(
      auth: LoginAuth,
      verificationCode: string,
      ip: string,
      language: ReaderLanguage,
      userAgent?: string,
    ): Promise<AccessTokenReply> {
      const account = await requireAccount(auth.accountId);
      await challenges.consume(auth, account, verificationCode, ['login'], 'sms-code', ip, userAgent);
      await rememberAccountLanguage(db, account.accountId, language);
      await attempts.record(account.accountId, 'sms-code', 'success', ip, userAgent);
      return { accessToken: await accessTokens.startSession(account.accountId) };
    },

    async getAccountDetails(auth: AccessAuth): Promise<AccountDetails> {
      const { accountId, customerNumber, startedAt } = auth.user;
      const [row] = await db
        .select({ account: accounts, email: customers.email })
        .from(accounts)
        .innerJoin(customers, eq(customers.customerNumber, accounts.customerNumber))
        .where(eq(accounts.accountId, accountId));
      if (!row) throw new HttpError(401, serverMessages.invalidToken);
      // "Last login" is the one before this session's, as the settings screen shows it: the login
      // of this session is recorded just before the session starts.
      const [previous] = await db
        .select({ at: loginEvents.at, method: loginEvents.method })
        .from(loginEvents)
        .where(
          and(
            eq(loginEvents.accountId, accountId),
            eq(loginEvents.outcome, 'success'),
            lte(loginEvents.at, startedAt),
          ),
        )
        .orderBy(desc(loginEvents.at))
        .limit(1)
        .offset(1);
      const membership = await findMembership(db, customerNumber, insurerToday(clock.now()));
      const { account } = row;
      return {
        username: account.username,
        email: row.email,
        phoneNumber: account.phoneNumber,
        iDinActivationDate: account.idinActivatedOn,
        iDinActive: account.idinActivatedOn !== null,
        loginActive: account.loginActive,
        loginInfo: {
          lastLogin: previous?.at.toISOString() ?? null,
          lastLoginMethod: previous?.method ?? null,
        },
        digitalNewsletterActive: account.digitalNewsletterActive,
        announcementEmailActive: account.announcementEmailActive,
        digitalPost: account.digitalPost,
        paperPostAllowed: !(await paysByIdeal(db, customerNumber)),
        paymentMethod: membership.paymentMethod,
        paymentMethodExcess: membership.excessPaymentMethod,
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
