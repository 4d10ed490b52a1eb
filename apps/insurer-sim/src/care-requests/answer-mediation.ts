import { type CareMediationKind, type IsoDate, WAITING_NORM_WEEKS } from '@mijn/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { careMediationRequests } from '../db/schema/care-mediation.ts';
import { customers } from '../db/schema/policies.ts';
import type { StoreCorrespondenceLetter, StoredLetter } from '../letters.ts';
import { careProvidersNear } from './care-providers.ts';

export type CareMediationRequest = typeof careMediationRequests.$inferSelect;

/**
 * Takes the next mediation request whose answer time has come, locking it (SKIP LOCKED: two servers
 * never take the same one) until the caller's transaction ends; undefined when none is due.
 */
export async function takeDueCareMediation(
  { db }: { db: InsurerDatabase },
  now: Date,
): Promise<CareMediationRequest | undefined> {
  const [request] = await db
    .select()
    .from(careMediationRequests)
    .where(and(eq(careMediationRequests.status, 'received'), lte(careMediationRequests.answerAfter, now)))
    .orderBy(asc(careMediationRequests.answerAfter))
    .limit(1)
    .for('update', { skipLocked: true });
  return request;
}

/**
 * Answers a request the caller holds, in the caller's transaction `db`: a letter in the message box of the
 * person the care is for, with providers near their home and their waiting times.
 */
export async function answerCareMediation<Db extends InsurerDatabase>(
  { db, storeLetter }: { db: Db; storeLetter: StoreCorrespondenceLetter<Db> },
  request: CareMediationRequest,
  today: IsoDate,
): Promise<StoredLetter> {
  const [home] = await db
    .select({ zipCode: customers.zipCode, city: customers.city })
    .from(customers)
    .where(eq(customers.customerNumber, request.customerNumber));
  if (!home) throw new Error(`Customer ${request.customerNumber} is not known`);
  const kind: CareMediationKind = request.kind;
  const { offers, withinDistance } = careProvidersNear(kind, home, request.maxTravelDistanceKm, today);
  const letter = await storeLetter(db, request.customerNumber, {
    docType: 'Brief',
    docTypeId: 10,
    facts: {
      kind: 'careMediationAnswer',
      reference: request.reference,
      requestedOn: request.receivedOn,
      mediationKind: kind,
      maxTravelDistanceKm: request.maxTravelDistanceKm,
      withinDistance,
      normWeeks: WAITING_NORM_WEEKS[kind],
      providers: offers,
    },
    publicationDate: today,
  });
  await db
    .update(careMediationRequests)
    .set({ status: 'answered', answeredOn: today, answerDocumentId: letter.documentId })
    .where(eq(careMediationRequests.id, request.id));
  return letter;
}
