import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { simulatedIdealPayments } from '../../db/schema.ts';
import type { OnlinePaymentState, PaymentProvider } from './payment-provider.ts';

/** Where the simulated checkout is served; dev-only pages answer only this machine (decision 0018). */
export const SIMULATED_IDEAL_PATH = '/api/dev/ideal';

/** Like iDEAL, an open payment lapses when the payer does not finish within 15 minutes. */
export const SIMULATED_IDEAL_EXPIRY_MS = 15 * 60_000;

export type SimulatedIdealPayment = typeof simulatedIdealPayments.$inferSelect;
/** What the payer can do at the simulated bank. */
export type BankDecision = 'pay' | 'cancel' | 'fail' | 'expire';

const outcomes: Record<BankDecision, OnlinePaymentState> = {
  pay: 'paid',
  cancel: 'canceled',
  fail: 'failed',
  expire: 'expired',
};

/** Ids like a provider's: `tr_` and random letters and digits. */
const newPaymentId = () => `tr_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export interface SimulatedIdeal extends PaymentProvider {
  /** The payment as its checkout shows it, lapsed (and confirmed) if its time ran out; null when unknown. */
  checkout(id: string): Promise<SimulatedIdealPayment | null>;
  /** The payer picks a bank; only while the payment is open. */
  chooseBank(id: string, bic: string): Promise<void>;
  /**
   * The payer's decision at the bank, taken only while the payment is open and has not lapsed (a
   * payment to be paid must have its bank chosen); then the provider confirms to the portal.
   */
  decide(id: string, decision: BankDecision): Promise<SimulatedIdealPayment | null>;
}

/**
 * A payment provider that lives in the portal's own database, for development: it keeps its books
 * apart from the portal's record, expires open payments on the server clock, and confirms every
 * change to the webhook with the payment's id only, as Mollie does.
 */
export function createSimulatedIdeal(deps: {
  db: Db;
  clock: Clock;
  /** Calls the portal's webhook, as the provider's servers would. */
  confirm: (webhookUrl: string, paymentId: string) => Promise<void>;
}): SimulatedIdeal {
  const { db, clock, confirm } = deps;

  /** The payment now; an open one whose time ran out has expired, written down when first seen. */
  async function observe(id: string): Promise<{ row: SimulatedIdealPayment | null; lapsedNow: boolean }> {
    const [lapsed] = await db
      .update(simulatedIdealPayments)
      .set({ state: 'expired' })
      .where(
        and(
          eq(simulatedIdealPayments.id, id),
          eq(simulatedIdealPayments.state, 'open'),
          lte(simulatedIdealPayments.expiresAt, clock.now()),
        ),
      )
      .returning();
    if (lapsed) return { row: lapsed, lapsedNow: true };
    const [row] = await db.select().from(simulatedIdealPayments).where(eq(simulatedIdealPayments.id, id));
    return { row: row ?? null, lapsedNow: false };
  }

  const current = async (id: string) => (await observe(id)).row;

  const stillOpen = (id: string) =>
    and(
      eq(simulatedIdealPayments.id, id),
      eq(simulatedIdealPayments.state, 'open'),
      gt(simulatedIdealPayments.expiresAt, clock.now()),
    );

  return {
    name: 'simulated-ideal',

    async create(request) {
      const id = newPaymentId();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SIMULATED_IDEAL_EXPIRY_MS);
      await db.insert(simulatedIdealPayments).values({
        id,
        amountCents: request.amountCents,
        description: request.description,
        invoiceNumber: request.invoiceNumber,
        language: request.language,
        redirectUrl: request.redirectUrl,
        webhookUrl: request.webhookUrl,
        state: 'open',
        createdAt: now,
        expiresAt,
      });
      const checkoutUrl = new URL(`${SIMULATED_IDEAL_PATH}/${id}`, request.redirectUrl).href;
      return { id, checkoutUrl, expiresAt };
    },

    async find(id) {
      const row = await current(id);
      return row
        ? { id: row.id, state: row.state, amountCents: row.amountCents, invoiceNumber: row.invoiceNumber }
        : null;
    },

    async checkout(id) {
      const { row, lapsedNow } = await observe(id);
      // Mollie confirms an expiry too; here it is noticed when the payer looks at the checkout again.
      if (row && lapsedNow) await confirm(row.webhookUrl, row.id);
      return row;
    },

    async chooseBank(id, bic) {
      await db.update(simulatedIdealPayments).set({ bank: bic }).where(stillOpen(id));
    },

    async decide(id, decision) {
      const [changed] = await db
        .update(simulatedIdealPayments)
        .set({ state: outcomes[decision] })
        .where(
          decision === 'pay' || decision === 'fail'
            ? and(stillOpen(id), isNotNull(simulatedIdealPayments.bank))
            : stillOpen(id),
        )
        .returning();
      const row = changed ?? (await current(id));
      // A provider confirms whatever ended the payment, also a second time: the portal must not care.
      if (row && row.state !== 'open') await confirm(row.webhookUrl, row.id);
      return row;
    },
  };
}
