import { createHmac } from 'node:crypto';
import {
  type AccessTokenReply,
  type AuthenticationCredential,
  type PasskeyLoginOptionsReply,
  PasskeyRequestOptions,
} from '@mijn/contract';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { AccessTokenIssuer } from '../../auth/access-token-issuer.ts';
import type { PasskeyAuth } from '../../auth/authenticate.ts';
import type { LoginAttempts } from '../../auth/login-attempts.ts';
import { clientKey, type Throttle } from '../../auth/throttle.ts';
import { accounts, passkeys } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import type { ReaderLanguage } from '../../http/reader-language.ts';
import { rememberAccountLanguage } from '../../messaging/account-language.ts';
import type { createPasskeyChallenges } from './challenges.ts';
import { descriptorOf, type PasskeyRow, userHandleOf } from './passkey-rows.ts';
import type { RelyingParty } from './relying-party.ts';

type Assertion = z.output<typeof AuthenticationCredential>;

const notRecognised = () => new HttpError(401, serverMessages.passkeyNotRecognised);

export interface PasskeyLoginRequest {
  rp: RelyingParty;
  ip: string;
  language: ReaderLanguage;
  userAgent: string | undefined;
}

/**
 * The one-step login with a passkey (decision 0064). Refused as a password login is: throttled per
 * client address, 423 while the account is blocked here, every failure counted; success gives the
 * access token of a password + SMS login.
 */
export function createPasskeyLogin(
  { db, config, tokens }: Pick<AppContext, 'db' | 'config' | 'tokens'>,
  challenges: ReturnType<typeof createPasskeyChallenges>,
  attempts: LoginAttempts,
  throttle: Throttle,
  accessTokens: AccessTokenIssuer,
) {
  /**
   * What a username without passkeys on this host is answered: an id that no authenticator holds,
   * the same on every ask, so the answer does not tell whether the username exists (enumeration).
   */
  const standInCredential = (username: string, rpId: string) => ({
    id: isoBase64URL.fromBuffer(
      createHmac('sha256', config.codePepper)
        .update(`passkey-stand-in\0${rpId}\0${username}`)
        .digest()
        .subarray(0, 16),
    ),
    transports: ['hybrid', 'internal'],
  });

  async function allowedFor(username: string, rpId: string) {
    const rows = await db
      .select({
        accountId: accounts.accountId,
        credentialId: passkeys.credentialId,
        transports: passkeys.transports,
      })
      .from(accounts)
      .leftJoin(passkeys, and(eq(passkeys.accountId, accounts.accountId), eq(passkeys.rpId, rpId)))
      .where(eq(accounts.username, username));
    const own = rows.flatMap((row) =>
      row.credentialId && row.transports
        ? [descriptorOf({ credentialId: row.credentialId, transports: row.transports })]
        : [],
    );
    return {
      accountId: rows[0]?.accountId ?? null,
      allowCredentials: own.length > 0 ? own : [standInCredential(username, rpId)],
    };
  }

  /** A failed assertion of a known passkey counts against its account, as a wrong password does. */
  async function refuse(passkey: PasskeyRow | undefined, request: PasskeyLoginRequest): Promise<never> {
    await throttle.recordWrongGuess([clientKey(request.ip)]);
    if (passkey) {
      await attempts.registerFailure(passkey.accountId, 'passkey', request.ip, request.userAgent);
    }
    throw notRecognised();
  }

  return {
    async options(username: string | undefined, rp: RelyingParty): Promise<PasskeyLoginOptionsReply> {
      const named = username ? await allowedFor(username.toLowerCase(), rp.rpId) : null;
      const options = await generateAuthenticationOptions({
        rpID: rp.rpId,
        userVerification: 'required',
        ...(named ? { allowCredentials: named.allowCredentials } : {}),
      });
      const challengeId = await challenges.startLogin(rp.rpId, options.challenge, {
        given: named !== null,
        accountId: named?.accountId ?? null,
      });
      return {
        options: PasskeyRequestOptions.parse(options),
        passkeyToken: await tokens.signPasskeyToken(challengeId),
      };
    },

    async login(
      auth: PasskeyAuth,
      assertion: Assertion,
      request: PasskeyLoginRequest,
    ): Promise<AccessTokenReply> {
      const { rp, ip, userAgent } = request;
      await throttle.assertCanGuess([clientKey(ip)]);
      const challenge = await challenges.consumeLogin(auth.ceremonyId, rp.rpId);
      if (!challenge) throw new HttpError(401, serverMessages.passkeyAttemptEnded);
      const [passkey] = await db
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.credentialId, assertion.id), eq(passkeys.rpId, rp.rpId)));
      const asked = !challenge.usernameGiven || passkey?.accountId === challenge.accountId;
      if (!passkey || !asked) return refuse(undefined, request);
      const [account] = await db
        .select({
          accountId: accounts.accountId,
          blockedUntil: accounts.blockedUntil,
          loginActive: accounts.loginActive,
        })
        .from(accounts)
        .where(eq(accounts.accountId, passkey.accountId));
      if (!account) return refuse(undefined, request);
      await attempts.assertNotBlocked(account, 'passkey', ip, userAgent);
      const verification = await verifyAuthenticationResponse({
        response: assertion as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        expectedChallenge: challenge.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpId,
        credential: {
          id: passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      }).catch(() => null);
      const handle = assertion.response.userHandle;
      if (!verification?.verified || (handle !== undefined && handle !== userHandleOf(passkey.accountId))) {
        return refuse(passkey, request);
      }
      if (!account.loginActive) {
        await attempts.record(account.accountId, 'passkey', 'not-activated', ip);
        throw new HttpError(401, serverMessages.accountNotActivated);
      }
      const { newCounter, credentialBackedUp, credentialDeviceType } = verification.authenticationInfo;
      await db
        .update(passkeys)
        .set({
          counter: newCounter,
          backedUp: credentialBackedUp,
          deviceType: credentialDeviceType,
          lastUsedAt: challenge.consumedAt,
        })
        .where(eq(passkeys.passkeyId, passkey.passkeyId));
      await attempts.resetFailures(account.accountId, ip);
      await rememberAccountLanguage(db, account.accountId, request.language);
      await attempts.record(account.accountId, 'passkey', 'success', ip, userAgent);
      return { accessToken: await accessTokens.startSession(account.accountId) };
    },
  };
}
