import { OFFER_OPENS_ON, POLICY_CHANGE_DEADLINE } from '../constants/premium.ts';
import type { IsoDate } from '../dates/iso-date.ts';
import { paymentChangeStartsOn } from '../payment-changes.ts';
import { policyChangeStartDate } from '../policy-changes.ts';

/** Why the policy of a year cannot be changed, in the priority order of spec §4 (Edit policy). */
export const policyChangeDenials = [
  'not-policyholder',
  'payment-deficit',
  'agreement-ended',
  'not-yet-possible',
] as const;
export type PolicyChangeDenial = (typeof policyChangeDenials)[number];

/** Why the payment term cannot be changed with the policy: the denials above, or someone else arranges it. */
export const paymentTermDenialReasons = [
  ...policyChangeDenials,
  'arranged-by-employer',
  'arranged-by-intermediary',
] as const;
export type PaymentTermDenial = (typeof paymentTermDenialReasons)[number];

const monthDay = ({ month, day }: { month: number; day: number }) =>
  `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The days on which the cover of a year may be changed: from the day the year is offered
 * (1 November of the year before) up to and including the deadline of spec §9 (31 January).
 */
export function policyChangeWindow(policyYear: number): { opensOn: IsoDate; closesOn: IsoDate } {
  return {
    opensOn: `${policyYear - 1}-${monthDay(OFFER_OPENS_ON)}`,
    closesOn: `${policyYear}-${monthDay(POLICY_CHANGE_DEADLINE)}`,
  };
}

/** Whether the cover of a year may be changed on `today`: within its change window, both ends included. */
export function isPolicyYearChangeable(policyYear: number, today: IsoDate): boolean {
  const window = policyChangeWindow(policyYear);
  return today >= window.opensOn && today <= window.closesOn;
}

export interface PolicyChangeFacts {
  isPolicyholder: boolean;
  /** The policyholder has a payment deficit (a defaulter). */
  hasPaymentDeficit: boolean;
  hasAgreementEnded: boolean;
  policyYear: number;
  today: IsoDate;
  /** How the premium is paid: an employer (BOR) or intermediary (TPS) sets the payment term. */
  paymentMethod: string;
}

export interface PolicyMutability {
  isMutable: boolean;
  reason: PolicyChangeDenial | null;
  paymentTerm: { isMutable: boolean; reason: PaymentTermDenial | null };
}

/** Whether the policy of a year may be changed today, with the first denial of spec §4 that holds. */
export function policyMutability(facts: PolicyChangeFacts): PolicyMutability {
  const holds: Record<PolicyChangeDenial, boolean> = {
    'not-policyholder': !facts.isPolicyholder,
    'payment-deficit': facts.hasPaymentDeficit,
    'agreement-ended': facts.hasAgreementEnded,
    'not-yet-possible': !isPolicyYearChangeable(facts.policyYear, facts.today),
  };
  const reason = policyChangeDenials.find((denial) => holds[denial]) ?? null;
  const arranged: PaymentTermDenial | null =
    facts.paymentMethod === 'BOR'
      ? 'arranged-by-employer'
      : facts.paymentMethod === 'TPS'
        ? 'arranged-by-intermediary'
        : null;
  // A term chosen with the cover starts with it on 1 January, which a payment change made today
  // reaches only before 10 December (spec §9, decision 0040); later it is changed in payment details.
  const reachesYearStart = paymentChangeStartsOn(facts.today) <= policyChangeStartDate(facts.policyYear);
  const termReason = reason ?? arranged ?? (reachesYearStart ? null : 'not-yet-possible');
  return {
    isMutable: reason === null,
    reason,
    paymentTerm: { isMutable: termReason === null, reason: termReason },
  };
}
