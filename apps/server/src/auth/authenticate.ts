import type { IncomingHttpHeaders } from 'node:http';
import {
  type BearerPermission,
  bearersOf,
  type EndpointPermission,
  type SessionPermission,
} from '@mijn/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import { HttpError, serverMessages } from '../http/http-error.ts';
import { bearerOf, chooseBearer } from './flow-tokens.ts';
import type { SessionCheck } from './sessions.ts';
import {
  type AccessPayload,
  InvalidTokenError,
  PASSKEY_AUDIENCE,
  PASSWORD_RESET_AUDIENCE,
  REGISTRATION_AUDIENCE,
  type TokenService,
} from './tokens.ts';

export type LoginAuth = { kind: 'login'; accountId: string; challengeId: string };
/** The registration attempt of a registrationToken (decision 0007). */
export type RegistrationAuth = { kind: 'registration'; attemptId: string };
/** The password reset of a resetToken (decision 0007). */
export type PasswordResetAuth = { kind: 'password-reset'; resetId: string };
/** The passkey login of a passkeyToken: its stored challenge (decision 0064). */
export type PasskeyAuth = { kind: 'passkey'; ceremonyId: string };
export type AccessAuth = { kind: 'access'; claims: AccessPayload };
export type Auth = LoginAuth | RegistrationAuth | PasswordResetAuth | PasskeyAuth | AccessAuth;

type AuthOf<B> = B extends 'login-token'
  ? LoginAuth
  : B extends 'registration-token'
    ? RegistrationAuth
    : B extends 'password-reset-token'
      ? PasswordResetAuth
      : B extends 'passkey-token'
        ? PasskeyAuth
        : AccessAuth;

/** What a handler of an endpoint with this permission is guaranteed to receive. */
export type AuthFor<P extends EndpointPermission> = P extends 'public'
  ? null
  : P extends readonly (infer B)[]
    ? AuthOf<B>
    : AuthOf<P>;

const unauthorized = (message: string = serverMessages.invalidToken) => new HttpError(401, message);

/** A flow's own text for its token that is wrong or expired, so its screen can send the user back. */
function refusedText(bearer: BearerPermission): string {
  if (bearer === 'registration-token') return serverMessages.registrationEnded;
  if (bearer === 'password-reset-token') return serverMessages.resetEnded;
  if (bearer === 'passkey-token') return serverMessages.passkeyAttemptEnded;
  return serverMessages.invalidToken;
}

export function createAuthenticator(tokens: TokenService, db: Db, openSessions: SessionCheck) {
  /** Login tokens issued before the password was last set are refused on every instance (the DB decides). */
  async function assertLoginValid(accountId: string, issuedAt: number) {
    const [account] = await db
      .select({ sessionsValidFrom: accounts.sessionsValidFrom })
      .from(accounts)
      .where(eq(accounts.accountId, accountId));
    if (!account || issuedAt < Math.floor(account.sessionsValidFrom.getTime() / 1000)) throw unauthorized();
  }

  async function session(token: string, permission: SessionPermission): Promise<AccessAuth> {
    const claims = await tokens.verifyAccessToken(token);
    // Logout and a new password end the session itself (decision 0018): no second-resolution race.
    if (!(await openSessions.isOpen(claims.sid, claims.accountId))) throw unauthorized();
    if (permission !== 'authenticated' && !claims.permissions.includes(permission)) {
      throw new HttpError(403, serverMessages.forbidden);
    }
    return { kind: 'access', claims };
  }

  async function verify(token: string, bearer: BearerPermission): Promise<Auth> {
    switch (bearer) {
      case 'login-token': {
        const login = await tokens.verifyLoginToken(token);
        await assertLoginValid(login.accountId, login.iat);
        return { kind: 'login', accountId: login.accountId, challengeId: login.challengeId };
      }
      case 'registration-token':
        return {
          kind: 'registration',
          attemptId: await tokens.verifySubjectToken(token, REGISTRATION_AUDIENCE),
        };
      case 'password-reset-token':
        return {
          kind: 'password-reset',
          resetId: await tokens.verifySubjectToken(token, PASSWORD_RESET_AUDIENCE),
        };
      case 'passkey-token':
        return { kind: 'passkey', ceremonyId: await tokens.verifySubjectToken(token, PASSKEY_AUDIENCE) };
      default:
        return session(token, bearer);
    }
  }

  /**
   * The one check of every endpoint's permission, in the onRequest hook before the body is read:
   * the bearer token of the Authorization header, verified as the bearer the endpoint accepts.
   */
  return async function authenticate(
    request: { headers: IncomingHttpHeaders },
    permission: EndpointPermission,
  ): Promise<Auth | null> {
    const bearers = bearersOf(permission);
    if (bearers.length === 0) return null;
    const token = bearerOf(request.headers);
    if (!token) throw unauthorized(serverMessages.missingToken);
    const bearer = chooseBearer(token, bearers);
    try {
      return await verify(token, bearer);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized(refusedText(bearer));
      throw error;
    }
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
