import type { AgreementMutability } from '@mijn/contract';
import type { PermissionFlags } from '@mijn/domain';
import type { AgreementView } from './model.ts';

export interface PolicyActions {
  editPolicy: boolean;
  addInsured: boolean;
}

/**
 * Which actions an agreement offers (spec §2, §6): only the main insured (H), as policyholder of the
 * agreement, changes it, and only while it has not ended; adding an insured also needs basic
 * insurance. A running year and next year's offer are both edited (the offer continues the cover);
 * a year nobody is insured in yet is requested instead (`mayRequestYear`).
 */
export function policyActions(
  agreement: Pick<AgreementView, 'hasBasicInsurance' | 'hasAgreementEnded' | 'isPolicyholder'>,
  options: {
    flags: Pick<PermissionFlags, 'mayUpdateInsurance' | 'mayCreateInsuredPerson'>;
    role: string | null;
    isOffer: boolean;
  },
): PolicyActions {
  const mayChange = options.role === 'H' && agreement.isPolicyholder && !agreement.hasAgreementEnded;
  const mayUpdate = mayChange && options.flags.mayUpdateInsurance;
  return {
    editPolicy: mayUpdate,
    addInsured:
      mayChange && !options.isOffer && options.flags.mayCreateInsuredPerson && agreement.hasBasicInsurance,
  };
}

/**
 * Whether the overview offers to request a year for an agreement nobody is insured in that year yet
 * (polis-aanvragen, decision 0050): the server says the year is a request and may be asked for now,
 * and only the main insured asks.
 */
export function mayRequestYear(
  mutability: Pick<AgreementMutability, 'mode' | 'isMutable'> | undefined,
  options: { flags: Pick<PermissionFlags, 'mayUpdateInsurance'>; role: string | null },
): boolean {
  return (
    options.role === 'H' &&
    options.flags.mayUpdateInsurance &&
    mutability?.mode === 'request' &&
    mutability.isMutable
  );
}
