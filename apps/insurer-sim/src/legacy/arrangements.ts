/**
 * What the portal still calls directly of the arrangements area: processing requests and collecting
 * terms as its background tasks (with the portal's letter store and "letter arrived" notices), and
 * storing a request for the demo seed, until the events feed and the demo world move (decision
 * 0102). Imported only by the portal's `insurer/legacy/arrangements.ts`.
 */
export { collectDueTerms } from '../arrangements/collect-terms.ts';
export { processRequest, takeDueRequest } from '../arrangements/process-request.ts';
export { storeArrangement } from '../arrangements/store-arrangement.ts';
