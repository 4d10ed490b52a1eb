import { insurerToday } from '@mijn/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { PaymentAtProvider, PaymentProvider } from '../../core/payments/payment-provider.ts';
import { onlinePayments } from '../../db/schema.ts';

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

interface SettleContext extends Pick<AppContext, 'db' | 'clock' | 'handOver'> {
  /** Told when a paid payment does not match what the portal asked: a person must refund it. */
  onMismatch: (record: OnlinePaymentRow, truth: PaymentAtProvider) => void;
}

const matches = (record: OnlinePaymentRow, truth: PaymentAtProvider) =>
  truth.amountCents === record.amountCents && truth.invoiceNumber === record.invoiceNumber;

/** The payment as the insurer books it: the provider's id, the invoice and what was paid of what. */
const receivedOf = (record: OnlinePaymentRow, now: Date) => ({
  paymentId: record.providerPaymentId,
  invoiceNumber: record.invoiceNumber,
  amount: record.amountCents,
  collectionCosts: record.collectionCostsCents,
  receivedOn: insurerToday(now),
});

/**
 * Brings the portal's record of an online payment in line with its provider, the only source of
 * truth: whoever asks (a webhook, a new attempt) passes only the id. The insurer books the money on
 * the invoice only when the provider says paid for exactly the amount and invoice the portal asked
 * for, once per payment (the provider's id is its key); while the insurer is away the portal keeps
 * it and hands it over later (decision 0108). A record that left `open` never moves again. Returns
 * the record as it now stands, or null for an id the portal never started.
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
    await ctx.handOver.send('payments', 'recordOnline', receivedOf(record, now), {
      owner: record.startedBy,
      key: record.providerPaymentId,
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
