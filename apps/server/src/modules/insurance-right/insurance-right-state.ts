import type { InsuranceRightState } from '@mijn/contract';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { keptCheckReply, stateReply } from './insurance-right-wire.ts';

/**
 * GET InsuranceRight: where the user's own insurance right stands, as the insurer answers it; a
 * check the portal still keeps for the insurer (decision 0108) is pending, even while it is away.
 */
export async function getInsuranceRightState(
  { insurer, handOver }: Pick<AppContext, 'insurer' | 'handOver'>,
  auth: AccessAuth,
): Promise<InsuranceRightState> {
  const { customerNumber } = auth.user;
  const [kept] = await handOver.kept('insuranceRight', 'requestCheck', customerNumber);
  if (kept) return keptCheckReply(kept.input.receivedAt);
  return stateReply(await insurer.insuranceRight.state({ customerNumber }));
}
