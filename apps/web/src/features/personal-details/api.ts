import {
  getAllCustomersWithActiveInsuranceCard,
  getAllCustomersWithActivePolicy,
  getAllCustomersWithPolicy,
  getAllCustomersWithPolicyForYear,
  getAllCustomersWithPolicyInPast,
  getCustomerDetails,
  revealSocialSecurityNumber,
  type UpdateCustomerBody,
  updateCustomer,
} from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contractMutation, contractQuery } from '../../lib/query/index.ts';

/** The personal details of the user, or of a child under 16 they act for (spec §6). */
export function useCustomerDetails(customerNumber: string | undefined) {
  return useQuery(contractQuery(getCustomerDetails, { query: customerNumber ? { customerNumber } : {} }));
}

/**
 * The whole BSN of a person on the screen (spec §2 Other: after the privacy popup). Not kept once no
 * screen shows it, so hiding it again leaves nothing in memory and showing it asks again.
 */
export function useRevealedSocialSecurityNumber(customerNumber: string) {
  return useQuery({ ...contractQuery(revealSocialSecurityNumber, { query: { customerNumber } }), gcTime: 0 });
}

/**
 * The people whose details the user may see: a policyholder also sees the co-insured children
 * under 16; anyone else only themselves. Without the insurance read right nobody else is listed.
 */
export function usePeople() {
  return useQuery(contractQuery(getAllCustomersWithPolicy));
}

/**
 * Saves name and address; the screen explains a refusal itself. Afterwards every answer that shows
 * a name or the address is fetched again: the details, the people lists of the pickers.
 */
export function useUpdateCustomer() {
  return useMutation(
    contractMutation(updateCustomer, {
      input: (body: UpdateCustomerBody) => ({ body }),
      options: { customErrorHandling: true },
      invalidates: [
        getCustomerDetails,
        getAllCustomersWithPolicy,
        getAllCustomersWithActivePolicy,
        getAllCustomersWithPolicyForYear,
        getAllCustomersWithActiveInsuranceCard,
        getAllCustomersWithPolicyInPast,
      ],
    }),
  );
}
