/**
 * `FOR UPDATE OF` on the insurer's tables, for the portal's code that still locks them itself.
 * Imported only by the portal's `insurer/legacy/lock-of.ts`; it goes with the last of that code
 * (decision 0102).
 */
export { lockOf } from '../db/lock-of.ts';
