import type { DeclarationSummary } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';

/**
 * The key of the sentence that says when the money of a handled claim was paid out (or, handled
 * today, will be in the next payment run) and to whom; none when no payout date is known.
 */
export function paidOnKey(declaration: DeclarationSummary, paidTo: 'you' | 'provider') {
  if (!declaration.paidOutOn) return null;
  const when = declaration.paidOutOn > insurerToday(new Date()) ? 'will-be-paid' : 'paid';
  return `money.paid-on.${when}-${paidTo}` as const;
}
