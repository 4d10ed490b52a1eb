/**
 * What the portal still calls directly of seated transport: the approvals the claims job reads,
 * until claims move, and the type of the letter writer it passes in, until documents move
 * (decisions 0099, 0102). Imported only by the portal's `insurer/legacy/seated-transport.ts`.
 */
export { approvedSeatedTransportOn } from '../care-requests/seated-transport-approval.ts';
export type { FileSeatedTransportLetter } from '../care-requests/seated-transport-letter.ts';
