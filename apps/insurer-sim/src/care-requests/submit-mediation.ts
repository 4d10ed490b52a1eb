import { ageOn, careMediationReferenceOf, insurerToday, mediationPersonRefusal } from '@mijn/domain';
import { type InsurerPort, refuse } from '@mijn/insurer';
import { careMediationRequestFiles, careMediationRequests } from '../db/schema/care-mediation.ts';
import type { InsurerDeps } from '../deps.ts';
import { defaultDelays, secondsAfter } from '../simulated-delays.ts';
import { insuredOn } from './queries.ts';
import { takenBefore } from './taken-before.ts';

type SubmitMediation = InsurerPort['careRequests']['submitMediation'];

/**
 * Takes a mediation request in, for a person insured on the day it came in (mental health only for
 * oneself and from 18, spec §6), with its files, in one transaction; the core answers it
 * CARE_REQUEST_DELAY_SECONDS after the portal received it (`answer-mediation.ts`). A repeat of the request id answers the
 * reference it was given the first time.
 */
export async function submitMediation(
  { db, delays = defaultDelays }: InsurerDeps,
  input: Parameters<SubmitMediation>[0],
): ReturnType<SubmitMediation> {
  const before = await takenBefore(db, careMediationRequests, input.requestId);
  if (before) return before;
  const receivedOn = insurerToday(new Date(input.receivedAt));
  const insured = await insuredOn(db, input.customerNumber, receivedOn);
  if (!insured) return refuse('not-insured');
  const refusal = mediationPersonRefusal(input.kind, {
    isSelf: input.customerNumber === input.requestedBy,
    age: ageOn(insured.birthDate, receivedOn),
  });
  if (refusal !== null) return refuse(refusal);

  const { requestId: id, attachments, answers, receivedAt, ...request } = input;
  const reference = careMediationReferenceOf(id);
  await db.transaction(async (tx) => {
    await tx.insert(careMediationRequests).values({
      id,
      reference,
      ...request,
      fields: answers,
      receivedOn,
      answerAfter: secondsAfter(new Date(receivedAt), delays.careRequestSeconds),
    });
    if (attachments.length > 0) {
      await tx
        .insert(careMediationRequestFiles)
        .values(attachments.map((attachment) => ({ requestId: id, ...attachment })));
    }
  });
  return { reference };
}
