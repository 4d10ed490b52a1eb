import { eq, isNull, min, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  careMediationRequests,
  claimSubmissions,
  contactQuestions,
  insuranceRightRequests,
  newlyInsuredRequests,
  paymentArrangements,
  treatmentAbroadRequests,
} from '../db/schema.ts';

/**
 * When the simulation's next waiting item falls due: a claim, or a question or request whose
 * answer waits its configured delay. Each condition is the one its job takes due items by; null
 * when nothing waits. The jobs that follow the calendar (premium run, dunning, collection) are not
 * here: they fall due when the insurer's day begins. One round trip.
 */
export async function nextDueWork(db: Db): Promise<Date | null> {
  const { handleAfter, lockedUntil } = claimSubmissions;
  const claimFreeAt = sql<Date | null>`min(greatest(${handleAfter}, coalesce(${lockedUntil}, ${handleAfter})))`;
  const rows = await unionAll(
    db
      .select({ at: min(contactQuestions.answerAfter) })
      .from(contactQuestions)
      .where(eq(contactQuestions.status, 'received')),
    // Not first: a union's rows are read as its first query's columns say, here as instants.
    db.select({ at: claimFreeAt }).from(claimSubmissions).where(isNull(claimSubmissions.handledAt)),
    db
      .select({ at: min(careMediationRequests.answerAfter) })
      .from(careMediationRequests)
      .where(eq(careMediationRequests.status, 'received')),
    db
      .select({ at: min(insuranceRightRequests.decideAfter) })
      .from(insuranceRightRequests)
      .where(eq(insuranceRightRequests.status, 'pending')),
    db
      .select({ at: min(treatmentAbroadRequests.decideAfter) })
      .from(treatmentAbroadRequests)
      .where(eq(treatmentAbroadRequests.status, 'received')),
    db
      .select({ at: min(newlyInsuredRequests.acceptAfter) })
      .from(newlyInsuredRequests)
      .where(eq(newlyInsuredRequests.status, 'in-progress')),
    db
      .select({ at: min(paymentArrangements.processAfter) })
      .from(paymentArrangements)
      .where(eq(paymentArrangements.status, 'requested')),
  );
  const times = rows.flatMap(({ at }) => (at ? [at.getTime()] : []));
  return times.length === 0 ? null : new Date(Math.min(...times));
}
