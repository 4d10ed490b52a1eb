import { getContractCardsForActivePolicies, validateAndSaveMedicalSelection } from '@mijn/contract';
import { useMutation } from '@tanstack/react-query';
import { contractMutation } from '../../lib/query/index.ts';

/**
 * Contract/ValidateAndSaveMedicalSelection: the answers judged and stored by the insurer. The
 * contract cards carry the verdicts on file, so they are read again.
 */
export function useSaveMedicalSelection() {
  return useMutation(
    contractMutation(validateAndSaveMedicalSelection, {
      invalidates: [getContractCardsForActivePolicies],
    }),
  );
}
