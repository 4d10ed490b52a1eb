import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../../clock.ts';

const ISSUER = 'mijn-idin-simulator';
const AUDIENCE = 'mijn-idin-simulator-code';
/** A bank's authorization code is short-lived. */
const CODE_SECONDS = 120;

export interface BankAssertion {
  bsn: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

/** PKCE S256 of a verifier, as the bank compares it. */
export const pkceChallengeOf = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

/**
 * The simulated bank's authorization codes: signed and short-lived, so several server instances can
 * check them without shared memory. The key is derived from JWT_SECRET but never signs a portal token.
 */
export function createBankCodes(jwtSecret: string, clock: Clock) {
  const key = createHash('sha256').update(`${jwtSecret}:idin-simulator`).digest();

  return {
    async issue(assertion: BankAssertion): Promise<string> {
      const iat = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ ...assertion })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + CODE_SECONDS)
        .sign(key);
    },

    async verify(code: string): Promise<BankAssertion> {
      const { payload } = await jwtVerify(code, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: clock.now(),
      });
      const { bsn, state, nonce, codeChallenge } = payload;
      if (
        typeof bsn !== 'string' ||
        typeof state !== 'string' ||
        typeof nonce !== 'string' ||
        typeof codeChallenge !== 'string'
      ) {
        throw new Error('incomplete bank code');
      }
      return { bsn, state, nonce, codeChallenge };
    },
  };
}

export type BankCodes = ReturnType<typeof createBankCodes>;
