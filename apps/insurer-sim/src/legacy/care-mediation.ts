/**
 * What the portal still calls directly of care mediation: the simulated core's answers, until the
 * port declares the care requests' operations and an events feed tells the portal of the letter
 * (decisions 0099, 0102). Imported only by the portal's `insurer/legacy/care-mediation.ts`.
 */
export {
  answerCareMediation,
  type CareMediationRequest,
  takeDueCareMediation,
} from '../care-requests/answer-mediation.ts';
