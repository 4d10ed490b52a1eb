import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@mijn/domain';

/** A code of VERIFICATION_CODE_LENGTH digits from the CSPRNG. */
export function generateVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/**
 * HMAC-SHA256 with a server pepper, bound to the challenge: a code lives 5 minutes and allows a few
 * tries, so a slow hash buys nothing, while a leaked table without the pepper gives no codes.
 */
export function hashVerificationCode(pepper: string, challengeId: string, code: string): string {
  return createHmac('sha256', pepper).update(`${challengeId}:${code}`).digest('hex');
}

export function verificationCodeMatches(
  pepper: string,
  challengeId: string,
  code: string,
  storedHash: string,
) {
  const given = Buffer.from(hashVerificationCode(pepper, challengeId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
