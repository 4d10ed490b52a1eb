import type { ContractValidationPayload, SaveContractCardsReply } from '@mijn/contract';
import { insurerToday, policyChangeStartDate, yearOf } from '@mijn/domain';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { Clock } from '../../clock.ts';
import { replaceScheduledChange } from '../../core/payment-setup/scheduled-changes.ts';
import { applyPolicyChange } from '../../core/policy-changes/apply-policy-change.ts';
import {
  type PolicyChangeRefusal,
  PolicyChangeRefused,
} from '../../core/policy-changes/policy-change-refused.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, inputRefused, serverMessages } from '../../http/http-error.ts';
import { requireMedicalSelections } from './dental-medical-selection.ts';
import { changeMutability } from './mutability.ts';
import { paymentSetupForYear, termChangeFor } from './payment-term.ts';
import { personChoices } from './person-choices.ts';
import { loadPolicyChange } from './policy-change.ts';
import { selectionToSave } from './selection-to-save.ts';

/**
 * The core re-checks what this module checked, in its own transaction; a refusal here means the
 * agreement or the clock moved in between (409), or a choice the checks let through (422).
 */
const refusalErrors: Record<PolicyChangeRefusal, () => HttpError> = {
  agreementNotFound: () => new HttpError(409, serverMessages.policyChangeNotPossible),
  yearNotChangeable: () => new HttpError(409, serverMessages.policyChangeNotPossible),
  personNotOnAgreement: () => new HttpError(422, serverMessages.packageChangeNotPossibleForInsured),
  personNamedTwice: () => new HttpError(422, serverMessages.packageChangeNotPossibleForInsured),
  childFollowsParent: () => new HttpError(422, serverMessages.packageChangeNotPossibleForInsured),
  unknownProduct: () => new HttpError(422, serverMessages.packageChangeNotPossibleForInsured),
  productOfOtherGroup: () => new HttpError(422, serverMessages.packageChangeNotPossibleForInsured),
};

/**
 * Spec §7 Contract/SaveContractCards: the policyholder's selection of cards becomes the agreement's
 * cover for the year, from 1 January. Checked in the order the edit screen learns it: the input,
 * who may change (404 for anyone but the policyholder), whether the year may change today (409),
 * whether the chosen payment term may (409), the selection rules (422, or the
 * missing-required-packages answer), the dental medical selection (422); only then the core writes
 * the cover and, when another term was chosen, the term from the same 1 January, in one transaction.
 */
export async function saveContractCards(
  ctx: { db: Db; clock: Clock },
  auth: AccessAuth,
  agreementNumber: number,
  payload: ContractValidationPayload,
): Promise<SaveContractCardsReply> {
  if (agreementNumber !== payload.agreementId)
    throw inputRefused('query.agreementNumber', 'must equal body.agreementId');
  const year = yearOf(payload.startDate);
  const startDate = policyChangeStartDate(year);
  if (payload.startDate !== startDate)
    throw inputRefused('body.startDate', `must be 1 January of the year being changed (${startDate})`);

  const today = insurerToday(ctx.clock.now());
  const change = await loadPolicyChange(
    ctx.db,
    auth,
    { agreementId: payload.agreementId, contractCode: payload.contractCode, year },
    today,
    { holderOnly: true },
  );
  if (!changeMutability(change, today).isMutable)
    throw new HttpError(409, serverMessages.policyChangeNotPossible);
  const termChange = termChangeFor(
    change,
    await paymentSetupForYear(ctx.db, change),
    payload.selectedPaymentTerm,
    today,
  );

  const { selection, missingRequiredPackages } = selectionToSave(change.context, payload.chosenInsurances);
  if (missingRequiredPackages.length > 0)
    return { outcome: 'missing-required-packages', missingRequiredPackages };

  const choices = personChoices(change.context, selection);
  await requireMedicalSelections(ctx.db, change, choices);
  try {
    const { agreementId } = change.agreement;
    const applied = await ctx.db.transaction(async (tx) => {
      if (termChange !== undefined) {
        await replaceScheduledChange(tx, agreementId, termChange, ctx.clock.now());
      }
      return applyPolicyChange({ db: tx, clock: ctx.clock }, { agreementId, year, insured: choices });
    });
    return {
      outcome: applied.kind === 'unchanged' && termChange === undefined ? 'unchanged' : 'saved',
      year,
      startDate: applied.startDate,
    };
  } catch (error) {
    if (error instanceof PolicyChangeRefused) throw refusalErrors[error.reason]();
    throw error;
  }
}
