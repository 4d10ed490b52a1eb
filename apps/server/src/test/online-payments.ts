import type { OnlinePayment } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import { agreements, invoicePayments, invoices, onlinePayments } from '../db/schema.ts';
import { bearer, type TestApp } from './test-app.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** Calls of paying online as the web app and a provider make them, for the tests of one test app. */
export function onlinePaymentCalls(t: TestApp) {
  let invoiceCount = 0;

  return {
    /** A fresh invoice of the policyholder's agreement, so each test pays its own. */
    async addInvoice(
      policyholder: string,
      facts: Partial<Pick<InvoiceRow, 'statusId' | 'remainingCents' | 'paymentType'>> = {},
    ): Promise<InvoiceRow> {
      const [agreement] = await t.db
        .select({ agreementId: agreements.agreementId })
        .from(agreements)
        .where(eq(agreements.policyholderNumber, policyholder));
      if (!agreement) throw new Error(`${policyholder} holds no agreement`);
      invoiceCount += 1;
      const today = insurerToday(t.clock.now());
      const remainingCents = facts.remainingCents ?? 12_345;
      const [row] = await t.db
        .insert(invoices)
        .values({
          invoiceNumber: `T${String(invoiceCount).padStart(6, '0')}${String(agreement.agreementId).slice(-5)}`,
          agreementId: agreement.agreementId,
          kind: 'premium',
          description: 'Premie test',
          invoiceDate: today,
          expirationDate: today,
          amountCents: remainingCents,
          remainingCents,
          statusId: facts.statusId ?? 1,
          paymentType: facts.paymentType ?? 'Mail',
        })
        .returning();
      if (!row) throw new Error('the invoice was not stored');
      return row;
    },

    start: (token: string, invoiceNumber: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/Debitan/Invoices/${invoiceNumber}/OnlinePayment`,
        headers: { host: 'aev.localhost', ...bearer(token), ...headers },
      }),

    state: (token: string, invoiceNumber: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/Debitan/Invoices/${invoiceNumber}/OnlinePayment`,
        headers: bearer(token),
      }),

    async stateOf(token: string, invoiceNumber: string): Promise<OnlinePayment['status']> {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/Debitan/Invoices/${invoiceNumber}/OnlinePayment`,
        headers: bearer(token),
      });
      if (reply.statusCode !== 200) throw new Error(`no state: ${reply.statusCode} ${reply.body}`);
      return reply.json<OnlinePayment>().status;
    },

    /** A confirmation as Mollie posts it: `id=tr_...`, form-encoded. */
    webhook: (id: string, from = '192.0.2.10') =>
      t.app.inject({
        method: 'POST',
        url: '/api/Debitan/OnlinePayments/Webhook',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ id }).toString(),
        remoteAddress: from,
      }),

    async invoice(invoiceNumber: string) {
      const [row] = await t.db.select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber));
      if (!row) throw new Error(`no invoice ${invoiceNumber}`);
      return row;
    },

    booked: (invoiceNumber: string) =>
      t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceNumber, invoiceNumber)),

    records: (invoiceNumber: string) =>
      t.db.select().from(onlinePayments).where(eq(onlinePayments.invoiceNumber, invoiceNumber)),
  };
}
