import { getInsuranceRight, type InsuranceRightFields, sendInsuranceRight } from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contractMutation, contractQuery } from '../../lib/query/index.ts';

/** Where the user's insurance right stands: the check required, pending or decided. */
export function useInsuranceRightState() {
  return useQuery(contractQuery(getInsuranceRight));
}

/**
 * POST InsuranceRight: the answers flattened by the contract's names, the documents as files. The
 * screen explains a refusal itself; afterwards the state is fetched again, so the home reminder goes.
 */
export function useSendInsuranceRight() {
  return useMutation(
    contractMutation(sendInsuranceRight, {
      input: ({ body, files }: { body: InsuranceRightFields; files: readonly File[] }) => ({ body, files }),
      options: { customErrorHandling: true },
      invalidates: [getInsuranceRight],
    }),
  );
}
