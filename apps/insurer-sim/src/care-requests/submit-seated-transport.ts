import { randomUUID } from 'node:crypto';
import { insurerToday } from '@mijn/domain';
import { type InsurerPort, refuse } from '@mijn/insurer';
import { documents } from '../db/schema/documents.ts';
import { seatedTransportAttachments, seatedTransportRequests } from '../db/schema/seated-transport.ts';
import type { InsurerDeps } from '../deps.ts';
import { assessSeatedTransport } from './assess-seated-transport.ts';
import { policyOn } from './queries.ts';
import { nextSeatedTransportReference } from './seated-transport-reference.ts';
import { takenBefore } from './taken-before.ts';

type SubmitSeatedTransport = InsurerPort['careRequests']['submitSeatedTransport'];

/**
 * Takes a seated-transport request in for a person insured on the day it came in, assesses it at
 * once (decision 0012), and keeps it in one transaction with its files and the confirmation letter
 * in the patient's message box. A failure keeps nothing, the letter's file included. A repeat of the
 * request id answers the reference it was given the first time.
 */
export async function submitSeatedTransport(
  { db, fileSeatedTransportLetter }: InsurerDeps,
  input: Parameters<SubmitSeatedTransport>[0],
): ReturnType<SubmitSeatedTransport> {
  const before = await takenBefore(db, seatedTransportRequests, input.requestId);
  if (before) return before;
  const receivedAt = new Date(input.receivedAt);
  const receivedOn = insurerToday(receivedAt);
  const insured = await policyOn(db, input.customerNumber, receivedOn);
  if (!insured) return refuse('not-insured');

  const { requestId: id, attachments, situation, answers, travelMode, receivedAt: _sent, ...request } = input;
  const assessment = assessSeatedTransport(situation);
  const reference = await nextSeatedTransportReference(db, Number(receivedOn.slice(0, 4)));
  const documentId = randomUUID();
  const { patient, policyNumber, labelCode, contractCode } = insured;
  const letter = await fileSeatedTransportLetter(
    {
      documentId,
      patient,
      reference,
      receivedDate: receivedOn,
      travelMode,
      startDate: request.startDate,
      endDate: request.endDate,
      labelCode,
      policyNumber,
      assessment,
    },
    receivedAt,
  );
  try {
    await db.transaction(async (tx) => {
      await tx.insert(seatedTransportRequests).values({
        id,
        reference,
        ...request,
        situationType: situation.type,
        fields: answers,
        status: assessment.status,
        assessedAt: receivedAt,
        decisionReason: assessment.reason,
        receivedDate: receivedOn,
      });
      if (attachments.length > 0) {
        await tx
          .insert(seatedTransportAttachments)
          .values(attachments.map((attachment) => ({ requestId: id, ...attachment })));
      }
      await tx.insert(documents).values({
        documentId,
        customerNumber: input.customerNumber,
        labelCode,
        policyNumber,
        contractCode,
        docType: 'Brief',
        docTypeId: 10,
        documentCluster: 'correspondentie',
        name: letter.title,
        publicationDate: receivedOn,
        storageKey: letter.storageKey,
      });
    });
  } catch (error) {
    await letter.discard();
    throw error;
  }
  return { reference };
}
