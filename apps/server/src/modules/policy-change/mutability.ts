import type { AgreementMutability } from '@mijn/contract';
import {
  hasAgreementEndedFor,
  type PolicyMutability,
  policyChangeWindow,
  policyMutability,
} from '@mijn/domain';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { loadPolicyChange, type PolicyChange } from './policy-change.ts';

/**
 * The denials of spec §4 for a loaded change, for a change of the year or its request alike: the one
 * check AgreementMutable answers and a save must pass. A request with nobody to continue (nobody
 * insured on the day before the year) has nothing left of the agreement: it has ended.
 */
export function changeMutability(change: PolicyChange, today: string): PolicyMutability {
  const { agreement } = change;
  return policyMutability({
    isPolicyholder: change.isPolicyholder,
    hasPaymentDeficit: change.policyholder.isDefaulter,
    hasAgreementEnded:
      change.insured.length === 0 || hasAgreementEndedFor(agreement.endDate, change.year, today, change.mode),
    policyYear: change.year,
    today,
    paymentMethod: agreement.paymentMethod,
  });
}

/** Spec §7 AgreementMutable: may the user change (or request) this agreement's policy for the year today? */
export async function agreementMutability(
  db: Db,
  auth: AccessAuth,
  target: { agreementId: number; contractCode: string; policyYear: number },
  today: string,
): Promise<AgreementMutability> {
  const change = await loadPolicyChange(
    db,
    auth,
    { agreementId: target.agreementId, contractCode: target.contractCode, year: target.policyYear },
    today,
    { holderOnly: false },
  );
  const window = policyChangeWindow(target.policyYear);
  return {
    agreementId: change.agreement.agreementId,
    contractCode: change.agreement.contractCode,
    policyYear: target.policyYear,
    user: auth.user.customerNumber,
    mode: change.mode,
    ...changeMutability(change, today),
    changePossibleFrom: window.opensOn,
    changePossibleUntil: window.closesOn,
  };
}
