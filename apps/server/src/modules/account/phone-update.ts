import type { RegistrationReceiver, VerificationReceiver } from '@mijn/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { LoginAuth, RegistrationAuth } from '../../auth/authenticate.ts';
import { clientKey } from '../../auth/throttle.ts';
import { accounts, loginChallenges } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import type { ReaderLanguage } from '../../http/reader-language.ts';
import { accountKey, MAX_CODES_PER_LOGIN } from './challenges.ts';
import type { AccountService } from './service.ts';

export type RegistrationPhoneSetter = (
  auth: RegistrationAuth,
  phoneNumber: string,
  ip: string,
  language: ReaderLanguage,
) => Promise<RegistrationReceiver>;

/**
 * Account/updatePhoneNumber: a login whose account has no phone (spec §4 Login step 3) sets it with
 * its loginToken; a registration without a known phone (activeren) sets it with its registrationToken.
 */
export function createPhoneUpdate(
  ctx: AppContext,
  service: AccountService,
  forRegistration: RegistrationPhoneSetter,
) {
  const { db } = ctx;
  const { attempts, throttle, challenges } = service;

  return async function updatePhoneNumber(
    auth: LoginAuth | RegistrationAuth,
    phoneNumber: string,
    ip: string,
    language: ReaderLanguage,
  ): Promise<VerificationReceiver | RegistrationReceiver> {
    if (auth.kind === 'registration') return forRegistration(auth, phoneNumber, ip, language);
    const account = await service.requireAccount(auth.accountId);
    await attempts.assertNotBlocked(account, 'sms-code', ip);
    const challenge = await challenges.open(auth);
    if (challenge.purpose !== 'login') throw new HttpError(401, serverMessages.loginAttemptEnded);
    if (account.phoneNumber) throw new HttpError(400, serverMessages.phoneNumberAlreadyKnown);
    if (challenge.sendCount >= MAX_CODES_PER_LOGIN) throw new HttpError(429, serverMessages.tooManyCodes);
    await throttle.assertCanSend([clientKey(ip), accountKey(account.accountId)]);
    await db.update(accounts).set({ phoneNumber }).where(eq(accounts.accountId, account.accountId));
    await db
      .update(loginChallenges)
      .set({ sendCount: challenge.sendCount + 1 })
      .where(eq(loginChallenges.challengeId, challenge.challengeId));
    return challenges.sendCode({ ...account, phoneNumber }, challenge.challengeId, ip, true, language);
  };
}
