import { contract, type GenericDocument } from '@mijn/contract';
import { fullName, insurerYear } from '@mijn/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { mayCall } from '../../lib/may-call.ts';
import { useSession } from '../../lib/session/index.ts';

/** The reimbursement documents of a year (Document/GetGenericDocumentList); [] when there are none. */
export function useGenericDocuments(year: number) {
  return useQuery({
    queryKey: ['generic-documents', year],
    queryFn: async ({ signal }): Promise<GenericDocument[]> =>
      // A 204 (no body) means there are none this year.
      (await api(contract.document.getGenericDocumentList, { query: { year } }, { signal })) ?? [],
  });
}

export interface YearChoices {
  current: number;
  /** Next year once its agreement is offered, else null. */
  offer: number | null;
  /** Newest first. */
  all: number[];
}

/** This year and last year, and next year once it is offered (Agreement/GetYearForOfferedAgreement). */
export function useYearChoices(): YearChoices {
  const { user } = useSession();
  const current = insurerYear(new Date());
  const offerYear = useQuery({
    queryKey: ['agreement', 'offer-year'],
    queryFn: ({ signal }) => api(contract.agreement.getYearForOfferedAgreement, {}, { signal }),
    enabled: mayCall(user, contract.agreement.getYearForOfferedAgreement),
  });
  const offer = offerYear.data?.offerYear ?? null;
  const next = offer !== null && offer > current ? [offer] : [];
  return { current, offer, all: [...next, current, current - 1] };
}

/**
 * Names of the insured persons of a year by customer number (Customer/GetAllCustomersWithPolicyForYear);
 * the user's own name at least, also when that call is not theirs to make.
 */
export function useInsuredNames(year: number): Map<string, string> {
  const { user } = useSession();
  const customers = useQuery({
    queryKey: ['customers-with-policy', year],
    queryFn: ({ signal }) =>
      api(
        contract.customer.getAllCustomersWithPolicyForYear,
        { query: { year, checkForOffer: 'true' } },
        { signal },
      ),
    enabled: mayCall(user, contract.customer.getAllCustomersWithPolicyForYear),
  });
  const names = new Map<string, string>(user === null ? [] : [[user.customerNumber, fullName(user)]]);
  for (const customer of customers.data ?? []) names.set(customer.customerNumber, fullName(customer));
  return names;
}
