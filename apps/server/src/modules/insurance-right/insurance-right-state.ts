import type { InsuranceRightState } from '@mijn/contract';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { stateReply } from './insurance-right-wire.ts';

/** GET InsuranceRight: where the user's own insurance right stands, as the insurer answers it. */
export async function getInsuranceRightState(
  { insurer }: Pick<AppContext, 'insurer'>,
  auth: AccessAuth,
): Promise<InsuranceRightState> {
  return stateReply(await insurer.insuranceRight.state({ customerNumber: auth.user.customerNumber }));
}
