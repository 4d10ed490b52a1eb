/**
 * What the portal still calls directly of treatment abroad: the simulated core's decisions, until an
 * events feed tells the portal of the letter, and the approvals the claims job reads, until claims
 * move (decisions 0099, 0102). Imported only by the portal's `insurer/legacy/treatment-abroad.ts`.
 */
export {
  decideTreatmentAbroadRequest,
  type TreatmentAbroadRequest,
  takeDueTreatmentAbroad,
} from '../care-requests/decide-treatment-abroad.ts';
export { approvedTreatmentAbroadOn } from '../care-requests/treatment-abroad-approval.ts';
