import type { IncomingHttpHeaders } from 'node:http';
import { HttpError, serverMessages } from '../http/http-error.ts';
import {
  InvalidTokenError,
  PASSWORD_RESET_AUDIENCE,
  REGISTRATION_AUDIENCE,
  type TokenService,
} from './tokens.ts';

/** The bearer token of the Authorization header, or null. */
export function bearerOf(headers: IncomingHttpHeaders): string | null {
  const header = headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

async function subjectOf(
  tokens: TokenService,
  headers: IncomingHttpHeaders,
  audience: string,
  ended: string,
) {
  const token = bearerOf(headers);
  if (!token) throw new HttpError(401, serverMessages.missingToken);
  try {
    return await tokens.verifySubjectToken(token, audience);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw new HttpError(401, ended);
    throw error;
  }
}

/** The registration attempt of the bearer registrationToken, else 401. */
export const registrationAttemptOf = (tokens: TokenService, headers: IncomingHttpHeaders) =>
  subjectOf(tokens, headers, REGISTRATION_AUDIENCE, serverMessages.registrationEnded);

/** The password reset of the bearer resetToken, else 401. */
export const passwordResetOf = (tokens: TokenService, headers: IncomingHttpHeaders) =>
  subjectOf(tokens, headers, PASSWORD_RESET_AUDIENCE, serverMessages.resetEnded);
