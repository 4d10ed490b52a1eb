import type { AgreementMutability } from '@mijn/contract';
import { policyChangeWindow, policyMutability } from '@mijn/domain';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { loadPolicyChange } from './policy-change.ts';

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
  const { agreement } = change;
  const window = policyChangeWindow(target.policyYear);
  const mutability = policyMutability({
    isPolicyholder: change.isPolicyholder,
    hasPaymentDeficit: change.policyholder.isDefaulter,
    // An agreement that stops before the year starts has ended for that year too.
    hasAgreementEnded:
      agreement.endDate !== null &&
      (agreement.endDate < today || agreement.endDate < `${target.policyYear}-01-01`),
    policyYear: target.policyYear,
    today,
    paymentMethod: agreement.paymentMethod,
  });
  return {
    agreementId: agreement.agreementId,
    contractCode: agreement.contractCode,
    policyYear: target.policyYear,
    user: auth.claims.customerNumber,
    ...mutability,
    changePossibleFrom: window.opensOn,
    changePossibleUntil: window.closesOn,
  };
}
