import { insurerToday, latestInvoicedPeriodStart, premiumPeriodEnd, premiumPeriodStart } from '@mijn/domain';
import { and, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { type PremiumAgreement, premiumInvoice } from '../core/invoices/premium-invoice.ts';
import { premiumOfPeriod } from '../core/invoices/premium-of-period.ts';
import { isPaymentTerm } from '../core/premiums/engine.ts';
import { agreements, invoices } from '../db/schema.ts';
import type { JobContext } from './handle-claims.ts';

interface RunningAgreement extends PremiumAgreement {
  startDate: string;
  endDate: string | null;
}

/**
 * The periods an agreement should have an invoice for on `today`: the running one and, from its
 * invoice day on, the next. Catching up the running one covers a run that could not run in time.
 */
function periodsToInvoice(agreement: RunningAgreement, today: string): string[] {
  const term = agreement.paymentTermMonths;
  const starts = new Set([premiumPeriodStart(today, term), latestInvoicedPeriodStart(today, term)]);
  return [...starts].filter(
    (start) =>
      agreement.startDate <= premiumPeriodEnd(start, term) &&
      (agreement.endDate === null || agreement.endDate >= start),
  );
}

/**
 * The monthly premium run: every running agreement whose premium the customer pays (not the
 * employer, BOR) gets its invoice for a payment-term period on the period's invoice day, priced by
 * the premium engine. The unique key on agreement and period makes it once, on any number of servers.
 * Returns how many invoices it made.
 */
export async function invoicePremiums(
  ctx: Pick<JobContext, 'db' | 'clock'>,
  now = ctx.clock.now(),
): Promise<number> {
  const today = insurerToday(now);
  const rows = await ctx.db
    .select({
      agreementId: agreements.agreementId,
      paymentMethod: agreements.paymentMethod,
      paymentTermMonths: agreements.paymentTermMonths,
      startDate: agreements.startDate,
      endDate: agreements.endDate,
    })
    .from(agreements)
    .where(
      and(
        ne(agreements.paymentMethod, 'BOR'),
        or(isNull(agreements.endDate), gte(agreements.endDate, today)),
      ),
    );
  const wanted = rows.flatMap((row) => {
    const term = row.paymentTermMonths;
    if (!isPaymentTerm(term)) throw new Error(`Agreement ${row.agreementId} has payment term ${term}`);
    const agreement: RunningAgreement = { ...row, paymentTermMonths: term };
    return periodsToInvoice(agreement, today).map((periodStart) => ({ agreement, periodStart }));
  });
  if (wanted.length === 0) return 0;
  const invoiced = await ctx.db
    .select({ agreementId: invoices.agreementId, periodStart: invoices.premiumPeriodStart })
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'premium'),
        inArray(invoices.agreementId, [...new Set(wanted.map((entry) => entry.agreement.agreementId))]),
        inArray(invoices.premiumPeriodStart, [...new Set(wanted.map((entry) => entry.periodStart))]),
      ),
    );
  const known = new Set(invoiced.map((row) => `${row.agreementId}/${row.periodStart}`));

  let made = 0;
  for (const { agreement, periodStart } of wanted) {
    if (known.has(`${agreement.agreementId}/${periodStart}`)) continue;
    const premiumCents = await premiumOfPeriod(
      ctx.db,
      agreement.agreementId,
      periodStart,
      agreement.paymentTermMonths,
    );
    // Nothing to invoice: only children insured, or no cover in the period.
    if (premiumCents <= 0) continue;
    const inserted = await ctx.db
      .insert(invoices)
      .values(premiumInvoice(agreement, periodStart, premiumCents, today))
      .onConflictDoNothing({
        target: [invoices.agreementId, invoices.premiumPeriodStart],
        where: sql`kind = 'premium'`,
      })
      .returning({ invoiceNumber: invoices.invoiceNumber });
    made += inserted.length;
  }
  return made;
}
