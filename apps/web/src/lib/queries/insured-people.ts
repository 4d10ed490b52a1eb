import { getAllCustomersWithActivePolicy, getAllCustomersWithPolicyForYear } from '@mijn/contract';
import { contractQuery } from '../query/index.ts';

/**
 * The people the user may see with a policy in a year, the user first
 * (Customer/GetAllCustomersWithPolicyForYear); with `checkForOffer` next year's offer counts too.
 */
export const insuredForYearQuery = (year: number, options: { checkForOffer?: boolean } = {}) =>
  contractQuery(getAllCustomersWithPolicyForYear, {
    query: options.checkForOffer ? { year, checkForOffer: 'true' } : { year },
  });

/** The people the user may see whose policy covers today (Customer/GetAllCustomersWithActivePolicy). */
export const insuredTodayQuery = (options: { enabled?: boolean } = {}) =>
  contractQuery(getAllCustomersWithActivePolicy, {}, options);
