import { createHash, randomUUID } from 'node:crypto';
import type { AccessTokenClaims } from '@mijn/contract';
import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../clock.ts';

export const TOKEN_ISSUER = 'mijn-server';
/** Distinct audiences: a login token can never pass where an access token is expected, nor back. */
export const ACCESS_AUDIENCE = 'mijn-portal';
export const LOGIN_AUDIENCE = 'mijn-login';
export const REGISTRATION_AUDIENCE = 'mijn-registration';
export const PASSWORD_RESET_AUDIENCE = 'mijn-password-reset';
export const PASSKEY_AUDIENCE = 'mijn-passkey';
export const REGISTRATION_TOKEN_MINUTES = 30;
export const PASSWORD_RESET_TOKEN_MINUTES = 10;
/** As long as the challenge it carries (decision 0064). */
export const PASSKEY_TOKEN_MINUTES = 5;
export const ACCESS_TOKEN_MINUTES = 30;
/** A login attempt may take a few resends of the 5-minute code. */
export const LOGIN_TOKEN_MINUTES = 15;

export type AccessClaimsInput = Omit<AccessTokenClaims, 'iat' | 'exp'>;
/**
 * All the server reads of an access token: the session it belongs to (`sid`, decision 0018), whose
 * account (`sub`) and its expiry. The other claims are for the web app to show; who the user is and
 * what they may do come from the session (decision 0084).
 */
const AccessTokenSession = z.object({ sub: z.string(), sid: z.uuid(), exp: z.number() });
export type AccessTokenSession = z.infer<typeof AccessTokenSession>;
export interface LoginPayload {
  accountId: string;
  challengeId: string;
}

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Access tokens whose signature and claims were verified, by their exact text: every logged-in
 * request carries one, and verifying it again each time was a tenth of the request's CPU (decision
 * 0059). Only the expiry depends on the time, so only that is checked again. The oldest goes first.
 */
const REMEMBERED_ACCESS_TOKENS = 10_000;

/** The key that signs (JWT_SECRET) and the one before it, which only verifies (JWT_PREVIOUS_SECRET). */
export interface TokenKeys {
  current: string;
  previous: string | null;
}

/**
 * A key's id, derived from the key itself: no setting to keep in step, and two keys never share
 * one. A truncated hash of a secret of 32 or more characters tells nothing a token does not already.
 */
export const keyIdOf = (secret: string) =>
  createHash('sha256').update(`mijn-token-key:${secret}`).digest('base64url').slice(0, 16);

/**
 * Picks the verifying key by the token's `kid`: the current key or the previous one (decision 0112).
 * A token without a key id was signed before tokens carried one, with the key that was current then.
 */
function keyChooser(keys: TokenKeys): { signing: { kid: string; key: Uint8Array }; choose: JWTVerifyGetKey } {
  const encode = (secret: string) => new TextEncoder().encode(secret);
  const signing = { kid: keyIdOf(keys.current), key: encode(keys.current) };
  const byId = new Map([[signing.kid, signing.key]]);
  if (keys.previous) byId.set(keyIdOf(keys.previous), encode(keys.previous));
  const choose: JWTVerifyGetKey = ({ kid }) => {
    const key = kid === undefined ? signing.key : byId.get(kid);
    if (!key) throw new errors.JWKSNoMatchingKey();
    return key;
  };
  return { signing, choose };
}

export function createTokenService(keys: TokenKeys, clock: Clock) {
  const { signing, choose } = keyChooser(keys);
  const verifiedAccessTokens = new Map<string, AccessTokenSession>();

  /** `expiresAt` ends the token with its session rather than `minutes` from now. */
  async function sign(
    payload: JWTPayload,
    subject: string,
    audience: string,
    minutes: number,
    expiresAt?: Date,
  ) {
    const iat = seconds(clock.now());
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: signing.kid })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(audience)
      .setSubject(subject)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(expiresAt ? seconds(expiresAt) : iat + minutes * 60)
      .sign(signing.key);
  }

  async function verify(token: string, audience: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, choose, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience,
        currentDate: clock.now(),
        requiredClaims: ['sub', 'iat', 'exp', 'jti'],
      });
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.code);
      throw error;
    }
  }

  return {
    signAccessToken: (claims: AccessClaimsInput, sessionId: string, sessionEnd: Date) =>
      sign(
        { ...claims, sid: sessionId },
        claims.accountId,
        ACCESS_AUDIENCE,
        ACCESS_TOKEN_MINUTES,
        sessionEnd,
      ),

    signLoginToken: (accountId: string, challengeId: string) =>
      sign({ challengeId }, accountId, LOGIN_AUDIENCE, LOGIN_TOKEN_MINUTES),

    async verifyAccessToken(token: string): Promise<AccessTokenSession> {
      const known = verifiedAccessTokens.get(token);
      if (known) {
        // jose's own rule: expired when exp is at or before now, in whole seconds.
        if (known.exp <= seconds(clock.now())) throw new InvalidTokenError('ERR_JWT_EXPIRED');
        return known;
      }
      const parsed = AccessTokenSession.safeParse(await verify(token, ACCESS_AUDIENCE));
      if (!parsed.success) throw new InvalidTokenError('ERR_CLAIMS');
      if (verifiedAccessTokens.size >= REMEMBERED_ACCESS_TOKENS) {
        verifiedAccessTokens.delete(verifiedAccessTokens.keys().next().value as string);
      }
      verifiedAccessTokens.set(token, parsed.data);
      return parsed.data;
    },

    /** Bearer of the registration steps; the subject is the registration attempt (0007). */
    signRegistrationToken: (attemptId: string) =>
      sign({}, attemptId, REGISTRATION_AUDIENCE, REGISTRATION_TOKEN_MINUTES),

    /** Bearer of UpdatePassword after a forgot-password code; the subject is the password reset row. */
    signPasswordResetToken: (resetId: string) =>
      sign({}, resetId, PASSWORD_RESET_AUDIENCE, PASSWORD_RESET_TOKEN_MINUTES),

    /** Bearer of Passkey/Login; the subject is the stored challenge of the passkey login (0064). */
    signPasskeyToken: (ceremonyId: string) => sign({}, ceremonyId, PASSKEY_AUDIENCE, PASSKEY_TOKEN_MINUTES),

    /** The subject of a registration, password-reset or passkey token. */
    async verifySubjectToken(token: string, audience: string): Promise<string> {
      const payload = await verify(token, audience);
      if (!payload.sub) throw new InvalidTokenError('ERR_CLAIMS');
      return payload.sub;
    },

    async verifyLoginToken(token: string): Promise<LoginPayload> {
      const payload = await verify(token, LOGIN_AUDIENCE);
      if (typeof payload.challengeId !== 'string' || !payload.sub) throw new InvalidTokenError('ERR_CLAIMS');
      return { accountId: payload.sub, challengeId: payload.challengeId };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
