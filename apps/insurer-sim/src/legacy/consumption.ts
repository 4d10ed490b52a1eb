/**
 * What a year's handled claims used, for the portal's seed test of the demo world's claims, until
 * the demo world moves to the simulation (decisions 0099, 0102). Imported only by the portal's
 * `insurer/legacy/consumption.ts`.
 */
export { usedOfYear } from '../consumption/queries.ts';
