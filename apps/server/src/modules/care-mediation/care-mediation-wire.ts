import type { CareMediationRequest } from '@mijn/contract';
import { type CareMediationKind, validatorMessages } from '@mijn/domain';
import type { InsurerPort } from '@mijn/insurer';
import { HttpError, inputRefused, serverMessages } from '../../http/http-error.ts';
import { storedFileRow, type UploadedFile } from '../../http/multipart-route.ts';

type SubmitMediation = InsurerPort['careRequests']['submitMediation'];

/** A validated request as the insurer takes it in: the person, the travel distance, the answers and the files. */
export function mediationToPort(
  request: {
    requestId: string;
    kind: CareMediationKind;
    customerNumber: string;
    requestedBy: string;
    receivedAt: string;
  },
  body: CareMediationRequest,
  files: readonly UploadedFile[],
): Parameters<SubmitMediation>[0] {
  const { CurrentSelectedCustomerNumber: _customer, ...answers } = body;
  return {
    ...request,
    maxTravelDistanceKm: body.MaxTravelDistanceKm,
    answers,
    attachments: files.map(storedFileRow),
  };
}

/** The insurer's refusal, worded for the customer as the form's checks word it. */
export function mediationRefusalError(refused: string): HttpError {
  switch (refused) {
    case 'not-insured':
      return new HttpError(400, serverMessages.noPolicyForInsured);
    case 'youth-desk':
      return inputRefused('body.CurrentSelectedCustomerNumber', validatorMessages.mentalHealthYouthDesk);
    case 'mental-health-only-self':
      return inputRefused('body.CurrentSelectedCustomerNumber', validatorMessages.mentalHealthOnlySelf);
    default:
      throw new Error(`careRequests.submitMediation declares no refusal ${refused}`);
  }
}
