import type { AccessTokenReply, AccountDetails, LoginReply, VerificationReceiver } from '@mijn/contract';
import { CODE_VALIDITY_MINUTES } from '@mijn/domain';
import { and, desc, eq, isNull, lt, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { createAccessTokenIssuer } from '../../auth/access-token-issuer.ts';
import type { AccessAuth, LoginAuth } from '../../auth/authenticate.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { isoDay } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { accounts, customers, loginChallenges, loginEvents } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { createLoginAttempts } from './login-attempts.ts';
import { maskEmailAddress, maskPhoneNumber } from './masking.ts';
import { findMembership } from './membership.ts';
import {
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from './verification-codes.ts';

/** The first code and two resends; more answers 429 and the user logs in again. */
export const MAX_CODES_PER_LOGIN = 3;

const accountColumns = {
  accountId: accounts.accountId,
  username: accounts.username,
  passwordHash: accounts.passwordHash,
  phoneNumber: accounts.phoneNumber,
  loginActive: accounts.loginActive,
  blockedUntil: accounts.blockedUntil,
  customerNumber: accounts.customerNumber,
  email: customers.email,
};

async function findAccount(db: Db, where: SQL) {
  const [row] = await db
    .select(accountColumns)
    .from(accounts)
    .innerJoin(customers, eq(customers.customerNumber, accounts.customerNumber))
    .where(where);
  return row;
}
type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

const smsText = (code: string) =>
  `Uw verificatiecode is ${code}. De code is ${CODE_VALIDITY_MINUTES} minuten geldig.`;

export function createAccountService(ctx: AppContext) {
  const { db, clock, config, messenger, tokens } = ctx;
  const attempts = createLoginAttempts(db, clock);
  const issueAccessToken = createAccessTokenIssuer(ctx);

  async function requireAccount(accountId: string): Promise<AccountRow> {
    const account = await findAccount(db, eq(accounts.accountId, accountId));
    if (!account) throw new HttpError(401, serverMessages.invalidToken);
    return account;
  }

  /** Sends a fresh code when a phone number is known; answers the receiver the screens show. */
  async function sendCode(account: AccountRow, challengeId: string): Promise<VerificationReceiver> {
    const now = clock.now();
    const code = generateVerificationCode();
    await db
      .update(loginChallenges)
      .set({
        codeHash: hashVerificationCode(config.codePepper, challengeId, code),
        codeSentAt: now,
        codeExpiresAt: new Date(now.getTime() + CODE_VALIDITY_MINUTES * 60_000),
      })
      .where(eq(loginChallenges.challengeId, challengeId));
    if (account.phoneNumber) await messenger.sendSms(account.phoneNumber, smsText(code), code);
    return {
      username: account.username,
      phoneNumber: account.phoneNumber ? maskPhoneNumber(account.phoneNumber) : null,
      emailAddress: account.email ? maskEmailAddress(account.email) : null,
      phoneNumberIsUnknown: !account.phoneNumber,
      emailAddressIsUnknown: !account.email,
      isVerificationCodeNeeded: true,
      sendDate: account.phoneNumber ? now.toISOString() : null,
      customerNumber: account.customerNumber,
    };
  }

  async function openChallenge(auth: LoginAuth) {
    const [challenge] = await db
      .select()
      .from(loginChallenges)
      .where(
        and(eq(loginChallenges.challengeId, auth.challengeId), eq(loginChallenges.accountId, auth.accountId)),
      );
    if (!challenge || challenge.consumedAt) throw new HttpError(401, serverMessages.loginAttemptEnded);
    return challenge;
  }

  return {
    async login(
      body: { username: string; password: string; rememberMe: boolean },
      ip: string,
    ): Promise<LoginReply> {
      const account = await findAccount(db, eq(accounts.username, body.username.toLowerCase()));
      if (account) await attempts.assertNotBlocked(account, 'password', ip);
      const passwordOk = await verifyPassword(account?.passwordHash ?? null, body.password);
      if (!account || !passwordOk) {
        if (account) await attempts.registerFailure(account.accountId, 'password', ip);
        else await attempts.record(null, 'password', 'failed', ip);
        throw new HttpError(401, serverMessages.incorrectCredentials);
      }
      if (!account.loginActive) {
        await attempts.record(account.accountId, 'password', 'not-activated', ip);
        throw new HttpError(401, serverMessages.accountNotActivated);
      }
      const now = clock.now();
      // The placeholder hash is replaced by sendCode at once; the row exists first so the id binds the code.
      const [challenge] = await db
        .insert(loginChallenges)
        .values({
          accountId: account.accountId,
          codeHash: '',
          rememberMe: body.rememberMe,
          codeSentAt: now,
          codeExpiresAt: now,
          createdAt: now,
        })
        .returning({ challengeId: loginChallenges.challengeId });
      if (!challenge) throw new Error('login challenge was not created');
      const receiver = await sendCode(account, challenge.challengeId);
      await attempts.record(account.accountId, 'password', 'password-accepted', ip);
      const loginToken = await tokens.signLoginToken(account.accountId, challenge.challengeId);
      return { ...receiver, loginToken };
    },

    async resendVerificationCode(auth: LoginAuth, ip: string): Promise<VerificationReceiver> {
      const account = await requireAccount(auth.accountId);
      await attempts.assertNotBlocked(account, 'sms-code', ip);
      const challenge = await openChallenge(auth);
      if (challenge.sendCount >= MAX_CODES_PER_LOGIN) throw new HttpError(429, serverMessages.tooManyCodes);
      await db
        .update(loginChallenges)
        .set({ sendCount: challenge.sendCount + 1 })
        .where(eq(loginChallenges.challengeId, challenge.challengeId));
      return sendCode(account, challenge.challengeId);
    },

    async validateVerificationCode(
      auth: LoginAuth,
      verificationCode: string,
      ip: string,
    ): Promise<AccessTokenReply> {
      const account = await requireAccount(auth.accountId);
      await attempts.assertNotBlocked(account, 'sms-code', ip);
      const challenge = await openChallenge(auth).catch(() => {
        throw new HttpError(400, serverMessages.verificationCodeInvalid);
      });
      const now = clock.now();
      if (challenge.codeExpiresAt.getTime() <= now.getTime()) {
        await attempts.record(account.accountId, 'sms-code', 'code-expired', ip);
        throw new HttpError(400, serverMessages.verificationCodeExpired);
      }
      if (
        !verificationCodeMatches(
          config.codePepper,
          challenge.challengeId,
          verificationCode,
          challenge.codeHash,
        )
      ) {
        await db
          .update(loginChallenges)
          .set({ wrongCodeCount: challenge.wrongCodeCount + 1 })
          .where(eq(loginChallenges.challengeId, challenge.challengeId));
        await attempts.registerFailure(account.accountId, 'sms-code', ip);
        throw new HttpError(400, serverMessages.verificationCodeInvalid);
      }
      // Single use even under a race: only the request that flips consumed_at gets a token.
      const consumed = await db
        .update(loginChallenges)
        .set({ consumedAt: now })
        .where(
          and(eq(loginChallenges.challengeId, challenge.challengeId), isNull(loginChallenges.consumedAt)),
        )
        .returning({ challengeId: loginChallenges.challengeId });
      if (consumed.length === 0) throw new HttpError(400, serverMessages.verificationCodeInvalid);
      await attempts.resetFailures(account.accountId);
      await attempts.record(account.accountId, 'sms-code', 'success', ip);
      return { accessToken: await issueAccessToken(account.accountId) };
    },

    async getAccountDetails(auth: AccessAuth): Promise<AccountDetails> {
      const { accountId, customerNumber, iat } = auth.claims;
      const [row] = await db
        .select({ account: accounts, email: customers.email })
        .from(accounts)
        .innerJoin(customers, eq(customers.customerNumber, accounts.customerNumber))
        .where(eq(accounts.accountId, accountId));
      if (!row) throw new HttpError(401, serverMessages.invalidToken);
      // "Last login" is the one before this session, as the settings screen shows it.
      const [previous] = await db
        .select({ at: loginEvents.at, method: loginEvents.method })
        .from(loginEvents)
        .where(
          and(
            eq(loginEvents.accountId, accountId),
            eq(loginEvents.outcome, 'success'),
            lt(loginEvents.at, new Date(iat * 1000)),
          ),
        )
        .orderBy(desc(loginEvents.at))
        .limit(1);
      const membership = await findMembership(db, customerNumber, isoDay(clock.now()));
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
        paymentMethod: membership.paymentMethod,
        paymentMethodExcess: membership.paymentMethod,
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
