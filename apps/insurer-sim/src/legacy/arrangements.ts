/**
 * What the portal's demo seed still calls directly of the arrangements area: storing a request, for
 * the demo world's running arrangement, until the demo world moves into the simulation (decision
 * 0102). Imported only by the portal's `insurer/legacy/arrangements.ts`.
 */
export { storeArrangement } from '../arrangements/store-arrangement.ts';
