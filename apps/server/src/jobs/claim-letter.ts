import type { ClaimDecisionFacts } from '@mijn/insurer';
import type { Judgement } from '../insurer/legacy/claims.ts';

export interface ClaimLetterInput {
  declarationId: string;
  receivedDate: string;
  judgement: Judgement;
  /** The payout date stored with the decision, null when nothing is paid. */
  paidOutOn: string | null;
  payee: { name: string; iban: string } | null;
  duplicateOf: { declarationId: string; receivedDate: string } | null;
}

/** What the letter about a handled claim states: the split, the payout and to whom, and why not. */
export function claimDecisionFacts(input: ClaimLetterInput): ClaimDecisionFacts {
  const { judgement } = input;
  return {
    kind: 'claimDecision',
    declarationId: input.declarationId,
    receivedDate: input.receivedDate,
    declaredCents: judgement.declaredCents,
    compensatedCents: judgement.compensatedCents,
    excessCents: judgement.excessCents,
    gvsCents: judgement.gvsCents,
    notCoveredCents: judgement.notCoveredCents,
    payOutCents: judgement.payOutCents,
    paidOutOn: input.paidOutOn,
    payee: input.payee ? { name: input.payee.name, ibanEnding: input.payee.iban.slice(-4) } : null,
    activities: judgement.activities.map((activity) => ({
      date: activity.date,
      description: activity.description.slice(0, 300),
      declaredCents: activity.declaredCents,
      compensatedCents: activity.compensatedCents,
    })),
    rejectionCodes: judgement.rejectionCodes,
    duplicateOf: judgement.rejectionCodes.includes('duplicate') ? input.duplicateOf : null,
  };
}
