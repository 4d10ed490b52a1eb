import { insurerToday, treatmentAbroadReferenceOf } from '@mijn/domain';
import { type InsurerPort, refuse } from '@mijn/insurer';
import { treatmentAbroadAttachments, treatmentAbroadRequests } from '../db/schema/treatment-abroad.ts';
import type { InsurerDeps } from '../deps.ts';
import { defaultDelays, secondsAfter } from '../simulated-delays.ts';
import { insuredOn } from './queries.ts';
import { takenBefore } from './taken-before.ts';

type SubmitTreatmentAbroad = InsurerPort['careRequests']['submitTreatmentAbroad'];

/**
 * Takes a request for prior approval of care abroad in, for a person insured on the day it came in,
 * with its files, in one transaction: its facts as the rules read them, never a form (decision 0056).
 * The core decides it CARE_REQUEST_DELAY_SECONDS after the portal received it (`decide-treatment-abroad.ts`). A repeat of
 * the request id answers the reference it was given the first time.
 */
export async function submitTreatmentAbroad(
  { db, delays = defaultDelays }: InsurerDeps,
  input: Parameters<SubmitTreatmentAbroad>[0],
): ReturnType<SubmitTreatmentAbroad> {
  const before = await takenBefore(db, treatmentAbroadRequests, input.requestId);
  if (before) return before;
  const receivedOn = insurerToday(new Date(input.receivedAt));
  if (!(await insuredOn(db, input.customerNumber, receivedOn))) return refuse('not-insured');

  const { requestId: id, attachments, care, providerName, receivedAt, ...request } = input;
  const reference = treatmentAbroadReferenceOf(id, receivedOn);
  await db.transaction(async (tx) => {
    await tx.insert(treatmentAbroadRequests).values({
      id,
      reference,
      kind: care.kind,
      ...request,
      fields: { care, providerName },
      receivedOn,
      decideAfter: secondsAfter(new Date(receivedAt), delays.careRequestSeconds),
    });
    if (attachments.length > 0) {
      await tx
        .insert(treatmentAbroadAttachments)
        .values(attachments.map((attachment) => ({ requestId: id, ...attachment })));
    }
  });
  return { reference };
}
