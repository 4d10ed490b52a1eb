import {
  getAgreementDetailsForYear,
  getContractCardsForActivePolicies,
  getContractCardsForNewlyInsuredPersons,
  getDocumentList,
  getMostRecentAgreements,
  getUnreadDocumentCount,
  type NewlyInsuredPersonsRequest,
  saveContractCardsForNewlyInsuredPersons,
} from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contractMutation, contractQuery } from '../../lib/query/index.ts';

// The packages step's calls, apart from the persons' data step's (api.ts): they take the
// policy-change contract, which loads with that step (decision 0097).

/** Contract/GetContractCardsForNewlyInsuredPersons; its refusals are the screen's to explain. */
export function useNewcomerCards(request: NewlyInsuredPersonsRequest) {
  return useQuery({
    ...contractQuery(
      getContractCardsForNewlyInsuredPersons,
      { body: request },
      { customErrorHandling: true },
    ),
    retry: false,
  });
}

/** Contract/SaveContractCardsForNewlyInsuredPersons: the overview and the cards read again after it. */
export function useSaveNewcomers() {
  return useMutation(
    contractMutation(saveContractCardsForNewlyInsuredPersons, {
      options: { customErrorHandling: true },
      invalidates: [
        getAgreementDetailsForYear,
        getMostRecentAgreements,
        getContractCardsForActivePolicies,
        getDocumentList,
        getUnreadDocumentCount,
      ],
    }),
  );
}
