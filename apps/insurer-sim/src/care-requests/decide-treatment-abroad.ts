import { decideTreatmentAbroad, type IsoDate } from '@mijn/domain';
import { TreatmentAbroadCare } from '@mijn/insurer';
import { and, asc, eq, lte } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { InsurerDatabase } from '../db/database.ts';
import { customers } from '../db/schema/policies.ts';
import { treatmentAbroadRequests } from '../db/schema/treatment-abroad.ts';
import type { StoreCorrespondenceLetter, StoredLetter } from '../letters.ts';

export type TreatmentAbroadRequest = typeof treatmentAbroadRequests.$inferSelect;

/** What `submit-treatment-abroad.ts` keeps of a request besides its columns. */
const StoredFacts = z.object({ care: TreatmentAbroadCare, providerName: z.string() });

/**
 * Takes the next request whose decision time has come, locking it (SKIP LOCKED: two servers never
 * take the same one) until the caller's transaction ends; undefined when none is due.
 */
export async function takeDueTreatmentAbroad(
  { db }: { db: InsurerDatabase },
  now: Date,
): Promise<TreatmentAbroadRequest | undefined> {
  const [request] = await db
    .select()
    .from(treatmentAbroadRequests)
    .where(and(eq(treatmentAbroadRequests.status, 'received'), lte(treatmentAbroadRequests.decideAfter, now)))
    .orderBy(asc(treatmentAbroadRequests.decideAfter))
    .limit(1)
    .for('update', { skipLocked: true });
  return request;
}

/** The facts a request was taken in with, parsed, never cast: a row that does not match fails loudly. */
function storedFacts(request: TreatmentAbroadRequest): z.output<typeof StoredFacts> {
  const parsed = z.safeParse(StoredFacts, request.fields);
  if (parsed.success) return parsed.data;
  const paths = new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(the facts)'));
  throw new Error(`Treatment-abroad request ${request.id} has no facts at ${[...paths].join(', ')}`);
}

/**
 * Decides a request the caller holds, in the caller's transaction `db`, by the rules of
 * `decideTreatmentAbroad` (a request without a period is judged on the day it came in): the status on
 * the request and a letter in the patient's message box.
 */
export async function decideTreatmentAbroadRequest<Db extends InsurerDatabase>(
  { db, storeLetter }: { db: Db; storeLetter: StoreCorrespondenceLetter<Db> },
  request: TreatmentAbroadRequest,
  today: IsoDate,
): Promise<StoredLetter> {
  const { care, providerName } = storedFacts(request);
  const [patient] = await db
    .select({ birthDate: customers.birthDate })
    .from(customers)
    .where(eq(customers.customerNumber, request.customerNumber));
  if (!patient) throw new Error(`Treatment-abroad request ${request.id} lost its patient`);
  const { countryCode, startDate, endDate } = request;
  const decision = decideTreatmentAbroad({
    ...care,
    countryCode,
    birthDate: patient.birthDate,
    startDate: startDate ?? request.receivedOn,
  });
  const letter = await storeLetter(db, request.customerNumber, {
    docType: 'Brief',
    docTypeId: 10,
    facts: {
      kind: 'treatmentAbroadDecision',
      reference: request.reference,
      requestKind: request.kind,
      receivedOn: request.receivedOn,
      providerName,
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
    .where(eq(treatmentAbroadRequests.id, request.id));
  return letter;
}
