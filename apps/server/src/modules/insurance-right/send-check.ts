import { randomUUID } from 'node:crypto';
import type { InsuranceRightFields, InsuranceRightState } from '@mijn/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { UploadedFile } from '../../http/multipart-route.ts';
import { checkOf, checkReply } from './insurance-right-wire.ts';

/**
 * POST InsuranceRight: the user's own check (a co-insured of 16 or over answers in their own account,
 * spec §6; the form names no one), handed to the insurer with its documents, which takes it only
 * while it is required and decides it later by letter. A refusal keeps nothing (decision 0013).
 */
export async function sendInsuranceRightCheck(
  { insurer, clock }: Pick<AppContext, 'insurer' | 'clock'>,
  auth: AccessAuth,
  body: z.output<typeof InsuranceRightFields>,
  files: readonly UploadedFile[],
): Promise<InsuranceRightState> {
  const check = checkOf(auth.user.customerNumber, body, files, clock.now());
  return checkReply(await insurer.insuranceRight.requestCheck(check, { key: randomUUID() }));
}
