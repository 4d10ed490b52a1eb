import {
  type AgreementMutability,
  agreementMutable,
  type ContractValidationPayload,
  getAgreementDetailsForYear,
  getContractCardsForActivePolicies,
  getDocumentList,
  getFinancialSummary,
  getMostRecentAgreements,
  getPolicyInfoForYear,
  getUnreadDocumentCount,
  saveContractCards,
  validateContract,
} from '@mijn/contract';
import { keepPreviousData, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { contractMutation, contractQuery } from '../../lib/query/index.ts';

/** The agreements the user is insured on (Agreement/GetMostRecentAgreements). */
export function useAgreements() {
  return useQuery(contractQuery(getMostRecentAgreements, {}));
}

export interface ChangeTarget {
  agreementId: number;
  contractCode: string;
  policyYear: number;
}

/** Agreement/AgreementMutable for every agreement and year asked; ready once every answer is in. */
export function useMutabilities(targets: readonly ChangeTarget[], enabled: boolean) {
  return useQueries({
    queries: targets.map((target) => contractQuery(agreementMutable, { body: target }, { enabled })),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      data: results.every((result) => result.data !== undefined)
        ? results.map((result) => result.data as AgreementMutability)
        : undefined,
    }),
  });
}

/** Agreement/AgreementMutable for the year being changed. */
export function useMutability(target: ChangeTarget) {
  return useQuery(contractQuery(agreementMutable, { body: target }));
}

/** Contract/GetContractCardsForActivePolicies: the cards per group with each person's premium. */
export function useContractCards(target: ChangeTarget, enabled: boolean) {
  return useQuery(
    contractQuery(
      getContractCardsForActivePolicies,
      {
        body: {
          agreementId: target.agreementId,
          contractCode: target.contractCode,
          year: target.policyYear,
        },
      },
      { enabled },
    ),
  );
}

/**
 * Contract/validate of a selection: issues and totals. The previous answer stays shown while the
 * next one comes, so the totals do not flicker with every choice.
 */
export function useValidation(payload: ContractValidationPayload | null) {
  return useQuery({
    ...contractQuery(validateContract, payload === null ? undefined : { body: payload }, {
      enabled: payload !== null,
    }),
    placeholderData: keepPreviousData,
  });
}

/** Contract/SaveContractCards; the screen explains refusals itself (spec §8 Edit policy). */
export function useSaveContractCards() {
  return useMutation(
    contractMutation(saveContractCards, {
      options: { customErrorHandling: true },
      invalidates: [
        getAgreementDetailsForYear,
        getMostRecentAgreements,
        agreementMutable,
        getContractCardsForActivePolicies,
        getPolicyInfoForYear,
        getFinancialSummary,
        getDocumentList,
        getUnreadDocumentCount,
      ],
    }),
  );
}
