/**
 * Whom a person may see (spec §6), for the portal's own queries that still read the insurer's
 * tables, until they ask the port (decisions 0099, 0102). Imported only by the portal's
 * `insurer/legacy/households.ts`.
 */
export { coInsuredActedFor, visibleTo } from '../households/viewer-scope.ts';
