import { insurerToday } from '@mijn/domain';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { onlinePayments } from '../../db/schema.ts';
import { recordInvoicePayment } from '../invoices/record-invoice-payment.ts';
import type { PaymentAtProvider, PaymentProvider } from './payment-provider.ts';

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

interface SettleContext {
  db: Db;
  clock: Clock;
  /** Told when a paid payment does not match what the portal asked: a person must refund it. */
  onMismatch: (record: OnlinePaymentRow, truth: PaymentAtProvider) => void;
}

const matches = (record: OnlinePaymentRow, truth: PaymentAtProvider) =>
  truth.amountCents === record.amountCents && truth.invoiceNumber === record.invoiceNumber;

/**
 * Brings the portal's record of an online payment in line with its provider, the only source of
 * truth: whoever asks (a webhook, a new attempt) passes only the id. Money is booked on the invoice
 * only when the provider says paid for exactly the amount and invoice the portal asked for, once
 * per payment (the ledger's reference is the provider's id). A record that left `open` never moves
 * again. Returns the record as it now stands, or null for an id the portal never started.
 */
export async function settleOnlinePayment(
  ctx: SettleContext,
  provider: PaymentProvider,
  providerPaymentId: string,
): Promise<OnlinePaymentRow | null> {
  const [record] = await ctx.db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.providerPaymentId, providerPaymentId));
  if (record?.state !== 'open' || record.provider !== provider.name) return record ?? null;

  const truth = await provider.find(providerPaymentId);
  if (!truth || truth.state === 'open') return record;

  const now = ctx.clock.now();
  let state = truth.state;
  if (state === 'paid' && !matches(record, truth)) {
    ctx.onMismatch(record, truth);
    state = 'failed';
  } else if (state === 'paid') {
    await recordInvoicePayment(ctx.db, {
      reference: record.providerPaymentId,
      invoiceNumber: record.invoiceNumber,
      source: 'online',
      amountCents: record.amountCents,
      collectionCostsCents: record.collectionCostsCents,
      receivedOn: insurerToday(now),
    });
  }
  const [settled] = await ctx.db
    .update(onlinePayments)
    .set({ state, settledAt: now })
    .where(and(eq(onlinePayments.providerPaymentId, providerPaymentId), eq(onlinePayments.state, 'open')))
    .returning();
  if (settled) return settled;
  // Another confirmation of the same payment settled it first.
  const [current] = await ctx.db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.providerPaymentId, providerPaymentId));
  return current ?? null;
}
