import { randomUUID } from 'node:crypto';
import type { contract, EndpointRequest, EndpointResponse } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { CustomerNumber, isRefusal } from '@mijn/insurer';
import { z } from 'zod/mini';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { toRequestResult } from './insurance-card-wire.ts';

type RequestInsuranceCard = typeof contract.insuranceCard.requestInsuranceCard;

const CustomerNumbers = z.array(CustomerNumber);

/**
 * Spec §4 Physical card request: the insurer decides per insured (sent, requested recently, not
 * insured). Asking for someone the user may not see is refused as a whole, with 403; so is a number
 * that cannot be a customer's, which nobody may see.
 */
export async function requestCards(
  { insurer, clock }: Pick<AppContext, 'insurer' | 'clock'>,
  auth: AccessAuth,
  body: EndpointRequest<RequestInsuranceCard>['body'],
): Promise<EndpointResponse<RequestInsuranceCard>> {
  const customerNumbers = z.safeParse(CustomerNumbers, body.customerNumbers);
  if (!customerNumbers.success) throw new HttpError(403, serverMessages.forbidden);
  const requested = await insurer.insuranceCards.requestByPost(
    { viewer: viewerOf(auth), customerNumbers: customerNumbers.data, onDay: insurerToday(clock.now()) },
    { key: randomUUID() },
  );
  if (isRefusal(requested)) throw new HttpError(403, serverMessages.forbidden);
  return toRequestResult(requested);
}
