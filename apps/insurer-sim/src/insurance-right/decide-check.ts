import { type IsoDate, insuranceRightOutcomeOf } from '@mijn/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { insuranceRightRequests } from '../db/schema/insurance-right.ts';
import { insuranceRightChecks } from '../db/schema/policies.ts';
import type { StoreCorrespondenceLetter, StoredLetter } from '../letters.ts';

export type InsuranceRightCheck = typeof insuranceRightRequests.$inferSelect;

/**
 * Takes the next sent check whose decision time has come, locking it (SKIP LOCKED: two servers never
 * take the same one) until the caller's transaction ends; undefined when none is due.
 */
export async function takeDueInsuranceRightCheck(
  { db }: { db: InsurerDatabase },
  now: Date,
): Promise<InsuranceRightCheck | undefined> {
  const [check] = await db
    .select()
    .from(insuranceRightRequests)
    .where(and(eq(insuranceRightRequests.status, 'pending'), lte(insuranceRightRequests.decideAfter, now)))
    .orderBy(asc(insuranceRightRequests.decideAfter))
    .limit(1)
    .for('update', { skipLocked: true });
  return check;
}

/**
 * Decides a check the caller holds, in the caller's transaction `db` (decision 0054): a Dutch source
 * confirms the right, none ends it. The decision goes as a letter to the sender's message box, and
 * the check is no longer required either way (a right that ended is settled by phone, not by
 * checking again).
 */
export async function decideInsuranceRightCheck<Db extends InsurerDatabase>(
  { db, storeLetter }: { db: Db; storeLetter: StoreCorrespondenceLetter<Db> },
  check: InsuranceRightCheck,
  today: IsoDate,
): Promise<StoredLetter> {
  const outcome = insuranceRightOutcomeOf(check);
  const letter = await storeLetter(db, check.customerNumber, {
    docType: 'Brief',
    docTypeId: 10,
    facts: {
      kind: 'insuranceRightDecision',
      outcome,
      sentOn: check.sentOn,
      hasOtherIncome: check.hasOtherIncome,
      lastDutchIncome: check.lastDutchIncome,
    },
    publicationDate: today,
  });
  await db
    .update(insuranceRightRequests)
    .set({ status: outcome, decidedOn: today, decisionDocumentId: letter.documentId })
    .where(eq(insuranceRightRequests.id, check.id));
  const settled = { isCheckRequired: false, checkedOn: today };
  await db
    .insert(insuranceRightChecks)
    .values({ customerNumber: check.customerNumber, ...settled })
    .onConflictDoUpdate({ target: insuranceRightChecks.customerNumber, set: settled });
  return letter;
}
