import type { VerificationReceiver } from '@mijn/contract';
import { CODE_VALIDITY_MINUTES } from '@mijn/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { LoginAuth } from '../../auth/authenticate.ts';
import type { LoginAttempts, LoginMethod } from '../../auth/login-attempts.ts';
import { maskEmailAddress, maskPhoneNumber } from '../../auth/masking.ts';
import { accountKey, clientKey, type Throttle } from '../../auth/throttle.ts';
import {
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from '../../auth/verification-codes.ts';
import { loginChallenges } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import type { ReaderLanguage } from '../../http/reader-language.ts';
import { messageTexts } from '../../messaging/message-texts.ts';
import type { AccountRow } from './account-lookup.ts';

export type ChallengePurpose = 'login' | 'reset-username' | 'reset-password';

/** The first code and two resends; more answers 429 and the user starts again. */
export const MAX_CODES_PER_LOGIN = 3;

export { accountKey };

/**
 * The SMS code of a login or forgot flow: a row per attempt, the code hashed and bound to it, its
 * purpose fixed so a code opens only what it was sent for (0004, 0007).
 */
export function createChallenges(ctx: AppContext, attempts: LoginAttempts, throttle: Throttle) {
  const { db, clock, config, messenger } = ctx;

  /**
   * Sends a fresh code when a phone number is known. A login's first code counts only for the client
   * address (the password was right); every other send counts for the account too.
   */
  async function sendCode(
    account: AccountRow,
    challengeId: string,
    ip: string,
    countsForAccount: boolean,
    language: ReaderLanguage,
  ): Promise<VerificationReceiver> {
    const now = clock.now();
    const keys = countsForAccount ? [clientKey(ip), accountKey(account.accountId)] : [clientKey(ip)];
    if (account.phoneNumber) await throttle.assertCanSend(keys);
    const code = generateVerificationCode();
    await db
      .update(loginChallenges)
      .set({
        codeHash: hashVerificationCode(config.codePepper, challengeId, code),
        codeSentAt: now,
        codeExpiresAt: new Date(now.getTime() + CODE_VALIDITY_MINUTES * 60_000),
      })
      .where(eq(loginChallenges.challengeId, challengeId));
    if (account.phoneNumber) {
      await messenger.sendSms(account.phoneNumber, messageTexts.verificationCodeSms(language, code), code);
      await throttle.recordSend(keys);
    }
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

  return {
    sendCode,

    /** A new challenge row; the placeholder hash is replaced by sendCode at once. */
    async create(accountId: string, purpose: ChallengePurpose, rememberMe: boolean): Promise<string> {
      const now = clock.now();
      const [challenge] = await db
        .insert(loginChallenges)
        .values({
          accountId,
          purpose,
          codeHash: '',
          rememberMe,
          codeSentAt: now,
          codeExpiresAt: now,
          createdAt: now,
        })
        .returning({ challengeId: loginChallenges.challengeId });
      if (!challenge) throw new Error('challenge was not created');
      return challenge.challengeId;
    },

    async open(auth: LoginAuth) {
      const [challenge] = await db
        .select()
        .from(loginChallenges)
        .where(
          and(
            eq(loginChallenges.challengeId, auth.challengeId),
            eq(loginChallenges.accountId, auth.accountId),
          ),
        );
      if (!challenge || challenge.consumedAt) throw new HttpError(401, serverMessages.loginAttemptEnded);
      return challenge;
    },

    /**
     * Checks the code of the bearer's challenge and consumes it; a wrong code counts towards the block.
     * A challenge of another purpose answers as a wrong code does, without counting.
     */
    async consume(
      auth: LoginAuth,
      account: AccountRow,
      verificationCode: string,
      purposes: readonly ChallengePurpose[],
      method: LoginMethod,
      ip: string,
      userAgent?: string,
    ) {
      await attempts.assertNotBlocked(account, method, ip, userAgent);
      await throttle.assertCanGuess([clientKey(ip)]);
      const [challenge] = await db
        .select()
        .from(loginChallenges)
        .where(
          and(
            eq(loginChallenges.challengeId, auth.challengeId),
            eq(loginChallenges.accountId, auth.accountId),
          ),
        );
      if (!challenge || challenge.consumedAt || !purposes.includes(challenge.purpose)) {
        throw new HttpError(400, serverMessages.verificationCodeInvalid);
      }
      const now = clock.now();
      if (challenge.codeExpiresAt.getTime() <= now.getTime()) {
        await attempts.record(account.accountId, method, 'code-expired', ip);
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
        await throttle.recordWrongGuess([clientKey(ip)]);
        await attempts.registerFailure(account.accountId, method, ip, userAgent);
        throw new HttpError(400, serverMessages.verificationCodeInvalid);
      }
      // Single use even under a race: only the request that flips consumed_at goes on.
      const consumed = await db
        .update(loginChallenges)
        .set({ consumedAt: now })
        .where(
          and(eq(loginChallenges.challengeId, challenge.challengeId), isNull(loginChallenges.consumedAt)),
        )
        .returning({ challengeId: loginChallenges.challengeId });
      if (consumed.length === 0) throw new HttpError(400, serverMessages.verificationCodeInvalid);
      await attempts.resetFailures(account.accountId, ip);
      return challenge;
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;
