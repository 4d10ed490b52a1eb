import type { IncomingHttpHeaders } from 'node:http';
import type { UpdatePasswordReply } from '@mijn/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { AppContext } from '../../app-context.ts';
import { bearerOf, passwordResetOf } from '../../auth/flow-tokens.ts';
import { PASSWORD_RESET_AUDIENCE } from '../../auth/tokens.ts';
import { accounts, loginBlocks, passwordResets } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { findAccount } from './account-lookup.ts';
import type { AccountService } from './service.ts';

/** Which bearer this is, read without trusting it; the matching verifier then checks it fully. */
function audienceOf(token: string): unknown {
  try {
    return decodeJwt(token).aud;
  } catch {
    return undefined;
  }
}

/**
 * Account/UpdatePassword: with the forgot flow's resetToken (single use) or an access token with u-pw
 * (the temporary-password popup). Either way every session issued before now ends (0004, 0007).
 */
export function createPasswordUpdate(ctx: AppContext, service: AccountService) {
  const { db, clock, messenger } = ctx;

  async function setPassword(accountId: string, password: string) {
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
    const account = await findAccount(db, eq(accounts.accountId, accountId));
    if (account?.email) {
      await messenger.sendEmail(
        account.email,
        'Uw wachtwoord is gewijzigd',
        'Het wachtwoord van uw account is gewijzigd. Heeft u dit niet zelf gedaan? Neem dan contact met ons op.',
      );
    }
  }

  return async function updatePassword(
    headers: IncomingHttpHeaders,
    password: string,
    ip: string,
  ): Promise<UpdatePasswordReply> {
    const token = bearerOf(headers);
    if (!token) throw new HttpError(401, serverMessages.missingToken);
    if (audienceOf(token) === PASSWORD_RESET_AUDIENCE) {
      const resetId = await passwordResetOf(ctx.tokens, headers);
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
      await setPassword(reset.accountId, password);
      await service.attempts.record(reset.accountId, 'forgot', 'password-changed', ip);
      return {};
    }
    const auth = await ctx.authenticate({ headers }, 'u-pw');
    if (auth?.kind !== 'access') throw new HttpError(401, serverMessages.invalidToken);
    await setPassword(auth.claims.accountId, password);
    await service.attempts.record(auth.claims.accountId, 'password', 'password-changed', ip);
    return { accessToken: await service.issueAccessToken(auth.claims.accountId) };
  };
}
