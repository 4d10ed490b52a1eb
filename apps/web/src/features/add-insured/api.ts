import {
  getAgreementDetailsForYear,
  socialSecurityNumberInUse,
  validateCancellationServiceDate,
} from '@mijn/contract';
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
    ...contractQuery(getAgreementDetailsForYear, { query: { year } }),
    select: (details) =>
      details.find(
        (detail) => detail.isPolicyholder && detail.hasBasicInsurance && !detail.hasAgreementEnded,
      ) ?? null,
  });
}

/** Agreement/{agreementId}/social-security-number-in-use (spec §5's server check). */
export function useBsnInUse() {
  return useMutation(
    contractMutation(socialSecurityNumberInUse, {
      options: { customErrorHandling: true },
    }),
  );
}

/** CancellationServicePeriod/ValidateDate: whether the insurer cancels a partner's old insurance. */
export function useCancellationService(startDate: string | null) {
  return useQuery(
    contractQuery(
      validateCancellationServiceDate,
      startDate === null ? undefined : { query: { date: startDate } },
      { enabled: startDate !== null },
    ),
  );
}
