import {
  addDays,
  type DunningStep,
  type DunningStepName,
  dueDunningStep,
  dunnableStatuses,
  dunningPayBy,
  insurerToday,
  invoiceStatus,
  REMINDER_DAYS_AFTER_DUE,
  scheduledDunningDate,
  statutoryCollectionCosts,
} from '@mijn/domain';
import { and, asc, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invoiceSubjectOf, sendInvoiceLetter } from '../core/invoices/invoice-letter.ts';
import { deliverNotifications } from '../core/notifications/deliver-notifications.ts';
import type { Db } from '../db/client.ts';
import { invoiceDunningSteps, invoices } from '../db/schema.ts';
import type { InvoiceJobContext } from './invoice-job-context.ts';

/** The message-box document type of each step's letter. */
const letterTypes: Record<DunningStepName, { docType: string; docTypeId: number }> = {
  reminder: { docType: 'Herinnering', docTypeId: 40 },
  notice: { docType: 'Aanmaning', docTypeId: 43 },
  summons: { docType: 'Sommatie', docTypeId: 44 },
  collectionAgency: { docType: 'Incassobureau', docTypeId: 45 },
};

/** Collection stops for every debt of a household in debt relief or bankruptcy. */
const protectedStatuses = [invoiceStatus.debtRelief, invoiceStatus.bankruptcy];

/**
 * Takes one step for one invoice in one transaction: the status moves only from the step's own
 * status and while money is owed, so of two runs exactly one takes it, and an invoice paid or put in
 * an arrangement in the meantime is left alone. The step's day is kept and its letter sent.
 */
async function takeStep(db: Db, invoiceNumber: string, step: DunningStep, today: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .update(invoices)
      .set({ statusId: step.to })
      .where(
        and(
          eq(invoices.invoiceNumber, invoiceNumber),
          eq(invoices.statusId, step.from),
          gt(invoices.remainingCents, 0),
        ),
      )
      .returning();
    if (!invoice) return false;
    await tx
      .insert(invoiceDunningSteps)
      .values({ invoiceNumber, statusId: step.to, takenOn: today })
      // Back on the path after an arrangement ended: the step counts from its new day.
      .onConflictDoUpdate({
        target: [invoiceDunningSteps.invoiceNumber, invoiceDunningSteps.statusId],
        set: { takenOn: today },
      });
    const costs = step.name === 'summons' || step.name === 'collectionAgency';
    await sendInvoiceLetter(tx, {
      agreementId: invoice.agreementId,
      ...letterTypes[step.name],
      publicationDate: today,
      facts: {
        kind: 'dunning',
        step: step.name,
        ...invoiceSubjectOf(invoice),
        openCents: invoice.remainingCents,
        collectionCostsCents: costs ? statutoryCollectionCosts(invoice.remainingCents) : 0,
        payBy: dunningPayBy(step, today),
      },
    });
    return true;
  });
}

/**
 * The arrears path: every unpaid invoice takes its next step (reminder, notice, summons, collection
 * agency) when the days since the step before have passed, one step a run. Invoices in an
 * arrangement, in debt relief or bankruptcy, paid or awaiting their direct debit are not on the path.
 * Returns how many steps it took.
 */
export async function advanceDunning(ctx: InvoiceJobContext, now = ctx.clock.now()): Promise<number> {
  const today = insurerToday(now);
  const household = alias(invoices, 'household_invoice');
  const candidates = await ctx.db
    .select({
      invoiceNumber: invoices.invoiceNumber,
      statusId: invoices.statusId,
      dueDate: invoices.expirationDate,
      stageSince: invoiceDunningSteps.takenOn,
    })
    .from(invoices)
    .leftJoin(
      invoiceDunningSteps,
      and(
        eq(invoiceDunningSteps.invoiceNumber, invoices.invoiceNumber),
        eq(invoiceDunningSteps.statusId, invoices.statusId),
      ),
    )
    .where(
      and(
        inArray(invoices.statusId, [...dunnableStatuses]),
        gt(invoices.remainingCents, 0),
        // No step comes before the reminder's day.
        lte(invoices.expirationDate, addDays(today, -REMINDER_DAYS_AFTER_DUE)),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(household)
            .where(
              and(
                eq(household.agreementId, invoices.agreementId),
                inArray(household.statusId, protectedStatuses),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(invoices.expirationDate), asc(invoices.invoiceNumber));

  let taken = 0;
  for (const candidate of candidates) {
    const since = candidate.stageSince ?? scheduledDunningDate(candidate.dueDate, candidate.statusId);
    const step = dueDunningStep(candidate.statusId, since, today);
    if (step && (await takeStep(ctx.db, candidate.invoiceNumber, step, today))) taken++;
  }
  if (taken > 0) await deliverNotifications(ctx);
  return taken;
}
