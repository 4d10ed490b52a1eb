import {
  type AgreementOfRole,
  getAccountDetails,
  getAgreementDetailsForYear,
  getAgreementsByRoleAndFilter,
  getMostRecentAgreements,
  getPaymentDetails,
  hasKnownIban,
  type UpdatePaymentDetailsBody,
  updatePaymentDetails,
} from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { contractMutation, contractQuery } from '../../lib/query/index.ts';

/**
 * The agreements the user holds (role H): only theirs show payment details, so a partner or
 * co-insured gets none (spec §6).
 */
export function useHeldAgreements() {
  return useQuery(contractQuery(getAgreementsByRoleAndFilter, { query: { role: 'H' } }));
}

/** The payment details of one held agreement; waits until the agreement is known. */
export function usePaymentDetails(
  agreement: Pick<AgreementOfRole, 'agreementId' | 'contractCode'> | undefined,
) {
  return useQuery(
    contractQuery(
      getPaymentDetails,
      { query: { agreementId: agreement?.agreementId ?? 0, contractCode: agreement?.contractCode ?? '' } },
      { enabled: agreement !== undefined },
    ),
  );
}

/**
 * Saves the payment details; the screen explains a refusal itself. Afterwards every answer that
 * shows how the premium is paid is fetched again: these details, the policy overview, the account
 * details and the known account of the claim form.
 */
export function useSavePaymentDetails() {
  return useMutation(
    contractMutation(updatePaymentDetails, {
      input: (body: z.output<typeof UpdatePaymentDetailsBody>) => ({ body }),
      options: { customErrorHandling: true },
      invalidates: [
        getPaymentDetails,
        getAgreementsByRoleAndFilter,
        getMostRecentAgreements,
        getAgreementDetailsForYear,
        hasKnownIban,
        getAccountDetails,
      ],
    }),
  );
}
