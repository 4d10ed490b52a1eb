/**
 * The insurer's rule of whom a person may see (spec §6), for `auth/customer-access.ts` while
 * modules still read the insurer's tables themselves. Temporary: it goes with the last of them
 * (decision 0102).
 */
export { coInsuredActedFor, visibleTo } from '@mijn/insurer-sim/legacy/households';
