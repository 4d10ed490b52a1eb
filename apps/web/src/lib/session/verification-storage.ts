import { VerificationReceiver } from '@mijn/contract';
import { z } from 'zod/mini';

const storageKey = 'mijn.verification';

/** What the verification screen needs from the step before it (spec §3 session/auth state). */
export const VerificationState = z.object({
  loginToken: z.string(),
  receiver: VerificationReceiver,
  fromPage: z.enum(['login', 'forgot']),
  flowType: z.nullable(z.enum(['username', 'password'])),
  rememberMe: z.boolean(),
  /** Where to go after a successful login: a same-origin path. */
  redirect: z.nullable(z.string()),
  /** Epoch milliseconds when the current code was sent; the receiver's sendDate when it has one. */
  codeSentAt: z.number(),
});
export type VerificationState = z.infer<typeof VerificationState>;

export function readVerificationState(): VerificationState | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (raw === null) return null;
    const parsed = VerificationState.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeVerificationState(state: VerificationState): void {
  sessionStorage.setItem(storageKey, JSON.stringify(state));
}

export function clearVerificationState(): void {
  sessionStorage.removeItem(storageKey);
}
