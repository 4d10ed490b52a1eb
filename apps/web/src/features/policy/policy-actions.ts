import type { PermissionFlags } from '@mijn/domain';
import type { AgreementView } from './model.ts';

export interface PolicyActions {
  editPolicy: boolean;
  addInsured: boolean;
  requestPolicy: boolean;
}

/**
 * Which actions an agreement offers (spec §2, §6): only the main insured (H) changes a policy, only
 * on an agreement that has not ended; adding an insured also needs basic insurance. Requesting a
 * policy is for next year's offer, editing for a year already running.
 */
export function policyActions(
  agreement: Pick<AgreementView, 'hasBasicInsurance' | 'hasAgreementEnded'>,
  options: {
    flags: Pick<PermissionFlags, 'mayUpdateInsurance' | 'mayCreateInsuredPerson'>;
    role: string;
    isOffer: boolean;
  },
): PolicyActions {
  const mayChange = options.role === 'H' && !agreement.hasAgreementEnded;
  const mayUpdate = mayChange && options.flags.mayUpdateInsurance;
  return {
    editPolicy: mayUpdate && !options.isOffer,
    requestPolicy: mayUpdate && options.isOffer,
    addInsured:
      mayChange && !options.isOffer && options.flags.mayCreateInsuredPerson && agreement.hasBasicInsurance,
  };
}
