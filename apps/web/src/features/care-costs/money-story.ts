import type { DeclarationSummary } from '@mijn/contract';
import { declarationStatus } from '@mijn/domain';

/** Why a part of a claim was not paid to whoever was paid. */
export type UnpaidReason = 'excess' | 'contribution' | 'not-covered';

export interface UnpaidPart {
  reason: UnpaidReason;
  cents: number;
}

/**
 * What happened to the money of a claim, in the terms a customer reads: nothing known yet while it
 * is in progress, otherwise who was paid how much and each unpaid part with its reason. For a claim
 * paid to the care provider the insurer paid the provider everything it covers including the excess
 * and the medicine contribution, and collects those from the customer afterwards (decision 0011).
 */
export type MoneyStory =
  | { kind: 'not-yet-known' }
  | { kind: 'none' }
  | { kind: 'settled'; paidTo: 'you' | 'provider'; paidCents: number; unpaid: UnpaidPart[] };

export function moneyStoryOf(declaration: DeclarationSummary): MoneyStory {
  if (declaration.status === declarationStatus.inProgress) return { kind: 'not-yet-known' };
  if (declaration.status !== declarationStatus.handled) return { kind: 'none' };
  const { compensatedAmount, excessAmount, contributionAmount, uncompensatedAmount } = declaration;
  const byProvider = declaration.receiverOfReimbursement === 'M';
  const notCovered = uncompensatedAmount - excessAmount - contributionAmount;
  const parts: UnpaidPart[] = [
    { reason: 'excess', cents: excessAmount },
    { reason: 'contribution', cents: contributionAmount },
    { reason: 'not-covered', cents: notCovered },
  ];
  return {
    kind: 'settled',
    paidTo: byProvider ? 'provider' : 'you',
    paidCents: byProvider ? compensatedAmount + excessAmount + contributionAmount : compensatedAmount,
    unpaid: parts.filter((part) => part.cents > 0),
  };
}
