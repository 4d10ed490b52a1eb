import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agreements, scheduledPaymentChanges } from '../../db/schema.ts';

export type ScheduledChange = typeof scheduledPaymentChanges.$inferSelect;
type Agreement = typeof agreements.$inferSelect;

export async function scheduledChangeOf(db: Db, agreementId: number): Promise<ScheduledChange | null> {
  const [row] = await db
    .select()
    .from(scheduledPaymentChanges)
    .where(eq(scheduledPaymentChanges.agreementId, agreementId));
  return row ?? null;
}

/** How the premium of an agreement is paid on a day: the agreement's own, or a change started by then. */
export function paymentSetupOn(
  agreement: Pick<Agreement, 'paymentMethod' | 'paymentTermMonths'>,
  scheduled: ScheduledChange | null,
  day: string,
): Pick<Agreement, 'paymentMethod' | 'paymentTermMonths'> {
  return scheduled !== null && scheduled.startsOn <= day
    ? { paymentMethod: scheduled.paymentMethod, paymentTermMonths: scheduled.paymentTermMonths }
    : { paymentMethod: agreement.paymentMethod, paymentTermMonths: agreement.paymentTermMonths };
}

/**
 * Replaces the agreement's waiting change of method and term (at most one, decision 0040) by
 * `change`, or leaves none: the one way a change of how the premium is paid is written, for
 * UpdatePaymentDetails and for a term chosen with a policy change. Inside the caller's transaction.
 */
export async function replaceScheduledChange(
  tx: Db,
  agreementId: number,
  change: Pick<ScheduledChange, 'startsOn' | 'paymentMethod' | 'paymentTermMonths'> | null,
  requestedAt: Date,
): Promise<void> {
  await tx.delete(scheduledPaymentChanges).where(eq(scheduledPaymentChanges.agreementId, agreementId));
  if (change) await tx.insert(scheduledPaymentChanges).values({ agreementId, ...change, requestedAt });
}

/**
 * Moves every change whose first day has come onto its agreement. Safe to run again and on two
 * servers at once: each change is taken under a row lock and deleted in the same transaction.
 */
export async function applyDuePaymentChanges(db: Db, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(scheduledPaymentChanges)
      .where(lte(scheduledPaymentChanges.startsOn, today))
      .for('update', { skipLocked: true });
    for (const change of due) {
      await tx
        .update(agreements)
        .set({ paymentMethod: change.paymentMethod, paymentTermMonths: change.paymentTermMonths })
        .where(eq(agreements.agreementId, change.agreementId));
      await tx
        .delete(scheduledPaymentChanges)
        .where(
          and(
            eq(scheduledPaymentChanges.agreementId, change.agreementId),
            eq(scheduledPaymentChanges.startsOn, change.startsOn),
          ),
        );
    }
    return due.length;
  });
}
