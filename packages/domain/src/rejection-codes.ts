/**
 * Why the claims department did not pay (part of) a treatment, as a code the screens translate:
 * not-insured (no cover of that kind on the treatment date), maximum-reached (the yearly maximum of
 * the cover), dutch-tariff (care abroad above the Dutch tariff), no-approval (transport without the
 * required consent), own-contribution (a legal own contribution, e.g. maternity care), duplicate
 * (the same bill was already handled).
 */
export const rejectionCodes = [
  'not-insured',
  'maximum-reached',
  'dutch-tariff',
  'no-approval',
  'own-contribution',
  'duplicate',
] as const;
export type RejectionCode = (typeof rejectionCodes)[number];
