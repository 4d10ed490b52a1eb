import { YOUTH_DESK_BELOW_AGE } from '../constants/ages.ts';
import type { CareMediationKind } from './kinds.ts';

/**
 * The yes/no answers that decide whether the insurer can mediate (spec §4 "Mediation flows block or
 * warn"). Each kind asks only some of them; an answer not asked is undefined.
 */
export interface MediationAnswers {
  AlreadyWithMediationService?: boolean;
  UnhappyWithGeneralPractitioner?: boolean;
  SecondOpinion?: boolean;
  MriRequestedBySpecialist?: boolean;
  SpecialistConsulted?: boolean;
  OnWaitingList?: boolean;
}

/** Why the insurer cannot mediate: the request cannot be sent. */
export const mediationBlocks = ['already-with-mediation-service', 'mri-requested'] as const;
export type MediationBlock = (typeof mediationBlocks)[number];

/** What the person should know first; the request can still be sent. */
export const mediationWarnings = [
  'unhappy-with-general-practitioner',
  'second-opinion',
  'specialist-not-consulted',
  'not-on-waiting-list',
] as const;
export type MediationWarning = (typeof mediationWarnings)[number];

/** The answer each block or warning follows from, and the value that raises it. */
export const mediationRules: readonly {
  answer: keyof MediationAnswers;
  when: boolean;
  outcome: { block: MediationBlock } | { warning: MediationWarning };
}[] = [
  // Two services looking at once would offer the same scarce places twice.
  { answer: 'AlreadyWithMediationService', when: true, outcome: { block: 'already-with-mediation-service' } },
  // The hospital whose specialist asked for the MRI plans it; another one would not accept the request.
  { answer: 'MriRequestedBySpecialist', when: true, outcome: { block: 'mri-requested' } },
  {
    answer: 'UnhappyWithGeneralPractitioner',
    when: true,
    outcome: { warning: 'unhappy-with-general-practitioner' },
  },
  { answer: 'SecondOpinion', when: true, outcome: { warning: 'second-opinion' } },
  { answer: 'SpecialistConsulted', when: false, outcome: { warning: 'specialist-not-consulted' } },
  { answer: 'OnWaitingList', when: false, outcome: { warning: 'not-on-waiting-list' } },
];

/** The questions each kind asks besides "already with a mediation service". */
export const mediationQuestions: Record<CareMediationKind, readonly (keyof MediationAnswers)[]> = {
  'general-practitioner': ['AlreadyWithMediationService', 'UnhappyWithGeneralPractitioner'],
  'maternity-care': ['AlreadyWithMediationService'],
  'medical-specialist': [
    'AlreadyWithMediationService',
    'SecondOpinion',
    'MriRequestedBySpecialist',
    'SpecialistConsulted',
    'OnWaitingList',
  ],
  'district-nursing': ['AlreadyWithMediationService', 'OnWaitingList'],
  'mental-health': ['AlreadyWithMediationService', 'OnWaitingList'],
};

export interface MediationScreening {
  blocks: { answer: keyof MediationAnswers; block: MediationBlock }[];
  warnings: { answer: keyof MediationAnswers; warning: MediationWarning }[];
}

/** The blocks and warnings the answers of one kind raise, in the order the form asks. */
export function screenMediation(kind: CareMediationKind, answers: MediationAnswers): MediationScreening {
  const asked = mediationQuestions[kind];
  const raised = mediationRules.filter(
    (rule) => asked.includes(rule.answer) && answers[rule.answer] === rule.when,
  );
  return {
    blocks: raised.flatMap(({ answer, outcome }) =>
      'block' in outcome ? [{ answer, block: outcome.block }] : [],
    ),
    warnings: raised.flatMap(({ answer, outcome }) =>
      'warning' in outcome ? [{ answer, warning: outcome.warning }] : [],
    ),
  };
}

/** Why mediation cannot be asked for this person, or null when it can. */
export type MediationPersonRefusal = 'youth-desk' | 'mental-health-only-self';

/**
 * Spec §6: mental-health mediation is only for oneself, and under 18 goes to the municipality's
 * youth desk, not the insurer. The other kinds may be asked for anyone the user may act for.
 */
export function mediationPersonRefusal(
  kind: CareMediationKind,
  person: { isSelf: boolean; age: number },
): MediationPersonRefusal | null {
  if (kind !== 'mental-health') return null;
  if (person.age < YOUTH_DESK_BELOW_AGE) return 'youth-desk';
  return person.isSelf ? null : 'mental-health-only-self';
}
