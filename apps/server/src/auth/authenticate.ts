import type { IncomingHttpHeaders } from 'node:http';
import type { EndpointPermission } from '@mijn/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import { HttpError, serverMessages } from '../http/http-error.ts';
import { bearerOf } from './flow-tokens.ts';
import { isSessionOpen } from './sessions.ts';
import { type AccessPayload, InvalidTokenError, type TokenService } from './tokens.ts';

export type LoginAuth = { kind: 'login'; accountId: string; challengeId: string };
export type AccessAuth = { kind: 'access'; claims: AccessPayload };
export type Auth = LoginAuth | AccessAuth;

/** What a handler of an endpoint with this permission is guaranteed to receive. */
export type AuthFor<P extends EndpointPermission> = P extends 'public'
  ? null
  : P extends 'login-token'
    ? LoginAuth
    : AccessAuth;

const unauthorized = (message: string = serverMessages.invalidToken) => new HttpError(401, message);

function bearerToken(request: { headers: IncomingHttpHeaders }): string {
  const token = bearerOf(request.headers);
  if (!token) throw unauthorized(serverMessages.missingToken);
  return token;
}

export function createAuthenticator(tokens: TokenService, db: Db) {
  /** Login tokens issued before the password was last set are refused on every instance (the DB decides). */
  async function assertLoginValid(accountId: string, issuedAt: number) {
    const [account] = await db
      .select({ sessionsValidFrom: accounts.sessionsValidFrom })
      .from(accounts)
      .where(eq(accounts.accountId, accountId));
    if (!account || issuedAt < Math.floor(account.sessionsValidFrom.getTime() / 1000)) throw unauthorized();
  }

  return async function authenticate(
    // A Fastify request, or a handler's request where a call takes one of several bearers (0007).
    request: { headers: IncomingHttpHeaders },
    permission: EndpointPermission,
  ): Promise<Auth | null> {
    if (permission === 'public') return null;
    const token = bearerToken(request);
    try {
      if (permission === 'login-token') {
        const login = await tokens.verifyLoginToken(token);
        await assertLoginValid(login.accountId, login.iat);
        return { kind: 'login', accountId: login.accountId, challengeId: login.challengeId };
      }
      const claims = await tokens.verifyAccessToken(token);
      // Logout and a new password end the session itself (decision 0018): no second-resolution race.
      if (!(await isSessionOpen(db, claims.sid, claims.accountId))) throw unauthorized();
      if (permission !== 'authenticated' && !claims.permissions.includes(permission)) {
        throw new HttpError(403, serverMessages.forbidden);
      }
      return { kind: 'access', claims };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized();
      throw error;
    }
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
