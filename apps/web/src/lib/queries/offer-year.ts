import { getYearForOfferedAgreement } from '@mijn/contract';
import { contractQuery } from '../query/index.ts';

/**
 * Next year once its agreement is offered (Agreement/GetYearForOfferedAgreement): home, policy and
 * the compensation documents ask it, and share one cached answer.
 */
export const offerYearQuery = (options: { enabled?: boolean } = {}) =>
  contractQuery(getYearForOfferedAgreement, {}, options);
