import {
  type AgreementMutability,
  agreementMutable,
  getAgreementDetailsForYear,
  getMostRecentAgreements,
} from '@mijn/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { QueryLike } from '../../components/screen-state.tsx';
import { offerYearQuery } from '../../lib/queries/index.ts';
import { contractQuery } from '../../lib/query/index.ts';
import type { AgreementView } from './model.ts';
import { toAgreementView } from './to-view.ts';

/** Next year once its agreement is offered (Agreement/GetYearForOfferedAgreement), else null. */
export function useOfferYear() {
  return useQuery({ ...offerYearQuery(), select: (reply) => reply.offerYear });
}

/** The agreements of a year, loading, failed or ready to show. */
export type AgreementsOfYear =
  | { isPending: true; isError: false; data: undefined; refetch: () => void }
  | { isPending: false; isError: true; data: undefined; refetch: () => void }
  | { isPending: false; isError: false; data: AgreementView[]; refetch: () => void };

/** The agreements of a year with their insured, premiums and totals, ready to show. */
export function useAgreementsForYear(year: number): AgreementsOfYear {
  return useQueries({
    queries: [
      contractQuery(getAgreementDetailsForYear, { query: { year } }),
      contractQuery(getMostRecentAgreements, {}),
    ],
    combine: ([details, summaries]): AgreementsOfYear => {
      const refetch = () => {
        void details.refetch();
        void summaries.refetch();
      };
      if (details.isError || summaries.isError)
        return { isPending: false, isError: true, data: undefined, refetch };
      if (details.data === undefined || summaries.data === undefined) {
        return { isPending: true, isError: false, data: undefined, refetch };
      }
      const data = details.data.map((detail) => toAgreementView(detail, summaries.data));
      return { isPending: false, isError: false, data, refetch };
    },
  });
}

/** An agreement the user holds, with whether and how its policy of a year may be asked for. */
export interface AgreementOfYear {
  agreement: AgreementView;
  mutability: AgreementMutability | undefined;
}

/**
 * The agreements of the year before that the user holds, each with Agreement/AgreementMutable for
 * `year`: where nobody is insured in `year` yet, the server tells whether it may be requested.
 */
export function useAgreementsToRequest(year: number): QueryLike<AgreementOfYear[]> {
  const before = useAgreementsForYear(year - 1);
  const held = (before.data ?? []).filter((agreement) => agreement.isPolicyholder);
  return useQueries({
    queries: held.map((agreement) =>
      contractQuery(agreementMutable, {
        body: { agreementId: agreement.agreementId, contractCode: agreement.contractCode, policyYear: year },
      }),
    ),
    combine: (answers): QueryLike<AgreementOfYear[]> => {
      if (before.isError) return { isPending: false, isError: true, data: undefined };
      if (before.isPending || answers.some((answer) => answer.isPending))
        return { isPending: true, isError: false, data: undefined };
      const data = held.map((agreement, index) => ({ agreement, mutability: answers[index]?.data }));
      return { isPending: false, isError: false, data };
    },
  });
}
