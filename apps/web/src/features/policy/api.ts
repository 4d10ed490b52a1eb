import { contract } from '@mijn/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { AgreementView } from './model.ts';
import { toAgreementView } from './to-view.ts';

/** Next year once its agreement is offered (Agreement/GetYearForOfferedAgreement), else null. */
export function useOfferYear() {
  return useQuery({
    queryKey: ['agreement', 'offer-year'],
    queryFn: ({ signal }) => api(contract.agreement.getYearForOfferedAgreement, {}, { signal }),
    select: (reply) => reply.offerYear,
  });
}

/** The agreements of a year with their insured, premiums and totals, ready to show. */
export function useAgreementsForYear(year: number) {
  return useQuery({
    queryKey: ['agreement', 'details', year],
    queryFn: async ({ signal }): Promise<AgreementView[]> => {
      const [details, summaries] = await Promise.all([
        api(contract.agreement.getAgreementDetailsForYear, { query: { year } }, { signal }),
        api(contract.agreement.getMostRecentAgreements, {}, { signal }),
      ]);
      return details.map((detail) => toAgreementView(detail, summaries));
    },
  });
}
