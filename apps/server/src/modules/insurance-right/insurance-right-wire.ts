import type { InsuranceRightFields, InsuranceRightState } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { type Answer, type InsurerAreas, isRefusal } from '@mijn/insurer';
import type { z } from 'zod';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { storedFileRow, type UploadedFile } from '../../http/multipart-route.ts';

type Operations = InsurerAreas['insuranceRight']['operations'];

/** The insurer's state as the contract's reply. */
export function stateReply({
  isCheckRequired,
  check,
}: z.output<Operations['state']['output']>): InsuranceRightState {
  return {
    isCheckRequired,
    check: check && { status: check.status, sentDate: check.sentOn, decidedDate: check.decidedOn },
  };
}

/** A check the portal keeps for the insurer (decision 0108) is pending, sent the day it was received. */
export const keptCheckReply = (receivedAt: string): InsuranceRightState => ({
  isCheckRequired: false,
  check: { status: 'pending', sentDate: insurerToday(new Date(receivedAt)), decidedDate: null },
});

/** The form as the insurer takes it: the person's answers and their documents' references. */
export function checkOf(
  customerNumber: string,
  body: z.output<typeof InsuranceRightFields>,
  files: readonly UploadedFile[],
  receivedAt: Date,
): z.output<Operations['requestCheck']['input']> {
  return {
    customerNumber,
    hasDutchIncome: body.HasDutchIncome,
    hasBenefit: body.HasBenefit,
    hasOtherIncome: body.HasOtherIncome,
    isSelfEmployed: body.IsSelfEmployed,
    lastDutchIncome: body.LastDutchIncome ?? null,
    attachments: files.map(storedFileRow),
    receivedAt: receivedAt.toISOString(),
  };
}

/** The insurer's answer to a check as the reply; its refusals as the portal has always worded them. */
export function checkReply(answer: Answer<Operations['requestCheck']>): InsuranceRightState {
  if (!isRefusal(answer)) return stateReply(answer);
  if (answer.refused === 'no-policy') throw new HttpError(400, serverMessages.noPolicyForInsured);
  throw new HttpError(409, serverMessages.insuranceRightCheckNotRequired);
}
