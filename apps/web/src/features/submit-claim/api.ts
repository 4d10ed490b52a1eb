import { contract } from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, apiMultipart } from '../../lib/api-client.ts';
import type { ClaimFormValues } from './claim-form.ts';
import { toSubmitFields } from './claim-form.ts';

/**
 * The people whose policy covers today; the screen narrows them to whom the user may claim for.
 * Without the insurance read right (a 403 would end the session) the user claims for themselves.
 */
export function useInsuredPersons(enabled: boolean) {
  return useQuery({
    queryKey: ['customer', 'with-active-policy'],
    queryFn: ({ signal }) => api(contract.customer.getAllCustomersWithActivePolicy, {}, { signal }),
    enabled,
  });
}

/** The account reimbursements go to (Agreement/HasKnownIban), masked. */
export function useKnownIban() {
  return useQuery({
    queryKey: ['agreement', 'known-iban'],
    queryFn: ({ signal }) => api(contract.agreement.hasKnownIban, { query: {} }, { signal }),
  });
}

/**
 * A person's address, to fill in a transport claim's home address; quiet when it cannot load, and
 * only asked with the personal-details read right (a 403 would end the session).
 */
export function useCustomerAddress(customerNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: ['customer', 'details', customerNumber],
    queryFn: ({ signal }) =>
      api(
        contract.customer.getCustomerDetails,
        { query: { customerNumber } },
        { signal, customErrorHandling: true },
      ),
    enabled,
    select: (details) => details.address,
  });
}

/** POST Declaration (multipart): the claim's fields and its bills. The screen explains failures. */
export function useSubmitClaim() {
  return useMutation({
    mutationFn: ({ values, files }: { values: ClaimFormValues; files: readonly File[] }) =>
      apiMultipart(
        contract.declaration.submitDeclaration,
        { body: toSubmitFields(values), files },
        { customErrorHandling: true },
      ),
  });
}
