/** H main insured (policyholder), P partner, M co-insured (spec §6). */
export const roles = ['H', 'P', 'M'] as const;
export type Role = (typeof roles)[number];
