import type { IncomingHttpHeaders } from 'node:http';
import {
  type BearerPermission,
  bearersOf,
  type EndpointPermission,
  type SessionPermission,
} from '@mijn/contract';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { accounts, loginChallenges } from '../db/schema.ts';
import { HttpError, serverMessages } from '../http/http-error.ts';
import { bearerOf, chooseBearer } from './flow-tokens.ts';
import type { SessionCheck, SessionUser } from './sessions.ts';
import {
  InvalidTokenError,
  LOGIN_TOKEN_MINUTES,
  type LoginPayload,
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
/** A logged-in user as the server's session holds them, not as the token claims them (decision 0084). */
export type AccessAuth = { kind: 'access'; user: SessionUser };
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

export function createAuthenticator(tokens: TokenService, db: Db, clock: Clock, openSessions: SessionCheck) {
  /**
   * The login attempt a login token names, as the server holds it (decision 0084): its account, and
   * refused once the attempt is older than a login token lives, or when the password was set after
   * it began (every instance reads the database).
   */
  async function loginAttempt(login: LoginPayload): Promise<LoginAuth> {
    const [attempt] = await db
      .select({ createdAt: loginChallenges.createdAt, sessionsValidFrom: accounts.sessionsValidFrom })
      .from(loginChallenges)
      .innerJoin(accounts, eq(accounts.accountId, loginChallenges.accountId))
      .where(
        and(
          eq(loginChallenges.challengeId, login.challengeId),
          eq(loginChallenges.accountId, login.accountId),
        ),
      );
    const age = clock.now().getTime() - (attempt?.createdAt.getTime() ?? 0);
    if (!attempt || attempt.createdAt < attempt.sessionsValidFrom || age >= LOGIN_TOKEN_MINUTES * 60_000) {
      throw unauthorized();
    }
    return { kind: 'login', ...login };
  }

  async function session(token: string, permission: SessionPermission): Promise<AccessAuth> {
    const { sid, sub } = await tokens.verifyAccessToken(token);
    // Logout and a new password end the session itself (decision 0018): no second-resolution race.
    const user = await openSessions.userOf(sid);
    if (!user || user.accountId !== sub || user.expiresAt <= clock.now()) throw unauthorized();
    if (permission !== 'authenticated' && !user.permissions.includes(permission)) {
      throw new HttpError(403, serverMessages.forbidden);
    }
    return { kind: 'access', user };
  }

  async function verify(token: string, bearer: BearerPermission): Promise<Auth> {
    switch (bearer) {
      case 'login-token':
        return loginAttempt(await tokens.verifyLoginToken(token));
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
