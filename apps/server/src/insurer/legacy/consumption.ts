/**
 * What a year's handled claims used, for the seed test of the demo world's claims. Temporary: it
 * goes when the demo world moves to the simulation (decision 0102).
 */
export { usedOfYear } from '@mijn/insurer-sim/legacy/consumption';
