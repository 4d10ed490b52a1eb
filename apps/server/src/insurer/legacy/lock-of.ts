/** `FOR UPDATE OF` on the insurer's tables, from the simulation. Temporary (decision 0102). */
export { lockOf } from '@mijn/insurer-sim/legacy/lock-of';
