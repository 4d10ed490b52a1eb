import {
  type AccountOnFile,
  type contract,
  type EndpointRequest,
  inputPath,
  type PaymentArrangement,
  type PaymentArrangementsReply,
  paymentArrangementIssues,
} from '@mijn/contract';
import { insurerToday, maskIban, paymentArrangementStatus, validatorMessages } from '@mijn/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { storeArrangement } from '../../core/payment-arrangements/store-arrangement.ts';
import type { Db } from '../../db/client.ts';
import {
  agreements,
  paymentArrangementInvoices,
  paymentArrangements,
  paymentArrangementTerms,
} from '../../db/schema.ts';
import { HttpError, inputRefused, serverMessages } from '../../http/http-error.ts';
import { invoicesReplyOf } from './held-invoices.ts';

type ArrangementRow = typeof paymentArrangements.$inferSelect;

/** The arrangements as the reply shows them, each with its invoices and terms. */
async function arrangementViews(
  db: Db,
  rows: readonly ArrangementRow[],
  now: Date,
): Promise<PaymentArrangement[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const shares = await db
    .select()
    .from(paymentArrangementInvoices)
    .where(inArray(paymentArrangementInvoices.arrangementId, ids))
    .orderBy(asc(paymentArrangementInvoices.position));
  const terms = await db
    .select()
    .from(paymentArrangementTerms)
    .where(inArray(paymentArrangementTerms.arrangementId, ids))
    .orderBy(asc(paymentArrangementTerms.number));
  return rows.map((row) => {
    const own = terms.filter((term) => term.arrangementId === row.id);
    return {
      id: row.id,
      agreementId: row.agreementId,
      statusId: paymentArrangementStatus[row.status],
      status: row.status,
      requestedOn: row.requestedOn,
      isReplaceable: isWaiting(row, now),
      invoiceNumbers: shares
        .filter((share) => share.arrangementId === row.id)
        .map((share) => share.invoiceNumber),
      numberOfTerms: row.numberOfTerms,
      startDate: row.startDate,
      ibanEnding: row.iban.slice(-4),
      totalAmount: row.totalCents,
      termAmount: own[0]?.amountCents ?? 0,
      terms: own.map((term) => ({
        number: term.number,
        dueDate: term.dueDate,
        amount: term.amountCents,
        collectedOn: term.collectedOn,
      })),
    };
  });
}

/**
 * A request the core has not taken up yet: its processing time has not come. Once it has, the core
 * is (about to be) processing it, and a new request must wait for the outcome (decision 0039).
 */
const isWaiting = (row: ArrangementRow, now: Date) =>
  row.status === 'requested' && row.processAfter.getTime() > now.getTime();

/** The account each agreement the user holds pays from: its premium's, else its excess bills'. */
async function accountsOnFile(db: Db, auth: AccessAuth): Promise<Map<number, string>> {
  const rows = await db
    .select({
      agreementId: agreements.agreementId,
      premiumIban: agreements.premiumIban,
      excessIban: agreements.excessIban,
    })
    .from(agreements)
    .where(eq(agreements.policyholderNumber, auth.user.customerNumber))
    .orderBy(asc(agreements.agreementId));
  return new Map(
    rows.flatMap(({ agreementId, premiumIban, excessIban }) => {
      const iban = premiumIban ?? excessIban;
      return iban ? [[agreementId, iban] as const] : [];
    }),
  );
}

/** GET Debitan/PaymentArrangements: those of the agreements the user holds, newest first. */
export async function paymentArrangementsOf(
  db: Db,
  auth: AccessAuth,
  now: Date,
): Promise<PaymentArrangementsReply> {
  const rows = await db
    .select({ arrangement: paymentArrangements })
    .from(paymentArrangements)
    .innerJoin(agreements, eq(agreements.agreementId, paymentArrangements.agreementId))
    .where(eq(agreements.policyholderNumber, auth.user.customerNumber))
    .orderBy(desc(paymentArrangements.createdAt));
  const arrangements = rows.map((row) => row.arrangement);
  const onFile: AccountOnFile[] = [...(await accountsOnFile(db, auth))].map(([agreementId, iban]) => ({
    agreementId,
    iban: maskIban(iban),
  }));
  return {
    paymentArrangments: await arrangementViews(db, arrangements, now),
    hasUnproccessedPaymentArrangments: arrangements.some((row) => row.status === 'requested'),
    accountsOnFile: onFile,
  };
}

