import { randomUUID } from 'node:crypto';
import {
  type contract,
  type EndpointRequest,
  inputPath,
  type PaymentArrangement,
  type PaymentArrangementsReply,
  paymentArrangementIssues,
} from '@mijn/contract';
import { insurerToday, validatorMessages } from '@mijn/domain';
import { isRefusal } from '@mijn/insurer';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { HttpError, inputRefused, serverMessages } from '../../http/http-error.ts';
import {
  arrangementRequestOf,
  type Held,
  toArrangementsReply,
  toPaymentArrangement,
} from './arrangements-wire.ts';
import { invoicesReplyOf } from './held-invoices.ts';

/** The arrangements of the agreements the user holds, newest first, and the accounts on file. */
const arrangementsHeld = ({ insurer, clock }: Pick<AppContext, 'insurer' | 'clock'>, auth: AccessAuth) =>
  insurer.arrangements.ofPolicyholder({ viewer: viewerOf(auth), at: clock.now().toISOString() });

/** GET Debitan/PaymentArrangements. */
export async function paymentArrangementsOf(
  ctx: Pick<AppContext, 'insurer' | 'clock'>,
  auth: AccessAuth,
): Promise<PaymentArrangementsReply> {
  return toArrangementsReply(await arrangementsHeld(ctx, auth));
}

const earlierInProcessing = () => new HttpError(409, serverMessages.paymentArrangementInProcessing);
const earlierWaiting = () => new HttpError(409, serverMessages.unprocessedPaymentArrangement);

/** The 409 of an earlier request that is being processed, or that waits and is not to be replaced. */
function earlierBlocking(held: Held, replaceUnprocessed: boolean): HttpError | null {
  const waiting = held.arrangements.filter((arrangement) => arrangement.status === 'requested');
  if (waiting.some((arrangement) => !arrangement.replaceable)) return earlierInProcessing();
  if (waiting.length > 0 && !replaceUnprocessed) return earlierWaiting();
  return null;
}

/**
 * POST Debitan/PaymentArrangements. Refused without writing anything: 404 for an invoice the user
 * does not hold (another household's reads as unknown), 409 while arrangements are disabled, while
 * an earlier request waits (unless the customer confirmed that the new one replaces it) or is being
 * processed, 400 for a rule of spec §5 or §9 (field and key). The portal judges in that order from
 * the insurer's facts; the insurer judges the earlier requests again as it stores the new one.
 */
export async function requestPaymentArrangement(
  ctx: Pick<AppContext, 'insurer' | 'db' | 'clock'>,
  auth: AccessAuth,
  body: EndpointRequest<typeof contract.debitan.requestPaymentArrangement>['body'],
): Promise<PaymentArrangement> {
  const now = ctx.clock.now();
  const today = insurerToday(now);
  const household = await invoicesReplyOf(ctx, auth, today, 'nl');
  const byNumber = new Map(household.invoices.map((invoice) => [invoice.invoiceNumber, invoice]));
  const chosen = body.invoiceNumbers.flatMap((number) => {
    const invoice = byNumber.get(number);
    return invoice ? [invoice] : [];
  });
  if (chosen.length < body.invoiceNumbers.length) throw new HttpError(404, serverMessages.invoiceNotFound);
  if (household.isPaymentArrangementsDisabled) {
    throw new HttpError(409, serverMessages.paymentArrangementsDisabled);
  }
  const held = await arrangementsHeld(ctx, auth);
  const blocking = earlierBlocking(held, body.replaceUnprocessed);
  if (blocking) throw blocking;
  const [problem] = paymentArrangementIssues(body, { today, invoices: household.invoices });
  if (problem) throw inputRefused(inputPath('body', problem.path), problem.message);
  // The rules refused an empty choice. Without a new account the terms are collected from the one
  // the first invoice's agreement pays from.
  const onFile = held.accountsOnFile.find((account) => account.agreementId === chosen[0]!.agreementId);
  const iban = body.iban ?? onFile?.iban;
  if (iban === undefined) throw inputRefused('body.iban', validatorMessages.requiredField);

  const stored = await ctx.insurer.arrangements.request(
    arrangementRequestOf(auth, body, chosen, { iban, receivedAt: now }),
    { key: randomUUID() },
  );
  if (!isRefusal(stored)) return toPaymentArrangement(stored);
  if (stored.refused === 'unknown-invoice') throw new HttpError(404, serverMessages.invoiceNotFound);
  throw stored.refused === 'earlier-in-processing' ? earlierInProcessing() : earlierWaiting();
}
