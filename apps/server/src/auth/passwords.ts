import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** OWASP Password Storage Cheat Sheet, argon2id option 1 (the library's default algorithm). */
const owasp = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each argon2id verification takes a core for tens of milliseconds. A crowd of logins at once would
 * take every core from the other requests (a read's p95 went from 12 to 33 ms, decision 0071), so
 * verifications take turns on all cores but one: logins queue instead of every request slowing
 * down. Hashing (a new password, the seed) is rare and not limited.
 */
const verifyTurns = pLimit(Math.max(1, availableParallelism() - 1));

export type HashPassword = (password: string) => Promise<string>;

export const hashPassword: HashPassword = (password) => hash(password, owasp);

// Verifying against this when a username is unknown keeps both answers equally slow.
const unknownUserHash = hash('no account has this password', owasp);

const verifyInTurn = (passwordHash: string, password: string) =>
  verifyTurns(() => verify(passwordHash, password));

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verifyInTurn(await unknownUserHash, password);
    return false;
  }
  try {
    return await verifyInTurn(passwordHash, password);
  } catch {
    return false;
  }
}
