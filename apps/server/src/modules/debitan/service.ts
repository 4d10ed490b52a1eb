import type { InvoicesReply } from '@mijn/contract';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { arrangementsDisabled, firstVisibleInvoiceDate, statusInfo } from '../../core/invoice-rules.ts';
import type { Db } from '../../db/client.ts';
import { agreements, invoices } from '../../db/schema.ts';

/** Invoices belong to the policyholder (spec §6): those of the agreements the user holds. */
export async function invoicesOf(db: Db, auth: AccessAuth, today: string): Promise<InvoicesReply> {
  const held = await db
    .select({ agreementId: agreements.agreementId })
    .from(agreements)
    .where(eq(agreements.policyholderNumber, auth.claims.customerNumber));
  if (held.length === 0) return { invoices: [], isPaymentArrangementsDisabled: true };
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        inArray(
          invoices.agreementId,
          held.map((agreement) => agreement.agreementId),
        ),
        gte(invoices.invoiceDate, firstVisibleInvoiceDate(today)),
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.invoiceNumber));
  return {
    invoices: rows.map((row) => ({
      invoiceNumber: row.invoiceNumber,
      agreementId: row.agreementId,
      description: row.description,
      invoiceDate: row.invoiceDate,
      expirationDate: row.expirationDate,
      paymentDate: row.paymentDate,
      premiePeriod:
        row.premiumPeriodStart && row.premiumPeriodEnd
          ? { startDate: row.premiumPeriodStart, endDate: row.premiumPeriodEnd }
          : null,
      amount: row.amountCents,
      remaining: row.remainingCents,
      status: statusInfo(row.statusId),
      invoicePaymentType: row.paymentType,
    })),
    isPaymentArrangementsDisabled: arrangementsDisabled(rows),
  };
}
