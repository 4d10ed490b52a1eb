import { getAgreementDetailsForYear } from '@mijn/contract';
import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '../../lib/query/index.ts';

/** The agreement of a year the policyholder holds, with the insured on it; null when not theirs. */
export function useHeldAgreement(year: number, contractCode: string, agreementId: string) {
  return useQuery({
    ...contractQuery(getAgreementDetailsForYear, { query: { year } }),
    select: (agreements) =>
      agreements.find(
        (agreement) =>
          String(agreement.agreementId) === agreementId &&
          agreement.contractCode === contractCode &&
          agreement.isPolicyholder,
      ) ?? null,
  });
}
