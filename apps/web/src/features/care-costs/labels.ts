import type { DeclarationSummary } from '@mijn/contract';
import { careTypes, declarationStatus } from '@mijn/domain';
import type { TFunction } from 'i18next';
import { type Payee, payeeOf } from '../../lib/claims/money-story.ts';
import { formatDate, formatEuro } from '../../lib/format.ts';

/** The domain's care types, and the two kinds the core stores as the care type of such a claim. */
const knownCareTypes: readonly string[] = [...careTypes, 'abroad', 'transport'];

/** A care type code in the current language; a code the app does not know is shown as sent. */
export function careTypeText(t: TFunction<'care-costs'>, careType: string): string {
  return knownCareTypes.includes(careType) ? t(`common:care-types.${careType}`) : careType;
}

/**
 * Who the money goes to, in one wording everywhere (issue 34): the account holder by name (spec §6:
 * claims of others are paid to the policyholder's account), else the care provider.
 */
export function payeeName(t: TFunction<'care-costs'>, payee: Payee): string {
  if (payee.to === 'provider') return t('paid-to.M');
  return payee.name ?? t('paid-to.D');
}

/** Who the money of a claim goes to, as its facts name it. */
export const payeeText = (t: TFunction<'care-costs'>, declaration: DeclarationSummary) =>
  payeeName(t, payeeOf(declaration));

/** One treatment date, or the period from the first to the last one. */
export function treatmentText(
  t: TFunction<'care-costs'>,
  declaration: { treatmentDate: string; lastTreatmentDate: string | null },
): string {
  const { treatmentDate, lastTreatmentDate } = declaration;
  if (lastTreatmentDate === null || lastTreatmentDate === treatmentDate) return formatDate(treatmentDate);
  return t('table.period', { from: formatDate(treatmentDate), to: formatDate(lastTreatmentDate) });
}

/**
 * An amount of a claim as shown in the list: while the claim is in progress only the declared
 * amount is known, and a € 0,00 would read as a refusal.
 */
export function claimAmountText(
  t: TFunction<'care-costs'>,
  declaration: DeclarationSummary,
  field:
    | 'declarationAmount'
    | 'compensatedAmount'
    | 'uncompensatedAmount'
    | 'excessAmount'
    | 'contributionAmount',
): string {
  if (field !== 'declarationAmount' && declaration.status === declarationStatus.inProgress) {
    return t('money.unknown-amount');
  }
  return formatEuro(declaration[field]);
}
