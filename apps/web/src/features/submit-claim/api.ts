import {
  getCustomerDetails,
  getDeclarations,
  getDeclarationsPreview,
  getExcess,
  getFinancialSummary,
  getMostRecentAgreements,
  hasKnownIban,
  submitDeclaration,
} from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { insuredTodayQuery } from '../../lib/queries/index.ts';
import { contractMutation, contractQuery } from '../../lib/query/index.ts';
import { type ClaimFormValues, type KnownIban, toSubmitFields } from './claim-form.ts';

/**
 * The people whose policy covers today; the screen narrows them to whom the user may claim for.
 * Without the insurance read right the query stays idle and the user claims for themselves.
 */
export function useInsuredPersons(enabled: boolean) {
  return useQuery(insuredTodayQuery({ enabled }));
}

/**
 * Everyone on the agreements the user holds (Agreement/GetMostRecentAgreements): co-insured of 16
 * and over are there, though the insured list leaves them out (spec §6 privacy). Quiet on failure.
 */
export function useAgreementMembers(enabled: boolean) {
  return useQuery({
    ...contractQuery(getMostRecentAgreements, {}, { enabled, customErrorHandling: true }),
    select: (agreements) =>
      agreements.flatMap((agreement) => agreement.agreementParticipants.map(({ customer }) => customer)),
  });
}

/** The account reimbursements go to (Agreement/HasKnownIban), masked. */
export function useKnownIban() {
  return useQuery(contractQuery(hasKnownIban, { query: {} }));
}

/** A person's address, to fill in a transport claim's home address; quiet when it cannot load. */
export function useCustomerAddress(customerNumber: string, enabled: boolean) {
  return useQuery({
    ...contractQuery(
      getCustomerDetails,
      { query: { customerNumber } },
      { enabled, customErrorHandling: true },
    ),
    select: (details) => details.address,
  });
}

/**
 * POST Declaration (multipart): the claim's fields and its bills. The screen explains failures. A
 * new claim changes the lists of claims, the excess and the home tiles that show them.
 */
export function useSubmitClaim() {
  return useMutation(
    contractMutation(submitDeclaration, {
      input: ({
        values,
        account,
        files,
        confirmDuplicate = false,
      }: {
        values: ClaimFormValues;
        account: KnownIban;
        files: readonly File[];
        /** After the 409 for a likely duplicate: the user confirms it is another bill. */
        confirmDuplicate?: boolean;
      }) => ({
        body: { ...toSubmitFields(values, account), ...(confirmDuplicate ? { ConfirmDuplicate: true } : {}) },
        files,
      }),
      options: { customErrorHandling: true },
      invalidates: [getDeclarations, getDeclarationsPreview, getExcess, getFinancialSummary],
    }),
  );
}
