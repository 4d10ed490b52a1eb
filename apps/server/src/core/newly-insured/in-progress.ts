import type { AgreementDetail } from '@mijn/contract';
import { familyName } from '@mijn/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newlyInsuredPersons, newlyInsuredRequests } from '../../db/schema.ts';

type PersonRow = typeof newlyInsuredPersons.$inferSelect;

/** Spec §3 Agreement detail's newlyInsuredPersonsInProgress entry of a stored person. */
export const inProgressEntry = (person: PersonRow) => ({
  initials: person.initials,
  fullLastName: familyName(person),
  birthDate: person.birthDate,
  role: person.role,
  startDate: person.startDate,
});

/** Per agreement, the persons of requests the core has not accepted yet, in the order asked. */
export async function newlyInsuredInProgress(
  db: Db,
  agreementIds: readonly number[],
): Promise<Map<number, AgreementDetail['newlyInsuredPersonsInProgress']>> {
  const byAgreement = new Map<number, AgreementDetail['newlyInsuredPersonsInProgress']>();
  if (agreementIds.length === 0) return byAgreement;
  const rows = await db
    .select({ agreementId: newlyInsuredRequests.agreementId, person: newlyInsuredPersons })
    .from(newlyInsuredPersons)
    .innerJoin(newlyInsuredRequests, eq(newlyInsuredRequests.id, newlyInsuredPersons.requestId))
    .where(
      and(
        inArray(newlyInsuredRequests.agreementId, [...agreementIds]),
        eq(newlyInsuredRequests.status, 'in-progress'),
      ),
    )
    .orderBy(asc(newlyInsuredRequests.createdAt), asc(newlyInsuredPersons.position));
  for (const { agreementId, person } of rows) {
    byAgreement.set(agreementId, [...(byAgreement.get(agreementId) ?? []), inProgressEntry(person)]);
  }
  return byAgreement;
}
