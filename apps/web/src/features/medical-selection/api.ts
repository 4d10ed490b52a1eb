import { contract } from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contractMutation, contractQuery } from '../../lib/query/index.ts';

/** Contract/ValidateAndSaveMedicalSelection: the answers judged and stored by the insurer. */
export function useSaveMedicalSelection() {
  return useMutation(contractMutation(contract.medicalSelection.validateAndSave));
}

/** The agreement of a year the policyholder holds, with the insured on it; null when not theirs. */
export function useHeldAgreement(year: number, contractCode: string, agreementId: string) {
  return useQuery({
    ...contractQuery(contract.agreement.getAgreementDetailsForYear, { query: { year } }),
    select: (agreements) =>
      agreements.find(
        (agreement) =>
          String(agreement.agreementId) === agreementId &&
          agreement.contractCode === contractCode &&
          agreement.isPolicyholder,
      ) ?? null,
  });
}
