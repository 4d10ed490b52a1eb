import { contract, type NewlyInsuredPersonsRequest } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contractMutation, contractQuery } from '../../lib/query/index.ts';

/**
 * The agreement persons join (spec §2: it has basic insurance): the one the user holds with basic
 * insurance this year and that has not ended; null when there is none (spec §4 no active policy).
 */
export function useJoiningAgreement() {
  const year = Number(insurerToday(new Date()).slice(0, 4));
  return useQuery({
    ...contractQuery(contract.agreement.getAgreementDetailsForYear, { query: { year } }),
    select: (details) =>
      details.find(
        (detail) => detail.isPolicyholder && detail.hasBasicInsurance && !detail.hasAgreementEnded,
      ) ?? null,
  });
}

/** Agreement/{agreementId}/social-security-number-in-use (spec §5's server check). */
export function useBsnInUse() {
  return useMutation(
    contractMutation(contract.agreement.socialSecurityNumberInUse, {
      options: { customErrorHandling: true },
    }),
  );
}

/** CancellationServicePeriod/ValidateDate: whether the insurer cancels a partner's old insurance. */
export function useCancellationService(startDate: string | null) {
  return useQuery(
    contractQuery(
      contract.cancellationServicePeriod.validateDate,
      startDate === null ? undefined : { query: { date: startDate } },
      { enabled: startDate !== null },
    ),
  );
}

/** Contract/GetContractCardsForNewlyInsuredPersons; its refusals are the screen's to explain. */
export function useNewcomerCards(request: NewlyInsuredPersonsRequest) {
  return useQuery({
    ...contractQuery(
      contract.contract.getContractCardsForNewlyInsuredPersons,
      { body: request },
      { customErrorHandling: true },
    ),
    retry: false,
  });
}

/** Contract/SaveContractCardsForNewlyInsuredPersons: the overview and the cards read again after it. */
export function useSaveNewcomers() {
  return useMutation(
    contractMutation(contract.contract.saveContractCardsForNewlyInsuredPersons, {
      options: { customErrorHandling: true },
      invalidates: [
        contract.agreement.getAgreementDetailsForYear,
        contract.agreement.getMostRecentAgreements,
        contract.contract.getContractCardsForActivePolicies,
        contract.document.getDocumentList,
        contract.document.getUnreadDocumentCount,
      ],
    }),
  );
}
