import type { InsuranceRightFields, InsuranceRightState } from '@mijn/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { UploadedFile } from '../../http/multipart-route.ts';
import { checkOf, checkReply, keptCheckReply } from './insurance-right-wire.ts';

/**
 * POST InsuranceRight: the user's own check (a co-insured of 16 or over answers in their own account,
 * spec §6; the form names no one), handed to the insurer with its documents, which takes it only
 * while it is required and decides it later by letter. A refusal keeps nothing (decision 0013).
 * While the insurer is away the check is kept and handed over later (0108): it is pending already.
 */
export async function sendInsuranceRightCheck(
  { handOver, clock }: Pick<AppContext, 'handOver' | 'clock'>,
  auth: AccessAuth,
  body: z.output<typeof InsuranceRightFields>,
  files: readonly UploadedFile[],
): Promise<InsuranceRightState> {
  const check = checkOf(auth.user.customerNumber, body, files, clock.now());
  const sent = await handOver.send('insuranceRight', 'requestCheck', check, { owner: check.customerNumber });
  return sent.status === 'kept' ? keptCheckReply(check.receivedAt) : checkReply(sent.answer);
}
