import { decideTreatmentAbroad, type IsoDate } from '@mijn/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, treatmentAbroadRequests } from '../../db/schema.ts';
import { storeCorrespondenceLetter, type WrittenLetter } from '../documents/policyholder-letter.ts';
import { decisionFacts, parseStoredRequest, placeAndPeriod } from './request-facts.ts';

type RequestRow = typeof treatmentAbroadRequests.$inferSelect;

/**
 * Takes the next request whose decision time has come, locking it (SKIP LOCKED: two servers never
 * take the same one) until the caller's transaction ends; undefined when none is due.
 */
export async function takeDueTreatmentAbroadRequest(db: Db, now: Date): Promise<RequestRow | undefined> {
  const [request] = await db
    .select()
    .from(treatmentAbroadRequests)
    .where(and(eq(treatmentAbroadRequests.status, 'received'), lte(treatmentAbroadRequests.decideAfter, now)))
    .orderBy(asc(treatmentAbroadRequests.decideAfter))
    .limit(1)
    .for('update', { skipLocked: true });
  return request;
}

/**
 * Decides a request the caller holds, in the caller's transaction, by the rules of
 * `decideTreatmentAbroad`: the status on the request and a letter in the patient's message box.
 */
export async function decideTreatmentAbroadRequest(
  db: Db,
  row: RequestRow,
  today: IsoDate,
): Promise<WrittenLetter> {
  const request = parseStoredRequest(row.id, row.kind, row.fields);
  const [patient] = await db
    .select({ birthDate: customers.birthDate })
    .from(customers)
    .where(eq(customers.customerNumber, row.customerNumber));
  if (!patient) throw new Error(`Treatment-abroad request ${row.id} lost its patient`);
  const decision = decideTreatmentAbroad(decisionFacts(request, patient.birthDate, row.receivedOn));
  const { countryCode, startDate, endDate } = placeAndPeriod(request);
  const letter = await storeCorrespondenceLetter(db, row.customerNumber, {
    docType: 'Brief',
    docTypeId: 10,
    facts: {
      kind: 'treatmentAbroadDecision',
      reference: row.reference,
      requestKind: row.kind,
      receivedOn: row.receivedOn,
      providerName: request.fields.InstanceAbroad.InstanceName,
      countryCode,
      startDate,
      endDate,
      decision,
    },
    publicationDate: today,
  });
  await db
    .update(treatmentAbroadRequests)
    .set({
      status: decision.outcome,
      condition: decision.outcome === 'approved-with-conditions' ? decision.condition : null,
      refusalReason: decision.outcome === 'refused' ? decision.reason : null,
      decidedOn: today,
      decisionDocumentId: letter.documentId,
    })
    .where(eq(treatmentAbroadRequests.id, row.id));
  return letter;
}
