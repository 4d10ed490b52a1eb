import type { IncomingHttpHeaders } from 'node:http';
import { type BearerPermission, type FlowToken, isFlowToken } from '@mijn/contract';
import { decodeJwt } from 'jose';
import {
  ACCESS_AUDIENCE,
  LOGIN_AUDIENCE,
  PASSKEY_AUDIENCE,
  PASSWORD_RESET_AUDIENCE,
  REGISTRATION_AUDIENCE,
} from './tokens.ts';

/** The bearer token of the Authorization header, or null. */
export function bearerOf(headers: IncomingHttpHeaders): string | null {
  const header = headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

const audienceOfFlow: Record<FlowToken, string> = {
  'login-token': LOGIN_AUDIENCE,
  'registration-token': REGISTRATION_AUDIENCE,
  'password-reset-token': PASSWORD_RESET_AUDIENCE,
  'passkey-token': PASSKEY_AUDIENCE,
};

const audienceOf = (bearer: BearerPermission): string =>
  isFlowToken(bearer) ? audienceOfFlow[bearer] : ACCESS_AUDIENCE;

/** The audience a token claims, read without trusting it; the matching verifier then checks it fully. */
function claimedAudience(token: string): unknown {
  try {
    return decodeJwt(token).aud;
  } catch {
    return undefined;
  }
}

/**
 * Which of an endpoint's bearers a token is meant as (Account/UpdatePassword takes a reset token or
 * an access token): the one of its claimed audience, else the session's, else the first; the chosen
 * verifier then checks the token fully and refuses it with its own text.
 */
export function chooseBearer(token: string, bearers: readonly BearerPermission[]): BearerPermission {
  // One bearer (almost every endpoint) needs no decoding: it is the one the verifier checks.
  if (bearers.length === 1 && bearers[0]) return bearers[0];
  const audience = claimedAudience(token);
  const chosen =
    bearers.find((bearer) => audienceOf(bearer) === audience) ??
    bearers.find((bearer) => !isFlowToken(bearer)) ??
    bearers[0];
  if (!chosen) throw new Error('an endpoint with a bearer names at least one');
  return chosen;
}
