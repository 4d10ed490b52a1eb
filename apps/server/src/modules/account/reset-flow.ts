import type { LoginReply, ResetFlowReply, ResetType } from '@mijn/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { LoginAuth } from '../../auth/authenticate.ts';
import { maskEmailAddress } from '../../auth/masking.ts';
import { clientKey } from '../../auth/throttle.ts';
import { PASSWORD_RESET_TOKEN_MINUTES } from '../../auth/tokens.ts';
import { accounts, customers, passwordResets, policies } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import type { ReaderLanguage } from '../../http/reader-language.ts';
import { messageTexts } from '../../messaging/message-texts.ts';
import { type AccountRow, findAccount } from './account-lookup.ts';
import type { ChallengePurpose } from './challenges.ts';
import type { AccountService } from './service.ts';

const purposeOf: Record<ResetType, ChallengePurpose> = {
  username: 'reset-username',
  password: 'reset-password',
};

/** 'Account does not have: phone number, e-mail address' names what a forgot flow lacks (spec §4). */
function assertReachable(account: AccountRow, needsEmail: boolean) {
  const missing = [
    ...(account.phoneNumber ? [] : ['phone number']),
    ...(needsEmail && !account.email ? ['e-mail address'] : []),
  ];
  if (missing.length > 0) {
    throw new HttpError(400, `${serverMessages.accountDoesNotHave}${missing.join(', ')}`);
  }
}

/** Forgotten username and password (spec §4 Forgot flow, §8; decision 0007). */
export function createResetFlow(ctx: AppContext, service: AccountService) {
  const { db, clock, tokens, messenger } = ctx;
  const { attempts, usernameGuesses, throttle, challenges } = service;

  async function startReset(
    account: AccountRow,
    resetType: ResetType,
    ip: string,
    language: ReaderLanguage,
  ): Promise<LoginReply> {
    await attempts.assertNotBlocked(account, 'forgot', ip);
    if (!account.loginActive) throw new HttpError(400, serverMessages.accountNotActivated);
    assertReachable(account, resetType === 'username');
    const challengeId = await challenges.create(account.accountId, purposeOf[resetType], false);
    const receiver = await challenges.sendCode(account, challengeId, ip, true, language);
    await attempts.record(account.accountId, 'forgot', 'code-sent', ip);
    return { ...receiver, loginToken: await tokens.signLoginToken(account.accountId, challengeId) };
  }

  return {
    async resetPassword(
      body: { username: string; birthDate: string },
      ip: string,
      language: ReaderLanguage,
    ): Promise<LoginReply> {
      await throttle.assertCanGuess([clientKey(ip)]);
      const account = await findAccount(db, eq(accounts.username, body.username.toLowerCase()));
      // An unknown username is a wrong pair like a wrong birth date: the same answer, block and work (0083).
      const guess = { account, username: body.username, method: 'forgot', ip } as const;
      await usernameGuesses.assertNotBlocked(guess);
      if (!account || account.birthDate !== body.birthDate) {
        await throttle.recordWrongGuess([clientKey(ip)]);
        await usernameGuesses.registerFailure(guess);
        throw new HttpError(400, serverMessages.couldNotSendVerificationCode);
      }
      return startReset(account, 'password', ip, language);
    },

    async resetUsername(
      body: { policyNumber: string; birthDate: string },
      ip: string,
      language: ReaderLanguage,
    ): Promise<LoginReply> {
      const policyKey = `policy:${body.policyNumber}`;
      await throttle.assertCanGuess([clientKey(ip), policyKey]);
      const [policy] = await db
        .select({ customerNumber: policies.customerNumber })
        .from(policies)
        .where(eq(policies.policyNumber, body.policyNumber));
      const account = policy
        ? await findAccount(db, eq(accounts.customerNumber, policy.customerNumber))
        : undefined;
      if (account) await attempts.assertNotBlocked(account, 'forgot', ip);
      const birthDateMatches =
        policy !== undefined && (await birthDateOf(policy.customerNumber)) === body.birthDate;
      if (!birthDateMatches) {
        await throttle.recordWrongGuess([clientKey(ip), policyKey]);
        if (account) await attempts.registerFailure(account.accountId, 'forgot', ip);
        else await attempts.record(null, 'forgot', 'failed', ip);
        throw new HttpError(400, serverMessages.couldNotSendVerificationCode);
      }
      if (!account) throw new HttpError(400, serverMessages.accountNotFound);
      return startReset(account, 'username', ip, language);
    },

    async validateResetFlow(
      auth: LoginAuth,
      body: { verificationCode: string; resetType: ResetType },
      ip: string,
      language: ReaderLanguage,
    ): Promise<ResetFlowReply> {
      const account = await service.requireAccount(auth.accountId);
      await challenges.consume(
        auth,
        account,
        body.verificationCode,
        [purposeOf[body.resetType]],
        'forgot',
        ip,
      );
      await attempts.record(account.accountId, 'forgot', 'reset-code-accepted', ip);
      const email = account.email ? maskEmailAddress(account.email) : null;
      if (body.resetType === 'username') {
        if (account.email) {
          const { subject, text } = messageTexts.usernameEmail(language, account.username);
          await messenger.sendEmail(account.email, subject, text);
        }
        return { email };
      }
      const now = clock.now();
      const [reset] = await db
        .insert(passwordResets)
        .values({
          accountId: account.accountId,
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_TOKEN_MINUTES * 60_000),
          createdAt: now,
        })
        .returning({ resetId: passwordResets.resetId });
      if (!reset) throw new Error('password reset was not created');
      return { email, resetToken: await tokens.signPasswordResetToken(reset.resetId) };
    },
  };

  async function birthDateOf(customerNumber: string): Promise<string | undefined> {
    const [row] = await db
      .select({ birthDate: customers.birthDate })
      .from(customers)
      .where(eq(customers.customerNumber, customerNumber));
    return row?.birthDate;
  }
}
