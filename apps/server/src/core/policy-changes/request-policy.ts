import { addDays, hasAgreementEndedFor, policyChangeStartDate } from '@mijn/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agreements, policies } from '../../db/schema.ts';
import { insuredBetween } from './insured-between.ts';
import { PolicyChangeRefused } from './policy-change-refused.ts';
import type { InsuredInYear } from './target-cover.ts';

/** The cover of a year as a change finds it. */
export interface CoverBeforeChange {
  /** The insured of the year and what they carry in it: nothing yet for a request. */
  insured: InsuredInYear[];
  /** What a person the change does not name keeps: for a request the cover they had last. */
  kept: InsuredInYear[];
  /** Nobody was insured in the year: the change requests it (polis-aanvragen, decision 0050). */
  isRequest: boolean;
}

/**
 * The insured of the year before a change. Where nobody on the agreement is insured in the year,
 * the change is a request: it continues the persons insured on 31 December of the year before, who
 * keep the cover they had then unless the change names them. Refuses (nothing written) an agreement
 * that ended before the year, or for a request one that stopped before that day or had nobody on it.
 */
export async function coverBeforeChange(
  db: Db,
  agreement: typeof agreements.$inferSelect,
  year: number,
  today: string,
): Promise<CoverBeforeChange> {
  const startDate = policyChangeStartDate(year);
  const inYear = await insuredBetween(db, agreement.agreementId, startDate, `${year}-12-31`);
  const refused = () => new PolicyChangeRefused('agreementNotFound', String(agreement.agreementId));
  if (inYear.length > 0) {
    if (agreement.endDate !== null && agreement.endDate < startDate) throw refused();
    return { insured: inYear, kept: inYear, isRequest: false };
  }
  const eve = addDays(startDate, -1);
  const onEve = await insuredBetween(db, agreement.agreementId, eve, eve);
  if (onEve.length === 0 || hasAgreementEndedFor(agreement.endDate, year, today, 'request')) throw refused();
  return {
    insured: onEve.map((person) => ({ ...person, policyEnd: null, products: [] })),
    kept: onEve,
    isRequest: true,
  };
}

/**
 * Reopens the agreement and the requested policies: their end date goes, as a cancellation
 * withdrawn, so they run on into the year and the years after (decision 0050).
 */
export async function reopenForYear(
  db: Db,
  agreementId: number,
  insured: readonly InsuredInYear[],
): Promise<void> {
  await db.update(agreements).set({ endDate: null }).where(eq(agreements.agreementId, agreementId));
  await db
    .update(policies)
    .set({ endDate: null })
    .where(
      inArray(
        policies.policyNumber,
        insured.map((person) => person.policyNumber),
      ),
    );
}
