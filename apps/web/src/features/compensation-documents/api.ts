import { type GenericDocument, getGenericDocumentList } from '@mijn/contract';
import { fullName, insurerYear } from '@mijn/domain';
import { useQuery } from '@tanstack/react-query';
import { insuredForYearQuery, offerYearQuery } from '../../lib/queries/index.ts';
import { contractQuery } from '../../lib/query/index.ts';
import { useSession } from '../../lib/session/index.ts';

/** The reimbursement documents of a year (Document/GetGenericDocumentList); [] when there are none. */
export function useGenericDocuments(year: number) {
  return useQuery({
    ...contractQuery(getGenericDocumentList, { query: { year } }),
    // A 204 (no body) means there are none this year.
    select: (documents): GenericDocument[] => documents ?? [],
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
  const current = insurerYear(new Date());
  const offerYear = useQuery(offerYearQuery());
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
  const customers = useQuery(insuredForYearQuery(year, { checkForOffer: true }));
  const names = new Map<string, string>(user === null ? [] : [[user.customerNumber, fullName(user)]]);
  for (const customer of customers.data ?? []) names.set(customer.customerNumber, fullName(customer));
  return names;
}
