import type { DeclarationSummary } from '@mijn/contract';
import { declarationStatus, type IsoDate } from '@mijn/domain';

/** Why a part of a claim was not reimbursed. */
export type UnpaidReason = 'excess' | 'contribution' | 'not-covered';

export interface UnpaidPart {
  reason: UnpaidReason;
  cents: number;
}

/** Who the money goes to: the account holder, by name (spec §6: the policyholder), or the provider. */
export type Payee = { to: 'account'; name: string | null } | { to: 'provider' };

/**
 * What happened to the money of a claim, in the terms a customer reads, the same wherever it is
 * told (issue 34): nothing known yet while it is in progress; otherwise what we reimburse (the
 * amount 'Vergoed' shows), to whom, on the one payout date the claims department stored with its
 * decision, and each part not reimbursed with its reason. A claim the care provider sent was paid to
 * the provider in full, the excess and the medicine contribution included, which the insurer then
 * charges the customer (decision 0011): those are parts not reimbursed, never money paid to them.
 */
export type MoneyStory =
  | { kind: 'not-yet-known' }
  | { kind: 'none' }
  | {
      kind: 'settled';
      reimbursedCents: number;
      payee: Payee;
      /** When the reimbursement is or was paid out; null when nothing is reimbursed or no date is kept. */
      payout: { date: IsoDate; done: boolean } | null;
      unpaid: UnpaidPart[];
    };

/** Who the money of a claim goes to. */
export const payeeOf = (declaration: DeclarationSummary): Payee =>
  declaration.receiverOfReimbursement === 'M'
    ? { to: 'provider' }
    : { to: 'account', name: declaration.payee?.name ?? null };

export function moneyStoryOf(declaration: DeclarationSummary, today: IsoDate): MoneyStory {
  if (declaration.status === declarationStatus.inProgress) return { kind: 'not-yet-known' };
  if (declaration.status !== declarationStatus.handled) return { kind: 'none' };
  const { compensatedAmount, excessAmount, contributionAmount, uncompensatedAmount, paidOutOn } = declaration;
  const notCovered = uncompensatedAmount - excessAmount - contributionAmount;
  const parts: UnpaidPart[] = [
    { reason: 'excess', cents: excessAmount },
    { reason: 'contribution', cents: contributionAmount },
    { reason: 'not-covered', cents: notCovered },
  ];
  return {
    kind: 'settled',
    reimbursedCents: compensatedAmount,
    payee: payeeOf(declaration),
    payout:
      compensatedAmount > 0 && paidOutOn !== null ? { date: paidOutOn, done: paidOutOn <= today } : null,
    unpaid: parts.filter((part) => part.cents > 0),
  };
}

/** Why nothing (or less) was reimbursed, in short: the largest part not reimbursed. */
export function mainUnpaidPart(unpaid: readonly UnpaidPart[]): UnpaidPart | undefined {
  return [...unpaid].sort((a, b) => b.cents - a.cents)[0];
}
