import { type ValidatorMessageKey, validatorMessages } from '../validators/messages.ts';
import type { SelectionIssue } from './arrangement-selection.ts';
import type { StartIssue } from './arrangement-start.ts';
import type { TermsIssue } from './arrangement-terms.ts';

type ArrangementRule = SelectionIssue['code'] | TermsIssue | StartIssue;

/** The `validators.*` key that explains each arrangement rule, on the screen and in a 400. */
export const arrangementMessages: Record<ArrangementRule, ValidatorMessageKey> = {
  'none-selected': validatorMessages.arrangementNoInvoice,
  'more-than-one-premium': validatorMessages.arrangementOnePremium,
  'unknown-invoice': validatorMessages.invalidInput,
  paid: validatorMessages.arrangementPaid,
  'in-arrangement': validatorMessages.arrangementInArrangement,
  'collection-agency': validatorMessages.arrangementCollectionAgency,
  'debt-relief': validatorMessages.arrangementDebtRelief,
  bankruptcy: validatorMessages.arrangementBankruptcy,
  'direct-debit': validatorMessages.arrangementDirectDebit,
  'yearly-premium': validatorMessages.arrangementYearlyPremium,
  'current-premium': validatorMessages.arrangementCurrentPremium,
  'not-oldest-premium': validatorMessages.arrangementNotOldestPremium,
  'below-minimum': validatorMessages.arrangementBelowMinimum,
  'too-few-terms': validatorMessages.numberTooLow,
  'too-many-terms': validatorMessages.numberTooHigh,
  'term-too-low': validatorMessages.arrangementTermTooLow,
  'start-too-early': validatorMessages.arrangementStartTooEarly,
  'start-too-late': validatorMessages.arrangementStartTooLate,
  'start-not-business-day': validatorMessages.arrangementStartNotBusinessDay,
};
