/** Attempts per message before it is given up (unless it expires first). */
export const MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 5_000;
const LONGEST_WAIT_MS = 10 * 60_000;

/** How long a sender holds a claimed message; longer than any gateway's timeout. */
export const LEASE_MS = 60_000;

/** Exponential back-off after the n-th failed attempt: 5 s, 10 s, 20 s, ... at most 10 minutes. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (failedAttempts - 1), LONGEST_WAIT_MS);
}
