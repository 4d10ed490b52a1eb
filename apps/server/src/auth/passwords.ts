import { hash, verify } from '@node-rs/argon2';

/** OWASP Password Storage Cheat Sheet, argon2id option 1 (the library's default algorithm). */
const owasp = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export type HashPassword = (password: string) => Promise<string>;

export const hashPassword: HashPassword = (password) => hash(password, owasp);

// Verifying against this when a username is unknown keeps both answers equally slow.
const unknownUserHash = hash('no account has this password', owasp);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await unknownUserHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
