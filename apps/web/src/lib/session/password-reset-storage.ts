import { z } from 'zod/mini';

const storageKey = 'mijn.password-reset';
/** Decision 0007: a reset token is valid 10 minutes; the screen stops offering it a little before. */
const resetTokenLifetimeMs = 10 * 60_000;

const PasswordReset = z.object({
  resetToken: z.string(),
  /** Masked address the confirmation goes to. */
  email: z.nullable(z.string()),
  expiresAt: z.number(),
});
export type PasswordReset = z.infer<typeof PasswordReset>;

/** The forgot-password code was right: keep the reset token for wachtwoord/resetten (this tab only). */
export function beginPasswordReset(resetToken: string, email: string | null, now: number = Date.now()): void {
  const reset: PasswordReset = { resetToken, email, expiresAt: now + resetTokenLifetimeMs };
  sessionStorage.setItem(storageKey, JSON.stringify(reset));
}

export function readPasswordReset(now: number = Date.now()): PasswordReset | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (raw === null) return null;
    const parsed = PasswordReset.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.expiresAt <= now) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

export function clearPasswordReset(): void {
  sessionStorage.removeItem(storageKey);
}
