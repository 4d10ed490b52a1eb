import type { UpdatePasswordReply } from '@mijn/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth, PasswordResetAuth } from '../../auth/authenticate.ts';
import { createCurrentPasswordCheck } from '../../auth/current-password.ts';
import { passkeyNamesOf } from '../../auth/passkey-names.ts';
import { accounts, loginBlocks, loginChallenges, passwordResets } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import type { ReaderLanguage } from '../../http/reader-language.ts';
import { rememberAccountLanguage } from '../../messaging/account-language.ts';
import { messageTexts } from '../../messaging/message-texts.ts';
import { findAccount } from './account-lookup.ts';
import type { AccountService } from './service.ts';

/**
 * Account/UpdatePassword: with the forgot flow's resetToken (single use), or logged in with an access
 * token with u-pw and the current password (a stolen token alone cannot take the account). Either way
 * every session and every login in progress ends (0004, 0007, 0018).
 */
export function createPasswordUpdate(ctx: AppContext, service: AccountService) {
  const { db, clock, messenger, sessions } = ctx;

  async function setPassword(accountId: string, password: string, language: ReaderLanguage) {
    const passwordHash = await ctx.hashPassword(password);
    await db
      .update(accounts)
      .set({
        passwordHash,
        shouldResetPassword: false,
        sessionsValidFrom: clock.now(),
        failedAttempts: 0,
        blockedUntil: null,
      })
      .where(eq(accounts.accountId, accountId));
    await db.delete(loginBlocks).where(eq(loginBlocks.accountId, accountId));
    await sessions.endAll(accountId);
    await db
      .update(loginChallenges)
      .set({ consumedAt: clock.now() })
      .where(and(eq(loginChallenges.accountId, accountId), isNull(loginChallenges.consumedAt)));
    const account = await findAccount(db, eq(accounts.accountId, accountId));
    if (account?.email) {
      const passkeyNames = await passkeyNamesOf(db, accountId);
      const { subject, text } = messageTexts.passwordChangedEmail(language, passkeyNames);
      await messenger.sendEmail(account.email, subject, text);
    }
  }

  const assertCurrentPassword = createCurrentPasswordCheck(db, service.attempts, service.throttle);

  return async function updatePassword(
    auth: PasswordResetAuth | AccessAuth,
    body: { Password: string; CurrentPassword?: string | undefined },
    ip: string,
    language: ReaderLanguage,
  ): Promise<UpdatePasswordReply> {
    const password = body.Password;
    if (auth.kind === 'password-reset') {
      const { resetId } = auth;
      const now = clock.now();
      // Single use even under a race: only the request that flips used_at sets the password.
      const [reset] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.resetId, resetId),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ accountId: passwordResets.accountId });
      if (!reset) throw new HttpError(401, serverMessages.resetEnded);
      await setPassword(reset.accountId, password, language);
      await service.attempts.record(reset.accountId, 'forgot', 'password-changed', ip);
      return {};
    }
    await assertCurrentPassword(auth.user.accountId, body.CurrentPassword, ip);
    await setPassword(auth.user.accountId, password, language);
    await rememberAccountLanguage(db, auth.user.accountId, language);
    await service.attempts.record(auth.user.accountId, 'password', 'password-changed', ip);
    return { accessToken: await service.accessTokens.startSession(auth.user.accountId) };
  };
}
