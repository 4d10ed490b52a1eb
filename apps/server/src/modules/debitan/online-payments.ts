import type { OnlinePayment } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { PaymentProvider } from '../../core/payments/payment-provider.ts';
import { onlinePayments } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import type { ReaderLanguage } from '../../http/reader-language.ts';
import { owedOnline } from './amount-owed.ts';
import { heldInvoice } from './held-invoices.ts';
import { settleOnlinePayment } from './settle-online-payment.ts';

/** Where the provider sends the browser back to and where it confirms, for one payment. */
export interface PaymentUrls {
  redirectUrl: string;
  webhookUrl: string;
}

/**
 * Paying invoices online: what the use cases below need beside the context, built once in the
 * routes. Only the provider's own answer ever books money.
 */
export interface OnlinePaymentsCtx extends Pick<AppContext, 'db' | 'insurer' | 'clock' | 'handOver'> {
  /** null: online payment is not available here. */
  provider: PaymentProvider | null;
  log: Pick<FastifyBaseLogger, 'error'>;
}

function settle(ctx: OnlinePaymentsCtx, payments: PaymentProvider, providerPaymentId: string) {
  return settleOnlinePayment(
    {
      ...ctx,
      onMismatch: (record, truth) =>
        ctx.log.error(
          { providerPaymentId, invoiceNumber: record.invoiceNumber, asked: record.amountCents, truth },
          'an online payment was paid for another amount or invoice than asked: needs a refund by a person',
        ),
    },
    payments,
    providerPaymentId,
  );
}

async function openAttempt({ db }: OnlinePaymentsCtx, invoiceNumber: string) {
  const [open] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.invoiceNumber, invoiceNumber), eq(onlinePayments.state, 'open')));
  return open ?? null;
}

async function invoiceOf(ctx: OnlinePaymentsCtx, auth: AccessAuth, invoiceNumber: string) {
  const held = await heldInvoice(ctx, auth, invoiceNumber, insurerToday(ctx.clock.now()));
  if (!held) throw new HttpError(404, serverMessages.invoiceNotFound);
  return held;
}

/** Starts (or picks up) the one attempt per invoice to pay what is owed online. */
export async function startOnlinePayment(
  ctx: OnlinePaymentsCtx,
  auth: AccessAuth,
  invoiceNumber: string,
  urls: PaymentUrls,
  language: ReaderLanguage,
): Promise<{ checkoutUrl: string }> {
  const { provider, db, clock } = ctx;
  if (!provider) throw new HttpError(503, serverMessages.onlinePaymentUnavailable);
  await invoiceOf(ctx, auth, invoiceNumber);
  // An attempt still open may have been paid or lapsed meanwhile: its provider says which.
  const open = await openAttempt(ctx, invoiceNumber);
  const stillOpen = open && (await settle(ctx, provider, open.providerPaymentId))?.state === 'open';
  const { invoice, brand } = await invoiceOf(ctx, auth, invoiceNumber);
  const owed = owedOnline(invoice);
  if (!owed) throw new HttpError(409, serverMessages.nothingToPayOnline);
  if (open && stillOpen) return { checkoutUrl: open.checkoutUrl };

  const created = await provider.create({
    ...owed,
    description: `${brand.brandName}, rekening ${invoiceNumber}`,
    invoiceNumber,
    ...urls,
    language,
  });
  const [recorded] = await db
    .insert(onlinePayments)
    .values({
      providerPaymentId: created.id,
      provider: provider.name,
      invoiceNumber,
      startedBy: auth.user.customerNumber,
      ...owed,
      state: 'open',
      checkoutUrl: created.checkoutUrl,
      startedAt: clock.now(),
      expiresAt: created.expiresAt,
    })
    .onConflictDoNothing()
    .returning();
  if (recorded) return { checkoutUrl: recorded.checkoutUrl };
  // Another tab started one at the same moment: both pay through that one. The payment just
  // created has no record and no one has its checkout, so it lapses unpaid at the provider.
  const winner = await openAttempt(ctx, invoiceNumber);
  if (!winner)
    throw new Error(`The open payment of invoice ${invoiceNumber} vanished while starting another`);
  return { checkoutUrl: winner.checkoutUrl };
}

/** The newest attempt to pay an invoice the user holds. */
export async function newestOnlinePayment(
  ctx: OnlinePaymentsCtx,
  auth: AccessAuth,
  invoiceNumber: string,
): Promise<OnlinePayment> {
  await invoiceOf(ctx, auth, invoiceNumber);
  const [payment] = await ctx.db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.invoiceNumber, invoiceNumber))
    .orderBy(desc(onlinePayments.startedAt))
    .limit(1);
  if (!payment) throw new HttpError(404, serverMessages.onlinePaymentNotFound);
  // Past its time the provider lets it lapse (and will say so); nothing can be paid through it.
  const lapsed =
    payment.state === 'open' && payment.expiresAt !== null && payment.expiresAt <= ctx.clock.now();
  return {
    invoiceNumber,
    status: lapsed ? 'expired' : payment.state,
    amount: payment.amountCents,
    startedAt: payment.startedAt.toISOString(),
  };
}

/** A provider's confirmation: its id only; the provider itself is asked what happened. */
export async function confirmOnlinePayment(ctx: OnlinePaymentsCtx, providerPaymentId: string): Promise<void> {
  if (!ctx.provider) return;
  try {
    await settle(ctx, ctx.provider, providerPaymentId);
  } catch (error) {
    ctx.log.error({ err: error, providerPaymentId }, 'could not ask the payment provider about a payment');
    // The provider retries a confirmation that was not taken.
    throw new HttpError(503, serverMessages.onlinePaymentUnavailable);
  }
}
