import type { AgreementMutability } from '@mijn/contract';
import { type PolicyMutability, policyChangeWindow, policyMutability } from '@mijn/domain';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { loadPolicyChange, type PolicyChange } from './policy-change.ts';

/** Spec §4's denial reasons for a loaded agreement and year, judged on the insurer's `today`. */
export function changeMutability(change: PolicyChange, today: string): PolicyMutability {
  const { agreement, year } = change;
  return policyMutability({
    isPolicyholder: change.isPolicyholder,
    hasPaymentDeficit: change.policyholder.isDefaulter,
    // An agreement that stops before the year starts has ended for that year too.
    hasAgreementEnded:
      agreement.endDate !== null && (agreement.endDate < today || agreement.endDate < `${year}-01-01`),
    policyYear: year,
    today,
    paymentMethod: agreement.paymentMethod,
  });
}

/** Spec §7 AgreementMutable: may the user change this agreement's policy for the year today? */
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
    user: auth.claims.customerNumber,
    ...changeMutability(change, today),
    changePossibleFrom: window.opensOn,
    changePossibleUntil: window.closesOn,
  };
}
