import type { AgreementMutability, AgreementSummary } from '@mijn/contract';
import { type PolicyChangeDenial, policyChangeDenials } from '@mijn/domain';
import type { ChangeTarget } from './api.ts';

/** The years a change can be asked for: this one (until 31 January) and the next (from 1 November). */
export const candidateYears = (thisYear: number): number[] => [thisYear, thisYear + 1];

export function changeTargets(agreements: readonly AgreementSummary[], thisYear: number): ChangeTarget[] {
  return agreements.flatMap((agreement) =>
    candidateYears(thisYear).map((policyYear) => ({
      agreementId: agreement.agreementId,
      contractCode: agreement.contractCode,
      policyYear,
    })),
  );
}

export interface Denial {
  reason: PolicyChangeDenial;
  agreementId: number;
  /** For not-yet-possible: the window that opens next. */
  changePossibleFrom: string;
  changePossibleUntil: string;
  policyYear: number;
}

/**
 * Why nothing can be changed, when nothing can: the denial that comes first in spec §4's order
 * (not the policyholder, a payment deficit, agreement ended, not yet possible); of several "not yet
 * possible" answers, the window that opens last is the one still to come.
 */
export function firstDenial(answers: readonly AgreementMutability[]): Denial | null {
  const denied = answers.filter(
    (answer): answer is AgreementMutability & { reason: PolicyChangeDenial } =>
      !answer.isMutable && answer.reason !== null,
  );
  if (denied.length === 0 || denied.length < answers.length) return null;
  const rank = (answer: (typeof denied)[number]) => policyChangeDenials.indexOf(answer.reason);
  const [first] = [...denied].sort(
    (a, b) => rank(a) - rank(b) || b.changePossibleFrom.localeCompare(a.changePossibleFrom),
  );
  if (!first) return null;
  return {
    reason: first.reason,
    agreementId: first.agreementId,
    changePossibleFrom: first.changePossibleFrom,
    changePossibleUntil: first.changePossibleUntil,
    policyYear: first.policyYear,
  };
}

/** The agreements and years open for a change now. */
export const openForChange = (answers: readonly AgreementMutability[]): AgreementMutability[] =>
  answers.filter((answer) => answer.isMutable);
