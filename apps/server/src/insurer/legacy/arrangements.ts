/**
 * The insurer's storing of a payment-arrangement request, for the portal's demo seed, from the
 * simulation's legacy export. Temporary: it goes when the demo world moves (decision 0102).
 */
export { storeArrangement } from '@mijn/insurer-sim/legacy/arrangements';