export interface RequestContext {
  db: Db;
  insurer: AppContext['insurer'];
  now: Date;
  processingDelaySeconds: number;
}

/**
 * POST Debitan/PaymentArrangements, in one transaction that first locks the user's agreements, so
 * two requests of one household are judged one after the other. Refused without writing anything:
 * 404 for an invoice the user does not hold (another household's reads as unknown), 409 while
 * arrangements are disabled, while an earlier request waits (unless the customer confirmed that the
 * new one replaces it) or is being processed, 400 for a rule of spec §5 or §9 (field and key).
 */
export async function requestPaymentArrangement(
  { db, insurer, now, processingDelaySeconds }: RequestContext,
  auth: AccessAuth,
  body: EndpointRequest<typeof contract.debitan.requestPaymentArrangement>['body'],
): Promise<PaymentArrangement> {
  const today = insurerToday(now);
  // The insurer's answer comes before the lock: the embedded database answers one caller at a time.
  const household = await invoicesReplyOf({ insurer, db }, auth, today, 'nl');
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ agreementId: agreements.agreementId })
      .from(agreements)
      .where(eq(agreements.policyholderNumber, auth.user.customerNumber))
      .orderBy(asc(agreements.agreementId))
      .for('update');
    const earlier = held.length
      ? await tx
          .select()
          .from(paymentArrangements)
          .where(
            and(
              inArray(
                paymentArrangements.agreementId,
                held.map((agreement) => agreement.agreementId),
              ),
              eq(paymentArrangements.status, 'requested'),
            ),
          )
          .for('update')
      : [];
    const byNumber = new Map(household.invoices.map((invoice) => [invoice.invoiceNumber, invoice]));
    const chosen = body.invoiceNumbers.map((invoiceNumber) => byNumber.get(invoiceNumber));
    if (chosen.some((invoice) => invoice === undefined))
      throw new HttpError(404, serverMessages.invoiceNotFound);
    if (household.isPaymentArrangementsDisabled) {
      throw new HttpError(409, serverMessages.paymentArrangementsDisabled);
    }
    if (earlier.some((row) => !isWaiting(row, now))) {
      throw new HttpError(409, serverMessages.paymentArrangementInProcessing);
    }
    if (earlier.length > 0 && !body.replaceUnprocessed) {
      throw new HttpError(409, serverMessages.unprocessedPaymentArrangement);
    }
    const [problem] = paymentArrangementIssues(body, { today, invoices: household.invoices });
    if (problem) throw inputRefused(inputPath('body', problem.path), problem.message);

    for (const row of earlier) {
      await tx
        .update(paymentArrangements)
        .set({ status: 'replaced' })
        .where(eq(paymentArrangements.id, row.id));
    }
    const invoices = chosen.flatMap((invoice) => (invoice ? [invoice] : []));
    // The rules refused an empty choice; its letter goes out under the first invoice's agreement.
    const agreementId = invoices[0]!.agreementId;
    // Without a new account the terms are collected from the one the agreement pays from.
    const iban = body.iban ?? (await accountsOnFile(tx, auth)).get(agreementId);
    if (iban === undefined) throw inputRefused('body.iban', validatorMessages.requiredField);
    const id = await storeArrangement(tx, {
      agreementId,
      requestedBy: auth.user.customerNumber,
      requestedOn: today,
      processAfter: new Date(now.getTime() + processingDelaySeconds * 1000),
      numberOfTerms: body.numberOfTerms,
      startDate: body.startDate,
      iban,
      invoices: invoices.map((invoice) => ({
        invoiceNumber: invoice.invoiceNumber,
        amountCents: invoice.remaining,
      })),
    });
    const [stored] = await tx.select().from(paymentArrangements).where(eq(paymentArrangements.id, id));
    if (!stored) throw new Error('The payment arrangement was not stored');
    return (await arrangementViews(tx, [stored], now))[0]!;
  });
}
