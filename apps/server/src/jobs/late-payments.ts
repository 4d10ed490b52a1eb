import { insurerToday, invoiceStatus } from '@mijn/domain';
import { and, eq, gt, inArray, lt, notExists, sql } from 'drizzle-orm';
import { deliverNotifications } from '../core/notifications/deliver-notifications.ts';
import { recordNotification } from '../core/notifications/record-notification.ts';
import { agreements, invoices, notifications } from '../db/schema.ts';
import type { InvoiceJobContext } from './invoice-job-context.ts';

/** Still to be paid by the customer; an invoice in a payment arrangement or with a bailiff is not "late" news. */
const awaitingPayment = [
  invoiceStatus.open,
  invoiceStatus.reminder,
  invoiceStatus.notice,
  invoiceStatus.summons,
];

/**
 * Records a "payment late" event for every invoice that passed its due date unpaid and was not
 * reported before, for the policyholder it is addressed to, and sends what was recorded.
 */
export async function noticeLatePayments(
  ctx: InvoiceJobContext,
  now: Date = ctx.clock.now(),
): Promise<number> {
  const today = insurerToday(now);
  const late = await ctx.db
    .select({
      invoiceNumber: invoices.invoiceNumber,
      remainingCents: invoices.remainingCents,
      dueDate: invoices.expirationDate,
      customerNumber: agreements.policyholderNumber,
    })
    .from(invoices)
    .innerJoin(agreements, eq(agreements.agreementId, invoices.agreementId))
    .where(
      and(
        lt(invoices.expirationDate, today),
        gt(invoices.remainingCents, 0),
        inArray(invoices.statusId, awaitingPayment),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(notifications)
            .where(eq(notifications.eventKey, sql`'paymentLate:' || ${invoices.invoiceNumber}`)),
        ),
      ),
    );
  for (const invoice of late) {
    await recordNotification(ctx.db, {
      kind: 'paymentLate',
      subject: invoice.invoiceNumber,
      customerNumber: invoice.customerNumber,
      today,
      facts: {
        invoiceNumber: invoice.invoiceNumber,
        amountCents: invoice.remainingCents,
        dueDate: invoice.dueDate,
      },
    });
  }
  if (late.length > 0) await deliverNotifications(ctx);
  return late.length;
}
